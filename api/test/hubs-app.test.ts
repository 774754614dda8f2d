// The hubs inside the real app: tokens from the real login, checked by the auth module.
import { createRealtimeBus, LogLevel, type ConnectionState } from '@resto/shared/bus';
import type { MesaOpenedEvent } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './helpers/hub-server';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await t?.close();
});

describe('hubs in the app', () => {
  it("connects with a login token and delivers the venue's events; a logged-out token gets 401", async () => {
    const session = await login(t.app, 'mozo@demo.local', 'mozo123');
    const bus = createRealtimeBus();
    const states: ConnectionState[] = [];
    const events: MesaOpenedEvent[] = [];
    const subs = [bus.state$('mesas').subscribe((s) => states.push(s)), bus.mesaOpened$.subscribe((e) => events.push(e))];
    try {
      await bus.start({ baseUrl, accessTokenFactory: () => session.token, logLevel: LogLevel.None });
      expect(states[states.length - 1]).toEqual({ status: 'connected' });

      const event: MesaOpenedEvent = {
        mesaNumero: 2,
        mesaId: 12,
        draftId: 40,
        clientMutationId: null,
        ultimaActualizacion: '2025-05-01T12:00:00.000Z',
      };
      await t.app.hubs.mesas.mesaOpened(session.user.local.id, event);
      await t.app.hubs.mesas.mesaOpened(session.user.local.id + 1000, { ...event, draftId: 41 });
      await t.app.hubs.mesas.mesaOpened(session.user.local.id, { ...event, draftId: 42 });
      await waitFor(() => events.length >= 2, 3000, 'eventos del local');
      expect(events.map((e) => e.draftId)).toEqual([40, 42]);
    } finally {
      subs.forEach((s) => s.unsubscribe());
      await bus.stop();
    }

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session.token) });
    const res = await fetch(`${baseUrl}/ws/mesas/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(res.status).toBe(401);
    // The hub's HTTP refusal is the api's envelope with its code (only the socket speaks SignalR).
    expect(await res.json()).toMatchObject({ success: false, code: 'SESION_EXPIRADA', message: 'Sesión expirada' });
  });
});
