import { RESERVA_ESTADOS_ACTIVOS, RESERVA_ESTADOS_PENDIENTES, type ReservaEstado } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface ReservaRow {
  id: number;
  clienteNombre: string;
  telefono: string | null;
  email: string | null;
  fecha: string;
  hora: string;
  personas: number;
  mesaId: number | null;
  mesaNumero: number | null;
  notas: string | null;
  estado: ReservaEstado;
  inicio: string;
  fin: string;
  draftId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReservaValues {
  clienteNombre: string;
  telefono: string | null;
  email: string | null;
  fecha: string;
  hora: string;
  personas: number;
  mesaId: number;
  notas: string | null;
  inicio: string;
  fin: string;
}

function baseQuery(db: Db, localId: number) {
  return db
    .selectFrom('reservas as r')
    .leftJoin('mesas as m', 'm.id', 'r.mesa_id')
    .select([
      'r.id',
      'r.cliente_nombre',
      'r.telefono',
      'r.email',
      'r.fecha',
      'r.hora',
      'r.personas',
      'r.mesa_id',
      'm.numero as mesa_numero',
      'r.notas',
      'r.estado',
      'r.inicio',
      'r.fin',
      'r.draft_id',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.local_id', '=', localId);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toRow(r: BaseRow): ReservaRow {
  return {
    id: r.id,
    clienteNombre: r.cliente_nombre,
    telefono: r.telefono,
    email: r.email,
    fecha: r.fecha,
    hora: r.hora,
    personas: r.personas,
    mesaId: r.mesa_id,
    mesaNumero: r.mesa_numero ?? null,
    notas: r.notas,
    estado: r.estado as ReservaEstado,
    inicio: r.inicio,
    fin: r.fin,
    draftId: r.draft_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toColumns(v: ReservaValues) {
  return {
    cliente_nombre: v.clienteNombre,
    telefono: v.telefono,
    email: v.email,
    fecha: v.fecha,
    hora: v.hora,
    personas: v.personas,
    mesa_id: v.mesaId,
    notas: v.notas,
    inicio: v.inicio,
    fin: v.fin,
  };
}

/** A reservation of the venue; `lock` (PostgreSQL) keeps its row until the transaction ends. */
export async function findReserva(db: Db, localId: number, id: number, lock = false): Promise<ReservaRow | null> {
  let query = baseQuery(db, localId).where('r.id', '=', id);
  if (lock && dialectOf(db) === 'postgres') query = query.forUpdate('r');
  const row = await query.executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Reservations of the venue's dates `desde`..`hasta`, by time, then table number. */
export async function listReservas(
  db: Db,
  localId: number,
  f: { desde: string; hasta: string; mesaId?: number | undefined; estado?: ReservaEstado | undefined },
): Promise<ReservaRow[]> {
  let query = baseQuery(db, localId).where('r.fecha', '>=', f.desde).where('r.fecha', '<=', f.hasta);
  if (f.mesaId !== undefined) query = query.where('r.mesa_id', '=', f.mesaId);
  if (f.estado !== undefined) query = query.where('r.estado', '=', f.estado);
  return (await query.orderBy('r.inicio').orderBy('m.numero').orderBy('r.id').execute()).map(toRow);
}

/** The first reservation holding `mesaId` whose sitting overlaps [inicio, fin), other than `exceptId`. */
export async function findOverlap(db: Db, localId: number, mesaId: number, inicio: string, fin: string, exceptId: number | null): Promise<ReservaRow | null> {
  let query = baseQuery(db, localId)
    .where('r.mesa_id', '=', mesaId)
    .where('r.estado', 'in', [...RESERVA_ESTADOS_ACTIVOS])
    .where('r.inicio', '<', fin)
    .where('r.fin', '>', inicio);
  if (exceptId !== null) query = query.where('r.id', '<>', exceptId);
  const row = await query.orderBy('r.inicio').executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The party seated at the table (the latest, if several were left seated). */
export async function findSeatedAtMesa(db: Db, localId: number, mesaId: number): Promise<ReservaRow | null> {
  const row = await baseQuery(db, localId).where('r.mesa_id', '=', mesaId).where('r.estado', '=', 'sentada').orderBy('r.inicio', 'desc').executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The reservations seated with this draft (normally one). */
export async function findSeatedOfDraft(db: Db, localId: number, draftId: number): Promise<ReservaRow[]> {
  const rows = await baseQuery(db, localId).where('r.draft_id', '=', draftId).where('r.estado', '=', 'sentada').execute();
  return rows.map(toRow);
}

/**
 * For each table, the first reservation not yet arrived (confirmada, en espera) whose sitting has
 * not ended by `now` and that starts before `until`: what the floor plans mark.
 */
export async function nextHoldsByMesa(db: Db, localId: number, now: string, until: string): Promise<Map<number, ReservaRow>> {
  const rows = await baseQuery(db, localId)
    .where('r.mesa_id', 'is not', null)
    .where('r.estado', 'in', [...RESERVA_ESTADOS_PENDIENTES])
    .where('r.fin', '>', now)
    .where('r.inicio', '<', until)
    .orderBy('r.inicio')
    .execute();
  const byMesa = new Map<number, ReservaRow>();
  for (const row of rows.map(toRow)) if (row.mesaId !== null && !byMesa.has(row.mesaId)) byMesa.set(row.mesaId, row);
  return byMesa;
}

export async function insertReserva(db: Db, localId: number, usuarioId: number, estado: ReservaEstado, values: ReservaValues): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('reservas')
    .values({ local_id: localId, ...toColumns(values), estado, usuario_id: usuarioId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReserva(db: Db, localId: number, id: number, values: ReservaValues): Promise<void> {
  await db
    .updateTable('reservas')
    .set({ ...toColumns(values), updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function setEstado(db: Db, localId: number, id: number, estado: ReservaEstado, extra: { mesaId?: number; draftId?: number } = {}): Promise<void> {
  await db
    .updateTable('reservas')
    .set({
      estado,
      ...(extra.mesaId === undefined ? {} : { mesa_id: extra.mesaId }),
      ...(extra.draftId === undefined ? {} : { draft_id: extra.draftId }),
      updated_at: new Date().toISOString(),
    })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** The venue's sitting length in minutes, or null when it never set one. */
export async function findDuracion(db: Db, localId: number): Promise<number | null> {
  const row = await db.selectFrom('reservas_config').select('duracion_minutos').where('local_id', '=', localId).executeTakeFirst();
  return row ? row.duracion_minutos : null;
}

export async function saveDuracion(db: Db, localId: number, minutos: number): Promise<void> {
  await db
    .insertInto('reservas_config')
    .values({ local_id: localId, duracion_minutos: minutos })
    .onConflict((oc) => oc.column('local_id').doUpdateSet({ duracion_minutos: minutos }))
    .execute();
}
