import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Venta } from '@resto/shared/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { abrirCaja, apiClient, medioId, mutationId, producto } from './helpers/money';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from './helpers/test-app';

/*
 * On PostgreSQL the README's pg_dump / pg_restore commands back up and restore the
 * venue's data. Runs only with TEST_DATABASE_URL (like the backplane test).
 */
const run = promisify(execFile);

if (TEST_DATABASE_URL) {
  const baseUrl = TEST_DATABASE_URL;
  describe('pg_dump / pg_restore (README)', () => {
    const target = `resto_restaurada_${randomBytes(4).toString('hex')}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-pgdump-'));
    const apps: TestApp[] = [];

    afterAll(async () => {
      for (const a of apps) await a.close();
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('restores a dump into an empty database, where the api reads the data back', async () => {
      const source = await createTestApp();
      apps.push(source);
      const cajero = await apiClient(source.app, 'cajero@demo.local', 'cajero123');
      await abrirCaja(cajero);
      const agua = await producto(cajero, 'BEB-001');
      const sale = await cajero.post<Venta>('/api/ventas/finalizar', {
        items: [{ productoId: agua.id, cantidad: 3 }],
        pagos: [{ medioId: await medioId(cajero, 'efectivo'), monto: 20_000 }],
        clientMutationId: mutationId(),
      });
      expect(sale.status).toBe(201);

      // The test's data lives in its own schema; an install's in public. Same commands, plus --schema.
      const sourceUrl = new URL(source.config.database.kind === 'postgres' ? source.config.database.url : '');
      const schema = /search_path=(\w+)/.exec(sourceUrl.searchParams.get('options') ?? '')![1]!;
      sourceUrl.search = '';
      const dump = path.join(dir, 'resto.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', `--schema=${schema}`, `--file=${dump}`, sourceUrl.toString()]);

      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${target}`);
      } finally {
        await admin.end();
      }
      const targetUrl = new URL(sourceUrl);
      targetUrl.pathname = `/${target}`;
      // A whole-database dump carries CREATE EXTENSION; one schema's does not (the README says so).
      const fresh = new pg.Client({ connectionString: targetUrl.toString() });
      await fresh.connect();
      try {
        await fresh.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      } finally {
        await fresh.end();
      }
      await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${targetUrl.toString()}`, dump]);

      const restoredUrl = new URL(targetUrl);
      restoredUrl.searchParams.set('options', `-c search_path=${schema}`);
      const restored = await createTestApp({
        // The same DATA_DIR/secret.key: the stored signing secret is encrypted with it (README).
        database: { kind: 'postgres', env: { DATA_DIR: source.database.dir, DATABASE_URL: restoredUrl.toString() }, dir: source.database.dir, drop: async () => undefined },
        seed: false,
      });
      apps.push(restored);
      const again = await apiClient(restored.app, 'cajero@demo.local', 'cajero123');
      const venta = await again.get<Venta>(`/api/ventas/${sale.body.data!.id}`);
      expect(venta.status).toBe(200);
      expect(venta.body.data).toMatchObject({ id: sale.body.data!.id, total: sale.body.data!.total, estado: 'pagada' });
    }, 120_000);
  });
}
