import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/*
 * A product's recipe header (table `recetas`): the portions its lines yield, in millionths. The
 * lines live in receta_lineas and are stored and read through the insumos module.
 */

export async function findRecetaHeader(db: Db, localId: number, productoId: number): Promise<{ rendimiento: number } | null> {
  const row = await db.selectFrom('recetas').select('rendimiento').where('local_id', '=', localId).where('producto_id', '=', productoId).executeTakeFirst();
  return row ? { rendimiento: Number(row.rendimiento) } : null;
}

/** Writes the header (one per product), with who and when. */
export async function upsertRecetaHeader(db: Db, localId: number, productoId: number, rendimiento: number, userId: number, at: string): Promise<void> {
  await db
    .insertInto('recetas')
    .values({ local_id: localId, producto_id: productoId, rendimiento, updated_at: at, updated_by: userId })
    .onConflict((oc) => oc.columns(['local_id', 'producto_id']).doUpdateSet({ rendimiento, updated_at: at, updated_by: userId }))
    .execute();
}

export async function deleteRecetaHeader(db: Db, localId: number, productoId: number): Promise<void> {
  await db.deleteFrom('recetas').where('local_id', '=', localId).where('producto_id', '=', productoId).execute();
}
