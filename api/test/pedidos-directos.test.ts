// Counter, takeaway and delivery orders, on SQLite or PostgreSQL (TEST_DATABASE_URL):
// priced from the products, edited while pending, cancelled with who and why, charged through the
// register and linked to the sale; critical orders at the threshold's edge; orders booked for
// later held and released; every new order and change pushed on /ws/mesas with the mutation id.
import type { HubConnection } from '@microsoft/signalr';
import type { Pedido, PedidoChangedEvent, PedidosCriticos } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCriticos, releaseDue } from '../src/modules/pedidos/pedidos.service';
import { buildClient, Inbox } from './helpers/hub-server';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let baseUrl: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false, buildOptions: { pedidosRelease: { intervalMs: 0 } } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t?.close();
});

async function nuevo(v: TestVenue, body: object): Promise<Pedido> {
  const res = await v.as.empleado.post<Pedido>('/api/pedidos', body);
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!;
}

function setEstado(v: TestVenue, id: number, body: object) {
  return patch<Pedido>(t.app, v.as.empleado, `/api/pedidos/${id}/estado`, body);
}

/** Makes an order as old as if it had reached the kitchen at `at`. */
async function envejecer(id: number, at: Date): Promise<void> {
  await t.app.db.updateTable('pedidos').set({ fecha_creacion: at.toISOString() }).where('id', '=', id).execute();
}

