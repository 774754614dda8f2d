import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Tries to take the SQLite numbering lease of `clave` for `titular` until `vence`: taken when free
 * or lapsed (at `ahora`). Returns whether `titular` holds it now.
 */
export async function tomarArriendo(db: Db, clave: string, titular: string, ahora: Date, vence: string): Promise<boolean> {
  await db
    .insertInto('facturacion_numeradores')
    .values({ clave, titular, vence })
    .onConflict((oc) => oc.column('clave').doUpdateSet({ titular, vence }).where('facturacion_numeradores.vence', '<', ahora.toISOString()))
    .execute();
  const holder = await db.selectFrom('facturacion_numeradores').select('titular').where('clave', '=', clave).executeTakeFirst();
  return holder?.titular === titular;
}

/** Releases the lease of `clave` if `titular` still holds it. */
export async function soltarArriendo(db: Db, clave: string, titular: string): Promise<void> {
  await db.deleteFrom('facturacion_numeradores').where('clave', '=', clave).where('titular', '=', titular).execute();
}

/**
 * Runs `work` holding PostgreSQL's session advisory lock for a CUIT's `objeto` (point of sale and
 * voucher type), on one connection of the pool taken for the whole of it.
 */
export async function conBloqueoAsesor<T>(db: Db, cuit: string, objeto: number, work: () => Promise<T>): Promise<T> {
  const clase = sql`hashtext(${`comprobantes|${cuit}`})`;
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${clase}, ${objeto})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${clase}, ${objeto})`.execute(conn);
    }
  });
}
