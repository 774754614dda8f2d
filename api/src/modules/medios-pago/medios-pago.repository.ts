import type { MedioPago, MedioPagoTipo } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'nombre', 'tipo', 'orden', 'activo'] as const;

function toMedio(row: { id: number; nombre: string; tipo: string; orden: number; activo: number | boolean }): MedioPago {
  return { id: row.id, nombre: row.nombre, tipo: row.tipo as MedioPagoTipo, orden: row.orden, activo: Boolean(row.activo) };
}

export async function listActiveMedios(db: Db, localId: number): Promise<MedioPago[]> {
  const rows = await db.selectFrom('medios_pago').select(COLUMNS).where('local_id', '=', localId).where('activo', '=', true).orderBy('orden').orderBy('id').execute();
  return rows.map(toMedio);
}

export async function findActiveMedio(db: Db, localId: number, id: number): Promise<MedioPago | null> {
  const row = await db.selectFrom('medios_pago').select(COLUMNS).where('local_id', '=', localId).where('id', '=', id).where('activo', '=', true).executeTakeFirst();
  return row ? toMedio(row) : null;
}

/** An active method whose name has this key, other than `exceptId`. */
export async function findActiveByKey(db: Db, localId: number, key: string, exceptId?: number): Promise<number | null> {
  let query = db.selectFrom('medios_pago').select('id').where('local_id', '=', localId).where('nombre_clave', '=', key).where('activo', '=', true);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

export async function nextOrden(db: Db, localId: number): Promise<number> {
  const row = await db
    .selectFrom('medios_pago')
    .select((eb) => eb.fn.max('orden').as('max'))
    .where('local_id', '=', localId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertMedio(db: Db, localId: number, medio: { nombre: string; clave: string; tipo: MedioPagoTipo; orden: number }): Promise<MedioPago> {
  const row = await db
    .insertInto('medios_pago')
    .values({ local_id: localId, nombre: medio.nombre, nombre_clave: medio.clave, tipo: medio.tipo, orden: medio.orden, activo: true, created_at: new Date().toISOString() })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toMedio(row);
}

export async function insertMedios(db: Db, localId: number, medios: readonly { nombre: string; clave: string; tipo: MedioPagoTipo; orden: number }[]): Promise<void> {
  if (medios.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto('medios_pago')
    .values(medios.map((m) => ({ local_id: localId, nombre: m.nombre, nombre_clave: m.clave, tipo: m.tipo, orden: m.orden, activo: true, created_at: at })))
    .execute();
}

export async function updateMedio(
  db: Db,
  localId: number,
  id: number,
  changes: { nombre?: string; clave?: string; tipo?: MedioPagoTipo; orden?: number },
): Promise<MedioPago | null> {
  const row = await db
    .updateTable('medios_pago')
    .set({
      ...(changes.nombre !== undefined ? { nombre: changes.nombre, nombre_clave: changes.clave } : {}),
      ...(changes.tipo !== undefined ? { tipo: changes.tipo } : {}),
      ...(changes.orden !== undefined ? { orden: changes.orden } : {}),
    })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .where('activo', '=', true)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toMedio(row) : null;
}

/** Past sales keep pointing at a deleted method, so deleting only deactivates it. */
export async function deactivateMedio(db: Db, localId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('medios_pago').set({ activo: false }).where('local_id', '=', localId).where('id', '=', id).where('activo', '=', true).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
