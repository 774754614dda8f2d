// The '86', on SQLite or PostgreSQL (TEST_DATABASE_URL): a dish whose recipe the controlled stock
// cannot make is refused as it is taken, naming the missing ingredient, and the quantity counts
// (three pizzas when the cheese holds two): the table's add, the handheld's batch, the counter's
// charge, a phone sale created or charged with new lines, an order; sold out by hand it is
// PRODUCTO_AGOTADO. What was already taken is never refused at the till, even below zero, and a
// charge that uses the last cheese tells every screen (official SignalR client on both hubs).
import type { HubConnection } from '@microsoft/signalr';
import { PRODUCTOS_DISPONIBILIDAD_EVENT, type Draft, type ProductosDisponibilidadEvent, type Venta } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, Inbox } from './helpers/hub-server';
import { abrirMesa, agregar, leerDraft, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, type TestVenue } from './helpers/money';
import { movidosDe, pizzeria, stockDe, type Pizzeria } from './helpers/recetas-venta';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let baseUrl: string;
const connections: HubConnection[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  baseUrl = await listen(t.app);
});
afterEach(async () => {
  await Promise.allSettled(connections.splice(0).map((c) => c.stop()));
});
afterAll(async () => {
  await t?.close();
});

/** The pizzeria with cheese for two pizzas (0.4 kg, 200 g each). */
async function conQuesoParaDos(): Promise<{ v: TestVenue; p: Pizzeria }> {
  const v = await createVenue(t.app);
  return { v, p: await pizzeria(v, 0.4) };
}

function sinStock(res: { status: number; body: { code?: string; params?: unknown } }): void {
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ code: 'INSUMO_SIN_STOCK', params: { insumo: 'Muzzarella', producto: 'Pizza muzzarella' } });
}

async function mesaAbierta(v: TestVenue): Promise<Draft> {
  const [mesa] = await planInicial(v, 1);
  return abrirMesa(v.as.mozo, mesa!);
}

async function pagoEfectivo(v: TestVenue, monto: number) {
  return [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto }];
}

