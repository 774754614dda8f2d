// Reservations through the api, on SQLite or PostgreSQL (TEST_DATABASE_URL): Rules with
// their messages (the capacity named), overlaps on one table, state transitions, seating that
// opens the table's draft, releasing the table, and the floor plan's view of a reserved table.
import type { Draft, Mesa, Reserva, ReservaSentada } from '@resto/shared/contracts';
import { addDays, dateInZone, reservaVigente, timeInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, patch, planInicial } from './helpers/mesas';
import { createVenue, mutationId, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ZONE = 'America/Argentina/Buenos_Aires';
const manana = () => addDays(dateInZone(new Date(), ZONE), 1);

/** A venue with 4 tables for 4 (numbers 1..4) and table 5 enlarged to 6 seats. */
async function venueWithPlan(timezone = ZONE): Promise<{ v: TestVenue; mesas: Mesa[] }> {
  const v = await createVenue(t.app, { withMenu: false, timezone });
  const plan = await planInicial(v, 5);
  const res = await v.as.admin.put<Mesa[]>(
    '/api/mesas/bulk',
    plan.map((m) => ({ id: m.id, numero: m.numero, x: m.x, y: m.y, ...(m.numero === 5 ? { tam: 'grande' } : { tam: 'chica' }) })),
  );
  expect(res.status).toBe(200);
  return { v, mesas: res.body.data! };
}

const base = (mesa: Mesa, extra: object = {}) => ({
  clienteNombre: 'Ana Pérez',
  telefono: '11 5555-1234',
  email: 'ana@example.com',
  fecha: manana(),
  hora: '20:00',
  personas: 4,
  mesaId: mesa.id,
  notas: 'Cumpleaños',
  ...extra,
});

describe('creating a reservation', () => {
  it('books a table with the fields, confirmada, and lists it on its day', async () => {
    const { v, mesas } = await venueWithPlan();
    const res = await v.as.mozo.post<Reserva>('/api/reservas', { ...base(mesas[0]!), clientMutationId: mutationId() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Reserva creada');
    expect(res.body.data).toMatchObject({
      clienteNombre: 'Ana Pérez',
      telefono: '11 5555-1234',
      email: 'ana@example.com',
      fecha: manana(),
      hora: '20:00',
      personas: 4,
      mesaId: mesas[0]!.id,
      mesaNumero: 1,
      notas: 'Cumpleaños',
      estado: 'confirmada',
      draftId: null,
    });
    // 120 minutes by default.
    const r = res.body.data!;
    expect(new Date(r.fin).getTime() - new Date(r.inicio).getTime()).toBe(120 * 60_000);
    expect(timeInZone(new Date(r.inicio), ZONE)).toBe('20:00');

    const day = await v.as.empleado.get<Reserva[]>(`/api/reservas?fecha=${manana()}`);
    expect(day.body.data!.map((x) => x.id)).toEqual([r.id]);
    expect((await v.as.empleado.get<Reserva[]>('/api/reservas')).body.data).toEqual([]);
    expect((await v.as.empleado.get<Reserva[]>(`/api/reservas?fechaDesde=${dateInZone(new Date(), ZONE)}&fechaHasta=${manana()}`)).body.data).toHaveLength(1);
  });

  it('applies a retried request once', async () => {
    const { v, mesas } = await venueWithPlan();
    const body = { ...base(mesas[0]!), clientMutationId: mutationId() };
    const first = await v.as.mozo.post<Reserva>('/api/reservas', body);
    const again = await v.as.mozo.post<Reserva>('/api/reservas', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data!.id).toBe(first.body.data!.id);
    expect((await v.as.mozo.get<Reserva[]>(`/api/reservas?fecha=${manana()}`)).body.data).toHaveLength(1);
  });

  it('refuses a party larger than the table, with its capacity in the message, and stores nothing', async () => {
    const { v, mesas } = await venueWithPlan();
    const res = await v.as.mozo.post('/api/reservas', base(mesas[0]!, { personas: 5 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('La mesa 1 tiene capacidad para 4 personas y la reserva es para 5');
    expect((await v.as.mozo.get<Reserva[]>(`/api/reservas?fecha=${manana()}`)).body.data).toEqual([]);
    // The large table seats 6.
    expect((await v.as.mozo.post('/api/reservas', base(mesas[4]!, { personas: 6 }))).status).toBe(201);
    const seven = await v.as.mozo.post('/api/reservas', base(mesas[4]!, { personas: 7, hora: '12:00' }));
    expect(seven.body.message).toBe('La mesa 5 tiene capacidad para 6 personas y la reserva es para 7');
  });

  it('refuses a past date, a time outside 10:00-23:00, a party outside 1-12 and a missing table', async () => {
    const { v, mesas } = await venueWithPlan();
    const m = mesas[4]!;
    const ayer = addDays(dateInZone(new Date(), ZONE), -1);
    const cases: [object, string][] = [
      [{ fecha: ayer }, 'La fecha de la reserva no puede ser anterior a hoy'],
      [{ hora: '09:59' }, 'La hora de la reserva debe estar entre las 10:00 y las 23:00'],
      [{ hora: '23:01' }, 'La hora de la reserva debe estar entre las 10:00 y las 23:00'],
      [{ personas: 0 }, 'La cantidad de personas debe estar entre 1 y 12'],
      [{ personas: 13 }, 'La cantidad de personas debe estar entre 1 y 12'],
      [{ mesaId: null }, 'La mesa es obligatoria'],
    ];
    for (const [extra, message] of cases) {
      const res = await v.as.mozo.post('/api/reservas', base(m, extra));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await v.as.mozo.get<Reserva[]>(`/api/reservas?fechaDesde=${ayer}&fechaHasta=${manana()}`)).body.data).toEqual([]);
    // Both ends of the hours are allowed.
    expect((await v.as.mozo.post('/api/reservas', base(m, { hora: '10:00', personas: 1 }))).status).toBe(201);
    expect((await v.as.mozo.post('/api/reservas', base(m, { hora: '23:00', personas: 1 }))).status).toBe(201);
  });

  it('is for the staff who attend tables', async () => {
    const { v, mesas } = await venueWithPlan();
    expect((await v.as.cajero.post('/api/reservas', base(mesas[0]!))).status).toBe(403);
    expect((await v.as.cajero.get('/api/reservas')).status).toBe(403);
  });
});

describe('overlaps', () => {
  it('refuses a second reservation of one table while the first one holds it, naming it; another table or a later time is fine', async () => {
    const { v, mesas } = await venueWithPlan();
    const first = await v.as.mozo.post<Reserva>('/api/reservas', base(mesas[1]!, { hora: '20:00', clienteNombre: 'Ana' }));
    expect(first.status).toBe(201);
    const clash = await v.as.mozo.post('/api/reservas', base(mesas[1]!, { hora: '21:30', clienteNombre: 'Beto' }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('La mesa 2 ya está reservada de 20:00 a 22:00 (Ana)');
    const before = await v.as.mozo.post('/api/reservas', base(mesas[1]!, { hora: '18:30', clienteNombre: 'Beto' }));
    expect(before.body.message).toBe('La mesa 2 ya está reservada de 20:00 a 22:00 (Ana)');
    // Half-open sittings: 18:00-20:00 and 22:00-00:00 touch it without overlapping.
    expect((await v.as.mozo.post('/api/reservas', base(mesas[1]!, { hora: '18:00', clienteNombre: 'Caro' }))).status).toBe(201);
    expect((await v.as.mozo.post('/api/reservas', base(mesas[1]!, { hora: '22:00', clienteNombre: 'Dani' }))).status).toBe(201);
    expect((await v.as.mozo.post('/api/reservas', base(mesas[2]!, { hora: '21:00', clienteNombre: 'Beto' }))).status).toBe(201);

    // An edit moving a reservation onto a held slot is refused too; a cancelled one frees its slot.
    const caro = (await v.as.mozo.get<Reserva[]>(`/api/reservas?fecha=${manana()}&mesaId=${mesas[1]!.id}`)).body.data!.find((r) => r.clienteNombre === 'Caro')!;
    const moved = await v.as.mozo.put(`/api/reservas/${caro.id}`, base(mesas[1]!, { hora: '19:00', clienteNombre: 'Caro' }));
    expect(moved.status).toBe(409);
    expect((await v.as.mozo.del<Reserva>(`/api/reservas/${first.body.data!.id}`)).body.data!.estado).toBe('cancelado');
    const now = await v.as.mozo.put<Reserva>(`/api/reservas/${caro.id}`, base(mesas[1]!, { hora: '19:00', clienteNombre: 'Caro' }));
    expect(now.status).toBe(200);
    expect(now.body.data).toMatchObject({ hora: '19:00', estado: 'confirmada' });
  });

  it('uses the venue sitting length', async () => {
    const { v, mesas } = await venueWithPlan();
    expect((await v.as.mozo.get('/api/reservas/configuracion')).body.data).toEqual({ duracionMinutos: 120 });
    expect((await v.as.mozo.put('/api/reservas/configuracion', { duracionMinutos: 60 })).status).toBe(403);
    expect((await v.as.admin.put('/api/reservas/configuracion', { duracionMinutos: 60 })).body.data).toEqual({ duracionMinutos: 60 });
    expect((await v.as.mozo.post('/api/reservas', base(mesas[0]!, { hora: '20:00' }))).status).toBe(201);
    expect((await v.as.mozo.post('/api/reservas', base(mesas[0]!, { hora: '21:00' }))).status).toBe(201);
    expect((await v.as.mozo.post('/api/reservas', base(mesas[0]!, { hora: '21:59' }))).body.message).toBe('La mesa 1 ya está reservada de 21:00 a 22:00 (Ana Pérez)');
  });
});

describe('states', () => {
  it('moves between confirmada and en espera, and refuses leaving a closed state', async () => {
    const { v, mesas } = await venueWithPlan();
    const r = (await v.as.mozo.post<Reserva>('/api/reservas', base(mesas[0]!, { estado: 'en_espera' }))).body.data!;
    expect(r.estado).toBe('en_espera');
    const url = `/api/reservas/${r.id}/estado`;
    expect((await patch<Reserva>(t.app, v.as.mozo, url, { estado: 'confirmada' })).body.data!.estado).toBe('confirmada');
    const finished = await patch(t.app, v.as.mozo, url, { estado: 'finalizada' });
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe("Una reserva en estado 'confirmada' no puede pasar a 'finalizada'");
    expect((await patch<Reserva>(t.app, v.as.mozo, url, { estado: 'no_show' })).body.data!.estado).toBe('no_show');
    const back = await patch(t.app, v.as.mozo, url, { estado: 'confirmada' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe("Una reserva en estado 'no_show' no puede pasar a 'confirmada'");
    const edit = await v.as.mozo.put(`/api/reservas/${r.id}`, base(mesas[0]!));
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("La reserva está en estado 'no_show': solo se modifica mientras está confirmada o en espera");
    expect((await v.as.mozo.get('/api/reservas/999999')).status).toBe(404);
  });

  it('seating opens the table with the party size and name; releasing the table finishes the reservation', async () => {
    const { v, mesas } = await venueWithPlan();
    const r = (await v.as.mozo.post<Reserva>('/api/reservas', base(mesas[0]!, { personas: 3, clienteNombre: 'Familia Gómez' }))).body.data!;
    // Another table that fits: the party is seated there instead.
    const small = await v.as.mozo.post(`/api/reservas/${r.id}/asignar-mesa/${mesas[4]!.id}`, { clientMutationId: mutationId() });
    expect(small.status).toBe(200);
    const seated = small.body.data as ReservaSentada;
    expect(seated.reserva).toMatchObject({ estado: 'sentada', mesaId: mesas[4]!.id, mesaNumero: 5, draftId: seated.draftId });
    const draft = (await v.as.mozo.get<Draft>(`/api/mesas/${mesas[4]!.id}/draft`)).body.data!;
    expect(draft).toMatchObject({ id: seated.draftId, comensales: 3, comentario: 'Reserva: Familia Gómez', estado: 'activo' });
    const plan = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data!;
    expect(plan.find((m) => m.numero === 5)).toMatchObject({ ocupada: true, reserva: null });

    const again = await v.as.mozo.post(`/api/reservas/${r.id}/asignar-mesa/${mesas[0]!.id}`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Una reserva en estado 'sentada' no puede pasar a 'sentada'");

    const released = await v.as.mozo.post<Reserva>(`/api/reservas/liberar-mesa/${mesas[4]!.id}`, {});
    expect(released.status).toBe(200);
    expect(released.body.data!.estado).toBe('finalizada');
    const none = await v.as.mozo.post(`/api/reservas/liberar-mesa/${mesas[4]!.id}`, {});
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('La mesa 5 no tiene una reserva sentada');
  });

  it('refuses seating at a table too small, or already open', async () => {
    const { v, mesas } = await venueWithPlan();
    const r = (await v.as.mozo.post<Reserva>('/api/reservas', base(mesas[4]!, { personas: 6 }))).body.data!;
    const tooSmall = await v.as.mozo.post(`/api/reservas/${r.id}/asignar-mesa/${mesas[0]!.id}`, {});
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.message).toBe('La mesa 1 tiene capacidad para 4 personas y la reserva es para 6');
    await abrirMesa(v.as.mozo, mesas[4]!);
    const open = await patch(t.app, v.as.mozo, `/api/reservas/${r.id}/estado`, { estado: 'sentada' });
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('La mesa 5 ya tiene un draft activo');
    expect((await v.as.mozo.get<Reserva>(`/api/reservas/${r.id}`)).body.data!.estado).toBe('confirmada');
  });
});

describe('the floor plan', () => {
  /** An Etc/GMT zone where the wall clock reads about 14:00 now, so 'within the hour' is within hours. */
  function zoneAtTwoPm(): string {
    let offset = 14 - new Date().getUTCHours();
    if (offset > 14) offset -= 24;
    if (offset < -12) offset += 24;
    // Etc/GMT signs are inverted: Etc/GMT-3 is UTC+3.
    return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  }

  it("tells each table's next reservation; within the hour it is reservada", async () => {
    const zone = zoneAtTwoPm();
    const { v, mesas } = await venueWithPlan(zone);
    const now = new Date();
    const hoy = dateInZone(now, zone);
    const soon = timeInZone(new Date(now.getTime() + 30 * 60_000), zone);
    const later = timeInZone(new Date(now.getTime() + 3 * 60 * 60_000), zone);
    const a = await v.as.mozo.post<Reserva>('/api/reservas', base(mesas[0]!, { fecha: hoy, hora: soon, clienteNombre: 'Pronto' }));
    expect(a.status).toBe(201);
    expect((await v.as.mozo.post('/api/reservas', base(mesas[1]!, { fecha: hoy, hora: later, clienteNombre: 'Tarde' }))).status).toBe(201);
    const c = await v.as.mozo.post<Reserva>('/api/reservas', base(mesas[2]!, { fecha: hoy, hora: soon, clienteNombre: 'Cancelada' }));
    await v.as.mozo.del(`/api/reservas/${c.body.data!.id}`);

    const plan = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data!;
    const byNumero = (n: number) => plan.find((m) => m.numero === n)!;
    expect(byNumero(1).reserva).toMatchObject({ id: a.body.data!.id, clienteNombre: 'Pronto', hora: soon, personas: 4, estado: 'confirmada' });
    expect(reservaVigente(byNumero(1).reserva, now)).toBe(true);
    expect(byNumero(2).reserva).toMatchObject({ clienteNombre: 'Tarde' });
    expect(reservaVigente(byNumero(2).reserva, now)).toBe(false);
    expect(reservaVigente(byNumero(2).reserva, new Date(now.getTime() + 2 * 60 * 60_000 + 60_000))).toBe(true);
    expect(byNumero(3).reserva).toBeNull();
    // A stored estado is never changed by a reservation: the plan editor saves what it reads.
    expect(byNumero(1).estado).toBe('disponible');
  });
});
