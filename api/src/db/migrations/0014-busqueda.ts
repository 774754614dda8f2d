import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/*
 * Frozen: a substring index on product names (search at 20,000 products).
 * SQLite: an FTS5 table with the trigram tokenizer over productos.nombre_busqueda (external
 * content, kept in step by triggers); a quoted phrase of 3 or more characters then matches the
 * same rows as `like '%phrase%'`, from the index. PostgreSQL: a pg_trgm GIN index, which serves
 * `nombre_busqueda like '%word%'` directly (and one on the SKU serves its prefix search); where the extension is not installed the search
 * still works, by scanning.
 */

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // A page deep in the name order walks this index alone (index-only, with the id tiebreak).
    await sql`create index productos_local_nombre_id_idx on productos (local_id, nombre_busqueda, id)`.execute(db);
    const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if ((available.rows[0]?.n ?? 0) === 0) return;
    // In public (or wherever an earlier install put it), not in the schema being migrated: one
    // extension serves every schema of the database.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const ext = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    const opclass = sql.raw(`${ext.rows[0]?.schema ?? 'public'}.gin_trgm_ops`);
    await sql`create index productos_nombre_trgm_idx on productos using gin (nombre_busqueda ${opclass})`.execute(db);
    await sql`create index productos_sku_trgm_idx on productos using gin ((lower(codigo_sku)) ${opclass})`.execute(db);
    return;
  }
  await sql`create virtual table productos_fts using fts5(nombre_busqueda, content='productos', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger productos_fts_ai after insert on productos begin
    insert into productos_fts(rowid, nombre_busqueda) values (new.id, new.nombre_busqueda);
  end`.execute(db);
  await sql`create trigger productos_fts_ad after delete on productos begin
    insert into productos_fts(productos_fts, rowid, nombre_busqueda) values ('delete', old.id, old.nombre_busqueda);
  end`.execute(db);
  await sql`create trigger productos_fts_au after update of nombre_busqueda on productos begin
    insert into productos_fts(productos_fts, rowid, nombre_busqueda) values ('delete', old.id, old.nombre_busqueda);
    insert into productos_fts(rowid, nombre_busqueda) values (new.id, new.nombre_busqueda);
  end`.execute(db);
  await sql`insert into productos_fts(productos_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists productos_nombre_trgm_idx`.execute(db);
    await sql`drop index if exists productos_sku_trgm_idx`.execute(db);
    await sql`drop index if exists productos_local_nombre_id_idx`.execute(db);
    return;
  }
  for (const t of ['productos_fts_ai', 'productos_fts_ad', 'productos_fts_au']) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  await sql`drop table if exists productos_fts`.execute(db);
}