describe('a dish the stock cannot make', () => {
  it('is refused at the table’s add naming the ingredient, by quantity; the add that fits goes through', async () => {
    const { v, p } = await conQuesoParaDos();
    const draft = await mesaAbierta(v);
    sinStock(await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: p.pizza.id, cantidad: 3, clientMutationId: mutationId() }));
    // The extra cheese counts too: two pizzas with 30 g more each need 460 g.
    sinStock(
      await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, {
        productoId: p.pizza.id,
        cantidad: 2,
        modificadores: [p.opcion('Extra queso')],
        clientMutationId: mutationId(),
      }),
    );
    expect((await leerDraft(v.as.mozo, draft)).items).toEqual([]);
    const d = await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 2, clientMutationId: mutationId() });
    expect(d.items.map((i) => i.cantidad)).toEqual([2]);
  });

  it('is refused in the handheld’s batch, which then adds none of its lines', async () => {
    const { v, p } = await conQuesoParaDos();
    const draft = await mesaAbierta(v);
    const res = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/lote`, {
      items: [
        { productoId: p.pizza.id, cantidad: 2, clientMutationId: mutationId() },
        { productoId: p.pizza.id, cantidad: 1, clientMutationId: mutationId() },
      ],
    });
    sinStock(res);
    expect((await leerDraft(v.as.mozo, draft)).items).toEqual([]);
  });

  it('is refused at the counter’s charge, in a phone sale created or charged with new lines, and in an order', async () => {
    const { v, p } = await conQuesoParaDos();
    await abrirCaja(v.as.cajero);
    const tres = [{ productoId: p.pizza.id, cantidad: 3 }];
    sinStock(await v.as.cajero.post('/api/ventas/finalizar', { items: tres, pagos: await pagoEfectivo(v, 27_000), clientMutationId: mutationId() }));
    sinStock(await v.as.cajero.post('/api/ventas/drafts', { items: tres, clientMutationId: mutationId() }));
    const phone = await v.as.cajero.post<Venta>('/api/ventas/drafts', { items: [{ productoId: p.pizza.id, cantidad: 1 }], clientMutationId: mutationId() });
    expect(phone.status, phone.body.message).toBe(201);
    sinStock(await v.as.cajero.post(`/api/ventas/drafts/${phone.body.data!.id}/finalize`, { items: tres, pagos: await pagoEfectivo(v, 27_000), clientMutationId: mutationId() }));
    sinStock(await v.as.empleado.post('/api/pedidos', { tipo: 'mostrador', items: tres }));
    // Nothing was taken by the refusals.
    expect(await stockDe(v, p.muzzarella)).toBe(0.4);
    expect(await movidosDe(v, p.muzzarella)).toEqual([]);
  });

  it('sold out by hand is PRODUCTO_AGOTADO', async () => {
    const { v, p } = await conQuesoParaDos();
    const draft = await mesaAbierta(v);
    const off = await patch(t.app, v.as.admin, `/api/productos/${p.pizza.id}/disponibilidad`, { disponible: false, clientMutationId: mutationId() });
    expect(off.status, off.body.message).toBe(200);
    const res = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: p.pizza.id, cantidad: 1, clientMutationId: mutationId() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PRODUCTO_AGOTADO', params: { producto: 'Pizza muzzarella' } });
  });
});

describe('what was already taken', () => {
  it('is charged even when the stock no longer holds it: the stock goes below zero', async () => {
    const { v, p } = await conQuesoParaDos();
    const draft = await mesaAbierta(v);
    await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 2, clientMutationId: mutationId() });
    await abrirCaja(v.as.cajero);
    // The counter sells one meanwhile: 200 g left, the table's two need 400 g.
    const counter = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: p.pizza.id, cantidad: 1 }],
      pagos: await pagoEfectivo(v, 9_000),
      clientMutationId: mutationId(),
    });
    expect(counter.status, counter.body.message).toBe(201);
    const fin = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/finalizar`, { pagos: await pagoEfectivo(v, 18_000), clientMutationId: mutationId() });
    expect(fin.status, fin.body.message).toBe(200);
    expect(await stockDe(v, p.muzzarella)).toBe(-0.2);
  });

  it('an order taken while there was cheese is charged after the cheese ran out', async () => {
    const { v, p } = await conQuesoParaDos();
    const pedido = await v.as.empleado.post<{ id: number }>('/api/pedidos', { tipo: 'mostrador', items: [{ productoId: p.pizza.id, cantidad: 2 }] });
    expect(pedido.status, pedido.body.message).toBe(201);
    await abrirCaja(v.as.cajero);
    const counter = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: p.pizza.id, cantidad: 1 }],
      pagos: await pagoEfectivo(v, 9_000),
      clientMutationId: mutationId(),
    });
    expect(counter.status, counter.body.message).toBe(201);
    const cobro = await v.as.cajero.post(`/api/pedidos/${pedido.body.data!.id}/cobrar`, { pagos: await pagoEfectivo(v, 18_000), clientMutationId: mutationId() });
    expect(cobro.status, cobro.body.message).toBe(200);
    expect(await stockDe(v, p.muzzarella)).toBe(-0.2);
  });
});

