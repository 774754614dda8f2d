// Table draft events on /ws/mesas, heard with the official @microsoft/signalr client: every
// mutation delivers its event once to the global tables group and to the table's group (not to
// other tables nor other venues), after the commit, never on a replay, carrying the caller's
// ClientMutationId so the originating client recognises its own.
import type { HubConnection } from '@microsoft/signalr';
import type { Draft, DraftAgregado, DraftFinalizado, Mesa, VentaFinalizadaEvent } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, delay, Inbox } from './helpers/hub-server';
import { abrirMesa, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

const TABLE_EVENTS = ['MesaOpened', 'PedidoConfirmed', 'ProductoRemoved', 'MesaClosed'];

function withoutItems(d: Draft): Omit<Draft, 'items'> {
  const { items: _items, ...rest } = d;
  return rest;
}

let t: TestApp;
let baseUrl: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t?.close();
});

/** A started official client of `v`'s `token` that joined the given groups. */
async function listener(token: string, join: { global?: boolean; mesas?: number[] }, hub: 'mesas' | 'ventas' = 'mesas', targets = TABLE_EVENTS): Promise<Inbox> {
  const connection = buildClient(baseUrl, hub, { token });
  connections.push(connection);
  const inbox = new Inbox(connection, targets);
  await connection.start();
  if (join.global) await connection.invoke('JoinGlobalMesasGroup');
  for (const numero of join.mesas ?? []) await connection.invoke('JoinMesaGroup', numero);
  return inbox;
}

