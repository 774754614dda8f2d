import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A venue's till as stored, with the id of its open session (if any). */
export interface CajaRow {
  id: number;
  nombre: string;
  activa: boolean;
  creado: string;
  arqueoAbiertoId: number | null;
}

export async function listCajas(db: Db, localId: number): Promise<CajaRow[]> {
  const rows = await db
    .selectFrom('cajas as c')
    .leftJoin('arqueos as a', (j) => j.onRef('a.caja_id', '=', 'c.id').on('a.estado', '=', 'abierto'))
    .select(['c.id', 'c.nombre', 'c.activa', 'c.creado', 'a.id as arqueo_id'])
    .where('c.local_id', '=', localId)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, activa: Boolean(r.activa), creado: String(r.creado), arqueoAbiertoId: r.arqueo_id ?? null }));
}

export async function findCaja(db: Db, localId: number, id: number): Promise<CajaRow | null> {
  return (await listCajas(db, localId)).find((c) => c.id === id) ?? null;
}

/** Whether another till of the venue has this name (case and spaces aside). */
export async function cajaNombreUsado(db: Db, localId: number, nombre: string, exceptId?: number): Promise<boolean> {
  const clave = nombre.trim().toLowerCase();
  return (await listCajas(db, localId)).some((c) => c.id !== exceptId && c.nombre.trim().toLowerCase() === clave);
}

export async function insertCaja(db: Db, localId: number, nombre: string): Promise<number> {
  const row = await db.insertInto('cajas').values({ local_id: localId, nombre, creado: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCaja(db: Db, localId: number, id: number, changes: { nombre?: string | undefined; activa?: boolean | undefined }): Promise<void> {
  const set: { nombre?: string; activa?: boolean | number } = {};
  if (changes.nombre !== undefined) set.nombre = changes.nombre;
  if (changes.activa !== undefined) set.activa = dialectOf(db) === 'postgres' ? changes.activa : changes.activa ? 1 : 0;
  if (Object.keys(set).length === 0) return;
  await db.updateTable('cajas').set(set).where('local_id', '=', localId).where('id', '=', id).execute();
}

/**
 * Serialises the opening of registers of one venue on PostgreSQL (the venue's row): "one till at
 * a time" and "one session per date" are checked by the api, so two openings racing must see
 * each other. FOR NO KEY UPDATE, not FOR UPDATE: rows this transaction already wrote that refer
 * to the venue hold its KEY SHARE lock, which FOR UPDATE would wait on in both racers (a
 * deadlock); NO KEY UPDATE still excludes the other opener. SQLite runs one write transaction at a time.
 */
export async function lockVenueForOpening(db: Db, localId: number): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.selectFrom('locales').select('id').where('id', '=', localId).forNoKeyUpdate().execute();
}
