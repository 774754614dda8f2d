import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueHeld } from '../src/modules/pedidos/pedidos.repository';
import { createTestApp, ON_POSTGRES, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** The indexes of a table and their definitions, on either database. */
async function indexes(table: string): Promise<Map<string, string>> {
  if (ON_POSTGRES) {
    const rows = await sql<{
      indexname: string;
      indexdef: string;
    }>`select indexname, indexdef from pg_indexes where tablename = ${table} and schemaname = current_schema()`.execute(t.app.db);
    return new Map(rows.rows.map((r) => [r.indexname, r.indexdef]));
  }
  const rows = await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(t.app.db);
  return new Map(rows.rows.map((r) => [r.name, r.sql ?? '']));
}

describe('pages a comanda add writes (0031)', () => {
  it('keeps only booked orders in the retenido index, and client_mutations has no index on created_at', async () => {
    const pedidos = await indexes('pedidos');
    expect(pedidos.get('pedidos_retenido_idx')).toMatch(/where \(?retenido = 1\)?/i);
    const mutations = await indexes('client_mutations');
    expect([...mutations.values()].filter((def) => /created_at/.test(def))).toEqual([]);
  });

  it('finds the booked orders due (on SQLite through that index: the planner sees the literal)', async () => {
    expect(await dueHeld(t.app.db, new Date().toISOString())).toEqual([]);
    if (ON_POSTGRES) return;
    const plan = await sql<{
      detail: string;
    }>`explain query plan select "id", "local_id" from "pedidos" where retenido = 1 and "programado_para" <= ${new Date().toISOString()}`.execute(t.app.db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/USING INDEX pedidos_retenido_idx/);
  });
});