describe('/ws/mesas events of table drafts', () => {
  let v: TestVenue;
  let mesa: Mesa;
  let global: Inbox;
  let table: Inbox;
  let both: Inbox;
  let otherTable: Inbox;
  let otherVenue: Inbox;
  let ventas: Inbox;
  let mozoVentas: Inbox;
  let expected: { target: string; args: unknown[] }[];

  beforeAll(async () => {
    v = await createVenue(t.app);
    const elsewhere = await createVenue(t.app, { withMenu: false });
    const mesas = await planInicial(v, 3);
    mesa = mesas[1]!;
    global = await listener(v.as.cajero.token, { global: true });
    table = await listener(v.as.mozo.token, { mesas: [2] });
    both = await listener(v.as.empleado.token, { global: true, mesas: [2] });
    otherTable = await listener(v.as.mozo.token, { mesas: [3] });
    otherVenue = await listener(elsewhere.as.mozo.token, { global: true, mesas: [2] });
    ventas = await listener(v.as.cajero.token, {}, 'ventas', ['VentaFinalizada']);
    // Sale totals only to those who may see revenue: not the waiter's handheld.
    mozoVentas = await listener(v.as.mozo.token, {}, 'ventas', ['VentaFinalizada']);
    expected = [];
  });

  /** The event every listener of table 2 must have received next, exactly. */
  async function heard(target: string, payload: object): Promise<void> {
    expected.push({ target, args: [payload] });
    for (const inbox of [global, table, both]) {
      await inbox.waitForCount(expected.length);
      expect(inbox.received).toEqual(expected);
    }
  }

  it('delivers each change to the global group and the table group, with the mutation id that caused it', async () => {
    const base = () => ({ mesaNumero: 2, mesaId: mesa.id });
    // The events carry the draft's version and data and the items that changed.
    const data = (d: Draft) => ({ version: d.version, draft: withoutItems(d) });

    const openId = mutationId();
    const opened = (await v.as.mozo.post<Draft>(`/api/mesas/${mesa.id}/draft`, { Comensales: 3, ClientMutationId: openId })).body.data!;
    expect(opened.version).toBe(1);
    await heard('MesaOpened', { ...base(), draftId: opened.id, clientMutationId: openId, ultimaActualizacion: opened.ultimaActualizacion, ...data(opened) });
    const confirmed = (d: Draft, clientMutationId: string | null, items: Draft['items'] = []) => ({
      ...base(),
      draftId: d.id,
      clientMutationId,
      ultimaActualizacion: d.ultimaActualizacion,
      ...data(d),
      items,
    });

    const patchId = mutationId();
    let d = (await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${opened.id}`, { Comentario: 'Sin sal', ClientMutationId: patchId })).body.data!;
    await heard('PedidoConfirmed', confirmed(d, patchId));
    expect(d.version).toBe(2);

    const agua = await producto(v.as.mozo, 'BEB-001');
    const addId = mutationId();
    const add = { ProductoId: agua.id, Cantidad: 1, ClientMutationId: addId };
    const added = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${opened.id}/items`, add);
    expect(added.status).toBe(201);
    // The add answers what its event carries: the draft without items and the new line.
    const change = added.body.data!;
    await heard('PedidoConfirmed', {
      ...base(),
      draftId: opened.id,
      clientMutationId: addId,
      ultimaActualizacion: change.draft.ultimaActualizacion,
      version: change.draft.version,
      draft: change.draft,
      items: change.items,
    });
    expect(change.draft.version).toBe(3);
    d = (await v.as.mozo.get<Draft>(`/api/mesas/${mesa.id}/draft`)).body.data!;
    expect(change).toEqual({ draft: withoutItems(d), items: d.items });
    expect(d.items).toHaveLength(1);
    const itemId = d.items[0]!.id;

    const qtyId = mutationId();
    d = (await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${opened.id}/items/${itemId}/cantidad`, { Cantidad: 2, ClientMutationId: qtyId })).body.data!;
    await heard('PedidoConfirmed', confirmed(d, qtyId, [d.items[0]!]));

    const discountId = mutationId();
    d = (await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${opened.id}/descuento`, { DescuentoTipo: 'porcentaje', DescuentoValor: 10, ClientMutationId: discountId })).body
      .data!;
    await heard('PedidoConfirmed', confirmed(d, discountId));

    const deleteId = mutationId();
    d = (await v.as.admin.del<Draft>(`/api/mesas/drafts/${opened.id}/items/${itemId}`, { MotivoEliminacion: 'Se cayó', ClientMutationId: deleteId })).body.data!;
    await heard('ProductoRemoved', {
      mesaNumero: 2,
      itemId,
      ultimaActualizacion: d.ultimaActualizacion,
      clientMutationId: deleteId,
      mesaId: mesa.id,
      draftId: opened.id,
      ...data(d),
      items: [d.items[0]!],
    });

    // Restore sends no body in the spec: the event carries no mutation id then.
    d = (await v.as.mozo.post<Draft>(`/api/mesas/drafts/${opened.id}/items/${itemId}/restaurar`)).body.data!;
    await heard('PedidoConfirmed', confirmed(d, null, [d.items[0]!]));
    expect(d.version).toBe(7);

    // A retried add is answered from the record, its first answer whatever changed since: no second event.
    const retried = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${opened.id}/items`, add);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(added.body);

    await abrirCaja(v.as.cajero);
    const payId = mutationId();
    const paid = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${opened.id}/finalizar`, {
      Pagos: [{ MedioId: await medioId(v.as.cajero, 'efectivo'), Monto: 4_500 }],
      ClientMutationId: payId,
    });
    expect(paid.status).toBe(200);
    const ventaId = paid.body.data!.ventaId;
    expect(paid.body.data!.draft.version).toBe(8);
    await heard('MesaClosed', { mesaNumero: 2, clientMutationId: payId, mesaId: mesa.id, draftId: opened.id, motivo: 'finalizado', ventaId, version: 8 });
    await ventas.waitForCount(1);
    expect(ventas.payloads('VentaFinalizada')).toEqual([
      { ventaId, numero: 1, total: 4_500, draftId: null, arqueoId: paid.body.data!.venta.arqueoId, clientMutationId: payId } satisfies VentaFinalizadaEvent,
    ]);

    const reopened = await abrirMesa(v.as.mozo, mesa);
    await heard('MesaOpened', { ...base(), draftId: reopened.id, clientMutationId: null, ultimaActualizacion: reopened.ultimaActualizacion, ...data(reopened) });
    const cancelId = mutationId();
    // Nothing sent to the kitchen: the waiter cancels it without approval.
    await v.as.mozo.del(`/api/mesas/drafts/${reopened.id}`, { ClientMutationId: cancelId });
    await heard('MesaClosed', { mesaNumero: 2, clientMutationId: cancelId, mesaId: mesa.id, draftId: reopened.id, motivo: 'cancelado', ventaId: null, version: 2 });

    const idle = await abrirMesa(v.as.mozo, mesa);
    await heard('MesaOpened', { ...base(), draftId: idle.id, clientMutationId: null, ultimaActualizacion: idle.ultimaActualizacion, ...data(idle) });
    await t.app.db
      .updateTable('mesa_drafts')
      .set({ ultima_actualizacion: new Date(Date.now() - 48 * 3_600_000).toISOString() })
      .where('id', '=', idle.id)
      .execute();
    await v.as.empleado.post('/api/mesas/drafts/limpiar');
    await heard('MesaClosed', { mesaNumero: 2, clientMutationId: null, mesaId: mesa.id, draftId: idle.id, motivo: 'inactividad', ventaId: null, version: 2 });

    // Nothing more arrived (the replayed add included), and nothing reached table 3 or the other venue.
    await delay(200);
    for (const inbox of [global, table, both]) expect(inbox.received).toHaveLength(expected.length);
    expect(otherTable.received).toEqual([]);
    expect(otherVenue.received).toEqual([]);
    expect(ventas.received).toHaveLength(1);
    expect(mozoVentas.received).toEqual([]);
  });

  it('publishes nothing for a refused change', async () => {
    const before = global.received.length;
    const refused = await v.as.mozo.post(`/api/mesas/drafts/999999/items`, { ProductoId: 1, Cantidad: 1, ClientMutationId: mutationId() });
    expect(refused.status).toBe(404);
    const busy = await abrirMesa(v.as.mozo, mesa);
    await global.waitForCount(before + 1);
    const second = await v.as.empleado.post(`/api/mesas/${mesa.id}/draft`, { ClientMutationId: mutationId() });
    expect(second.status).toBe(409);
    await delay(200);
    expect(global.received.slice(before)).toEqual([
      {
        target: 'MesaOpened',
        args: [{ mesaNumero: 2, mesaId: mesa.id, draftId: busy.id, clientMutationId: null, ultimaActualizacion: busy.ultimaActualizacion, version: 1, draft: withoutItems(busy) }],
      },
    ]);
  });

  it('sends a whole batch as one event with the items it added, however big', async () => {
    const open = (await v.as.mozo.get<Draft>(`/api/mesas/${mesa.id}/draft`)).body.data!;
    const before = global.received.length;
    const agua = await producto(v.as.mozo, 'BEB-001');
    // 40 lines: the event is far above PostgreSQL's 8000-byte NOTIFY limit.
    const items = Array.from({ length: 40 }, (_, i) => ({ ProductoId: agua.id, Cantidad: 1, Notas: `sin hielo ${i}`, ClientMutationId: mutationId() }));
    const res = await v.as.mozo.post<{ draft: Draft }>(`/api/mesas/drafts/${open.id}/items/lote`, { Items: items });
    expect(res.status).toBe(201);
    const d = res.body.data!.draft;
    await global.waitForCount(before + 1);
    await delay(200);
    expect(global.received.slice(before)).toEqual([
      {
        target: 'PedidoConfirmed',
        args: [
          {
            mesaNumero: 2,
            mesaId: mesa.id,
            draftId: open.id,
            clientMutationId: items[0]!.ClientMutationId,
            ultimaActualizacion: d.ultimaActualizacion,
            version: open.version + 1,
            draft: withoutItems(d),
            items: d.items.slice(-40),
          },
        ],
      },
    ]);
    expect(d.items.slice(-40).map((i) => i.notas)).toEqual(items.map((i) => i.Notas));
  });
});
