import type { MesaReservaResumen, Reserva, ReservasConfig } from '@resto/shared/contracts';
import {
  dateInZone,
  esReservaPendiente,
  finDeReserva,
  horaEnMinutos,
  isIsoDate,
  isValidRange,
  problemaDeReserva,
  puedeTransicionar,
  RESERVA_AVISO_MINUTOS,
  RESERVA_DURACION_DEFAULT,
  timeInZone,
  zonedDayStart,
  type ReservaEstado,
} from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { createDraft, type DraftChange } from './drafts.service';
import { getVenue } from '../local';
import * as mesasRepo from './mesas.repository';
import { toReserva } from './reservas.mapper';
import * as repo from './reservas.repository';

type Db = Kysely<Database>;

/** A draft comment is at most 150 characters. */
const DRAFT_COMMENT_MAX = 150;

export interface ReservaInput {
  clienteNombre: string;
  telefono: string | null;
  email: string | null;
  fecha: string;
  hora: string;
  personas: number;
  mesaId?: number | null | undefined;
  notas: string | null;
  estado?: 'confirmada' | 'en_espera' | null | undefined;
}

/** A reservation and the table's draft its seating opened (then the hub owes MesaOpened too). */
export interface ReservaChange {
  reserva: Reserva;
  draft: DraftChange | null;
}

async function requireReserva(db: Db, localId: number, id: number, lock = false): Promise<repo.ReservaRow> {
  const row = await repo.findReserva(db, localId, id, lock);
  if (!row) throw notFound('RESERVA_NO_EXISTE');
  return row;
}

export async function getReserva(db: Db, localId: number, id: number): Promise<Reserva> {
  return toReserva(await requireReserva(db, localId, id));
}

/** The venue's sitting length (minutes). */
export async function getReservasConfig(db: Db, localId: number): Promise<ReservasConfig> {
  return { duracionMinutos: (await repo.findDuracion(db, localId)) ?? RESERVA_DURACION_DEFAULT };
}

export async function saveReservasConfig(db: Db, localId: number, duracionMinutos: number): Promise<ReservasConfig> {
  await repo.saveDuracion(db, localId, duracionMinutos);
  return getReservasConfig(db, localId);
}

/** One day (default the venue's today) or a valid range of the venue's dates. */
export async function listReservas(
  db: Db,
  localId: number,
  q: { fecha?: string | undefined; fechaDesde?: string | undefined; fechaHasta?: string | undefined; mesaId?: number | undefined; estado?: ReservaEstado | undefined },
): Promise<Reserva[]> {
  let desde: string;
  let hasta: string;
  if (q.fechaDesde || q.fechaHasta) {
    const range = { desde: q.fechaDesde ?? q.fechaHasta, hasta: q.fechaHasta ?? q.fechaDesde };
    if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
    ({ desde, hasta } = range);
  } else {
    const venue = await getVenue(db, localId);
    desde = hasta = q.fecha ?? dateInZone(new Date(), venue.timezone);
    if (!isIsoDate(desde)) throw badRequest('RANGO_FECHAS_INVALIDO');
  }
  return (await repo.listReservas(db, localId, { desde, hasta, mesaId: q.mesaId, estado: q.estado })).map(toReserva);
}

/** The instant the venue's wall clock reads `hora` on `fecha`. */
function instantOf(fecha: string, hora: string, timeZone: string): string {
  return new Date(zonedDayStart(fecha, timeZone).getTime() + horaEnMinutos(hora)! * 60_000).toISOString();
}

/**
 * Plus no overlap on the table: the values to store, or the refusal. The table's row is
 * locked first (PostgreSQL), so two bookings of one table take turns and the second sees the first.
 */
async function checkedValues(db: Db, localId: number, input: ReservaInput, current: repo.ReservaRow | null): Promise<repo.ReservaValues> {
  const venue = await getVenue(db, localId);
  const now = new Date();
  const mesa = input.mesaId ? await mesasRepo.findMesa(db, localId, input.mesaId, true) : null;
  if (input.mesaId && !mesa) throw notFound('MESA_NO_EXISTE');
  // An edit that keeps the date and time is not refused for a time already passed.
  const cuando = !current || current.fecha !== input.fecha || current.hora !== input.hora;
  const problema = problemaDeReserva(
    { fecha: input.fecha, hora: input.hora, personas: input.personas, mesa: mesa ? { numero: mesa.numero, capacidad: mesa.capacidad } : null },
    dateInZone(now, venue.timezone),
    timeInZone(now, venue.timezone),
    cuando,
  );
  if (problema) throw badRequest(problema.code, problema.params as never);
  const inicio = instantOf(input.fecha, input.hora, venue.timezone);
  const duracion = (await repo.findDuracion(db, localId)) ?? RESERVA_DURACION_DEFAULT;
  const fin = finDeReserva(inicio, duracion);
  await requireFree(db, localId, mesa!, inicio, fin, current?.id ?? null, venue.timezone);
  return {
    clienteNombre: input.clienteNombre,
    telefono: input.telefono,
    email: input.email,
    fecha: input.fecha,
    hora: input.hora,
    personas: input.personas,
    mesaId: mesa!.id,
    notas: input.notas,
    inicio,
    fin,
  };
}

