// Whether products can be sold now ('86'), on SQLite or PostgreSQL (TEST_DATABASE_URL): staff mark
// a product sold out by hand and back (audited, idempotent, 403 for a waiter); GET
// /api/productos/disponibilidad lists every product that cannot be sold, by hand or because one
// portion needs more of a controlled ingredient than the stock holds (a combo when a group has no
// component left); the add-time check refuses naming the ingredient; and the screens hear
// ProductosDisponibilidadChanged on both hubs with the official SignalR client, once committed.
import type { HubConnection } from '@microsoft/signalr';
import type { AuditoriaPage, Insumo, ProductoDisponibilidad, ProductosDisponibilidadEvent, ProductoVenta } from '@resto/shared/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/lib/errors';
import { moverInsumos } from '../src/modules/insumos';
import { checkDisponibles, productosAfectados } from '../src/modules/productos';
import { crearCombo } from './helpers/combos';
import { buildClient, delay, Inbox } from './helpers/hub-server';
import { createVenue, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

const EVENT = 'ProductosDisponibilidadChanged';

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
afterEach(async () => {
  vi.useRealTimers();
  await Promise.allSettled(connections.splice(0).map((c) => c.stop()));
});
afterAll(async () => {
  await t?.close();
});

async function patch<T>(c: ApiClient, url: string, payload: object): Promise<{ status: number; body: Envelope<T> & { data?: T } }> {
  const res = await t.app.inject({ method: 'PATCH', url, headers: bearer(c.token), payload });
  return { status: res.statusCode, body: res.json() };
}

const noDisponibles = async (c: ApiClient) => {
  const res = await c.get<ProductoDisponibilidad[]>('/api/productos/disponibilidad');
  expect(res.status).toBe(200);
  return res.body.data!;
};

async function insumo(v: TestVenue, body: object): Promise<Insumo> {
  const res = await v.as.admin.post<Insumo>('/api/insumos', { controlaStock: true, clientMutationId: mutationId(), ...body });
  expect(res.status).toBe(201);
  return res.body.data!;
}

async function receta(v: TestVenue, productoId: number, lineas: object[], rendimiento = 1): Promise<void> {
  const res = await v.as.admin.put(`/api/productos/${productoId}/receta`, { rendimiento, lineas, clientMutationId: mutationId() });
  expect(res.status).toBe(200);
}

/** A pizza whose one portion takes 200 g of muzzarella, with `stock` kg of it on hand. */
async function pizzaCon(v: TestVenue, stock: number): Promise<{ pizza: ProductoVenta; muzza: Insumo }> {
  const muzza = await insumo(v, { nombre: 'Muzzarella', unidad: 'kg', costoUnitario: 8000, stockActual: stock });
  const pizza = await producto(v.as.admin, 'PRI-001');
  await receta(v, pizza.id, [{ insumoId: muzza.id, cantidad: 200, unidad: 'g' }]);
  return { pizza, muzza };
}

async function screens(v: TestVenue): Promise<{ mesas: Inbox; ventas: Inbox }> {
  const mesas = buildClient(baseUrl, 'mesas', { token: v.as.mozo.token });
  const ventas = buildClient(baseUrl, 'ventas', { token: v.as.cajero.token });
  connections.push(mesas, ventas);
  const inboxes = { mesas: new Inbox(mesas, [EVENT]), ventas: new Inbox(ventas, [EVENT]) };
  await Promise.all([mesas.start(), ventas.start()]);
  return inboxes;
}

const events = (inbox: Inbox) => inbox.payloads(EVENT) as ProductosDisponibilidadEvent[];

describe('sold out by hand', () => {
  it('is marked and cleared by who edits products, audited once, replayed by its ClientMutationId, and listed for every signed-in user', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    const url = `/api/productos/${agua.id}/disponibilidad`;
    expect((await patch(v.as.mozo, url, { disponible: false, clientMutationId: mutationId() })).status).toBe(403);
    expect(await noDisponibles(v.as.mozo)).toEqual([]);

    const cmid = mutationId();
    const off = await patch<ProductoDisponibilidad>(v.as.admin, url, { disponible: false, clientMutationId: cmid });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ productoId: agua.id, disponible: false, insumoFaltante: null });
    const replay = await patch<ProductoDisponibilidad>(v.as.admin, url, { disponible: false, clientMutationId: cmid });
    expect(replay.body.data).toEqual(off.body.data);
    expect(await noDisponibles(v.as.mozo)).toEqual([{ productoId: agua.id, disponible: false, insumoFaltante: null }]);
    const log = await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=producto.disponibilidad');
    expect(log.body.data!.items.map((i) => [i.entidadId, i.antes, i.despues, i.usuario?.id])).toEqual([[agua.id, { disponible: true }, { disponible: false }, v.as.admin.userId]]);

    await expect(checkDisponibles(t.app.db, v.localId, [{ productoId: agua.id, quantityMilli: 1000 }])).rejects.toMatchObject({
      statusCode: 409,
      code: 'PRODUCTO_AGOTADO',
      params: { producto: agua.nombre },
    });

    const on = await patch<ProductoDisponibilidad>(v.as.empleado, url, { disponible: true, clientMutationId: mutationId() });
    expect(on.body.data).toEqual({ productoId: agua.id, disponible: true, insumoFaltante: null });
    expect(await noDisponibles(v.as.cajero)).toEqual([]);
    await expect(checkDisponibles(t.app.db, v.localId, [{ productoId: agua.id, quantityMilli: 1000 }])).resolves.toBeUndefined();
    expect((await patch(v.as.admin, '/api/productos/987654/disponibilidad', { disponible: false })).status).toBe(404);
  });

  it('tells both hubs once committed, and not on a replay', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    const { mesas, ventas } = await screens(v);
    const cmid = mutationId();
    expect((await patch(v.as.admin, `/api/productos/${agua.id}/disponibilidad`, { disponible: false, clientMutationId: cmid })).status).toBe(200);
    await mesas.waitForCount(1);
    await ventas.waitForCount(1);
    expect((await patch(v.as.admin, `/api/productos/${agua.id}/disponibilidad`, { disponible: false, clientMutationId: cmid })).status).toBe(200);
    await delay(200);
    expect(events(mesas)).toEqual([{ productoIds: [agua.id] }]);
    expect(events(ventas)).toEqual([{ productoIds: [agua.id] }]);
  });
});

