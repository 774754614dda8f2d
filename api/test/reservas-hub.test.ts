// Reservation events on /ws/mesas, heard with the official @microsoft/signalr client: each
// change sends ReservaChanged (the reservation and the caller's ClientMutationId) to the global
// tables group once committed, never on a replay; seating also sends the table's MesaOpened.
import type { HubConnection } from '@microsoft/signalr';
import type { Reserva } from '@resto/shared/contracts';
import { addDays, dateInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, Inbox } from './helpers/hub-server';
import { planInicial } from './helpers/mesas';
import { createVenue, mutationId } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

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
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t?.close();
});

describe('/ws/mesas events of reservations', () => {
  it('tells the tables group of each change once, with the client mutation id, and of the table seating opens', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const [mesa] = await planInicial(v, 2);
    const connection = buildClient(baseUrl, 'mesas', { token: v.as.mozo.token });
    connections.push(connection);
    const inbox = new Inbox(connection, ['ReservaChanged', 'MesaOpened']);
    await connection.start();
    await connection.invoke('JoinGlobalMesasGroup');

    const fecha = addDays(dateInZone(new Date(), 'America/Argentina/Buenos_Aires'), 1);
    const cmid = mutationId();
    const body = { clienteNombre: 'Lía', fecha, hora: '21:00', personas: 2, mesaId: mesa!.id, clientMutationId: cmid };
    const created = (await v.as.mozo.post<Reserva>('/api/reservas', body)).body.data!;
    await inbox.waitForCount(1);
    expect(inbox.received[0]).toEqual({ target: 'ReservaChanged', args: [{ reserva: created, clientMutationId: cmid }] });

    // A replay sends nothing: the next event heard is the seating's.
    expect((await v.as.mozo.post('/api/reservas', body)).status).toBe(201);
    const seat = await v.as.mozo.post<{ reserva: Reserva; draftId: number }>(`/api/reservas/${created.id}/asignar-mesa/${mesa!.id}`, {});
    expect(seat.status).toBe(200);
    await inbox.waitForCount(3);
    expect(inbox.received.map((r) => r.target)).toEqual(['ReservaChanged', 'MesaOpened', 'ReservaChanged']);
    expect(inbox.payloads('MesaOpened')[0]).toMatchObject({ mesaNumero: 1, draftId: seat.body.data!.draftId });
    expect(inbox.payloads('ReservaChanged')[1]).toMatchObject({ reserva: { id: created.id, estado: 'sentada' } });
  });
});
