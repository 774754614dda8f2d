import { PostgresDialect, sql, type ColumnMetadata, type DatabaseIntrospector, type DatabaseMetadataOptions, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

interface ColumnRow {
  table: string;
  kind: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: boolean;
}

const INTERNAL_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * kysely's own PostgreSQL introspector reads every column of every schema of the database, asking
 * `pg_get_serial_sequence` for each, and its migrator calls it twice per migration. On a database
 * that holds several data sets (one schema each, as the README allows, and as the api test suite
 * does with hundreds) each call took seconds and grew with every schema. This one reads the schema
 * the connection works in (`current_schema()`, the first of its search_path): the only one the
 * app and its migrations touch.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.#db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, ns.nspname as schema, a.attname as column,
             a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as type,
             dtns.nspname as type_schema, col_description(a.attrelid, a.attnum) as column_description,
             (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as auto_incrementing
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
        left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where ns.nspname = current_schema()
         and c.relkind in ('r', 'v', 'p', 'f')
         and a.attnum >= 0
         and not a.attisdropped
       order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, { name: string; schema: string; isView: boolean; isForeign: boolean; columns: ColumnMetadata[] }>();
    for (const r of rows) {
      if (!options.withInternalKyselyTables && INTERNAL_TABLES.has(r.table)) continue;
      let table = tables.get(r.table);
      if (!table) {
        table = { name: r.table, schema: r.schema, isView: r.kind === 'v', isForeign: r.kind === 'f', columns: [] };
        tables.set(r.table, table);
      }
      table.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        isAutoIncrementing: r.auto_incrementing,
        hasDefaultValue: r.has_default,
        ...(r.column_description === null ? {} : { comment: r.column_description }),
      });
    }
    return [...tables.values()];
  }
}

/** PostgreSQL through `pg`, introspected one schema at a time (see CurrentSchemaIntrospector). */
export class OneSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