describe('short of a controlled ingredient', () => {
  it('lists a product one portion of which needs more than the stock holds, naming the ingredient, and a combo none of whose choices in a group can be made', async () => {
    const v = await createVenue(t.app);
    const { pizza, muzza } = await pizzaCon(v, 0.1);
    const combo = await crearCombo(v, 'Solo bife');
    expect(
      (await v.as.admin.put(`/api/productos/${combo.id}/combo`, { grupos: [{ nombre: 'Principal', opciones: [{ productoId: pizza.id }] }], clientMutationId: mutationId() }))
        .status,
    ).toBe(200);
    expect(await noDisponibles(v.as.mozo)).toEqual(
      expect.arrayContaining([
        { productoId: pizza.id, disponible: true, insumoFaltante: 'Muzzarella' },
        { productoId: combo.id, disponible: true, insumoFaltante: 'Muzzarella' },
      ]),
    );
    expect(await noDisponibles(v.as.mozo)).toHaveLength(2);

    // An ingredient whose stock is not controlled never stops a dish.
    const sinControl = await v.as.admin.put(`/api/insumos/${muzza.id}`, {
      nombre: 'Muzzarella',
      unidad: 'kg',
      costoUnitario: 8000,
      controlaStock: false,
      clientMutationId: mutationId(),
    });
    expect(sinControl.status, sinControl.body.message).toBe(200);
    expect(await noDisponibles(v.as.mozo)).toEqual([]);
  });

  it('refuses adding what the stock cannot make, naming the product and the ingredient, counting the lines together', async () => {
    const v = await createVenue(t.app);
    const { pizza } = await pizzaCon(v, 0.3);
    const agua = await producto(v.as.admin, 'BEB-001');
    await expect(
      checkDisponibles(t.app.db, v.localId, [
        { productoId: pizza.id, quantityMilli: 1000 },
        { productoId: agua.id, quantityMilli: 3000 },
      ]),
    ).resolves.toBeUndefined();
    const refused = await checkDisponibles(t.app.db, v.localId, [
      { productoId: agua.id, quantityMilli: 1000 },
      { productoId: pizza.id, quantityMilli: 1000 },
      { productoId: pizza.id, quantityMilli: 1000 },
    ]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 409, code: 'INSUMO_SIN_STOCK', params: { producto: pizza.nombre, insumo: 'Muzzarella' } });
    expect((refused as AppError).message).toBe(`No hay stock de 'Muzzarella' para preparar '${pizza.nombre}'`);
    // A combo line is checked by its components.
    const combo = await crearCombo(v, 'Doble');
    await expect(checkDisponibles(t.app.db, v.localId, [{ productoId: combo.id, quantityMilli: 2000, componentes: [{ productoId: pizza.id }] }])).rejects.toMatchObject({
      code: 'INSUMO_SIN_STOCK',
      params: { producto: pizza.nombre, insumo: 'Muzzarella' },
    });
  });

  it('names the products whose availability a movement changed, and the screens hear a recipe that makes one unavailable', async () => {
    const v = await createVenue(t.app);
    const { pizza, muzza } = await pizzaCon(v, 0.3);
    const combo = await crearCombo(v, 'Solo bife');
    expect(
      (await v.as.admin.put(`/api/productos/${combo.id}/combo`, { grupos: [{ nombre: 'Principal', opciones: [{ productoId: pizza.id }] }], clientMutationId: mutationId() }))
        .status,
    ).toBe(200);
    // The venue's clock, moved on between movements (the api and the movements read it).
    let now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const mover = async (micro: number, gapMs = 11_000) => {
      now += gapMs;
      vi.setSystemTime(now);
      return t.app.db.transaction().execute(async (trx) => {
        await moverInsumos(trx, v.localId, v.as.admin.userId, new Map([[muzza.id, micro]]), { tipo: 'merma', motivo: 'prueba' });
        return productosAfectados(trx, v.localId, [muzza.id]);
      });
    };
    const both = [pizza.id, combo.id].sort();
    // 0.3 kg -> 0.25 kg: still one portion; -> 0.15 kg: none.
    expect(await mover(-50_000)).toEqual([]);
    expect((await mover(-100_000)).sort()).toEqual(both);
    // A second movement a second later is told too: two sales at once, each told after its commit, may read either's movement.
    expect((await mover(-50_000, 1_000)).sort()).toEqual(both);
    // -> 0.05 kg later on: still none, nothing to tell; -> 1.05 kg: one portion again.
    expect(await mover(-50_000)).toEqual([]);
    expect((await mover(1_000_000)).sort()).toEqual(both);
    vi.useRealTimers();

    const { mesas, ventas } = await screens(v);
    await receta(v, pizza.id, [{ insumoId: muzza.id, cantidad: 2, unidad: 'kg' }]);
    await mesas.waitForCount(1);
    await ventas.waitForCount(1);
    expect(events(mesas)).toEqual([{ productoIds: [pizza.id, combo.id].sort((a, b) => a - b) }]);
    expect(events(ventas)).toEqual(events(mesas));
  });
});
