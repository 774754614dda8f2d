import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL test schemas are dropped once, after the whole run, not by each file: kysely's
 * migrator scans the catalog of every schema, and a schema dropped by another file in the middle
 * of that scan fails it with "schema ... does not exist" (seen in CI).
 */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url?.startsWith('postgres')) return undefined;
  const run = randomBytes(3).toString('hex');
  // Forked test workers inherit this: every schema of this run starts with t_<run>_.
  process.env.TEST_SCHEMA_PREFIX = `t_${run}_`;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>(`select nspname from pg_namespace where nspname like $1`, [`t\\_${run}\\_%`]);
      for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
    } finally {
      await client.end();
    }
  };
}
