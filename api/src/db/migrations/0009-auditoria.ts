import type { Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen once landed: audit log, price overrides, discount limits, manager approvals (fraud from the floor).
 *
 * - `roles.descuento_maximo`: the role's discount limit in percent (null: the seeded default,
 *   SEEDED_ROLE_DISCOUNT_LIMIT in shared/rules/permissions: admin 100, cajero 20, others 10).
 * - `usuarios.pin_hash`: a manager's 4-6 digit PIN, hashed like passwords; `pin_fallos` and
 *   `pin_bloqueado_hasta` limit guesses.
 * - `aprobaciones`: a manager's approval on the spot, a short-lived single-use token (its SHA-256
 *   stored) bound to an action and, when given, an entity.
 * - `auditoria`: who did what above their limits, who approved it, before/after and why.
 * - The new permissions go to the existing admin role (a fresh install seeds them).
 */

const NEW_ADMIN_PERMISSIONS = ['ventas.precio-libre', 'ventas.descuento-libre', 'clientes.descuento', 'mesas.cancelar', 'auditoria.ver'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('roles').addColumn('descuento_maximo', 'integer').execute();
  await db.schema.alterTable('usuarios').addColumn('pin_hash', 'text').execute();
  await db.schema
    .alterTable('usuarios')
    .addColumn('pin_fallos', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('usuarios').addColumn('pin_bloqueado_hasta', timestampType(db)).execute();

  await withId(db, db.schema.createTable('aprobaciones'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('accion', 'text', (c) => c.notNull())
    .addColumn('entidad_id', 'integer')
    .addColumn('motivo', 'text', (c) => c.notNull())
    .addColumn('aprobado_por', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('solicitado_por', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('created_at', timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('expires_at', timestampType(db), (c) => c.notNull())
    .addColumn('usado_at', timestampType(db))
    .execute();

  await withId(db, db.schema.createTable('auditoria'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('aprobado_por', 'integer', (c) => c.references('usuarios.id'))
    .addColumn('accion', 'text', (c) => c.notNull())
    .addColumn('entidad', 'text', (c) => c.notNull())
    .addColumn('entidad_id', 'integer')
    .addColumn('antes', 'text')
    .addColumn('despues', 'text')
    .addColumn('motivo', 'text')
    .addColumn('created_at', timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('auditoria_local_fecha').on('auditoria').columns(['local_id', 'created_at']).execute();

  const admin = (await db.selectFrom('roles').select('id').where('nombre', '=', 'admin').executeTakeFirst()) as { id: number } | undefined;
  if (admin) {
    const has = new Set(((await db.selectFrom('rol_permisos').select('permiso').where('rol_id', '=', admin.id).execute()) as { permiso: string }[]).map((r) => r.permiso));
    const missing = NEW_ADMIN_PERMISSIONS.filter((p) => !has.has(p));
    if (missing.length > 0)
      await db
        .insertInto('rol_permisos')
        .values(missing.map((permiso) => ({ rol_id: admin.id, permiso })))
        .execute();
  }
}
