import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migration-provider';
import { FIXTURE_SECRET_KEY, readManifest, type FixtureManifest } from './fixtures/release-fixture';
import { apiClient, type ApiClient } from './helpers/money';
import { createTestApp, type TestApp, type TestDatabase } from './helpers/test-app';

/*
 * A database made by an earlier release opens under the current code. Each release
 * that changes the schema commits its own fixture (test/fixtures/make-release-fixture.ts) and
 * this test reads every one of them back through the api. Fixtures are SQLite files, so this
 * runs on SQLite whatever TEST_DATABASE_URL says.
 */
const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));
const releases = fs.readdirSync(FIXTURES).filter((f) => /^release-.+\.db$/.test(f));

describe.each(releases)('the fixture %s, migrated by the current code', (file) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURES, file.replace(/\.db$/, '.json')), 'utf8')) as FixtureManifest;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-upgrade-'));
  const database: TestDatabase = {
    kind: 'sqlite',
    env: { DATA_DIR: dir, SECRET_KEY: FIXTURE_SECRET_KEY },
    dir,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
  let t: TestApp;
  let admin: ApiClient;
  let cajero: ApiClient;
  let mozo: ApiClient;

  beforeAll(async () => {
    fs.copyFileSync(path.join(FIXTURES, file), path.join(dir, 'resto.db'));
    t = await createTestApp({ database, seed: false, buildOptions: { backups: { checkIntervalMs: 0 } } });
    admin = await apiClient(t.app, 'admin@demo.local', 'admin123');
    cajero = await apiClient(t.app, 'cajero@demo.local', 'cajero123');
    mozo = await apiClient(t.app, 'mozo@demo.local', 'mozo123');
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('applies every migration this code has that the fixture lacks', async () => {
    const db = new BetterSqlite3(path.join(dir, 'resto.db'), { readonly: true });
    try {
      const names = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((r) => r.name);
      expect(names).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    } finally {
      db.close();
    }
  });

  it('reads every entity back: the same counts as when it was made', async () => {
    expect(await readManifest(admin, cajero, mozo)).toEqual({ counts: manifest.counts });
  });

  it("reads the day's sales, the closed register, the expense and the table's comanda", async () => {
    for (const id of manifest.ventas) {
      const venta = await cajero.get<{ id: number; estado: string }>(`/api/ventas/${id}`);
      expect(venta.status).toBe(200);
      expect(venta.body.data).toMatchObject({ id, estado: 'pagada' });
    }
    const arqueo = await cajero.get<{ id: number; estado: string; observaciones: string }>(`/api/arqueos/${manifest.arqueoId}`);
    expect(arqueo.body.data).toMatchObject({ id: manifest.arqueoId, estado: 'cerrado', observaciones: 'Cierre del día de la fixture' });
    const gastos = await cajero.get<{ items: { id: number; descripcion: string }[] }>('/api/gastos?fechaDesde=2000-01-01&fechaHasta=2099-12-31');
    expect(gastos.body.data!.items.find((g) => g.id === manifest.gastoId)).toMatchObject({ descripcion: 'Verdulería del día' });
    const pedidos = await mozo.get<{ draftId: number | null; mesaId: number | null; items: { nombre: string; cantidad: number }[] }[]>(`/api/pedidos?draftId=${manifest.draftId}`);
    expect(pedidos.body.data).toHaveLength(1);
    expect(pedidos.body.data![0]).toMatchObject({ mesaId: manifest.mesaId, items: [expect.objectContaining({ cantidad: 2 })] });
  });
});
