import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { APROBACION_HEADER } from '@resto/shared/contracts';
import { ManagerPinModal } from '../components/manager-pin-modal';
import { registerWaiterTranslations } from '../i18n';
import { addApprovals } from './add-approval';
import { dismissApproval, usePendingApproval, type ApprovalOutcome } from './approval';
import { Outbox } from './outbox/outbox';
import type { OutboxEntry, OutboxOp, SettledEvent } from './outbox/outbox-types';

registerWaiterTranslations();

/*
 * A product the api refuses because, added, it takes the table's discounts past the figure a
 * manager approved (a 15 % approved on a coffee, then a soda): the handheld asks the manager's PIN
 * for the figure the refusal named and sends the products again with the token; declined, they go
 * back to the table's selection.
 */

const REFUSAL = 'Con este cambio los descuentos de la mesa 5 llegan a $ 900,00 (15 %), más de lo aprobado ($ 420,00): pedí una nueva aprobación o bajá el descuento';
const DATA = { accion: 'descuento', entidadId: 7, valor: 900 };

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The api: refuses adds without the token, approves PIN 4321, adds with the token. */
function fakeApi() {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, headers, body });
    if (url.pathname === '/api/aprobaciones') {
      if (body.pin !== '4321') return json(403, { success: false, code: 'PIN_INCORRECTO', message: 'Usuario o PIN incorrectos' });
      return json(201, { success: true, data: { token: 'tok-1', accion: body.accion, entidadId: body.entidadId, valor: body.valor, aprobadoPor: { id: 1, nombre: 'Laura' } } });
    }
    if (url.pathname.startsWith('/api/mesas/drafts/7/items')) {
      if (headers[APROBACION_HEADER] !== 'tok-1') return json(403, { success: false, code: 'DESCUENTO_EXCEDE_APROBADO', message: REFUSAL, data: DATA });
      const draft = { id: 7, mesaId: 5, numeroMesa: 5, estado: 'activo', items: [] };
      return json(201, { success: true, data: url.pathname.endsWith('/lote') ? { draft } : { draft, items: [{ id: 90, productoId: body.productoId }] } });
    }
    return json(404, { success: false, message: 'no' });
  };
  return { calls, fetchStub };
}

const add = (productoId: number, nombre: string): OutboxOp => ({
  kind: 'agregarProducto',
  mesaId: 5,
  mesaNumero: 5,
  draftId: 7,
  productoId,
  nombre,
  precio: 3_200,
  cantidad: 1,
  notas: null,
});

/** The handheld's PIN sheet while an approval waits, as the waiter's screen hosts it. */
function Host({ onDone }: { onDone: (outcome: ApprovalOutcome) => void }) {
  const approval = usePendingApproval();
  if (!approval) return null;
  return (
    <ManagerPinModal
      approval={approval}
      onCancel={() => {
        dismissApproval();
        approval.onDecline?.();
      }}
      onDone={(outcome) => {
        dismissApproval();
        onDone(outcome);
      }}
    />
  );
}

async function refused(box: Outbox, ops: OutboxOp[], back: (e: OutboxEntry) => void) {
  const handle = addApprovals(back);
  const taken: boolean[] = [];
  box.onSettled((e: SettledEvent) => {
    if (e.outcome === 'rejected') taken.push(handle(e));
  });
  box.enqueue(ops);
  await box.flush();
  return taken;
}

describe('a product that takes the table past the approved discount, on the handheld', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    localStorage.clear();
    api = fakeApi();
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  });
  afterEach(() => {
    dismissApproval();
    vi.unstubAllGlobals();
  });

  it("asks the manager's PIN for the figure the refusal named and adds the product with the token, once", async () => {
    const back = vi.fn();
    const done = vi.fn();
    render(<Host onDone={done} />);
    const box = new Outbox({ storageKey: 'outbox-add-aprobacion', isOnline: () => true, retryDelayMs: 60_000 });
    expect(await refused(box, [add(20, 'Gaseosa cola 500 ml')], back)).toEqual([true]);
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('O el código de su credencial (o su e-mail o nombre)'), { target: { value: 'admin@demo.local' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Cliente habitual' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(done.mock.calls[0]![0]).toMatchObject({ ok: true });
    expect(api.calls.find((c) => c.path === '/api/aprobaciones')!.body).toMatchObject({ accion: 'descuento', entidadId: 7, valor: 900 });
    const adds = api.calls.filter((c) => c.path === '/api/mesas/drafts/7/items');
    expect(adds.map((c) => [c.headers[APROBACION_HEADER] ?? null, c.body.productoId])).toEqual([
      [null, 20],
      ['tok-1', 20],
    ]);
    // Approved, it is on the table: not also back in the selection to be sent twice.
    expect(back).not.toHaveBeenCalled();
  });

  it('asks once for products confirmed together and sends them again as one list; declined, they go back to the selection', async () => {
    const back = vi.fn();
    const done = vi.fn();
    render(<Host onDone={done} />);
    const box = new Outbox({ storageKey: 'outbox-add-aprobacion-lote', isOnline: () => true, retryDelayMs: 60_000 });
    expect(await refused(box, [add(20, 'Gaseosa cola 500 ml'), add(21, 'Cerveza IPA tirada pinta')], back)).toEqual([true, true]);
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(back).toHaveBeenCalledTimes(2));
    expect(back.mock.calls.map(([e]) => (e as OutboxEntry).op)).toMatchObject([{ productoId: 20 }, { productoId: 21 }]);

    // Confirmed again, refused again: this time the manager approves the list.
    back.mockClear();
    expect(await refused(box, [add(20, 'Gaseosa cola 500 ml'), add(21, 'Cerveza IPA tirada pinta')], back)).toEqual([true, true]);
    fireEvent.change(await screen.findByLabelText('O el código de su credencial (o su e-mail o nombre)'), { target: { value: 'admin@demo.local' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Cliente habitual' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    const lotes = api.calls.filter((c) => c.path === '/api/mesas/drafts/7/items/lote');
    expect(lotes.map((c) => [c.headers[APROBACION_HEADER] ?? null, (c.body.items as { productoId: number }[]).map((i) => i.productoId)])).toEqual([
      [null, [20, 21]],
      [null, [20, 21]],
      ['tok-1', [20, 21]],
    ]);
    expect(back).not.toHaveBeenCalled();
  });
});
