import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reconstruirResumen } from '../ventas';

/** The setting a migration leaves when the summaries must be rebuilt from the sales. */
export const RESUMEN_PENDIENTE = 'resumen.reconstruir';

/**
 * Rebuilds the summaries when a migration asked for it, and clears the request in the same
 * transaction: a start that fails halfway leaves the request for the next, and of two instances
 * starting together only the one whose delete took the row rebuilds (the other waits on its lock).
 */
export async function reconstruirResumenPendiente(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const borrado = await trx.deleteFrom('app_settings').where('key', '=', RESUMEN_PENDIENTE).executeTakeFirst();
    if (Number(borrado.numDeletedRows) === 0) return false;
    await reconstruirResumen(trx);
    return true;
  });
}