describe('ProductosDisponibilidadChanged', () => {
  it('reaches the tables’ and the register’s screens once the charge that used the last cheese is committed, and again when its void puts it back', async () => {
    const { v, p } = await conQuesoParaDos();
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 2, clientMutationId: mutationId() });
    await abrirCaja(v.as.cajero);
    const mesas = buildClient(baseUrl, 'mesas', { token: v.as.mozo.token });
    const ventas = buildClient(baseUrl, 'ventas', { token: v.as.cajero.token });
    connections.push(mesas, ventas);
    const inboxes = { mesas: new Inbox(mesas, [PRODUCTOS_DISPONIBILIDAD_EVENT]), ventas: new Inbox(ventas, [PRODUCTOS_DISPONIBILIDAD_EVENT]) };
    await Promise.all([mesas.start(), ventas.start()]);

    const fin = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/finalizar`, { pagos: await pagoEfectivo(v, 18_000), clientMutationId: mutationId() });
    expect(fin.status, fin.body.message).toBe(200);
    await inboxes.mesas.waitForCount(1);
    await inboxes.ventas.waitForCount(1);
    for (const inbox of [inboxes.mesas, inboxes.ventas]) {
      const [event] = inbox.payloads(PRODUCTOS_DISPONIBILIDAD_EVENT) as ProductosDisponibilidadEvent[];
      expect(event!.productoIds).toContain(p.pizza.id);
    }
    // The table is free again, and the pizza can no longer be taken.
    const next = await abrirMesa(v.as.mozo, mesa!);
    sinStock(await v.as.mozo.post(`/api/mesas/drafts/${next.id}/items`, { productoId: p.pizza.id, cantidad: 1, clientMutationId: mutationId() }));

    // The sale voided, the cheese is back and so is the pizza.
    const ventaId = (fin.body.data as { venta: Venta }).venta.id;
    const anulada = await v.as.admin.post(`/api/ventas/${ventaId}/anular`, { motivo: 'Error de cobro', clientMutationId: mutationId() });
    expect(anulada.status, anulada.body.message).toBe(200);
    await inboxes.mesas.waitForCount(2);
    await inboxes.ventas.waitForCount(2);
    for (const inbox of [inboxes.mesas, inboxes.ventas])
      expect((inbox.payloads(PRODUCTOS_DISPONIBILIDAD_EVENT)[1] as ProductosDisponibilidadEvent).productoIds).toContain(p.pizza.id);
    await agregar(v.as.mozo, next.id, { productoId: p.pizza.id, cantidad: 1, clientMutationId: mutationId() });
  });

  it('reaches the screens when waste takes the last cheese, when a purchase brings it back and when a count finds none', async () => {
    const { v, p } = await conQuesoParaDos();
    const mesas = buildClient(baseUrl, 'mesas', { token: v.as.mozo.token });
    connections.push(mesas);
    const inbox = new Inbox(mesas, [PRODUCTOS_DISPONIBILIDAD_EVENT]);
    await mesas.start();
    const pizzaIn = (n: number) => (inbox.payloads(PRODUCTOS_DISPONIBILIDAD_EVENT)[n] as ProductosDisponibilidadEvent).productoIds;

    const merma = await v.as.admin.post(`/api/insumos/${p.muzzarella}/mermas`, {
      cantidad: 400,
      unidad: 'g',
      motivo: 'Se cortó la cadena de frío',
      clientMutationId: mutationId(),
    });
    expect(merma.status, merma.body.message).toBe(201);
    await inbox.waitForCount(1);
    expect(pizzaIn(0)).toContain(p.pizza.id);

    const proveedor = await v.as.admin.post<{ id: number }>('/api/proveedores', {
      nombre: 'Lácteos del Sur',
      cuit: '30-70888771-0',
      localidad: 'Tandil',
      provincia: 'Buenos Aires',
      clientMutationId: mutationId(),
    });
    expect(proveedor.status, proveedor.body.message).toBe(201);
    const compra = await v.as.admin.post<{ id: number }>('/api/compras', {
      proveedorId: proveedor.body.data!.id,
      lineas: [{ insumoId: p.muzzarella, cantidad: 1, costoUnitario: 8000 }],
      clientMutationId: mutationId(),
    });
    expect(compra.status, compra.body.message).toBe(201);
    const recibida = await v.as.admin.post(`/api/compras/${compra.body.data!.id}/recepcion`, {
      lineas: [{ insumoId: p.muzzarella, cantidad: 1, costoUnitario: 8000 }],
      clientMutationId: mutationId(),
    });
    expect(recibida.status, recibida.body.message).toBe(200);
    await inbox.waitForCount(2);
    expect(pizzaIn(1)).toContain(p.pizza.id);

    const conteo = await v.as.admin.post('/api/inventarios', { lineas: [{ insumoId: p.muzzarella, cantidadContada: 0 }], clientMutationId: mutationId() });
    expect(conteo.status, conteo.body.message).toBe(201);
    await inbox.waitForCount(3);
    expect(pizzaIn(2)).toContain(p.pizza.id);
  });
});