/** 409 naming the reservation that already holds the table in [inicio, fin). */
async function requireFree(db: Db, localId: number, mesa: { id: number; numero: number }, inicio: string, fin: string, exceptId: number | null, timeZone: string): Promise<void> {
  const other = await repo.findOverlap(db, localId, mesa.id, inicio, fin, exceptId);
  if (!other) return;
  throw conflict('RESERVA_SUPERPUESTA', {
    numero: mesa.numero,
    desde: timeInZone(new Date(other.inicio), timeZone),
    hasta: timeInZone(new Date(other.fin), timeZone),
    nombre: other.clienteNombre,
  });
}

export async function createReserva(db: Db, actor: Actor, input: ReservaInput): Promise<ReservaChange> {
  const values = await checkedValues(db, actor.localId, input, null);
  const id = await repo.insertReserva(db, actor.localId, actor.userId, input.estado ?? 'confirmada', values);
  return { reserva: await getReserva(db, actor.localId, id), draft: null };
}

/** The whole reservation, while the party has not arrived. */
export async function updateReserva(db: Db, actor: Actor, id: number, input: ReservaInput): Promise<ReservaChange> {
  const current = await requireReserva(db, actor.localId, id, true);
  if (!esReservaPendiente(current.estado)) throw conflict('RESERVA_NO_EDITABLE', { estado: current.estado });
  const values = await checkedValues(db, actor.localId, input, current);
  await repo.updateReserva(db, actor.localId, id, values);
  return { reserva: await getReserva(db, actor.localId, id), draft: null };
}

function requireTransition(current: repo.ReservaRow, hacia: ReservaEstado): void {
  if (!puedeTransicionar(current.estado, hacia)) throw conflict('RESERVA_TRANSICION_INVALIDA', { desde: current.estado, hacia });
}

/** A state change; to sentada it seats the party at its own table (see {@link sentarReserva}). */
export async function cambiarEstado(db: Db, actor: Actor, id: number, estado: ReservaEstado): Promise<ReservaChange> {
  const current = await requireReserva(db, actor.localId, id, true);
  requireTransition(current, estado);
  if (estado === 'sentada') {
    if (current.mesaId === null) throw badRequest('RESERVA_MESA_OBLIGATORIA');
    return sentarReserva(db, actor, id, current.mesaId);
  }
  await repo.setEstado(db, actor.localId, id, estado);
  return { reserva: await getReserva(db, actor.localId, id), draft: null };
}

/**
 * Seats the party at `mesaId` (its own table or another that fits it and is free for its sitting):
 * opens the table's draft with the party size as diners and the name in its comment, and the
 * reservation becomes sentada. A table already open is refused by the drafts service (409).
 */
export async function sentarReserva(db: Db, actor: Actor, id: number, mesaId: number): Promise<ReservaChange> {
  const current = await requireReserva(db, actor.localId, id, true);
  requireTransition(current, 'sentada');
  const mesa = await mesasRepo.findMesa(db, actor.localId, mesaId, true);
  if (!mesa) throw notFound('MESA_NO_EXISTE');
  if (current.personas > mesa.capacidad) {
    throw badRequest('RESERVA_CAPACIDAD_EXCEDIDA', { numero: mesa.numero, capacidad: mesa.capacidad, personas: current.personas });
  }
  if (mesa.id !== current.mesaId) {
    const venue = await getVenue(db, actor.localId);
    await requireFree(db, actor.localId, mesa, current.inicio, current.fin, current.id, venue.timezone);
  }
  const comentario = `Reserva: ${current.clienteNombre}`.slice(0, DRAFT_COMMENT_MAX);
  const draft = await createDraft(db, actor, mesa.id, { comensales: current.personas, comentario });
  await repo.setEstado(db, actor.localId, id, 'sentada', { mesaId: mesa.id, draftId: draft.draft.id });
  return { reserva: await getReserva(db, actor.localId, id), draft };
}

/** The party seated at the table leaves: its reservation is finalizada (the table's bill is charged apart). */
export async function liberarMesa(db: Db, actor: Actor, mesaId: number): Promise<ReservaChange> {
  const mesa = await mesasRepo.findMesa(db, actor.localId, mesaId, true);
  if (!mesa) throw notFound('MESA_NO_EXISTE');
  const seated = await repo.findSeatedAtMesa(db, actor.localId, mesaId);
  if (!seated) throw conflict('RESERVA_MESA_SIN_SENTADA', { numero: mesa.numero });
  await repo.setEstado(db, actor.localId, seated.id, 'finalizada');
  return { reserva: await getReserva(db, actor.localId, seated.id), draft: null };
}

/**
 * For GET /mesas: each table's next reservation not yet arrived whose sitting has not ended and
 * that starts within the day; the plans mark it from an hour before (`reservaVigente`).
 */
export async function reservasDeMesas(db: Db, localId: number, now = new Date()): Promise<Map<number, MesaReservaResumen>> {
  const until = new Date(now.getTime() + Math.max(24 * 60, RESERVA_AVISO_MINUTOS) * 60_000).toISOString();
  const rows = await repo.nextHoldsByMesa(db, localId, now.toISOString(), until);
  const out = new Map<number, MesaReservaResumen>();
  for (const [mesaId, r] of rows) {
    out.set(mesaId, { id: r.id, clienteNombre: r.clienteNombre, hora: r.hora, personas: r.personas, estado: r.estado, inicio: r.inicio, fin: r.fin });
  }
  return out;
}
