import type { MesaEstado, MesaForma, MesaTamano } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A table of the floor plan as stored (position in pixels). */
export interface MesaRow {
  id: number;
  numero: number;
  nombre: string | null;
  capacidad: number;
  tamano: MesaTamano;
  x: number;
  y: number;
  estado: MesaEstado;
  zona: string;
  forma: MesaForma;
}

export type MesaValues = Omit<MesaRow, 'id'>;

const COLUMNS = ['id', 'numero', 'nombre', 'capacidad', 'tamano', 'x', 'y', 'estado', 'zona', 'forma'] as const;

function toRow(r: {
  id: number;
  numero: number;
  nombre: string | null;
  capacidad: number;
  tamano: string;
  x: number;
  y: number;
  estado: string;
  zona: string;
  forma: string;
}): MesaRow {
  return {
    id: r.id,
    numero: r.numero,
    nombre: r.nombre,
    capacidad: r.capacidad,
    tamano: r.tamano as MesaTamano,
    x: r.x,
    y: r.y,
    estado: r.estado as MesaEstado,
    zona: r.zona,
    forma: r.forma as MesaForma,
  };
}

/**
 * The venue's tables by number. `lock` (PostgreSQL): the rows stay locked until the transaction
 * ends, so a plan save and a draft opening on one of its tables take turns.
 */
export async function listMesas(db: Db, localId: number, lock = false): Promise<MesaRow[]> {
  let query = db.selectFrom('mesas').select(COLUMNS).where('local_id', '=', localId).orderBy('numero');
  if (lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  return (await query.execute()).map(toRow);
}

/** A table by id; `lock` as in {@link listMesas}. */
export async function findMesa(db: Db, localId: number, id: number, lock = false): Promise<MesaRow | null> {
  let query = db.selectFrom('mesas').select(COLUMNS).where('local_id', '=', localId).where('id', '=', id);
  if (lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function countMesas(db: Db, localId: number): Promise<number> {
  const row = await db
    .selectFrom('mesas')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('local_id', '=', localId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMesas(db: Db, localId: number, mesas: readonly MesaValues[]): Promise<void> {
  if (mesas.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto('mesas')
    .values(mesas.map((m) => ({ local_id: localId, ...m, created_at: at, updated_at: at })))
    .execute();
}

export async function updateMesa(db: Db, localId: number, id: number, values: Partial<MesaValues>): Promise<void> {
  await db
    .updateTable('mesas')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function deleteMesas(db: Db, localId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('mesas')
    .where('local_id', '=', localId)
    .where('id', 'in', [...ids])
    .execute();
}
