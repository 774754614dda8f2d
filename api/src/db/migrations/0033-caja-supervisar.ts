import type { Kysely } from 'kysely';

/*
 * Frozen once landed: the drawer's manager permission.
 *
 * - caja.supervisar goes to every existing admin role (a fresh install seeds it): voiding a sale
 *   of an earlier register, an expense from the drawer above the venue's limit, closing a register
 *   someone else opened, reopening the day's register and a tip above the venue's limit. The
 *   limits themselves live in the venue's general config (JSON; its defaults fill them in).
 */

const PERMISSION = 'caja.supervisar';

export async function up(db: Kysely<any>): Promise<void> {
  const admins = (await db.selectFrom('roles').select('id').where('nombre', '=', 'admin').execute()) as { id: number }[];
  for (const admin of admins) {
    const has = await db.selectFrom('rol_permisos').select('permiso').where('rol_id', '=', admin.id).where('permiso', '=', PERMISSION).executeTakeFirst();
    if (!has) await db.insertInto('rol_permisos').values({ rol_id: admin.id, permiso: PERMISSION }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('rol_permisos').where('permiso', '=', PERMISSION).execute();
}