describe('counter, takeaway and delivery orders', () => {
  it('prices the items from the products whatever the body says, and keeps customer, channel and notes', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const p = await nuevo(v, {
      Tipo: 'takeaway',
      Canal: 'telefono',
      Items: [{ ProductoId: agua.id, Cantidad: 2, Notas: 'Fría', PrecioUnitario: 1 }],
      Notas: 'Pasa a las 21',
      ClienteNombre: 'Ana',
    });
    expect(p).toMatchObject({ tipo: 'takeaway', canal: 'telefono', estado: 'pendiente', notas: 'Pasa a las 21', clienteNombre: 'Ana', total: 5_000, retenido: false, ronda: null });
    expect(p.items).toEqual([expect.objectContaining({ nombre: 'Agua mineral sin gas 500 ml', cantidad: 2, precioUnitario: 2_500, notas: 'Fría' })]);

    const delivery = await v.as.empleado.post('/api/pedidos', { Tipo: 'delivery', Canal: 'online', Items: [{ ProductoId: agua.id, Cantidad: 1 }] });
    expect(delivery.status).toBe(400);
    expect(delivery.body.message).toBe('Un pedido de delivery necesita la dirección de entrega');
    const empty = await v.as.empleado.post('/api/pedidos', { Tipo: 'mostrador', Items: [] });
    expect(empty.status).toBe(400);
    const half = await v.as.empleado.post('/api/pedidos', { Tipo: 'mostrador', Items: [{ ProductoId: agua.id, Cantidad: 1.5 }] });
    expect(half.body.message).toBe("'Agua mineral sin gas 500 ml' se pide por unidades enteras");
    const mesa = await v.as.empleado.post('/api/pedidos', { Tipo: 'mesa', Items: [{ ProductoId: agua.id, Cantidad: 1 }] });
    expect(mesa.status).toBe(400);
    expect((await v.as.empleado.get<Pedido[]>('/api/pedidos')).body.data!.map((x) => x.id)).toEqual([p.id]);
  });

  it('edits a pending order only, cancels with who and why, and charges a counter order once, linked to its sale', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const cafe = await producto(v.as.empleado, 'BEB-005');
    const p = await nuevo(v, { Tipo: 'mostrador', Items: [{ ProductoId: agua.id, Cantidad: 1 }] });
    const edited = await v.as.empleado.put<Pedido>(`/api/pedidos/${p.id}`, { Tipo: 'mostrador', Canal: 'presencial', Items: [{ ProductoId: cafe.id, Cantidad: 2 }] });
    expect(edited.status).toBe(200);
    expect(edited.body.data!.items.map((i) => [i.nombre, i.cantidad])).toEqual([['Café espresso', 2]]);
    expect(edited.body.data!.total).toBe(5_600);

    await setEstado(v, p.id, { Estado: 'preparacion' });
    const late = await v.as.empleado.put(`/api/pedidos/${p.id}`, { Tipo: 'mostrador', Items: [{ ProductoId: agua.id, Cantidad: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('El pedido está en preparación: solo se puede editar mientras está pendiente');

    const sinCaja = await v.as.cajero.post(`/api/pedidos/${p.id}/cobrar`, { Pagos: [{ MedioId: await medioId(v.as.cajero, 'efectivo'), Monto: 5_600 }] });
    expect(sinCaja.status).toBe(409);
    expect((await v.as.empleado.get<Pedido>(`/api/pedidos/${p.id}`)).body.data!.ventaId).toBeNull();
    await abrirCaja(v.as.cajero);
    const cmid = mutationId();
    const badMedio = await v.as.cajero.post(`/api/pedidos/${p.id}/cobrar`, { Pagos: [{ MedioId: 999_999, Monto: 5_600 }] });
    expect(badMedio.status).toBe(400);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const body = { Pagos: [{ MedioId: efectivo, Monto: 6_000 }], ClientMutationId: cmid };
    const [a, b] = await Promise.all([v.as.cajero.post<Pedido>(`/api/pedidos/${p.id}/cobrar`, body), v.as.cajero.post<Pedido>(`/api/pedidos/${p.id}/cobrar`, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data!.ventaId).toEqual(expect.any(Number));
    expect(b.body.data!.ventaId).toBe(a.body.data!.ventaId);
    const again = await v.as.cajero.post(`/api/pedidos/${p.id}/cobrar`, { Pagos: [{ MedioId: efectivo, Monto: 6_000 }] });
    expect(again.body.message).toBe('El pedido ya está cobrado');
    const venta = await v.as.cajero.get<{ total: number; items: unknown[] }>(`/api/ventas/${a.body.data!.ventaId}`);
    expect(venta.body.data!.total).toBe(5_600);
    expect((await v.as.mozo.post(`/api/pedidos/${p.id}/cobrar`, body)).status).toBe(403);

    const other = await nuevo(v, { Tipo: 'delivery', Canal: 'online', Direccion: 'Calle 1', Items: [{ ProductoId: agua.id, Cantidad: 1 }] });
    const cancelled = await setEstado(v, other.id, { Estado: 'cancelado', Motivo: 'El cliente no contesta' });
    expect(cancelled.body.data!.cancelacion).toEqual({ usuario: { id: v.as.empleado.userId, nombre: 'Usuario empleado' }, motivo: 'El cliente no contesta' });
    const charge = await v.as.cajero.post(`/api/pedidos/${other.id}/cobrar`, { Pagos: [{ MedioId: efectivo, Monto: 2_500 }] });
    expect(charge.body.message).toBe('El pedido está cancelado: no se puede cobrar');
  });

  it("refuses to move a table's order back to pending while the table has another pending order", async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1 });
    const [first] = (await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draft.id}`)).body.data!;
    await setEstado(v, first!.id, { Estado: 'preparacion' });
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1 });
    const orders = (await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draft.id}`)).body.data!;
    expect(orders.map((o) => [o.ronda, o.estado])).toEqual([
      [1, 'preparacion'],
      [2, 'pendiente'],
    ]);
    const back = await setEstado(v, first!.id, { Estado: 'pendiente' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('La mesa ya tiene un pedido pendiente: este no puede volver a pendiente');
  });
});

describe('critical orders', () => {
  it('counts pendiente and preparacion orders at 35:00 of age, not at 34:59, with the venue threshold or the caller one', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const items = [{ ProductoId: agua.id, Cantidad: 1 }];
    const a = await nuevo(v, { Tipo: 'mostrador', Items: items });
    const b = await nuevo(v, { Tipo: 'mostrador', Items: items });
    const c = await nuevo(v, { Tipo: 'mostrador', Items: items });
    const created = new Date('2026-03-01T20:00:00.000Z');
    for (const p of [a, b, c]) await envejecer(p.id, created);
    await setEstado(v, b.id, { Estado: 'preparacion' });
    await setEstado(v, c.id, { Estado: 'listo' });

    const at = (mmss: string) => new Date(created.getTime() + (Number(mmss.split(':')[0]) * 60 + Number(mmss.split(':')[1])) * 1000);
    expect(await countCriticos(t.app.db, v.localId, at('34:59'))).toEqual({ count: 0, umbralMinutos: 35 });
    expect(await countCriticos(t.app.db, v.localId, at('35:00'))).toEqual({ count: 2, umbralMinutos: 35 });
    expect((await countCriticos(t.app.db, v.localId, at('19:59'), 20)).count).toBe(0);
    expect((await countCriticos(t.app.db, v.localId, at('20:00'), 20)).count).toBe(2);

    // By http, now: both are long past the threshold; the venue's setting changes it.
    const count = await v.as.mozo.get<PedidosCriticos>('/api/pedidos/criticos/count');
    expect(count.body.data).toEqual({ count: 2, umbralMinutos: 35 });
    expect((await v.as.mozo.put('/api/pedidos/config', { AlertaMinutos: 10 })).status).toBe(403);
    expect((await v.as.admin.get('/api/pedidos/config')).body.data).toEqual({ alertaMinutos: 35, refrescoMs: 5000 });
    expect((await v.as.admin.put('/api/pedidos/config', { AlertaMinutos: 10 })).body.data).toEqual({ alertaMinutos: 10, refrescoMs: 5000 });
    expect(await countCriticos(t.app.db, v.localId, at('09:59'))).toEqual({ count: 0, umbralMinutos: 10 });
    expect(await countCriticos(t.app.db, v.localId, at('10:00'))).toEqual({ count: 2, umbralMinutos: 10 });
    const other = await createVenue(t.app, { withMenu: false });
    expect((await other.as.mozo.get<PedidosCriticos>('/api/pedidos/criticos/count')).body.data!.count).toBe(0);
  });

  it('keeps the refresh interval of the header beside the threshold, within 1 s and 5 min, and tells the screens at once', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const connection = buildClient(baseUrl, 'mesas', { token: v.as.mozo.token });
    connections.push(connection);
    const inbox = new Inbox(connection, ['PedidosConfigChanged']);
    await connection.start();
    await connection.invoke('JoinGlobalMesasGroup');

    const cmid = mutationId();
    const saved = await v.as.admin.put('/api/pedidos/config', { alertaMinutos: 20, refrescoMs: 15_000, clientMutationId: cmid });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ alertaMinutos: 20, refrescoMs: 15_000 });
    await inbox.waitForCount(1);
    expect(inbox.payloads('PedidosConfigChanged')).toEqual([{ config: { alertaMinutos: 20, refrescoMs: 15_000 }, clientMutationId: cmid }]);
    // Only the threshold: the interval stays.
    expect((await v.as.admin.put('/api/pedidos/config', { alertaMinutos: 25 })).body.data).toEqual({ alertaMinutos: 25, refrescoMs: 15_000 });
    expect((await v.as.mozo.get('/api/pedidos/config')).body.data).toEqual({ alertaMinutos: 25, refrescoMs: 15_000 });

    const tooFast = await v.as.admin.put('/api/pedidos/config', { alertaMinutos: 25, refrescoMs: 500 });
    expect(tooFast.status).toBe(400);
    expect(tooFast.body.message).toBe("El campo 'refrescoMs' debe ser mayor o igual a 1000");
    const zero = await v.as.admin.put('/api/pedidos/config', { alertaMinutos: 0, refrescoMs: 5_000 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("El campo 'alertaMinutos' debe ser mayor o igual a 1");
    expect((await v.as.mozo.get('/api/pedidos/config')).body.data).toEqual({ alertaMinutos: 25, refrescoMs: 15_000 });
  });
});

