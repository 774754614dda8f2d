import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from './helpers/test-app';

/*
 * On a PostgreSQL database that holds other schemas (other data sets, other test files), the api
 * introspects and migrates its own schema only: another schema's tables are not listed, and its
 * migrations table does not make this one look migrated.
 */
describe('PostgreSQL introspection of the current schema', () => {
  const other = `otro_${randomBytes(4).toString('hex')}`;
  let t: TestApp | undefined;

  afterAll(async () => {
    await t?.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`DROP SCHEMA IF EXISTS ${other} CASCADE`);
    } finally {
      await admin.end();
    }
  });

  it('lists the tables of its own schema, with their columns, and none of another schema', async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA ${other}`);
      await admin.query(`CREATE TABLE ${other}.ventas_ajenas (id serial primary key, nota text)`);
      await admin.query(`CREATE TABLE ${other}.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`);
      await admin.query(`INSERT INTO ${other}.kysely_migration VALUES ('9999-del-futuro', 'x')`);
    } finally {
      await admin.end();
    }
    // Started after the other schema exists: its future migration does not refuse this start.
    t = await createTestApp();
    const own = (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db)).rows[0]!.s;
    const tables = await t.app.db.introspection.getTables();
    expect(new Set(tables.map((x) => x.schema))).toEqual(new Set([own]));
    expect(tables.map((x) => x.name)).not.toContain('ventas_ajenas');
    expect(tables.map((x) => x.name)).not.toContain('kysely_migration');
    const ventas = tables.find((x) => x.name === 'ventas')!;
    expect(ventas.isView).toBe(false);
    expect(ventas.columns.find((c) => c.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false });
    const withInternal = await t.app.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withInternal.map((x) => x.name)).toContain('kysely_migration');
  });
});
