import type { Kysely } from 'kysely';
import { moneyType } from './helpers';

/*
 * Frozen once landed: customers' current accounts and look-alike names.
 *
 * - `clientes.limite_credito`: the most a customer may owe on their current account (minor units);
 *   null on accounts opened before a limit was asked for.
 * - `clientes.nombre_clave`: the name as duplicates are compared (no invisible or direction
 *   characters, accents, case, spaces or punctuation), indexed per venue; filled in for the
 *   customers already there with the same rule as the api's (a copy: this file never changes).
 * - clientes.cuenta-corriente (opening an account, changing its limit) goes to every existing admin role.
 */

const PERMISSION = 'clientes.cuenta-corriente';

function nameKey(nombre: string): string {
  return nombre
    .replace(/[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g, '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clientes').addColumn('limite_credito', moneyType(db)).execute();
  await db.schema
    .alterTable('clientes')
    .addColumn('nombre_clave', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = (await db.selectFrom('clientes').select(['id', 'nombre']).execute()) as { id: number; nombre: string }[];
  for (const row of rows)
    await db
      .updateTable('clientes')
      .set({ nombre_clave: nameKey(row.nombre) })
      .where('id', '=', row.id)
      .execute();
  await db.schema.createIndex('clientes_local_nombre_clave').on('clientes').columns(['local_id', 'nombre_clave']).execute();

  const admins = (await db.selectFrom('roles').select('id').where('nombre', '=', 'admin').execute()) as { id: number }[];
  for (const admin of admins) {
    const has = await db.selectFrom('rol_permisos').select('permiso').where('rol_id', '=', admin.id).where('permiso', '=', PERMISSION).executeTakeFirst();
    if (!has) await db.insertInto('rol_permisos').values({ rol_id: admin.id, permiso: PERMISSION }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('rol_permisos').where('permiso', '=', PERMISSION).execute();
  await db.schema.dropIndex('clientes_local_nombre_clave').execute();
  await db.schema.alterTable('clientes').dropColumn('nombre_clave').execute();
  await db.schema.alterTable('clientes').dropColumn('limite_credito').execute();
}
