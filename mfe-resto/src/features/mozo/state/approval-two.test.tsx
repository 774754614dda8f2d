import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { APROBACION_HEADER } from '@resto/shared/contracts';
import { ManagerPinModal } from '../components/manager-pin-modal';
import { registerWaiterTranslations } from '../i18n';
import { Outbox } from './outbox/outbox';
import type { SettledEvent } from './outbox/outbox-types';
import { askApproval, dismissApproval, usePendingApproval } from './approval';

registerWaiterTranslations();

const ITEM_REFUSAL = "'Flan' ya fue enviado a cocina: quitarlo de la mesa 3 necesita la aprobación de un encargado";
const DISCOUNT_REFUSAL = 'Con este cambio los descuentos de la mesa 3 llegan a 20 % y superan tu límite de 10 %: pedí la aprobación de un encargado o bajá el descuento';

/** The api at the network boundary: the deletion needs the void approved, then the discount; PIN 4321. */
function fakeApi() {
  const calls: { method: string; path: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, headers, body });
    if (url.pathname === '/api/aprobaciones/autorizantes') return json(200, { success: true, data: [{ id: 1, nombre: 'Laura' }] });
    if (url.pathname === '/api/aprobaciones') {
      if (body.pin !== '4321') return json(403, { success: false, code: 'PIN_INCORRECTO', message: 'Usuario o PIN incorrectos' });
      const token = body.accion === 'anular-item' ? 'tok-anular' : 'tok-descuento';
      return json(201, { success: true, data: { token, accion: body.accion, entidadId: 7, aprobadoPor: { id: 1, nombre: 'Laura' }, expiraEn: '2026-11-26T20:00:00Z' } });
    }
    if (url.pathname === '/api/mesas/drafts/7/items/41' && init?.method === 'DELETE') {
      const given = headers[APROBACION_HEADER];
      if (!given) return json(403, { success: false, code: 'ANULAR_ITEM_REQUIERE_APROBACION', message: ITEM_REFUSAL, data: { accion: 'anular-item', entidadId: 7 } });
      if (given === 'tok-anular')
        return json(403, { success: false, code: 'DESCUENTO_EXCEDE_LIMITE', message: DISCOUNT_REFUSAL, data: { accion: 'descuento', entidadId: 7, valor: 600 } });
      return json(200, {
        success: true,
        data: { id: 7, mesaId: 3, numeroMesa: 3, estado: 'activo', items: [{ id: 41, eliminado: true, motivoEliminacion: body.motivoEliminacion }] },
      });
    }
    return json(404, { success: false, message: 'no' });
  };
  return { calls, fetchStub };
}

/** The sheet as the handheld hosts it: whatever approval is pending, keyed by its outbox change. */
function Host({ onDone }: { onDone: () => void }) {
  const approval = usePendingApproval();
  return approval ? <ManagerPinModal key={approval.entry.id} approval={approval} onCancel={dismissApproval} onDone={onDone} /> : null;
}

describe('a change that needs two approvals on the handheld', () => {
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

  it('a deletion the kitchen has that also outgrows the discount asks the second approval in the same sheet and is sent with both tokens', async () => {
    const box = new Outbox({ storageKey: 'outbox-dos-aprobaciones', isOnline: () => true, retryDelayMs: 60_000 });
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    box.enqueue([{ kind: 'eliminarProducto', mesaId: 3, mesaNumero: 3, draftId: 7, itemId: 41, nombre: 'Flan', motivo: 'No lo pidieron' }]);
    await box.flush();
    const refused = settled[0]!;
    if (refused.outcome !== 'rejected' || !refused.approval) throw new Error('sin aprobación');

    const done = vi.fn();
    render(<Host onDone={done} />);
    act(() => askApproval({ ...refused.approval!, entry: refused.entry, message: refused.message }));
    const approve = async (subject: string) => {
      await screen.findByText(subject);
      fireEvent.click(await screen.findByRole('radio', { name: 'Laura' }));
      fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
      fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    };
    await approve(ITEM_REFUSAL);
    // The void passed; the sheet now asks for the discount, without an error.
    await approve(DISCOUNT_REFUSAL);
    expect(screen.queryByTestId('aprobacion-error')).toBeNull();
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));

    expect(api.calls.filter((c) => c.path === '/api/aprobaciones').map((c) => [c.body.accion, c.body.valor, c.body.usuarioId, c.body.motivo])).toEqual([
      ['anular-item', null, 1, 'No lo pidieron'],
      ['descuento', 600, 1, 'No lo pidieron'],
    ]);
    const deletes = api.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.headers[APROBACION_HEADER] ?? null)).toEqual([null, 'tok-anular', 'tok-anular, tok-descuento']);
  });
});
