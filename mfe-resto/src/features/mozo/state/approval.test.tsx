import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACCIONES_APROBABLES as CONTRACT_ACCIONES, APROBACION_HEADER } from '@resto/shared/contracts';
import { ManagerPinModal } from '../components/manager-pin-modal';
import { registerWaiterTranslations } from '../i18n';
import { ACCIONES_APROBABLES } from './outbox/approval-needed';
import { Outbox } from './outbox/outbox';
import type { SettledEvent } from './outbox/outbox-types';
import { approveAndRetry, type PendingApproval } from './approval';

registerWaiterTranslations();

/*
 * A change the api refuses because it needs a manager (closing a table whose items
 * went to the kitchen) asks for the manager's PIN on the handheld and is sent again with the token.
 */

const REFUSAL = 'La mesa 3 tiene productos enviados a cocina: cancelarla necesita la aprobación de un encargado';
const CLIENT_REFUSAL = 'Con este cambio los descuentos de la mesa 3 llegan a 19 % y superan tu límite de 10 %: pedí la aprobación de un encargado o bajá el descuento';
const ITEM_REFUSAL = "'Flan' ya fue enviado a cocina: quitarlo de la mesa 3 necesita la aprobación de un encargado";

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The api at the network boundary: refuses the close without a token, approves PIN 4321, closes with the token. */
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
      return json(201, {
        success: true,
        data: { token: 'tok-1', accion: body.accion, entidadId: body.entidadId, aprobadoPor: { id: 1, nombre: 'Laura' }, expiraEn: '2026-11-26T20:00:00Z' },
      });
    }
    if (url.pathname === '/api/mesas/drafts/7' && init?.method === 'DELETE') {
      if (headers[APROBACION_HEADER] !== 'tok-1')
        return json(403, { success: false, code: 'CANCELAR_MESA_REQUIERE_APROBACION', message: REFUSAL, data: { accion: 'cancelar-mesa', entidadId: 7 } });
      return json(200, { success: true, data: { id: 7, mesaId: 3, numeroMesa: 3, estado: 'cancelado', items: [] } });
    }
    if (url.pathname === '/api/mesas/drafts/7' && init?.method === 'PATCH') {
      if (headers[APROBACION_HEADER] !== 'tok-1')
        return json(403, { success: false, code: 'DESCUENTO_EXCEDE_LIMITE', message: CLIENT_REFUSAL, data: { accion: 'descuento', entidadId: 7, valor: 475 } });
      return json(200, { success: true, data: { id: 7, mesaId: 3, numeroMesa: 3, estado: 'activo', clienteId: body.clienteId, items: [] } });
    }
    if (url.pathname === '/api/mesas/drafts/7/items/41' && init?.method === 'DELETE') {
      if (headers[APROBACION_HEADER] !== 'tok-1')
        return json(403, { success: false, code: 'ANULAR_ITEM_REQUIERE_APROBACION', message: ITEM_REFUSAL, data: { accion: 'anular-item', entidadId: 7 } });
      return json(200, {
        success: true,
        data: { id: 7, mesaId: 3, numeroMesa: 3, estado: 'activo', items: [{ id: 41, eliminado: true, motivoEliminacion: body.motivoEliminacion }] },
      });
    }
    return json(404, { success: false, message: 'no' });
  };
  return { calls, fetchStub };
}

