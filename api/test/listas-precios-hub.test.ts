// ListasPreciosChanged, heard with the official @microsoft/signalr client on both hubs, on SQLite
// or PostgreSQL (TEST_DATABASE_URL): a window that opens between two reads of /vigentes fires it
// once (and again when it closes), a list created, edited or deleted fires it once committed and
// never on a replay, and with two instances on one database every screen hears each change once.
import type { HubConnection } from '@microsoft/signalr';
import type { ListaPrecio, ListasPreciosChangedEvent, PreciosVigentes } from '@resto/shared/contracts';
import { timeInZone } from '@resto/shared/rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClient, delay, Inbox } from './helpers/hub-server';
import { createVenue, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, ON_POSTGRES, type TestApp } from './helpers/test-app';

const EVENT = 'ListasPreciosChanged';
const ZONE = 'America/Argentina/Buenos_Aires';
const TODOS = [1, 2, 3, 4, 5, 6, 7];
// The watch checks often here; in production it runs at the start of each minute.
const WATCH = { listasPreciosVigencia: { intervalMs: 40 } };

let t: TestApp;
const extraApps: TestApp[] = [];
const connections: HubConnection[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  return `http://127.0.0.1:${address.port}`;
}

let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false, buildOptions: WATCH });
  baseUrl = await listen(t.app);
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.allSettled(connections.splice(0).map((c) => c.stop()));
});
afterAll(async () => {
  for (const a of extraApps) await a.close();
  await t?.close();
});

/** A waiter's /ws/mesas and a cashier's /ws/ventas connection of the venue, on the instance at `url`. */
async function screens(url: string, v: TestVenue): Promise<{ mesas: Inbox; ventas: Inbox }> {
  const mesas = buildClient(url, 'mesas', { token: v.as.mozo.token });
  const ventas = buildClient(url, 'ventas', { token: v.as.cajero.token });
  connections.push(mesas, ventas);
  const inboxes = { mesas: new Inbox(mesas, [EVENT]), ventas: new Inbox(ventas, [EVENT]) };
  await Promise.all([mesas.start(), ventas.start()]);
  return inboxes;
}

const events = (inbox: Inbox) => inbox.payloads(EVENT) as ListasPreciosChangedEvent[];

async function vigentes(v: TestVenue, canal: string): Promise<PreciosVigentes['items']> {
  const res = await v.as.mozo.get<PreciosVigentes>(`/api/listas-precios/vigentes?canal=${canal}`);
  expect(res.status).toBe(200);
  return res.body.data!.items;
}

/** The venue's clock frozen at `at`: the api and its window watch read it (the timers stay real). */
function clockAt(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('ListasPreciosChanged when a window opens or closes', () => {
  it('fires once on each hub between two reads of /vigentes, when the window opens and when it closes', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.mozo, 'BEB-001');
    // Two minutes from now the window opens, and five minutes from now it closes.
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
    clockAt(t0);
    const desde = timeInZone(new Date(t0.getTime() + 2 * 60_000), ZONE);
    const hasta = timeInZone(new Date(t0.getTime() + 5 * 60_000), ZONE);
    const { mesas, ventas } = await screens(baseUrl, v);
    const cmid = mutationId();
    const res = await v.as.admin.post<ListaPrecio>('/api/listas-precios', {
      clientMutationId: cmid,
      nombre: 'Happy hour',
      canales: ['salon'],
      vigencia: { dias: TODOS, desde, hasta },
      precios: [{ productoId: agua.id, precio: 1 }],
    });
    expect(res.status).toBe(201);
    // The list itself: the screens re-read at once (nothing changes yet).
    await mesas.waitForCount(1);
    await ventas.waitForCount(1);
    expect(events(mesas)).toEqual([{ canales: ['salon'], motivo: 'lista', clientMutationId: cmid }]);
    expect(events(ventas)).toEqual([{ canales: ['salon'], motivo: 'lista', clientMutationId: cmid }]);

    expect(await vigentes(v, 'salon')).toEqual([]);
    // Several checks run with the window still shut: nothing more is said.
    await delay(200);
    expect(mesas.received).toHaveLength(1);

    vi.setSystemTime(new Date(t0.getTime() + 2 * 60_000 + 1_000));
    await mesas.waitForCount(2);
    await ventas.waitForCount(2);
    expect(events(mesas)[1]).toEqual({ canales: ['salon'], motivo: 'vigencia', clientMutationId: null });
    expect(events(ventas)[1]).toEqual({ canales: ['salon'], motivo: 'vigencia', clientMutationId: null });
    expect(await vigentes(v, 'salon')).toEqual([{ productoId: agua.id, precio: 1, lista: 'Happy hour' }]);
    expect(await vigentes(v, 'mostrador')).toEqual([]);
    await delay(200);
    expect([mesas.received.length, ventas.received.length]).toEqual([2, 2]);

    vi.setSystemTime(new Date(t0.getTime() + 5 * 60_000 + 1_000));
    await mesas.waitForCount(3);
    await ventas.waitForCount(3);
    expect(events(mesas)[2]).toMatchObject({ canales: ['salon'], motivo: 'vigencia' });
    expect(events(ventas)[2]).toMatchObject({ canales: ['salon'], motivo: 'vigencia' });
    expect(await vigentes(v, 'salon')).toEqual([]);
  });

  it("tells each venue only of its own lists, and says nothing of a list that always applies or an inactive one's window", async () => {
    const v = await createVenue(t.app);
    const other = await createVenue(t.app);
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
    clockAt(t0);
    const desde = timeInZone(new Date(t0.getTime() + 2 * 60_000), ZONE);
    const hasta = timeInZone(new Date(t0.getTime() + 30 * 60_000), ZONE);
    const mine = await screens(baseUrl, v);
    const theirs = await screens(baseUrl, other);
    for (const body of [
      { nombre: 'Delivery', canales: ['delivery'], ajustePorcentaje: 10 },
      { nombre: 'Apagada', canales: ['mostrador'], activa: false, vigencia: { dias: TODOS, desde, hasta }, ajustePorcentaje: -10 },
    ]) {
      expect((await other.as.admin.post('/api/listas-precios', { clientMutationId: mutationId(), ...body })).status).toBe(201);
    }
    expect(
      (
        await v.as.admin.post('/api/listas-precios', {
          clientMutationId: mutationId(),
          nombre: 'Salón',
          canales: ['salon', 'qr'],
          vigencia: { dias: TODOS, desde, hasta },
          ajustePorcentaje: 20,
        })
      ).status,
    ).toBe(201);
    // The inactive list moves no price: only the always-on list was announced to its venue.
    await theirs.ventas.waitForCount(1);
    await mine.ventas.waitForCount(1);
    vi.setSystemTime(new Date(t0.getTime() + 2 * 60_000 + 1_000));
    await mine.mesas.waitForCount(2);
    await mine.ventas.waitForCount(2);
    expect(events(mine.mesas).map((e) => [e.motivo, e.canales])).toEqual([
      ['lista', ['salon', 'qr']],
      ['vigencia', ['salon', 'qr']],
    ]);
    await delay(200);
    expect(events(theirs.mesas).map((e) => [e.motivo, e.canales])).toEqual([['lista', ['delivery']]]);
    expect(events(theirs.ventas)).toHaveLength(1);
  });
});

