import { randomBytes } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import type { Draft, MesaOpenedEvent, PedidoConfirmedEvent } from '@resto/shared/contracts';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { defaultChannel } from '../src/hubs/backplane';
import { Inbox, buildClient, signToken, startHubApp, type HubApp } from './helpers/hub-server';
import { abrirMesa, planInicial } from './helpers/mesas';
import { createVenue, mutationId, producto } from './helpers/money';
import { createTestApp } from './helpers/test-app';

const MOZO_LOCAL_1 = { userId: 7, localId: 1, role: 'mozo' };
const MOZO_LOCAL_2 = { userId: 9, localId: 2, role: 'mozo' };
const databaseUrl = process.env['TEST_DATABASE_URL'];

const opened = (mesaNumero: number): MesaOpenedEvent => ({
  mesaNumero,
  mesaId: 100 + mesaNumero,
  draftId: 500 + mesaNumero,
  ultimaActualizacion: '2025-05-01T12:00:00.000Z',
});

const apps: HubApp[] = [];
const clients: HubConnection[] = [];

async function app(options: Parameters<typeof startHubApp>[0]): Promise<HubApp> {
  const a = await startHubApp(options);
  apps.push(a);
  return a;
}

/** A started official client on the mesas hub, in the venue's global group. */
async function globalListener(a: HubApp, auth = MOZO_LOCAL_1): Promise<Inbox> {
  const c = buildClient(a.baseUrl, 'mesas', { token: await signToken(auth) });
  clients.push(c);
  const inbox = new Inbox(c, ['MesaOpened', 'Marca']);
  await c.start();
  await c.invoke('JoinGlobalMesasGroup');
  return inbox;
}

function uniqueChannel(): string {
  return `resto_hubs_test_${randomBytes(6).toString('hex')}`;
}

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
  await Promise.allSettled(apps.splice(0).map((a) => a.close()));
});