describe('a manager approval on the handheld', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    localStorage.clear();
    api = fakeApi();
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('knows the same approvable actions as the contracts', () => {
    expect([...ACCIONES_APROBABLES]).toEqual([...CONTRACT_ACCIONES]);
  });

  it('a refused close says what to approve; the PIN sheet gets the token and closes the table with it', async () => {
    const box = new Outbox({ storageKey: 'outbox-aprobacion', isOnline: () => true, retryDelayMs: 60_000 });
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    box.enqueue([{ kind: 'cerrarMesa', mesaId: 3, mesaNumero: 3, draftId: 7 }]);
    await box.flush();
    expect(settled).toHaveLength(1);
    const refused = settled[0]!;
    expect(refused).toMatchObject({ outcome: 'rejected', status: 403, message: REFUSAL, approval: { accion: 'cancelar-mesa', entidadId: 7 } });
    expect(box.getState().entries).toEqual([]);
    if (refused.outcome !== 'rejected' || !refused.approval) throw new Error('sin aprobación');
    const approval: PendingApproval = { ...refused.approval, entry: refused.entry, message: refused.message };

    const done = vi.fn();
    render(<ManagerPinModal approval={approval} onCancel={vi.fn()} onDone={done} />);
    expect(screen.getByRole('dialog', { name: 'Aprobación de un encargado' })).toBeTruthy();
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    const usuario = screen.getByLabelText('O el código de su credencial (o su e-mail o nombre)');
    const pin = screen.getByLabelText('PIN') as HTMLInputElement;
    const motivo = screen.getByLabelText('Motivo');
    expect(pin.type).toBe('password');

    // Checked on the phone first: nothing is sent.
    fireEvent.change(usuario, { target: { value: 'admin@demo.local' } });
    fireEvent.change(pin, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    expect((await screen.findByTestId('aprobacion-error')).textContent).toBe('El PIN debe tener entre 4 y 6 dígitos');
    fireEvent.change(pin, { target: { value: '1111' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    expect((await screen.findByTestId('aprobacion-error')).textContent).toBe('El motivo es obligatorio para esta acción');
    expect(api.calls.filter((c) => c.path === '/api/aprobaciones')).toHaveLength(0);

    // A wrong PIN: the server's refusal, the PIN cleared for another try.
    fireEvent.change(motivo, { target: { value: 'Se fueron sin consumir' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(screen.getByTestId('aprobacion-error').textContent).toBe('Usuario o PIN incorrectos'));
    expect(pin.value).toBe('');
    expect(done).not.toHaveBeenCalled();

    fireEvent.change(pin, { target: { value: '4321' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(done.mock.calls[0]![0]).toMatchObject({ ok: true, draft: { id: 7, estado: 'cancelado' } });

    const approvals = api.calls.filter((c) => c.path === '/api/aprobaciones');
    expect(approvals.at(-1)!.body).toEqual({ accion: 'cancelar-mesa', entidadId: 7, valor: null, usuario: 'admin@demo.local', pin: '4321', motivo: 'Se fueron sin consumir' });
    const closes = api.calls.filter((c) => c.method === 'DELETE');
    expect(closes).toHaveLength(2);
    expect(closes[1]!.headers[APROBACION_HEADER]).toBe('tok-1');
    expect(closes[1]!.body).toMatchObject({ motivo: 'Se fueron sin consumir' });
    // A new ClientMutationId: the refused one keeps its answer on the server.
    expect(closes[1]!.body.clientMutationId).not.toBe(closes[0]!.body.clientMutationId);
  });

  it("a product the kitchen has, deleted by the waiter, asks the PIN with the deletion's reason and is deleted with the token", async () => {
    const box = new Outbox({ storageKey: 'outbox-aprobacion-item', isOnline: () => true, retryDelayMs: 60_000 });
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    box.enqueue([{ kind: 'eliminarProducto', mesaId: 3, mesaNumero: 3, draftId: 7, itemId: 41, nombre: 'Flan', motivo: 'No lo pidieron' }]);
    await box.flush();
    const refused = settled[0]!;
    expect(refused).toMatchObject({ outcome: 'rejected', status: 403, message: ITEM_REFUSAL, approval: { accion: 'anular-item', entidadId: 7 } });
    if (refused.outcome !== 'rejected' || !refused.approval) throw new Error('sin aprobación');

    const done = vi.fn();
    render(<ManagerPinModal approval={{ ...refused.approval, entry: refused.entry, message: refused.message }} onCancel={vi.fn()} onDone={done} />);
    expect(screen.getByText(ITEM_REFUSAL)).toBeTruthy();
    // The reason the waiter gave is already there.
    expect((screen.getByLabelText('Motivo') as HTMLTextAreaElement).value).toBe('No lo pidieron');
    fireEvent.change(screen.getByLabelText('O el código de su credencial (o su e-mail o nombre)'), { target: { value: 'admin@demo.local' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(done.mock.calls[0]![0]).toMatchObject({ ok: true, draft: { id: 7, items: [{ id: 41, eliminado: true, motivoEliminacion: 'No lo pidieron' }] } });
    expect(api.calls.find((c) => c.path === '/api/aprobaciones')!.body).toEqual({
      accion: 'anular-item',
      entidadId: 7,
      valor: null,
      usuario: 'admin@demo.local',
      pin: '4321',
      motivo: 'No lo pidieron',
    });
    const deletes = api.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => [c.body.motivoEliminacion, c.headers[APROBACION_HEADER] ?? null])).toEqual([
      ['No lo pidieron', null],
      ['No lo pidieron', 'tok-1'],
    ]);
  });

  it("a customer whose discount stacked on the table's goes beyond the limit asks the PIN for that table and figure, and is seated with the token", async () => {
    const box = new Outbox({ storageKey: 'outbox-aprobacion-cliente', isOnline: () => true, retryDelayMs: 60_000 });
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    box.enqueue([{ kind: 'cambiarCliente', mesaId: 3, mesaNumero: 3, draftId: 7, clienteId: 9, clienteNombre: 'Habitué' }]);
    await box.flush();
    const refused = settled[0]!;
    expect(refused).toMatchObject({ outcome: 'rejected', status: 403, message: CLIENT_REFUSAL, approval: { accion: 'descuento', entidadId: 7, valor: 475 } });
    if (refused.outcome !== 'rejected' || !refused.approval) throw new Error('sin aprobación');

    const done = vi.fn();
    render(<ManagerPinModal approval={{ ...refused.approval, entry: refused.entry, message: refused.message }} onCancel={vi.fn()} onDone={done} />);
    expect(screen.getByText(CLIENT_REFUSAL)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('O el código de su credencial (o su e-mail o nombre)'), { target: { value: 'admin@demo.local' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Cliente de siempre' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(done.mock.calls[0]![0]).toMatchObject({ ok: true, draft: { id: 7, clienteId: 9 } });
    // The manager approves this table and this figure: the token passes for nothing else.
    expect(api.calls.find((c) => c.path === '/api/aprobaciones')!.body).toEqual({
      accion: 'descuento',
      entidadId: 7,
      valor: 475,
      usuario: 'admin@demo.local',
      pin: '4321',
      motivo: 'Cliente de siempre',
    });
    const patches = api.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.headers[APROBACION_HEADER] ?? null)).toEqual([null, 'tok-1']);
  });

  it('an invalid or used token is a plain refusal, not another PIN request', async () => {
    const outcome = await approveAndRetry(
      {
        accion: 'cancelar-mesa',
        entidadId: 7,
        message: REFUSAL,
        entry: { id: 'x', batch: 'b', batchSize: 1, createdAt: '', attempts: 0, lastError: null, op: { kind: 'cerrarMesa', mesaId: 3, mesaNumero: 3, draftId: 7 } },
      },
      { usuario: 'admin@demo.local', pin: '9999', motivo: 'x' },
    );
    expect(outcome).toEqual({ ok: false, message: 'Usuario o PIN incorrectos' });
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});
