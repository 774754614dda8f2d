import type { Kysely } from 'kysely';
import { boolDefault, boolType, jsonType, nowDefault, timestampType, uuidType, withId } from './helpers';

/* Frozen: venues, users, roles, sessions, idempotency records, general config, app settings. */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);

  await withId(db, db.schema.createTable('locales'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('pais', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('modulo_restaurant', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('modulo_pos_flow', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('nombre', 'text', (c) => c.notNull().unique())
    .addColumn('descripcion', 'text')
    .execute();

  await withId(db, db.schema.createTable('usuarios'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    // Stored lower-cased: e-mails are unique without regard to case.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('activo', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('ultimo_acceso', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('usuarios_local_id_idx').on('usuarios').column('local_id').execute();

  await db.schema
    .createTable('usuario_roles')
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    // No cascade: a role that still has users cannot be deleted.
    .addColumn('rol_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('usuario_roles_pk', ['usuario_id', 'rol_id'])
    .execute();
  await db.schema.createIndex('usuario_roles_rol_id_idx').on('usuario_roles').column('rol_id').execute();

  await db.schema
    .createTable('sesiones')
    .addColumn('id', uuidType(db), (c) => c.primaryKey())
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('device', jsonType(db), (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .addColumn('last_refresh_at', ts)
    .execute();
  await db.schema.createIndex('sesiones_usuario_id_idx').on('sesiones').column('usuario_id').execute();

  await withId(db, db.schema.createTable('client_mutations'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('client_mutation_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', jsonType(db))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('client_mutations_local_mutation_uq', ['local_id', 'client_mutation_id'])
    .execute();
  await db.schema.createIndex('client_mutations_created_at_idx').on('client_mutations').column('created_at').execute();

  await db.schema
    .createTable('config_general')
    .addColumn('local_id', 'integer', (c) => c.primaryKey().references('locales.id').onDelete('cascade'))
    .addColumn('config', jsonType(db), (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['app_settings', 'config_general', 'client_mutations', 'sesiones', 'usuario_roles', 'usuarios', 'roles', 'locales']) {
    await db.schema.dropTable(table).execute();
  }
}
