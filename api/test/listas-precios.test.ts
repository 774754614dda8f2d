// Price lists by channel and time, on SQLite or PostgreSQL (TEST_DATABASE_URL): the CRUD with its
// refusals, permission and audit; the resolver by the venue's zone (a window that crosses
// midnight, a Brazilian venue across daylight saving, channel and priority, percentage rounding);
// a table's lines priced at the moment of each add (salon) and a counter sale (mostrador).
import type { AuditoriaPage, Draft, ListaPrecio, PreciosVigentes, Venta } from '@resto/shared/contracts';
import { timeInZone } from '@resto/shared/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { precioVigente, preciosVigentes } from '../src/modules/listas-precios';
import { abrirMesa, agregar, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const TODOS = [1, 2, 3, 4, 5, 6, 7];

async function crear(v: TestVenue, body: object): Promise<ListaPrecio> {
  const res = await v.as.admin.post<ListaPrecio>('/api/listas-precios', { clientMutationId: mutationId(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!;
}

const minor = (pesos: number) => Math.round(pesos * 100);

describe('price lists CRUD (/api/listas-precios)', () => {
  it('creates, reads, replaces and deletes a list, each change audited with who, before and after', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    const lista = await crear(v, {
      nombre: 'Happy hour',
      canales: ['salon', 'mostrador'],
      vigencia: { dias: [5, 1], desde: '18:00', hasta: '20:00' },
      prioridad: 2,
      precios: [{ productoId: agua.id, precio: 999.5 }],
    });
    expect(lista).toMatchObject({
      nombre: 'Happy hour',
      canales: ['salon', 'mostrador'],
      vigencia: { dias: [1, 5], desde: '18:00', hasta: '20:00' },
      prioridad: 2,
      activa: true,
      precios: [{ productoId: agua.id, producto: agua.nombre, precio: 999.5 }],
      ajustePorcentaje: null,
    });
    // Whoever reads products reads the lists.
    const read = await v.as.mozo.get<ListaPrecio[]>('/api/listas-precios');
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([lista]);

    const put = await v.as.admin.put<ListaPrecio>(`/api/listas-precios/${lista.id}`, {
      nombre: 'Happy hour',
      canales: ['salon'],
      ajustePorcentaje: -10,
      activa: false,
      clientMutationId: mutationId(),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ id: lista.id, canales: ['salon'], vigencia: null, prioridad: 0, activa: false, precios: null, ajustePorcentaje: -10 });

    const del = await v.as.admin.del(`/api/listas-precios/${lista.id}`, { clientMutationId: mutationId() });
    expect(del.status).toBe(200);
    expect((await v.as.admin.get<ListaPrecio[]>('/api/listas-precios')).body.data).toEqual([]);
    expect((await v.as.admin.del(`/api/listas-precios/${lista.id}`, { clientMutationId: mutationId() })).body.code).toBe('LISTA_PRECIOS_NO_EXISTE');

    const log = (await v.as.admin.get<AuditoriaPage>('/api/auditoria?limite=200')).body.data!.items.filter((e) => e.entidad === 'lista-precios');
    const byAccion = new Map(log.map((e) => [e.accion, e]));
    expect(byAccion.get('crear-lista-precios')).toMatchObject({
      usuario: { id: v.as.admin.userId },
      entidadId: lista.id,
      antes: null,
      despues: { nombre: 'Happy hour', prioridad: 2 },
    });
    expect(byAccion.get('editar-lista-precios')).toMatchObject({
      antes: { canales: ['salon', 'mostrador'], prioridad: 2 },
      despues: { canales: ['salon'], ajustePorcentaje: -10 },
    });
    expect(byAccion.get('eliminar-lista-precios')).toMatchObject({ antes: { nombre: 'Happy hour', activa: false }, despues: null });
  });

  it('refuses bad input with a code and changes nothing, and refuses writers without precios.ajustar', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    const post = (body: object, as = v.as.admin) => as.post('/api/listas-precios', { clientMutationId: mutationId(), ...body });
    const both = await post({ nombre: 'X', canales: ['salon'], precios: [{ productoId: agua.id, precio: 100 }], ajustePorcentaje: 10 });
    expect([both.status, both.body.code]).toEqual([400, 'VALIDACION']);
    const neither = await post({ nombre: 'X', canales: ['salon'] });
    expect([neither.status, neither.body.code]).toEqual([400, 'VALIDACION']);
    expect((await post({ nombre: 'X', canales: ['bar'], ajustePorcentaje: 10 })).body.code).toBe('VALIDACION');
    expect((await post({ nombre: 'X', canales: ['salon'], vigencia: { dias: [8], desde: '18:00', hasta: '20:00' }, ajustePorcentaje: 10 })).body.code).toBe('VALIDACION');
    expect((await post({ nombre: 'X', canales: ['salon'], vigencia: { dias: [1], desde: '24:00', hasta: '02:00' }, ajustePorcentaje: 10 })).body.code).toBe('VALIDACION');
    expect((await post({ nombre: 'X', canales: ['salon'], ajustePorcentaje: -100 })).body.code).toBe('VALIDACION');
    const ajena = await post({ nombre: 'X', canales: ['salon'], precios: [{ productoId: 999_999, precio: 100 }] });
    expect([ajena.status, ajena.body.code]).toEqual([400, 'LISTA_PRECIOS_PRODUCTO_NO_EXISTE']);
    const repetido = await post({
      nombre: 'X',
      canales: ['salon'],
      precios: [
        { productoId: agua.id, precio: 100 },
        { productoId: agua.id, precio: 200 },
      ],
    });
    expect([repetido.status, repetido.body.code, repetido.body.message]).toEqual([400, 'LISTA_PRECIOS_PRODUCTO_REPETIDO', `El producto ${agua.nombre} está repetido en la lista`]);
    const decimales = await post({ nombre: 'X', canales: ['salon'], precios: [{ productoId: agua.id, precio: 100.001 }] });
    expect(decimales.status).toBe(400);
    expect((await v.as.admin.get<ListaPrecio[]>('/api/listas-precios')).body.data).toEqual([]);

    await crear(v, { nombre: 'Delivery', canales: ['delivery'], ajustePorcentaje: 15 });
    const dup = await post({ nombre: ' delivery ', canales: ['salon'], ajustePorcentaje: 5 });
    expect([dup.status, dup.body.code]).toEqual([409, 'LISTA_PRECIOS_NOMBRE_DUPLICADO']);
    expect((await v.as.admin.put('/api/listas-precios/999999', { nombre: 'Y', canales: ['salon'], ajustePorcentaje: 5 })).body.code).toBe('LISTA_PRECIOS_NO_EXISTE');

    for (const who of [v.as.mozo, v.as.cajero, v.as.empleado]) {
      const refused = await post({ nombre: 'Z', canales: ['salon'], ajustePorcentaje: 5 }, who);
      expect([refused.status, refused.body.code]).toEqual([403, 'SIN_PERMISO']);
    }
    expect((await v.as.admin.get<ListaPrecio[]>('/api/listas-precios')).body.data!.map((l) => l.nombre)).toEqual(['Delivery']);
  });
});

describe('precioVigente: which list prices a product, by channel and the venue time', () => {
  it('applies a window that crosses midnight by the day it started (Friday 22:00–02:00 covers Saturday 01:00)', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    await crear(v, { nombre: 'Trasnoche', canales: ['salon'], vigencia: { dias: [5], desde: '22:00', hasta: '02:00' }, precios: [{ productoId: agua.id, precio: 1 }] });
    // Buenos Aires is UTC-3; 2026-12-04 is a Friday.
    const at = async (iso: string) => (await precioVigente(t.app.db, v.localId, agua.id, 'salon', new Date(iso))).get(agua.id)!;
    const base = { precio: minor(agua.precio), lista: null };
    const night = { precio: 100, lista: 'Trasnoche' };
    expect(await at('2026-12-05T00:59:00Z')).toEqual(base); // Friday 21:59
    expect(await at('2026-12-05T01:00:00Z')).toEqual(night); // Friday 22:00
    expect(await at('2026-12-05T04:00:00Z')).toEqual(night); // Saturday 01:00
    expect(await at('2026-12-05T05:00:00Z')).toEqual(base); // Saturday 02:00 (hasta excluded)
    expect(await at('2026-12-06T02:00:00Z')).toEqual(base); // Saturday 23:00: Saturday is not a day of the list
    expect(await at('2026-12-03T04:00:00Z')).toEqual(base); // Thursday 01:00: Wednesday is not either
    expect((await precioVigente(t.app.db, v.localId, agua.id, 'mostrador', new Date('2026-12-05T04:00:00Z'))).get(agua.id)).toEqual(base);
  });

  it('reads the window in a Brazilian venue by its own zone, across a daylight-saving change', async () => {
    const br = await createVenue(t.app, { pais: 'BR', currencyCode: 'BRL', timezone: 'America/Sao_Paulo' });
    const ar = await createVenue(t.app);
    for (const v of [br, ar]) await crear(v, { nombre: 'Happy hour', canales: ['salon'], vigencia: { dias: TODOS, desde: '18:00', hasta: '20:00' }, ajustePorcentaje: -50 });
    const brAgua = await producto(br.as.admin, 'BEB-001');
    const arAgua = await producto(ar.as.admin, 'BEB-001');
    const lista = async (v: TestVenue, id: number, iso: string) => (await precioVigente(t.app.db, v.localId, id, 'salon', new Date(iso))).get(id)!.lista;
    // December 2018: São Paulo on summer time (UTC-2), Buenos Aires UTC-3. 20:30Z is 18:30 there, 17:30 here.
    expect(await lista(br, brAgua.id, '2018-12-01T20:30:00Z')).toBe('Happy hour');
    expect(await lista(ar, arAgua.id, '2018-12-01T20:30:00Z')).toBeNull();
    // July 2018: São Paulo on UTC-3 like Buenos Aires.
    expect(await lista(br, brAgua.id, '2018-07-01T20:30:00Z')).toBeNull();
    expect(await lista(br, brAgua.id, '2018-07-01T21:30:00Z')).toBe('Happy hour');
    expect(await lista(ar, arAgua.id, '2018-07-01T21:30:00Z')).toBe('Happy hour');
  });

  it('takes the list of the channel, the highest priority first, ties by the oldest; a fixed list prices only its products', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    const gaseosa = await producto(v.as.admin, 'BEB-002');
    await crear(v, { nombre: 'Salón fija', canales: ['salon'], prioridad: 1, precios: [{ productoId: agua.id, precio: 10 }] });
    await crear(v, { nombre: 'Mostrador agua', canales: ['mostrador'], prioridad: 10, precios: [{ productoId: agua.id, precio: 20 }] });
    await crear(v, { nombre: 'Todo +10', canales: ['salon', 'mostrador'], prioridad: 5, ajustePorcentaje: 10 });
    await crear(v, { nombre: 'Empate posterior', canales: ['salon', 'mostrador'], prioridad: 5, ajustePorcentaje: 50 });
    await crear(v, { nombre: 'Inactiva', canales: ['salon', 'mostrador'], prioridad: 100, activa: false, ajustePorcentaje: 90 });
    const now = new Date();
    const salon = await precioVigente(t.app.db, v.localId, [agua.id, gaseosa.id], 'salon', now);
    const mostrador = await precioVigente(t.app.db, v.localId, [agua.id, gaseosa.id], 'mostrador', now);
    const plus10 = (pesos: number) => Math.round(minor(pesos) * 1.1);
    expect(salon.get(agua.id)).toEqual({ precio: plus10(agua.precio), lista: 'Todo +10' });
    expect(salon.get(gaseosa.id)).toEqual({ precio: plus10(gaseosa.precio), lista: 'Todo +10' });
    expect(mostrador.get(agua.id)).toEqual({ precio: 2000, lista: 'Mostrador agua' });
    expect(mostrador.get(gaseosa.id)).toEqual({ precio: plus10(gaseosa.precio), lista: 'Todo +10' });
    const web = await precioVigente(t.app.db, v.localId, agua.id, 'web', now);
    expect(web.get(agua.id)).toEqual({ precio: minor(agua.precio), lista: null });

    // What the screens read before an add: the products the lists price now for the channel.
    const vigentes = await v.as.cajero.get<PreciosVigentes>('/api/listas-precios/vigentes?canal=mostrador');
    expect(vigentes.status).toBe(200);
    expect(vigentes.body.data!.canal).toBe('mostrador');
    expect(vigentes.body.data!.items.find((i) => i.productoId === agua.id)).toEqual({ productoId: agua.id, precio: 20, lista: 'Mostrador agua' });
    expect(vigentes.body.data!.items.find((i) => i.productoId === gaseosa.id)).toEqual({ productoId: gaseosa.id, precio: plus10(gaseosa.precio) / 100, lista: 'Todo +10' });
    expect((await v.as.cajero.get<PreciosVigentes>('/api/listas-precios/vigentes?canal=web')).body.data!.items).toEqual([]);
    expect((await v.as.cajero.get('/api/listas-precios/vigentes?canal=bar')).status).toBe(400);
    expect((await v.as.cajero.get('/api/listas-precios/vigentes?canal=salon&x=1')).body.code).toBe('PARAMETRO_DESCONOCIDO');
  });

  it('rounds a percentage to the minor unit as the bulk price adjustment does (halves up)', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    await crear(v, { nombre: 'Más 12,5', canales: ['salon'], ajustePorcentaje: 12.5 });
    await crear(v, { nombre: 'Menos 12,5', canales: ['mostrador'], ajustePorcentaje: -12.5 });
    const now = new Date();
    // 999,99 + 12,5 % = 1.124,98875 -> 1.124,99; 999,99 - 12,5 % = 874,99125 -> 874,99; 0,04 + 12,5 % = 0,045 -> 0,05.
    expect((await preciosVigentes(t.app.db, v.localId, [{ id: agua.id, precio: 99_999 }], 'salon', now)).get(agua.id)).toEqual({ precio: 112_499, lista: 'Más 12,5' });
    expect((await preciosVigentes(t.app.db, v.localId, [{ id: agua.id, precio: 99_999 }], 'mostrador', now)).get(agua.id)).toEqual({ precio: 87_499, lista: 'Menos 12,5' });
    expect((await preciosVigentes(t.app.db, v.localId, [{ id: agua.id, precio: 4 }], 'salon', now)).get(agua.id)).toEqual({ precio: 5, lista: 'Más 12,5' });
  });
});

