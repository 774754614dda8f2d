import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type { MesaOpenedEvent } from '@resto/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { MESAS_GLOBAL_GROUP, VENTAS_GROUP, mesaGroup } from '../src/hubs';
import { Inbox, RawRecords, buildClient, delay, negotiate, rawUpgrade, signToken, startHubApp, waitFor, type HubApp } from './helpers/hub-server';

const MOZO_LOCAL_1 = { userId: 7, localId: 1, role: 'mozo' };
const CAJERO_LOCAL_1 = { userId: 8, localId: 1, role: 'cajero' };
const MOZO_LOCAL_2 = { userId: 9, localId: 2, role: 'mozo' };
const TABLE_EVENTS = ['MesaOpened', 'PedidoConfirmed', 'ProductoRemoved', 'MesaClosed'];

const opened = (mesaNumero: number, extra: Partial<MesaOpenedEvent> = {}): MesaOpenedEvent => ({
  mesaNumero,
  mesaId: 100 + mesaNumero,
  draftId: 500 + mesaNumero,
  ultimaActualizacion: '2025-05-01T12:00:00.000Z',
  ...extra,
});

const apps: HubApp[] = [];
const clients: HubConnection[] = [];

async function app(options: Parameters<typeof startHubApp>[0] = {}): Promise<HubApp> {
  const a = await startHubApp(options);
  apps.push(a);
  return a;
}

async function client(a: HubApp, hub: 'mesas' | 'ventas', auth = MOZO_LOCAL_1, opts: Omit<Parameters<typeof buildClient>[2], 'token'> = {}): Promise<HubConnection> {
  const c = buildClient(a.baseUrl, hub, { token: await signToken(auth), ...opts });
  clients.push(c);
  return c;
}

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
  await Promise.allSettled(apps.splice(0).map((a) => a.close()));
});

