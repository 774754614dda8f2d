// The browser bus (@resto/shared/bus) against the real hub server. It lives here because fastify
// is a dependency of the api, not of shared.
import { createServer } from 'node:net';
import { LogLevel, createRealtimeBus, type ConnectionState, type RealtimeBus } from '@resto/shared/bus';
import type { HubName, MesaOpenedEvent } from '@resto/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { VENTAS_GROUP, mesaGroup } from '../src/hubs';
import { delay, signToken, startHubApp, waitFor, type HubApp } from './helpers/hub-server';

const MOZO_LOCAL_1 = { userId: 7, localId: 1, role: 'mozo' };

/** rxjs is the bus's dependency, not the api's: only the shape used here. */
interface Subscription {
  unsubscribe(): void;
}

const opened = (mesaNumero: number): MesaOpenedEvent => ({
  mesaNumero,
  mesaId: 100 + mesaNumero,
  draftId: 500 + mesaNumero,
  clientMutationId: null,
  ultimaActualizacion: '2025-05-01T12:00:00.000Z',
});

const apps: HubApp[] = [];
const buses: RealtimeBus[] = [];
const subscriptions: Subscription[] = [];

afterEach(async () => {
  subscriptions.splice(0).forEach((s) => s.unsubscribe());
  await Promise.allSettled(buses.splice(0).map((b) => b.stop()));
  await Promise.allSettled(apps.splice(0).map((a) => a.close()));
});

async function app(port = 0): Promise<HubApp> {
  const a = await startHubApp({ port });
  apps.push(a);
  return a;
}

function newBus(): RealtimeBus {
  const bus = createRealtimeBus();
  buses.push(bus);
  return bus;
}

/** Everything a stream emits, in order. */
function record<T>(source: { subscribe(next: (value: T) => void): Subscription }): T[] {
  const seen: T[] = [];
  subscriptions.push(source.subscribe((v) => seen.push(v)));
  return seen;
}

function statuses(bus: RealtimeBus, hub: HubName): ConnectionState[] {
  return record<ConnectionState>({ subscribe: (next) => bus.state$(hub).subscribe(next) });
}

