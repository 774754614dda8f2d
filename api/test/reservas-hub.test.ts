// Reservation events on /ws/mesas, heard with the official @microsoft/signalr client: each
// change sends ReservaChanged (the reservation and the caller's ClientMutationId) to the global
// tables group once committed, never on a replay; seating also sends the table's MesaOpened.
import type { HubConnection } from '@microsoft/signalr';
import type { DraftFinalizado, Mesa, Reserva } from '@resto/shared/contracts';
import { addDays, dateInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, Inbox } from './helpers/hub-server';
import { agregar, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto } from './helpers/money';
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

  it("finishes the seated reservation when its table's bill is charged or the table is closed, and says so", async () => {
    const v = await createVenue(t.app);
    const mesas = await planInicial(v, 3);
    const connection = buildClient(baseUrl, 'mesas', { token: v.as.mozo.token });
    connections.push(connection);
    const inbox = new Inbox(connection, ['ReservaChanged', 'MesaClosed']);
    await connection.start();
    await connection.invoke('JoinGlobalMesasGroup');
    const fecha = addDays(dateInZone(new Date(), 'America/Argentina/Buenos_Aires'), 1);
    const seat = async (mesa: Mesa, clienteNombre: string) => {
      const r = (await v.as.mozo.post<Reserva>('/api/reservas', { clienteNombre, fecha, hora: '21:00', personas: 2, mesaId: mesa.id })).body.data!;
      const seated = await v.as.mozo.post<{ reserva: Reserva; draftId: number }>(`/api/reservas/${r.id}/asignar-mesa/${mesa.id}`, {});
      expect(seated.status).toBe(200);
      return seated.body.data!;
    };
    const estado = async (id: number) => (await v.as.mozo.get<Reserva>(`/api/reservas/${id}`)).body.data!.estado;

    // Charged: the party paid and left.
    const paid = await seat(mesas[0]!, 'Paga');
    const other = await seat(mesas[1]!, 'Sigue sentada');
    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, paid.draftId, { ProductoId: agua.id, Cantidad: 1 });
    await abrirCaja(v.as.cajero);
    inbox.received.length = 0;
    const cmid = mutationId();
    const charged = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${paid.draftId}/finalizar`, {
      Pagos: [{ MedioId: await medioId(v.as.cajero, 'efectivo'), Monto: 2_500 }],
      ClientMutationId: cmid,
    });
    expect(charged.status, charged.body.message).toBe(200);
    expect(await estado(paid.reserva.id)).toBe('finalizada');
    expect(await estado(other.reserva.id)).toBe('sentada');
    await inbox.waitForCount(2);
    expect(inbox.received.map((r) => r.target)).toEqual(['MesaClosed', 'ReservaChanged']);
    expect(inbox.payloads('ReservaChanged')[0]).toMatchObject({ reserva: { id: paid.reserva.id, estado: 'finalizada' }, clientMutationId: cmid });
    // Nothing left seated at that table to release.
    expect((await v.as.mozo.post(`/api/reservas/liberar-mesa/${mesas[0]!.id}`, {})).status).toBe(409);

    // Closed without a sale: the party left (the table is free again).
    inbox.received.length = 0;
    const closed = await v.as.mozo.del(`/api/mesas/drafts/${other.draftId}`, {});
    expect(closed.status, closed.body.message).toBe(200);
    expect(await estado(other.reserva.id)).toBe('finalizada');
    await inbox.waitForCount(2);
    expect(inbox.payloads('ReservaChanged')).toEqual([expect.objectContaining({ reserva: expect.objectContaining({ id: other.reserva.id, estado: 'finalizada' }) })]);
    const plan = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data!;
    expect(plan.filter((m) => m.numero <= 2).map((m) => m.ocupada)).toEqual([false, false]);
  });
});