describe('negotiate', () => {
  it('answers a POST with a bearer token with negotiate version 1 and WebSockets only', async () => {
    const a = await app();
    const token = await signToken(MOZO_LOCAL_1);
    for (const hub of ['mesas', 'ventas']) {
      const res = await fetch(`${a.baseUrl}/ws/${hub}/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toEqual({
        negotiateVersion: 1,
        connectionId: expect.any(String),
        connectionToken: expect.stringMatching(/^[A-Za-z0-9_.-]+$/),
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      });
      // The official client refuses a server that offers stateful reconnect unasked.
      expect(body).not.toHaveProperty('useStatefulReconnect');
      expect(body['connectionToken']).not.toBe(body['connectionId']);
    }
  });

  it('rejects a missing, forged or expired token with 401', async () => {
    const a = await app();
    const url = `${a.baseUrl}/ws/mesas/negotiate?negotiateVersion=1`;
    const expired = await signToken(MOZO_LOCAL_1, Math.floor(Date.now() / 1000) - 60);
    const forged = `${(await signToken(MOZO_LOCAL_1)).slice(0, -4)}AAAA`;
    const cases: Record<string, string>[] = [{}, { Authorization: `Bearer ${forged}` }, { Authorization: `Bearer ${expired}` }, { Authorization: 'Basic dXNlcjpwYXNz' }];
    for (const headers of cases) {
      const res = await fetch(url, { method: 'POST', headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, code: 'SESION_EXPIRADA', message: 'Sesión expirada' });
    }
  });

  it('answers other methods with 405 and says POST is allowed', async () => {
    const a = await app();
    const token = await signToken(MOZO_LOCAL_1);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await fetch(`${a.baseUrl}/ws/ventas/negotiate?negotiateVersion=1`, {
        method,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it('makes the official client fail to start with the server message when the token is bad', async () => {
    const a = await app();
    const c = buildClient(a.baseUrl, 'mesas', { token: 'no-es-un-jwt' });
    clients.push(c);
    await expect(c.start()).rejects.toThrow(/"message":"Sesión expirada".*: Status code '401'/);
    expect(c.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('websocket upgrade', () => {
  it('answers an unknown or forged connection id with 404 before upgrading', async () => {
    const a = await app();
    const token = await signToken(MOZO_LOCAL_1);
    const auth = { Authorization: `Bearer ${token}` };
    const { connectionToken } = await negotiate(a.baseUrl, 'mesas', token);
    const tampered = connectionToken.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    for (const id of ['desconocido', tampered]) {
      const result = await rawUpgrade(`${a.baseUrl}/ws/mesas?id=${id}`, auth);
      expect(result).toMatchObject({ kind: 'rejected', statusCode: 404 });
    }
    // A token issued for one hub does not open the other.
    const other = await rawUpgrade(`${a.baseUrl}/ws/ventas?id=${connectionToken}`, auth);
    expect(other).toMatchObject({ kind: 'rejected', statusCode: 404 });
  });

  it('needs a valid access token on the upgrade too, from the header or the access_token query', async () => {
    const a = await app();
    const token = await signToken(MOZO_LOCAL_1);
    const first = await negotiate(a.baseUrl, 'mesas', token);
    const noToken = await rawUpgrade(`${a.baseUrl}/ws/mesas?id=${first.connectionToken}`);
    expect(noToken).toMatchObject({ kind: 'rejected', statusCode: 401 });
    expect(JSON.parse((noToken as { body: string }).body)).toEqual({ success: false, code: 'SESION_EXPIRADA', message: 'Sesión expirada' });

    // Someone else's connection token does not open a socket for this user.
    const otherUser = await signToken(CAJERO_LOCAL_1);
    const stolen = await rawUpgrade(`${a.baseUrl}/ws/mesas?id=${first.connectionToken}`, {
      Authorization: `Bearer ${otherUser}`,
    });
    expect(stolen).toMatchObject({ kind: 'rejected', statusCode: 404 });

    // Browsers cannot set headers on a WebSocket: the token rides in the query.
    const browserStyle = await rawUpgrade(`${a.baseUrl}/ws/mesas?id=${first.connectionToken}&access_token=${encodeURIComponent(token)}`);
    expect(browserStyle.kind).toBe('open');
    if (browserStyle.kind !== 'open') return;
    const records = new RawRecords(browserStyle.socket);
    records.send({ protocol: 'json', version: 1 });
    await records.waitForCount(1);
    expect(records.records[0]).toEqual({});
    browserStyle.socket.close();
  });

  it('answers upgrades to paths that are not hubs with 404', async () => {
    const a = await app();
    const result = await rawUpgrade(`${a.baseUrl}/ws/otro`);
    expect(result).toMatchObject({ kind: 'rejected', statusCode: 404 });
  });

  it('lets negotiate and upgrade hit different instances that share the secret', async () => {
    const a = await app({ connectionTokenSecret: 'secreto-compartido' });
    const b = await app({ connectionTokenSecret: 'secreto-compartido' });
    const c = await app({ connectionTokenSecret: 'otro-secreto' });
    const token = await signToken(MOZO_LOCAL_1);
    const { connectionToken } = await negotiate(a.baseUrl, 'mesas', token);
    const auth = { Authorization: `Bearer ${token}` };

    const onB = await rawUpgrade(`${b.baseUrl}/ws/mesas?id=${connectionToken}`, auth);
    expect(onB.kind).toBe('open');
    if (onB.kind === 'open') onB.socket.close();
    const onC = await rawUpgrade(`${c.baseUrl}/ws/mesas?id=${connectionToken}`, auth);
    expect(onC).toMatchObject({ kind: 'rejected', statusCode: 404 });
  });

  it('accepts the official client with skipNegotiation and delivers to it', async () => {
    const a = await app();
    const c = await client(a, 'mesas', MOZO_LOCAL_1, { skipNegotiation: true });
    const inbox = new Inbox(c, TABLE_EVENTS);
    await c.start();
    expect(c.state).toBe(HubConnectionState.Connected);
    await c.invoke('JoinGlobalMesasGroup');
    await a.hubs.mesas.mesaOpened(1, opened(3));
    await inbox.waitForCount(1);
    expect(inbox.payloads('MesaOpened')).toEqual([{ ...opened(3), clientMutationId: null }]);
  });
});

describe('hub protocol', () => {
  it('connects the official client: negotiate, upgrade and handshake', async () => {
    const a = await app();
    const c = await client(a, 'mesas');
    await c.start();
    expect(c.state).toBe(HubConnectionState.Connected);
    expect(c.connectionId).toEqual(expect.any(String));
    await waitFor(() => a.hubs.connectionCount() === 1, 2000, 'una conexión abierta');
    await c.stop();
    await waitFor(() => a.hubs.connectionCount() === 0, 2000, 'ninguna conexión abierta');
  });

  it('answers every invoke() with a Completion, whatever the case of the method name', async () => {
    const a = await app();
    const c = await client(a, 'mesas');
    await c.start();
    await expect(c.invoke('JoinGlobalMesasGroup')).resolves.toBeUndefined();
    await expect(c.invoke('joinmesagroup', 4)).resolves.toBeUndefined();
    await expect(c.invoke('LEAVEMESAGROUP', 4)).resolves.toBeUndefined();
  });

  it('rejects an unknown method, a bad table number and a wrong argument count', async () => {
    const a = await app();
    const c = await client(a, 'mesas');
    await c.start();
    await expect(c.invoke('CerrarTodo')).rejects.toThrow('Método desconocido: CerrarTodo');
    await expect(c.invoke('JoinMesaGroup', 0)).rejects.toThrow('Número de mesa inválido: 0');
    await expect(c.invoke('JoinMesaGroup', '5')).rejects.toThrow('Número de mesa inválido: "5"');
    await expect(c.invoke('LeaveMesaGroup', 2.5)).rejects.toThrow('Número de mesa inválido: 2.5');
    await expect(c.invoke('JoinMesaGroup')).rejects.toThrow('JoinMesaGroup espera 1 argumento(s) y recibió 0');
    // The connection survives failed invocations.
    await expect(c.invoke('JoinGlobalMesasGroup')).resolves.toBeUndefined();
    expect(c.state).toBe(HubConnectionState.Connected);
  });

  it('buffers records split across frames and splits several records in one frame', async () => {
    const a = await app();
    const token = await signToken(MOZO_LOCAL_1);
    const result = await rawUpgrade(`${a.baseUrl}/ws/mesas`, { Authorization: `Bearer ${token}` });
    if (result.kind !== 'open') throw new Error('no abrió');
    const raw = new RawRecords(result.socket);
    // Handshake and first invocation in one frame; the second invocation cut in two frames;
    // a send() without id in between gets no reply.
    const handshake = JSON.stringify({ protocol: 'json', version: 1 }) + '\u001e';
    const first = JSON.stringify({ type: 1, invocationId: '1', target: 'JoinGlobalMesasGroup', arguments: [] }) + '\u001e';
    const fireAndForget = JSON.stringify({ type: 1, target: 'JoinMesaGroup', arguments: [2] }) + '\u001e';
    const second = JSON.stringify({ type: 1, invocationId: '2', target: 'Nada', arguments: [] }) + '\u001e';
    result.socket.send(handshake + first + fireAndForget + second.slice(0, 10));
    await delay(50);
    result.socket.send(second.slice(10));
    await raw.waitForCount(3);
    expect(raw.records.slice(0, 3)).toEqual([{}, { type: 3, invocationId: '1' }, { type: 3, invocationId: '2', error: 'Método desconocido: Nada' }]);
    // The send() did join the table group.
    await a.hubs.mesas.mesaClosed(1, { mesaNumero: 2 });
    await raw.waitForCount(4);
    expect(raw.records[3]).toEqual({
      type: 1,
      target: 'MesaClosed',
      arguments: [{ mesaNumero: 2, clientMutationId: null }],
    });
    result.socket.close();
  });

  it('refuses a handshake for another protocol with an error record and closes', async () => {
    const a = await app();
    const token = await signToken(MOZO_LOCAL_1);
    const result = await rawUpgrade(`${a.baseUrl}/ws/ventas`, { Authorization: `Bearer ${token}` });
    if (result.kind !== 'open') throw new Error('no abrió');
    const raw = new RawRecords(result.socket);
    raw.send({ protocol: 'messagepack', version: 1 });
    await raw.waitForCount(1);
    expect(raw.records[0]).toEqual({ error: "El protocolo 'messagepack' no está soportado" });
    await waitFor(() => raw.closed, 2000, 'cierre del socket');
  });
});

describe('events', () => {
  it('pushes the four table events, camelCase and exactly the contract, to the global group', async () => {
    const a = await app();
    const c = await client(a, 'mesas');
    const inbox = new Inbox(c, TABLE_EVENTS);
    await c.start();
    await c.invoke('JoinGlobalMesasGroup');

    await a.hubs.mesas.mesaOpened(1, opened(3, { clientMutationId: 'cli-1-170' }));
    await a.hubs.mesas.pedidoConfirmed(1, {
      mesaNumero: 3,
      mesaId: 103,
      draftId: 503,
      ultimaActualizacion: '2025-05-01T12:05:00.000Z',
    });
    // Extra fields a caller might pass (a whole row) must not reach the clients.
    const removed = { mesaNumero: 3, itemId: 77, ultimaActualizacion: '2025-05-01T12:06:00.000Z', precio: 1500 };
    await a.hubs.mesas.productoRemoved(1, removed);
    await a.hubs.mesas.mesaClosed(1, { mesaNumero: 3, clientMutationId: 'cli-1-171' });
    await inbox.waitForCount(4);

    expect(inbox.received).toEqual([
      { target: 'MesaOpened', args: [{ ...opened(3), clientMutationId: 'cli-1-170' }] },
      {
        target: 'PedidoConfirmed',
        args: [{ mesaNumero: 3, mesaId: 103, draftId: 503, clientMutationId: null, ultimaActualizacion: '2025-05-01T12:05:00.000Z' }],
      },
      {
        target: 'ProductoRemoved',
        args: [{ mesaNumero: 3, itemId: 77, ultimaActualizacion: '2025-05-01T12:06:00.000Z', clientMutationId: null }],
      },
      { target: 'MesaClosed', args: [{ mesaNumero: 3, clientMutationId: 'cli-1-171' }] },
    ]);
  });

  it('delivers to a table group only while joined, and once to a member of both groups', async () => {
    const a = await app();
    const c = await client(a, 'mesas');
    const inbox = new Inbox(c, [...TABLE_EVENTS, 'Marca']);
    await c.start();
    await c.invoke('JoinMesaGroup', 5);

    await a.hubs.mesas.mesaOpened(1, opened(5));
    await a.hubs.mesas.mesaOpened(1, opened(7)); // another table: not for this client
    await c.invoke('LeaveMesaGroup', 5);
    await a.hubs.mesas.mesaClosed(1, { mesaNumero: 5 }); // left: not delivered
    await c.invoke('JoinGlobalMesasGroup');
    await c.invoke('JoinMesaGroup', 9);
    await a.hubs.mesas.mesaOpened(1, opened(9)); // in both groups: delivered once
    // A marker sent last: everything published before it has had its chance to arrive.
    await a.hubs.toVenue('mesas', 1, 'Marca', [1]);
    await inbox.waitUntil(() => inbox.received.some((r) => r.target === 'Marca'), 3000, 'la marca');

    expect(inbox.received.map((r) => [r.target, (r.args[0] as { mesaNumero?: number }).mesaNumero ?? r.args[0]])).toEqual([
      ['MesaOpened', 5],
      ['MesaOpened', 9],
      ['Marca', 1],
    ]);
  });

  it("keeps venues apart: a venue never receives another venue's events", async () => {
    const a = await app();
    const venue1 = await client(a, 'mesas', MOZO_LOCAL_1);
    const venue2 = await client(a, 'mesas', MOZO_LOCAL_2);
    const inbox1 = new Inbox(venue1, TABLE_EVENTS);
    const inbox2 = new Inbox(venue2, TABLE_EVENTS);
    await Promise.all([venue1.start(), venue2.start()]);
    await Promise.all([venue1.invoke('JoinGlobalMesasGroup'), venue2.invoke('JoinGlobalMesasGroup'), venue1.invoke('JoinMesaGroup', 4), venue2.invoke('JoinMesaGroup', 4)]);

    await a.hubs.mesas.mesaOpened(1, opened(4, { draftId: 1 }));
    await a.hubs.toVenue('mesas', 1, 'MesaClosed', [{ mesaNumero: 4 }]);
    await a.hubs.toGroup('mesas', 1, mesaGroup(4), 'MesaClosed', [{ mesaNumero: 4 }]);
    await a.hubs.mesas.mesaOpened(2, opened(4, { draftId: 2 }));

    await inbox1.waitForCount(3);
    await inbox2.waitForCount(1);
    await delay(50);
    expect(inbox1.received.map((r) => r.target)).toEqual(['MesaOpened', 'MesaClosed', 'MesaClosed']);
    expect(inbox1.payloads('MesaOpened')).toEqual([expect.objectContaining({ draftId: 1 })]);
    // Venue 2's only event was published last: anything from venue 1 would have come first.
    expect(inbox2.received).toEqual([{ target: 'MesaOpened', args: [expect.objectContaining({ draftId: 2 })] }]);
  });

  it('joins the ventas group on connect, and JoinVentasGroup is accepted too', async () => {
    const a = await app();
    const cajero = await client(a, 'ventas', CAJERO_LOCAL_1);
    const otherVenue = await client(a, 'ventas', MOZO_LOCAL_2);
    const mesas = await client(a, 'mesas', CAJERO_LOCAL_1);
    const inbox = new Inbox(cajero, ['VentaRegistrada']);
    const otherInbox = new Inbox(otherVenue, ['VentaRegistrada']);
    const mesasInbox = new Inbox(mesas, ['VentaRegistrada']);
    await Promise.all([cajero.start(), otherVenue.start(), mesas.start()]);
    await mesas.invoke('JoinGlobalMesasGroup');

    await a.hubs.toGroup('ventas', 1, VENTAS_GROUP, 'VentaRegistrada', [{ ventaId: 1 }]);
    await expect(cajero.invoke('JoinVentasGroup')).resolves.toBeUndefined();
    await a.hubs.toGroup('ventas', 1, VENTAS_GROUP, 'VentaRegistrada', [{ ventaId: 2 }]);
    // Same group name on the other hub: a different group.
    await a.hubs.toGroup('mesas', 1, MESAS_GLOBAL_GROUP, 'VentaRegistrada', [{ ventaId: 3 }]);
    await a.hubs.toGroup('ventas', 2, VENTAS_GROUP, 'VentaRegistrada', [{ ventaId: 4 }]);

    await inbox.waitForCount(2);
    await otherInbox.waitForCount(1);
    await mesasInbox.waitForCount(1);
    await delay(50);
    expect(inbox.payloads('VentaRegistrada')).toEqual([{ ventaId: 1 }, { ventaId: 2 }]);
    expect(otherInbox.payloads('VentaRegistrada')).toEqual([{ ventaId: 4 }]);
    expect(mesasInbox.payloads('VentaRegistrada')).toEqual([{ ventaId: 3 }]);
  });

  it('decorates the app with the publisher and publishes events bigger than a PostgreSQL NOTIFY', async () => {
    // A batch's event may pass 8000 bytes; across instances it goes through hub_outbox.
    const a = await app();
    expect(a.app.hubs).toBe(a.hubs);
    await expect(a.hubs.toVenue('mesas', 1, 'Grande', ['x'.repeat(9000)])).resolves.toBeUndefined();
  });
});

describe('keep-alive', () => {
  it('pings often enough that the client outlives its server timeout', async () => {
    // Margins wide enough for a busy machine: pings every 100 ms against a 1 s timeout.
    const a = await app({ keepAliveIntervalMs: 100, clientTimeoutMs: 2000 });
    const c = await client(a, 'mesas', MOZO_LOCAL_1, { serverTimeoutMs: 1000, keepAliveMs: 100 });
    const closes: (Error | undefined)[] = [];
    c.onclose((e) => closes.push(e));
    await c.start();
    await delay(3000);
    expect(closes).toEqual([]);
    expect(c.state).toBe(HubConnectionState.Connected);
    await expect(c.invoke('JoinGlobalMesasGroup')).resolves.toBeUndefined();
  });

  it('without server pings the same client times out (what the pings prevent)', async () => {
    const a = await app({ keepAliveIntervalMs: 60_000, clientTimeoutMs: 60_000 });
    const c = await client(a, 'mesas', MOZO_LOCAL_1, { serverTimeoutMs: 1000, keepAliveMs: 100 });
    const closes: (Error | undefined)[] = [];
    c.onclose((e) => closes.push(e));
    await c.start();
    await waitFor(() => closes.length > 0, 3000, 'cierre por timeout');
    expect(closes[0]?.message).toMatch(/Server timeout elapsed/);
  });

  it('drops a client that stays silent past the client timeout', async () => {
    const a = await app({ keepAliveIntervalMs: 100, clientTimeoutMs: 400 });
    const token = await signToken(MOZO_LOCAL_1);
    const result = await rawUpgrade(`${a.baseUrl}/ws/mesas`, { Authorization: `Bearer ${token}` });
    if (result.kind !== 'open') throw new Error('no abrió');
    const raw = new RawRecords(result.socket);
    raw.send({ protocol: 'json', version: 1 });
    await waitFor(() => a.hubs.connectionCount() === 1, 1000, 'conexión registrada');
    await waitFor(() => raw.closed, 3000, 'cierre por silencio');
    // It was pinged while it lasted: pings alone do not keep a silent client.
    expect(raw.records).toContainEqual({ type: 6 });
    expect(a.hubs.connectionCount()).toBe(0);
  });

  it('drops a socket that never sends the handshake', async () => {
    const a = await app({ handshakeTimeoutMs: 300 });
    const token = await signToken(MOZO_LOCAL_1);
    const result = await rawUpgrade(`${a.baseUrl}/ws/mesas`, { Authorization: `Bearer ${token}` });
    if (result.kind !== 'open') throw new Error('no abrió');
    const raw = new RawRecords(result.socket);
    await waitFor(() => raw.closed, 2000, 'cierre sin handshake');
    expect(raw.records).toEqual([]);
  });
});

describe('shutdown and restart', () => {
  it('closes with allowReconnect on app.close(), so the client reconnects instead of giving up', async () => {
    const a = await app();
    const c = await client(a, 'mesas', MOZO_LOCAL_1, { reconnectDelays: [60_000] });
    const reconnecting: (Error | undefined)[] = [];
    const closes: (Error | undefined)[] = [];
    c.onreconnecting((e) => reconnecting.push(e));
    c.onclose((e) => closes.push(e));
    await c.start();

    const started = Date.now();
    await a.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await waitFor(() => reconnecting.length > 0, 2000, 'onreconnecting');
    expect(reconnecting[0]?.message).toBe('Server returned an error on close: El servidor se está reiniciando');
    expect(closes).toEqual([]);
    expect(c.state).toBe(HubConnectionState.Reconnecting);
  });

  it('reconnects to a new instance on the same port, re-joins and receives again', async () => {
    const first = await app();
    const c = await client(first, 'mesas', MOZO_LOCAL_1, { reconnectDelays: [0, 100, 200, 400, 800, 1000, 1000] });
    const inbox = new Inbox(c, TABLE_EVENTS);
    const reconnected: (string | undefined)[] = [];
    let rejoined: Promise<void> = Promise.resolve();
    c.onreconnected((id) => {
      reconnected.push(id);
      // A new connection has no groups: the client asks again, as the bus does.
      rejoined = c.invoke('JoinGlobalMesasGroup');
    });
    await c.start();
    await c.invoke('JoinGlobalMesasGroup');
    const firstId = c.connectionId;
    await first.hubs.mesas.mesaOpened(1, opened(1));
    await inbox.waitForCount(1);

    await first.close();
    const second = await app({ port: first.port });
    await waitFor(() => reconnected.length === 1, 5000, 'onreconnected');
    await rejoined;
    expect(c.connectionId).not.toBe(firstId);
    await second.hubs.mesas.mesaOpened(1, opened(2));
    await inbox.waitForCount(2);
    expect(inbox.payloads('MesaOpened').map((e) => (e as MesaOpenedEvent).mesaNumero)).toEqual([1, 2]);
  });
});