describe('ListasPreciosChanged when a list is saved', () => {
  it('fires once per create, edit and delete with the channels before and after, never on a replay', async () => {
    const v = await createVenue(t.app);
    const { mesas, ventas } = await screens(baseUrl, v);
    const body = { nombre: 'Happy hour', canales: ['salon'], ajustePorcentaje: -20 };
    const cmid = mutationId();
    const created = await v.as.admin.post<ListaPrecio>('/api/listas-precios', { clientMutationId: cmid, ...body });
    expect(created.status).toBe(201);
    // The same request again answers the first reply and says nothing.
    expect((await v.as.admin.post('/api/listas-precios', { clientMutationId: cmid, ...body })).status).toBe(201);
    const id = created.body.data!.id;
    const edit = mutationId();
    expect((await v.as.admin.put(`/api/listas-precios/${id}`, { clientMutationId: edit, ...body, canales: ['mostrador', 'takeaway'] })).status).toBe(200);
    // A refused save says nothing either.
    expect(
      (await v.as.admin.put(`/api/listas-precios/${id}`, { clientMutationId: mutationId(), ...body, precios: [{ productoId: 999_999, precio: 1 }], ajustePorcentaje: null }))
        .status,
    ).toBe(400);
    const del = mutationId();
    expect((await v.as.admin.del(`/api/listas-precios/${id}`, { clientMutationId: del })).status).toBe(200);
    await mesas.waitForCount(3);
    await ventas.waitForCount(3);
    await delay(150);
    const expected = [
      { canales: ['salon'], motivo: 'lista', clientMutationId: cmid },
      { canales: ['salon', 'mostrador', 'takeaway'], motivo: 'lista', clientMutationId: edit },
      { canales: ['mostrador', 'takeaway'], motivo: 'lista', clientMutationId: del },
    ];
    expect(events(mesas)).toEqual(expected);
    expect(events(ventas)).toEqual(expected);
  });
});

describe('ListasPreciosChanged with two instances on one database', () => {
  it('reaches the screens of both once: a window from each instance, a saved list through the backplane', async () => {
    const b = await createTestApp({ seed: false, database: t.database, buildOptions: WATCH });
    extraApps.push(b);
    const baseUrlB = await listen(b.app);
    const v = await createVenue(t.app);
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
    clockAt(t0);
    const desde = timeInZone(new Date(t0.getTime() + 2 * 60_000), ZONE);
    const hasta = timeInZone(new Date(t0.getTime() + 30 * 60_000), ZONE);
    const a = await screens(baseUrl, v);
    // The same tokens: every instance verifies them with the keys the database keeps.
    const other = await screens(baseUrlB, v);
    const cmid = mutationId();
    expect(
      (
        await v.as.admin.post('/api/listas-precios', {
          clientMutationId: cmid,
          nombre: 'Happy hour',
          canales: ['salon'],
          vigencia: { dias: TODOS, desde, hasta },
          ajustePorcentaje: -25,
        })
      ).status,
    ).toBe(201);
    await a.mesas.waitForCount(1);
    // Across instances a saved list travels through PostgreSQL's backplane; SQLite serves one instance.
    if (ON_POSTGRES) await other.ventas.waitForCount(1);
    vi.setSystemTime(new Date(t0.getTime() + 2 * 60_000 + 1_000));
    const before = ON_POSTGRES ? 1 : 0;
    await a.mesas.waitForCount(2);
    await a.ventas.waitForCount(2);
    await other.mesas.waitForCount(before + 1);
    await other.ventas.waitForCount(before + 1);
    await delay(250);
    for (const inbox of [a.mesas, a.ventas]) expect(events(inbox).map((e) => e.motivo)).toEqual(['lista', 'vigencia']);
    for (const inbox of [other.mesas, other.ventas]) expect(events(inbox).map((e) => e.motivo)).toEqual(ON_POSTGRES ? ['lista', 'vigencia'] : ['vigencia']);
  });
});