describe('lines priced when they are added', () => {
  it('prices a table salon: a window that opens between two adds prices only the second; the first keeps its price', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const [mesa] = await planInicial(v, 2);
    const draft: Draft = await abrirMesa(v.as.mozo, mesa!);
    // The venue's clock, frozen now; the window opens two minutes later.
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const zone = 'America/Argentina/Buenos_Aires';
    const desde = timeInZone(new Date(t0.getTime() + 2 * 60_000), zone);
    const hasta = timeInZone(new Date(t0.getTime() + 62 * 60_000), zone);
    await crear(v, { nombre: 'Happy hour', canales: ['salon'], vigencia: { dias: TODOS, desde, hasta }, precios: [{ productoId: agua.id, precio: 1 }] });
    await crear(v, { nombre: 'Mostrador', canales: ['mostrador'], prioridad: 50, ajustePorcentaje: 50 });

    const first = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    expect(first.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[agua.precio, null]]);

    vi.setSystemTime(new Date(t0.getTime() + 3 * 60_000));
    const second = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 2, clientMutationId: mutationId() });
    expect(second.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([
      [agua.precio, null],
      [1, 'Happy hour'],
    ]);
    expect(second.total).toBe(agua.precio + 2);

    // Deleting the list leaves the priced line as it was.
    const listas = (await v.as.admin.get<ListaPrecio[]>('/api/listas-precios')).body.data!;
    for (const l of listas) expect((await v.as.admin.del(`/api/listas-precios/${l.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    const read = (await v.as.mozo.get<Draft>(`/api/mesas/${mesa!.id}/draft`)).body.data!;
    expect(read.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([
      [agua.precio, null],
      [1, 'Happy hour'],
    ]);
  });

  it('prices a counter sale mostrador and keeps the list on the sale line', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.cajero, 'BEB-001');
    await crear(v, { nombre: 'Salón', canales: ['salon'], prioridad: 99, precios: [{ productoId: agua.id, precio: 1 }] });
    await crear(v, { nombre: 'Mostrador', canales: ['mostrador'], precios: [{ productoId: agua.id, precio: 500 }] });
    await abrirCaja(v.as.cajero);
    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 2 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 1000 }],
      clientMutationId: mutationId(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const venta = res.body.data!;
    expect(venta.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[500, 'Mostrador']]);
    expect(venta.total).toBe(1000);
    const again = (await v.as.cajero.get<Venta>(`/api/ventas/${venta.id}`)).body.data!;
    expect(again.items[0]!.listaPrecio).toBe('Mostrador');
  });

  it('prices a phone sale takeaway when it is sent, and charges it at that price', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.mozo, 'BEB-001');
    await crear(v, { nombre: 'Mostrador', canales: ['mostrador'], precios: [{ productoId: agua.id, precio: 500 }] });
    await crear(v, { nombre: 'Para llevar', canales: ['takeaway'], precios: [{ productoId: agua.id, precio: 700 }] });
    const sent = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: agua.id, cantidad: 1 }], clientMutationId: mutationId() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data!.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[700, 'Para llevar']]);
    await abrirCaja(v.as.cajero);
    const paid = await v.as.cajero.post<Venta>(`/api/ventas/drafts/${sent.body.data!.id}/finalize`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 700 }],
      clientMutationId: mutationId(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data!.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[700, 'Para llevar']]);
    expect(paid.body.data!.total).toBe(700);

    // The register charges another phone sale sending its lines again (as the counter screen does): still takeaway.
    const other = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: agua.id, cantidad: 1 }], clientMutationId: mutationId() });
    const resent = await v.as.cajero.post<Venta>(`/api/ventas/drafts/${other.body.data!.id}/finalize`, {
      items: [{ productoId: agua.id, cantidad: 2 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 1400 }],
      clientMutationId: mutationId(),
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data!.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[700, 'Para llevar']]);
  });
});