describe('orders booked for later', () => {
  it('holds an order with a future time off the kitchen and releases it at its time; a past time is refused', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const past = await v.as.empleado.post('/api/pedidos', { Tipo: 'takeaway', Items: [{ ProductoId: agua.id, Cantidad: 1 }], ProgramadoPara: '2020-01-01T12:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('La hora programada ya pasó');
    const when = new Date(Date.now() + 3_600_000);
    const p = await nuevo(v, { Tipo: 'takeaway', Items: [{ ProductoId: agua.id, Cantidad: 1 }], ProgramadoPara: when.toISOString(), ClienteNombre: 'Juan' });
    expect(p).toMatchObject({ retenido: true, programadoPara: when.toISOString() });
    expect((await v.as.empleado.get<Pedido[]>('/api/pedidos')).body.data).toEqual([]);
    expect((await v.as.empleado.get<Pedido[]>('/api/pedidos?programados=true')).body.data!.map((x) => x.id)).toEqual([p.id]);

    expect(await t.app.db.transaction().execute((trx) => releaseDue(trx, new Date(when.getTime() - 1000)))).toEqual([]);
    const released = await t.app.db.transaction().execute((trx) => releaseDue(trx, when));
    expect(released.map((r) => [r.localId, r.pedido.id, r.pedido.retenido, r.pedido.fechaCreacion])).toEqual([[v.localId, p.id, false, when.toISOString()]]);
    expect((await v.as.empleado.get<Pedido[]>('/api/pedidos')).body.data!.map((x) => x.id)).toEqual([p.id]);
    expect((await v.as.empleado.get<Pedido[]>('/api/pedidos?programados=true')).body.data).toEqual([]);
  });
});

describe('/ws/mesas PedidoChanged', () => {
  it("pushes new orders and status changes to the venue's clients once, with the writer's mutation id, never to another venue", async () => {
    const v = await createVenue(t.app);
    const elsewhere = await createVenue(t.app, { withMenu: false });
    const listen = async (token: string) => {
      const connection = buildClient(baseUrl, 'mesas', { token });
      connections.push(connection);
      const inbox = new Inbox(connection, ['PedidoChanged']);
      await connection.start();
      return inbox;
    };
    const kitchen = await listen(v.as.empleado.token);
    const stranger = await listen(elsewhere.as.empleado.token);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const cmid = mutationId();
    const p = await nuevo(v, { Tipo: 'mostrador', Items: [{ ProductoId: agua.id, Cantidad: 1 }], ClientMutationId: cmid });
    await kitchen.waitForCount(1);
    const bump = mutationId();
    await setEstado(v, p.id, { Estado: 'preparacion', ClientMutationId: bump });
    await setEstado(v, p.id, { Estado: 'preparacion', ClientMutationId: bump });
    await kitchen.waitForCount(2);
    const events = kitchen.payloads('PedidoChanged') as PedidoChangedEvent[];
    expect(events.map((e) => [e.pedido.id, e.pedido.estado, e.clientMutationId])).toEqual([
      [p.id, 'pendiente', cmid],
      [p.id, 'preparacion', bump],
    ]);
    // A refusal pushes nothing; the stranger heard nothing of it all.
    await setEstado(v, p.id, { Estado: 'entregado' });
    await setEstado(v, p.id, { Estado: 'listo' });
    await kitchen.waitForCount(3);
    expect((kitchen.payloads('PedidoChanged') as PedidoChangedEvent[]).map((e) => e.pedido.estado)).toEqual(['pendiente', 'preparacion', 'listo']);
    expect(stranger.received).toEqual([]);
  });
});
