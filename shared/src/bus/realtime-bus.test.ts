// @vitest-environment node
// The bus with the real SignalR client and no server behind the port. The tests against the real
// hub server are in api/test/hubs-bus.test.ts (fastify belongs to the api).
import { createServer } from 'node:net';
import type { Subscription } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { LogLevel, createRealtimeBus, getRealtimeBus, type ConnectionState, type RealtimeBus } from './index';

const buses: RealtimeBus[] = [];
const subscriptions: Subscription[] = [];

afterEach(async () => {
  subscriptions.splice(0).forEach((s) => s.unsubscribe());
  await Promise.all(buses.splice(0).map((b) => b.stop()));
});

function newBus(): RealtimeBus {
  const bus = createRealtimeBus();
  buses.push(bus);
  return bus;
}

function states(bus: RealtimeBus, hub: 'mesas' | 'ventas'): ConnectionState[] {
  const seen: ConnectionState[] = [];
  subscriptions.push(bus.state$(hub).subscribe((s) => seen.push(s)));
  return seen;
}

/** A port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
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

describe('realtime bus', () => {
  it('is one per page: every caller gets the same bus', () => {
    const bus = getRealtimeBus();
    expect(getRealtimeBus()).toBe(bus);
  });

  it('starts disconnected without an error', () => {
    const bus = newBus();
    expect(states(bus, 'mesas')).toEqual([{ status: 'disconnected', error: null }]);
    expect(states(bus, 'ventas')).toEqual([{ status: 'disconnected', error: null }]);
  });

  it("reports the client's error text when the api cannot be reached, and stop() clears it", async () => {
    const port = await closedPort();
    const bus = newBus();
    const mesas = states(bus, 'mesas');
    const ventas = states(bus, 'ventas');
    await bus.start({ baseUrl: `http://127.0.0.1:${port}`, accessTokenFactory: () => 't', logLevel: LogLevel.None });

    for (const seen of [mesas, ventas]) {
      expect(seen.slice(0, 2)).toEqual([{ status: 'disconnected', error: null }, { status: 'connecting' }]);
      const failed = seen[seen.length - 1];
      expect(failed?.status).toBe('disconnected');
      expect(failed?.status === 'disconnected' ? failed.error : null).toMatch(/^Failed to complete negotiation with the server: .+/);
    }

    await bus.stop();
    const count = mesas.length;
    expect(mesas[count - 1]).toEqual({ status: 'disconnected', error: null });
    // The bus's own retries (0 ms, then 2 s) must not run after stop().
    await new Promise((r) => setTimeout(r, 100));
    expect(mesas).toHaveLength(count);
  });

  it('reports a token factory failure as the error text', async () => {
    const port = await closedPort();
    const bus = newBus();
    const mesas = states(bus, 'mesas');
    await bus.start({
      baseUrl: `http://127.0.0.1:${port}`,
      accessTokenFactory: () => Promise.reject(new Error('Sesión expirada')),
      logLevel: LogLevel.None,
    });
    expect(mesas[mesas.length - 1]).toEqual({
      status: 'disconnected',
      error: expect.stringContaining('Sesión expirada'),
    });
  });

  it('refuses table numbers that are not positive integers', async () => {
    const bus = newBus();
    await expect(bus.joinMesa(0)).rejects.toThrow('Número de mesa inválido: 0');
    await expect(bus.joinMesa(-3)).rejects.toThrow('Número de mesa inválido: -3');
    await expect(bus.leaveMesa(1.5)).rejects.toThrow('Número de mesa inválido: 1.5');
    // Before start a join is only remembered, to be made once connected.
    await expect(bus.joinMesa(4)).resolves.toBeUndefined();
  });
});
