import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface TipoCambioRow {
  id: number;
  moneda: string;
  /** Value * 10^6. */
  valorMicro: number;
  esDefault: boolean;
  actualizadoAt: string;
}

const COLUMNS = ['id', 'moneda', 'valor_micro', 'es_default', 'updated_at'] as const;

function toRow(r: { id: number; moneda: string; valor_micro: number; es_default: number | boolean; updated_at: string }): TipoCambioRow {
  return { id: r.id, moneda: r.moneda, valorMicro: Number(r.valor_micro), esDefault: Boolean(r.es_default), actualizadoAt: r.updated_at };
}

export async function listTiposCambio(db: Db, localId: number): Promise<TipoCambioRow[]> {
  const rows = await db.selectFrom('tipos_cambio').select(COLUMNS).where('local_id', '=', localId).orderBy('moneda').execute();
  return rows.map(toRow);
}

export async function findTipoCambio(db: Db, localId: number, id: number): Promise<TipoCambioRow | null> {
  const row = await db.selectFrom('tipos_cambio').select(COLUMNS).where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function findByMoneda(db: Db, localId: number, moneda: string): Promise<TipoCambioRow | null> {
  const row = await db.selectFrom('tipos_cambio').select(COLUMNS).where('local_id', '=', localId).where('moneda', '=', moneda).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function insertTipoCambio(db: Db, localId: number, moneda: string, valorMicro: number): Promise<number> {
  const row = await db
    .insertInto('tipos_cambio')
    .values({ local_id: localId, moneda, valor_micro: valorMicro, es_default: false, updated_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTipoCambio(db: Db, localId: number, id: number, changes: { moneda?: string; valorMicro?: number }): Promise<void> {
  await db
    .updateTable('tipos_cambio')
    .set({
      ...(changes.moneda !== undefined ? { moneda: changes.moneda } : {}),
      ...(changes.valorMicro !== undefined ? { valor_micro: changes.valorMicro } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** Makes `id` the venue's only default; the unset runs first so the unique index never sees two. */
export async function setDefault(db: Db, localId: number, id: number): Promise<void> {
  await db.updateTable('tipos_cambio').set({ es_default: false }).where('local_id', '=', localId).where('es_default', '=', true).execute();
  await db.updateTable('tipos_cambio').set({ es_default: true }).where('local_id', '=', localId).where('id', '=', id).execute();
}

export async function deleteTipoCambio(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('tipos_cambio').where('local_id', '=', localId).where('id', '=', id).execute();
}
