import { sql, type Kysely } from 'kysely';
import { isPostgres, moneyType, withId } from './helpers';

/*
 * Frozen: roles per venue. Until now `roles` had no venue and a UNIQUE name, so
 * on one database with several venues an admin of one venue who edited 'mozo' changed it for all.
 * Now a role belongs to a venue (`roles.local_id`, name unique within the venue).
 *
 * The tables are rebuilt (SQLite cannot drop the UNIQUE of a column) with the same shape as before
 * plus the venue; the old rows are copied in memory (the migration is one transaction):
 * - every venue gets its own copy of each seeded role (admin, empleado, mozo, cajero) with the
 *   permissions and discount limit the role has now;
 * - a role created later goes to every venue one of whose users holds it, or, when nobody holds
 *   it, to every venue (each venue saw it until now, and nothing tells whose it was);
 * - each user keeps their roles by name within their own venue (`usuario_roles` remapped), and
 *   each copy keeps its permissions (`rol_permisos` remapped);
 * - the first venue's copies keep the old ids (a one-venue install sees the same ids as before).
 *
 * Also `mesa_drafts.descuento_aprobado`: when a table's percent discount above the
 * waiter's limit was allowed by a manager's approval, the discount amount (minor units) it had
 * then; a later add that would take the discount beyond it turns the discount into that amount.
 */

const SEEDED = new Set(['admin', 'empleado', 'mozo', 'cajero']);

interface OldRole {
  id: number;
  nombre: string;
  descripcion: string | null;
  descuento_maximo: number | null;
}

// Each migration runs in a transaction of its own on both dialects (db/database.ts migrateToLatest).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mesa_drafts').addColumn('descuento_aprobado', moneyType(db)).execute();

  const roles = (await db.selectFrom('roles').select(['id', 'nombre', 'descripcion', 'descuento_maximo']).orderBy('id').execute()) as OldRole[];
  const permisos = (await db.selectFrom('rol_permisos').select(['rol_id', 'permiso']).execute()) as { rol_id: number; permiso: string }[];
  const holders = (await db
    .selectFrom('usuario_roles')
    .innerJoin('usuarios', 'usuarios.id', 'usuario_roles.usuario_id')
    .select(['usuario_roles.usuario_id', 'usuario_roles.rol_id', 'usuarios.local_id'])
    .execute()) as { usuario_id: number; rol_id: number; local_id: number }[];
  const venues = ((await db.selectFrom('locales').select('id').orderBy('id').execute()) as { id: number }[]).map((v) => Number(v.id));

  await db.schema.dropTable('usuario_roles').execute();
  await db.schema.dropTable('rol_permisos').execute();
  await db.schema.dropTable('roles').execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('descuento_maximo', 'integer')
    .addUniqueConstraint('roles_local_nombre_unique', ['local_id', 'nombre'])
    .execute();
  await db.schema
    .createTable('usuario_roles')
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    // No cascade: a role that still has users cannot be deleted.
    .addColumn('rol_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('usuario_roles_pk', ['usuario_id', 'rol_id'])
    .execute();
  await db.schema.createIndex('usuario_roles_rol_id_idx').on('usuario_roles').column('rol_id').execute();
  await db.schema
    .createTable('rol_permisos')
    .addColumn('rol_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permiso', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rol_permisos_pk', ['rol_id', 'permiso'])
    .execute();

  // (venue, old role id) -> new role id
  const copies = new Map<string, number>();
  const key = (localId: number, rolId: number) => `${localId}:${rolId}`;
  for (const [index, localId] of venues.entries()) {
    for (const role of roles) {
      const held = holders.some((h) => h.rol_id === role.id);
      const heldHere = holders.some((h) => h.rol_id === role.id && Number(h.local_id) === localId);
      if (!SEEDED.has(role.nombre) && held && !heldHere) continue;
      const values = { local_id: localId, nombre: role.nombre, descripcion: role.descripcion, descuento_maximo: role.descuento_maximo };
      const row = (await db
        .insertInto('roles')
        .values(index === 0 ? { id: role.id, ...values } : values)
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      copies.set(key(localId, role.id), Number(row.id));
    }
    if (index === 0 && isPostgres(db) && roles.length > 0) {
      // The first venue's rows were inserted with their ids: the identity continues after them.
      await sql`select setval(pg_get_serial_sequence('roles', 'id'), (select max(id) from roles))`.execute(db);
    }
  }

  for (const localId of venues) {
    const rows = permisos.flatMap((p) => {
      const rolId = copies.get(key(localId, p.rol_id));
      return rolId === undefined ? [] : [{ rol_id: rolId, permiso: p.permiso }];
    });
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('rol_permisos')
        .values(rows.slice(i, i + 200))
        .execute();
  }
  const assigned = holders.flatMap((h) => {
    const rolId = copies.get(key(Number(h.local_id), h.rol_id));
    return rolId === undefined ? [] : [{ usuario_id: h.usuario_id, rol_id: rolId }];
  });
  for (let i = 0; i < assigned.length; i += 200)
    await db
      .insertInto('usuario_roles')
      .values(assigned.slice(i, i + 200))
      .execute();
}

export async function down(): Promise<void> {
  throw new Error('0018-roles-por-local no se deshace: los roles de cada local no se pueden volver a unir sin perder datos');
}