describe('backplane channel', () => {
  it('gets a channel of its own per schema named in the URL', () => {
    expect(defaultChannel('postgres://u@h:5432/db')).toBe('resto_hubs');
    expect(defaultChannel('postgres://u@h:5432/db?options=-c%20search_path%3Dt_ab12')).toBe('resto_hubs_t_ab12');
    expect(defaultChannel('postgres://u@h/db?sslmode=disable&options=-c search_path=Esquema_1')).toBe('resto_hubs_esquema_1');
  });

  it('still serves its own clients when PostgreSQL cannot be reached', async () => {
    const a = await app({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nada', backplaneChannel: uniqueChannel() });
    const inbox = await globalListener(a);
    await a.hubs.mesas.mesaOpened(1, opened(6));
    await inbox.waitForCount(1);
    expect(inbox.payloads('MesaOpened')).toEqual([{ ...opened(6), clientMutationId: null }]);
  });
});

if (databaseUrl) {
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  afterAll(() => admin.end());

  describe('two api instances on one PostgreSQL', () => {
    it("delivers an event published on instance A to a client of instance B, once to A's own", async () => {
      const channel = uniqueChannel();
      const a = await app({ databaseUrl, backplaneChannel: channel });
      const b = await app({ databaseUrl, backplaneChannel: channel });
      const onA = await globalListener(a);
      const onB = await globalListener(b);
      const otherVenueOnB = await globalListener(b, MOZO_LOCAL_2);

      await a.hubs.mesas.mesaOpened(1, opened(3));
      await a.hubs.toVenue('mesas', 1, 'Marca', [1]);
      await a.hubs.toVenue('mesas', 2, 'Marca', [2]);

      await onB.waitForCount(2);
      await onA.waitForCount(2);
      await otherVenueOnB.waitForCount(1);
      const expected = [
        { target: 'MesaOpened', args: [{ ...opened(3), clientMutationId: null }] },
        { target: 'Marca', args: [1] },
      ];
      expect(onB.received).toEqual(expected);
      expect(onA.received).toEqual(expected);
      expect(otherVenueOnB.received).toEqual([{ target: 'Marca', args: [2] }]);
    });

    it('keeps data sets in different schemas apart by default', async () => {
      const schemaUrl = (schema: string): string => {
        const url = new URL(databaseUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        return url.toString();
      };
      const suffix = randomBytes(4).toString('hex');
      const a = await app({ databaseUrl: schemaUrl(`hubs_a_${suffix}`) });
      const sameSchema = await app({ databaseUrl: schemaUrl(`hubs_a_${suffix}`) });
      const otherSchema = await app({ databaseUrl: schemaUrl(`hubs_b_${suffix}`) });
      const same = await globalListener(sameSchema);
      const other = await globalListener(otherSchema);

      await a.hubs.mesas.mesaOpened(1, opened(8));
      await otherSchema.hubs.toVenue('mesas', 1, 'Marca', ['b']);
      await same.waitForCount(1);
      await other.waitForCount(1);
      expect(same.payloads('MesaOpened')).toEqual([expect.objectContaining({ mesaNumero: 8 })]);
      expect(other.received).toEqual([{ target: 'Marca', args: ['b'] }]);
    });

    it('listens again after its LISTEN connection is killed', async () => {
      const channel = uniqueChannel();
      const a = await app({ databaseUrl, backplaneChannel: channel });
      const b = await app({ databaseUrl, backplaneChannel: channel });
      const onB = await globalListener(b);
      const listeners = async (): Promise<number[]> => {
        const { rows } = await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name LIKE 'resto-hubs-%' AND query = $1`, [`LISTEN "${channel}"`]);
        return rows.map((r) => r.pid);
      };
      const before = await listeners();
      expect(before).toHaveLength(2);
      // Kill both instances' listeners: B must come back to hear A.
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);

      let after: number[] = [];
      const deadline = Date.now() + 8000;
      while (Date.now() < deadline) {
        after = await listeners();
        if (after.length === 2 && after.every((pid) => !before.includes(pid))) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(after).toHaveLength(2);

      await a.hubs.mesas.mesaOpened(1, opened(4));
      await onB.waitForCount(1);
      expect(onB.payloads('MesaOpened')).toEqual([expect.objectContaining({ mesaNumero: 4 })]);
    });
  });

  describe('two full apps on one PostgreSQL schema', () => {
    it('a session revoked on one instance has its sockets on the other closed at once, not at its periodic re-check', async () => {
      const a = await createTestApp({ seed: false });
      // The periodic re-check is an hour away: only the backplane can close the socket in time.
      const b = await createTestApp({ seed: false, database: a.database, env: { SESSION_CHECK_SECONDS: '3600' } });
      try {
        await b.app.listen({ host: '127.0.0.1', port: 0 });
        const address = b.app.server.address();
        if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
        const v = await createVenue(a.app);
        const other = await createVenue(a.app);
        const c = buildClient(`http://127.0.0.1:${address.port}`, 'mesas', { token: v.as.mozo.token });
        const stays = buildClient(`http://127.0.0.1:${address.port}`, 'mesas', { token: other.as.mozo.token });
        clients.push(c, stays);
        let closed = false;
        c.onclose(() => (closed = true));
        await c.start();
        await stays.start();
        // Instance A revokes the session as its logout does (the row, then its hubs' closeSessions).
        // Written straight to the database: both apps share this process, and the in-process notice
        // would reach B without any backplane, which two real instances never do.
        const sid = decodeJwt(v.as.mozo.token).sid as string;
        await a.app.db.updateTable('sesiones').set({ revoked_at: new Date().toISOString(), reason: 'logout' }).where('id', '=', sid).execute();
        a.app.hubs.closeSessions([sid]);
        const started = Date.now();
        while (!closed && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
        expect(closed).toBe(true);
        // Another session's socket on that instance stays.
        expect(stays.state).toBe('Connected');
      } finally {
        await b.app.close();
        await a.close();
      }
    });

    it("delivers a batch's event far above NOTIFY's 8000 bytes to the other instance, through the transaction and hub_outbox", async () => {
      const a = await createTestApp({ seed: false });
      const b = await createTestApp({ seed: false, database: a.database });
      try {
        await b.app.listen({ host: '127.0.0.1', port: 0 });
        const address = b.app.server.address();
        if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
        const v = await createVenue(a.app);
        const [mesa] = await planInicial(v, 1);
        const draft = await abrirMesa(v.as.mozo, mesa!);
        const c = buildClient(`http://127.0.0.1:${address.port}`, 'mesas', { token: v.as.mozo.token });
        clients.push(c);
        const onB = new Inbox(c, ['PedidoConfirmed']);
        await c.start();
        await c.invoke('JoinGlobalMesasGroup');

        const agua = await producto(v.as.mozo, 'BEB-001');
        const items = Array.from({ length: 40 }, (_, i) => ({ ProductoId: agua.id, Cantidad: 1, Notas: `sin hielo ${i}`, ClientMutationId: mutationId() }));
        const res = await v.as.mozo.post<{ draft: Draft }>(`/api/mesas/drafts/${draft.id}/items/lote`, { Items: items });
        expect(res.status).toBe(201);
        await onB.waitForCount(1);
        const [event] = onB.payloads('PedidoConfirmed') as PedidoConfirmedEvent[];
        expect(JSON.stringify(event).length).toBeGreaterThan(8000);
        expect(event!.version).toBe(res.body.data!.draft.version);
        expect(event!.items).toEqual(res.body.data!.draft.items);
      } finally {
        await b.app.close();
        await a.close();
      }
    });
  });
}