function last<T>(items: T[]): T | undefined {
  return items[items.length - 1];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startBus(bus: RealtimeBus, a: { baseUrl: string }, token?: string): Promise<void> {
  const t = token ?? (await signToken(MOZO_LOCAL_1));
  await bus.start({ baseUrl: a.baseUrl, accessTokenFactory: () => t, logLevel: LogLevel.None });
}

describe('realtime bus against the hub server', () => {
  it('goes connecting -> connected on both hubs and says the connection is established', async () => {
    const a = await app();
    const bus = newBus();
    const mesas = statuses(bus, 'mesas');
    const ventas = statuses(bus, 'ventas');
    const established = record<void>({ subscribe: (next) => bus.reconnected$('mesas').subscribe(next) });

    await startBus(bus, a);

    expect(mesas).toEqual([{ status: 'disconnected', error: null }, { status: 'connecting' }, { status: 'connected' }]);
    expect(ventas).toEqual(mesas);
    expect(established).toHaveLength(1);
    expect(a.hubs.connectionCount()).toBe(2);
  });

  it('brings table events to the typed streams, having joined the global group by itself', async () => {
    const a = await app();
    const bus = newBus();
    const openedEvents = record(bus.mesaOpened$);
    const confirmed = record(bus.pedidoConfirmed$);
    const removed = record(bus.productoRemoved$);
    const closed = record(bus.mesaClosed$);
    await startBus(bus, a);

    await a.hubs.mesas.mesaOpened(1, opened(3));
    await a.hubs.mesas.pedidoConfirmed(1, { ...opened(3), clientMutationId: 'c-1' });
    await a.hubs.mesas.productoRemoved(1, { mesaNumero: 3, itemId: 9, ultimaActualizacion: 'x' });
    // Not filtered by the bus: the consumer drops table numbers <= 0.
    await a.hubs.mesas.mesaClosed(1, { mesaNumero: 0 });
    await waitFor(() => closed.length === 1, 3000, 'MesaClosed');

    expect(openedEvents).toEqual([opened(3)]);
    expect(confirmed).toEqual([{ ...opened(3), clientMutationId: 'c-1' }]);
    expect(removed).toEqual([{ mesaNumero: 3, itemId: 9, ultimaActualizacion: 'x', clientMutationId: null }]);
    expect(closed).toEqual([{ mesaNumero: 0, clientMutationId: null }]);
  });

  it('gives any event by name on either hub, subscribed before or after start', async () => {
    const a = await app();
    const bus = newBus();
    const early = record(bus.on$<{ ventaId: number }>('ventas', 'VentaRegistrada'));
    await startBus(bus, a);
    const late = record(bus.on$<{ ventaId: number }>('ventas', 'ventaregistrada'));

    await a.hubs.toGroup('ventas', 1, VENTAS_GROUP, 'VentaRegistrada', [{ ventaId: 1 }]);
    await waitFor(() => late.length === 1, 3000, 'VentaRegistrada');
    expect(early).toEqual([{ ventaId: 1 }]);
    expect(late).toEqual([{ ventaId: 1 }]);
  });

  it('joins and leaves table groups, counting joins', async () => {
    const a = await app();
    const bus = newBus();
    const avisos = record(bus.on$<number>('mesas', 'Aviso'));
    await bus.joinMesa(5); // before start: joined once connected
    await startBus(bus, a);

    const aviso = async (n: number): Promise<void> => a.hubs.toGroup('mesas', 1, mesaGroup(5), 'Aviso', [n]);
    await aviso(1);
    await bus.joinMesa(5);
    await bus.leaveMesa(5); // one join left: still in the group
    await aviso(2);
    await bus.leaveMesa(5);
    await aviso(3); // left
    await bus.joinMesa(6);
    await a.hubs.toGroup('mesas', 1, mesaGroup(6), 'Aviso', [4]);
    await waitFor(() => avisos.includes(4), 3000, 'aviso 4');
    expect(avisos).toEqual([1, 2, 4]);

    await expect(bus.joinMesa(0)).rejects.toThrow('Número de mesa inválido: 0');
  });

  it('shows reconnecting, then connected, re-joins its groups and receives after a restart', async () => {
    const first = await app();
    const bus = newBus();
    const states = statuses(bus, 'mesas');
    const established = record<void>({ subscribe: (next) => bus.reconnected$('mesas').subscribe(next) });
    const openedEvents = record(bus.mesaOpened$);
    const avisos = record(bus.on$<number>('mesas', 'Aviso'));
    await startBus(bus, first);
    await bus.joinMesa(8);

    await first.close();
    await waitFor(() => last(states)?.status === 'reconnecting', 3000, 'reconnecting');
    const second = await app(first.port);
    await waitFor(() => established.length === 2, 8000, 'reconexión');

    expect(states.slice(-2)).toEqual([{ status: 'reconnecting' }, { status: 'connected' }]);
    await second.hubs.mesas.mesaOpened(1, opened(4));
    await second.hubs.toGroup('mesas', 1, mesaGroup(8), 'Aviso', [8]);
    await waitFor(() => avisos.length === 1, 3000, 'aviso a la mesa 8');
    expect(openedEvents).toEqual([opened(4)]);
    expect(avisos).toEqual([8]);
  });

  it('stores the error text when it cannot connect, and keeps retrying until it can', async () => {
    const a = await app();
    const bus = newBus();
    const states = statuses(bus, 'mesas');
    await startBus(bus, a, 'token-vencido');

    expect(last(states)).toEqual({
      status: 'disconnected',
      error: "Failed to complete negotiation with the server: Error: Sesión expirada: Status code '401'",
    });
    // The session refreshes its token: the bus's next retry uses it.
    const good = await signToken(MOZO_LOCAL_1);
    await bus.start({ baseUrl: a.baseUrl, accessTokenFactory: () => good });
    await waitFor(() => last(states)?.status === 'connected', 8000, 'conexión tras reintento');
    const openedEvents = record(bus.mesaOpened$);
    await a.hubs.mesas.mesaOpened(1, opened(3));
    await waitFor(() => openedEvents.length === 1, 3000, 'MesaOpened');
    expect(openedEvents).toEqual([opened(3)]);
  });

  it('retries a first start made while the server is down', async () => {
    const port = await freePort();
    const bus = newBus();
    const states = statuses(bus, 'ventas');
    await startBus(bus, { baseUrl: `http://127.0.0.1:${port}` });
    const failed = last(states);
    expect(failed?.status).toBe('disconnected');
    expect(failed?.status === 'disconnected' && failed.error).toMatch(/^Failed to complete negotiation with the server: /);

    await app(port);
    await waitFor(() => last(states)?.status === 'connected', 8000, 'conexión cuando vuelve el servidor');
  });

  it('stop() disconnects both hubs without an error and stays stopped', async () => {
    const a = await app();
    const bus = newBus();
    const states = statuses(bus, 'mesas');
    await startBus(bus, a);
    await bus.stop();
    expect(last(states)).toEqual({ status: 'disconnected', error: null });
    await waitFor(() => a.hubs.connectionCount() === 0, 2000, 'sin conexiones');
    await delay(300);
    expect(a.hubs.connectionCount()).toBe(0);
    expect(last(states)).toEqual({ status: 'disconnected', error: null });
  });
});
