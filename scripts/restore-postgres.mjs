// `npm run restore -- --secretos-nuevos` on PostgreSQL: after a pg_restore on a machine without the
// old key, clears in that database what was sealed with it (scripts/restore-clave.mjs), in one
// transaction, through `pg` from the api's dependencies.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './sqlite-tools.mjs';

const requireFromApi = createRequire(path.join(REPO_ROOT, 'api', 'package.json'));

export async function resetPostgresSecrets(url, clearSealedSecrets) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const numbered = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  try {
    await client.query('begin');
    const pendientes = await clearSealedSecrets({
      tableExists: async (name) => (await client.query('select to_regclass($1) as t', [name])).rows[0].t !== null,
      all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
      run: async (sql, params = []) => void (await client.query(numbered(sql), params)),
    });
    await client.query('commit');
    return pendientes;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
