import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, isPostgres, moneyType, nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen once landed: a venue's tills (cajas) and register sessions per till.
 * - cajas: the venue's named tills; every venue gets a 'Caja principal' and its past sessions.
 * - arqueos.caja_id: the till of each session.
 * - "one session per date" and "one open at a time" stop being the database's rules: the venue's
 *   settings decide them (one per date per till unless shifts are on; several tills open only
 *   when allowed), so the api checks them. What always holds stays an index: a till has at most
 *   one open session.
 * SQLite cannot drop a table's UNIQUE constraint, so there the table is rebuilt with the same
 * columns and ids (the migration runner turns foreign keys off around this migration and checks
 * them before committing, as SQLite's own procedure for altering a table asks).
 */
export const sqliteSinClavesForaneas = true;

const COLUMNS = [
  'id',
  'local_id',
  'fecha',
  'estado',
  'monto_inicial',
  'total_esperado',
  'total_real',
  'diferencia',
  'observaciones_apertura',
  'observaciones',
  'usuario_apertura_id',
  'usuario_cierre_id',
  'abierto_at',
  'cerrado_at',
].join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('cajas'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('activa', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('creado', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('cajas_local_idx').on('cajas').column('local_id').execute();

  // Every venue's first till; the sessions it already had are that till's.
  await sql`insert into cajas (local_id, nombre) select id, 'Caja principal' from locales`.execute(db);

  if (isPostgres(db)) {
    await db.schema.alterTable('arqueos').dropConstraint('arqueos_fecha_uq').execute();
    await db.schema.dropIndex('arqueos_abierto_uq').execute();
    await db.schema
      .alterTable('arqueos')
      .addColumn('caja_id', 'integer', (c) => c.references('cajas.id'))
      .execute();
    await sql`update arqueos set caja_id = (select min(c.id) from cajas c where c.local_id = arqueos.local_id)`.execute(db);
    await sql`alter table arqueos alter column caja_id set not null`.execute(db);
  } else {
    const money = moneyType(db);
    await withId(db, db.schema.createTable('arqueos_nueva'))
      .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
      .addColumn('fecha', 'text', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('monto_inicial', money, (c) => c.notNull())
      .addColumn('total_esperado', money)
      .addColumn('total_real', money)
      .addColumn('diferencia', money)
      .addColumn('observaciones_apertura', 'text')
      .addColumn('observaciones', 'text')
      .addColumn('usuario_apertura_id', 'integer', (c) => c.notNull().references('usuarios.id'))
      .addColumn('usuario_cierre_id', 'integer', (c) => c.references('usuarios.id'))
      .addColumn('abierto_at', ts, (c) => c.notNull())
      .addColumn('cerrado_at', ts)
      .addColumn('caja_id', 'integer', (c) => c.notNull().references('cajas.id'))
      .execute();
    await sql`insert into arqueos_nueva (${sql.raw(COLUMNS)}, caja_id)
      select ${sql.raw(COLUMNS)}, (select min(c.id) from cajas c where c.local_id = arqueos.local_id) from arqueos`.execute(db);
    await sql`drop table arqueos`.execute(db);
    await sql`alter table arqueos_nueva rename to arqueos`.execute(db);
  }
  await db.schema.createIndex('arqueos_local_fecha_idx').on('arqueos').columns(['local_id', 'fecha']).execute();
  // A till has at most one open session, even when two people open it at the same instant.
  await db.schema
    .createIndex('arqueos_caja_abierta_uq')
    .on('arqueos')
    .column('caja_id')
    .unique()
    .where(sql<boolean>`estado = 'abierto'`)
    .execute();
}

export async function down(): Promise<void> {
  // Forward only (the runner never goes down): several sessions of a date cannot fold back into one.
  throw new Error('0036-cajas no se deshace');
}
