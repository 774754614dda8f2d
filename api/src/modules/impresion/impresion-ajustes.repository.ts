import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** How the venue prints a sale's document, as stored (undefined: never set). */
export async function findDocumentoVenta(db: Db, localId: number): Promise<string | undefined> {
  const row = await db.selectFrom('impresion_ajustes').select('documento_venta').where('local_id', '=', localId).executeTakeFirst();
  return row?.documento_venta;
}

export async function upsertDocumentoVenta(db: Db, localId: number, documentoVenta: string): Promise<void> {
  await db
    .insertInto('impresion_ajustes')
    .values({ local_id: localId, documento_venta: documentoVenta })
    .onConflict((oc) => oc.column('local_id').doUpdateSet({ documento_venta: documentoVenta }))
    .execute();
}
