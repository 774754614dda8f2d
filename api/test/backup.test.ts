import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackupsEstado, Venta } from '@resto/shared/contracts';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient } from './helpers/money';
import { bearer, call, createTestApp, login, type TestApp, type TestDatabase } from './helpers/test-app';

/*
 * `npm run backup` / `npm run restore` and the server's automatic backups. These are of
 * the SQLite file, so every test here runs on SQLite whatever TEST_DATABASE_URL says.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

function sqliteDatabase(): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-backup-test-'));
  return { kind: 'sqlite', env: { DATA_DIR: dir }, dir, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<name>.mjs as `npm run <name> -- <args>` does (node, from the repo root). */
function runScript(name: 'backup' | 'restore', args: string[], dataDir: string): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', `${name}.mjs`), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: REPO_ROOT } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function ventaIdsIn(file: string): Set<number> {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return new Set((db.prepare('select id from ventas').all() as { id: number }[]).map((r) => r.id));
  } finally {
    db.close();
  }
}

async function vender(c: ApiClient, productoId: number, efectivo: number): Promise<number> {
  const res = await c.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId, cantidad: 1 }],
    pagos: [{ medioId: efectivo, monto: 3_000 }],
    clientMutationId: mutationId(),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`venta rechazada: ${res.status} ${res.body.message}`);
  return res.body.data!.id;
}

describe('npm run backup / npm run restore', () => {
  const database = sqliteDatabase();
  let t: TestApp;
  let cajero: ApiClient;
  let aguaId: number;
  let efectivo: number;

  beforeAll(async () => {
    t = await createTestApp({ database, buildOptions: { backups: { checkIntervalMs: 0 } } });
    const v = await createVenue(t.app);
    cajero = v.as.cajero;
    await abrirCaja(cajero);
    efectivo = await medioId(cajero, 'efectivo');
    aguaId = (await producto(cajero, 'BEB-001')).id;
    // The writer sells as long as the backup runs (longer on a busy machine): never out of stock.
    await t.app.db.updateTable('productos').set({ stock_actual: 1_000_000 }).where('id', '=', aguaId).execute();
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const backupFile = path.join(database.dir, 'copias', 'copia.db');
  let ackedBeforeBackup: number[] = [];

  it('copies the live database while sales keep coming: every sale acknowledged before it began is in the copy, and it passes integrity_check', async () => {
    const acked: number[] = [];
    for (let i = 0; i < 10; i++) acked.push(await vender(cajero, aguaId, efectivo));

    // A writer that keeps selling while the backup runs.
    let writing = true;
    const writer = (async () => {
      while (writing) acked.push(await vender(cajero, aguaId, efectivo));
    })();

    ackedBeforeBackup = [...acked];
    const result = await runScript('backup', [backupFile], database.dir);
    writing = false;
    await writer;

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('integrity_check ok');
    const inCopy = ventaIdsIn(backupFile);
    for (const id of ackedBeforeBackup) expect(inCopy.has(id)).toBe(true);

    const copy = new BetterSqlite3(backupFile, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      copy.close();
    }
  });

  it('refuses to overwrite a file and says why, exiting non-zero', async () => {
    const result = await runScript('backup', [backupFile], database.dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`El archivo ${backupFile} ya existe`);
  });

  it('fails with a clear message when there is no database to copy', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-backup-empty-'));
    try {
      const result = await runScript('backup', [path.join(empty, 'x.db')], empty);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`No existe la base de datos ${path.join(empty, 'resto.db')}`);
      expect(fs.existsSync(path.join(empty, 'x.db'))).toBe(false);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('restores the copy once the server is stopped: the sales of the copy read back through the api, later ones are gone, the old database is kept aside', async () => {
    const later = await vender(cajero, aguaId, efectivo);
    await t.app.close();

    // Not a database of this product: refused, nothing moved.
    const junk = path.join(database.dir, 'junk.db');
    fs.writeFileSync(junk, 'not a database');
    const refused = await runScript('restore', [junk], database.dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('no es una base SQLite sana');
    expect(fs.existsSync(path.join(database.dir, 'resto.db'))).toBe(true);

    const result = await runScript('restore', [backupFile], database.dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const aside = fs.readdirSync(database.dir).filter((f) => /^resto\.db\.antes-de-restaurar-[^.]+$/.test(f.replace(/-(wal|shm)$/, '')));
    expect(aside.length).toBeGreaterThan(0);

    t = await createTestApp({ database, seed: false, buildOptions: { backups: { checkIntervalMs: 0 } } });
    // The venue's own cajero reads its sales back (the copy holds the users too).
    const again = await call<Venta>(t.app, { method: 'GET', url: `/api/ventas/${ackedBeforeBackup[0]}`, headers: bearer(cajero.token) });
    expect(again.status).toBe(200);
    expect(again.json().data?.id).toBe(ackedBeforeBackup[0]);
    const gone = await call(t.app, { method: 'GET', url: `/api/ventas/${later}`, headers: bearer(cajero.token) });
    expect(gone.status).toBe(404);
  });
});

describe('npm run restore while the server runs', () => {
  it('is refused while the started server holds DATA_DIR, and works once it stopped (SIGTERM removes the lock)', async () => {
    const database = sqliteDatabase();
    // A database and a backup of it.
    const seed = await createTestApp({ database, buildOptions: { backups: { checkIntervalMs: 0 } } });
    await seed.app.close();
    const copy = path.join(database.dir, 'copia.db');
    expect((await runScript('backup', [copy], database.dir)).code).toBe(0);

    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: { ...process.env, DATA_DIR: database.dir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', STATIC_ROOT: path.join(database.dir, 'no-static') },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      const lock = path.join(database.dir, 'resto.pid');
      // Wait for the server to listen (it writes the lock then).
      for (let i = 0; i < 600 && !fs.existsSync(lock); i++) await new Promise((r) => setTimeout(r, 100));
      expect(fs.readFileSync(lock, 'utf8').trim()).toBe(String(server.pid));

      const refused = await runScript('restore', [copy], database.dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`El servidor está en marcha (pid ${server.pid}`);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(fs.existsSync(lock)).toBe(false);

      const restored = await runScript('restore', [copy], database.dir);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      await database.drop();
    }
  }, 90_000);
});

describe('automatic backups (DATA_DIR/backups)', () => {
  const database = sqliteDatabase();
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ database, buildOptions: { backups: { checkIntervalMs: 0 } } });
    admin = (await login(t.app, 'admin@demo.local', 'admin123')).token;
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const estado = async () => (await call<BackupsEstado>(t.app, { method: 'GET', url: '/api/sistema/backups', headers: bearer(admin) })).json().data!;

  it('starts with no backup and no warning', async () => {
    const e = await estado();
    expect(e).toMatchObject({ disponible: true, config: { hora: 3, conservar: 14 }, ultima: null, ultimaCorrecta: null, alerta: false, archivos: [] });
  });

  it('makes one on demand, lists it with its size, and lets the admin download it (others may not)', async () => {
    const made = await call<BackupsEstado>(t.app, { method: 'POST', url: '/api/sistema/backups', headers: bearer(admin) });
    expect(made.status).toBe(200);
    const e = made.json().data!;
    expect(e.ultima).toMatchObject({ motivo: 'manual', ok: true, error: null });
    expect(e.archivos).toHaveLength(1);
    expect(e.archivos[0]!.archivo).toMatch(/^resto-\d{8}-\d{6}-manual\.db$/);
    expect(e.archivos[0]!.bytes).toBeGreaterThan(0);

    // Every download carries the server's key sealed under the admin's passphrase (restore-nuevo-equipo.test.ts).
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/sistema/backups/${e.archivos[0]!.archivo}`,
      headers: { ...bearer(admin), 'x-frase-respaldo': encodeURIComponent('una frase de prueba larga') },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${e.archivos[0]!.archivo}"`);
    expect(file.rawPayload.subarray(0, 15).toString()).toBe('SQLite format 3');
    // The kept file plus its sealed key; the kept file itself is unchanged and no temporary copy stays.
    expect(file.rawPayload.length).toBeGreaterThanOrEqual(e.archivos[0]!.bytes);
    expect(fs.statSync(path.join(database.dir, 'backups', e.archivos[0]!.archivo)).size).toBe(e.archivos[0]!.bytes);
    const leftovers = () => fs.readdirSync(path.join(database.dir, 'backups')).filter((f) => f.startsWith('.descarga-'));
    // Removed once the stream closes, just after the answer ends.
    for (let i = 0; i < 50 && leftovers().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(leftovers()).toEqual([]);

    const mozo = (await login(t.app, 'mozo@demo.local', 'mozo123')).token;
    const forbidden = await call(t.app, { method: 'GET', url: '/api/sistema/backups', headers: bearer(mozo) });
    expect(forbidden.status).toBe(403);
    const missing = await call(t.app, { method: 'GET', url: '/api/sistema/backups/resto-20200101-000000-manual.db', headers: bearer(admin) });
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'BACKUP_NO_ENCONTRADO', message: 'Copia de seguridad no encontrada' });
    const traversal = await call(t.app, { method: 'GET', url: '/api/sistema/backups/..%2Fresto.db', headers: bearer(admin) });
    expect(traversal.status).toBe(400);
  });

  it('makes one after a register is closed', async () => {
    const v = await createVenue(t.app);
    const arqueoId = await abrirCaja(v.as.cajero, 1_000);
    const closing = await v.as.cajero.post(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: 1_000, observaciones: 'Cierre', clientMutationId: mutationId() });
    expect(closing.status).toBe(200);
    await t.app.backups.idle();
    const e = await estado();
    expect(e.ultima).toMatchObject({ motivo: 'cierre', ok: true });
    expect(e.archivos.some((a) => a.archivo.endsWith('-cierre.db'))).toBe(true);
  });

  it('keeps the newest N files, N a setting', async () => {
    const put = await call<BackupsEstado>(t.app, {
      method: 'PUT',
      url: '/api/sistema/backups/config',
      headers: bearer(admin),
      payload: { hora: 4, conservar: 2, clientMutationId: mutationId() },
    });
    expect(put.status).toBe(200);
    expect(put.json().data!.config).toEqual({ hora: 4, conservar: 2 });
    const bad = await call(t.app, { method: 'PUT', url: '/api/sistema/backups/config', headers: bearer(admin), payload: { hora: 24, conservar: 0 } });
    expect(bad.status).toBe(400);

    for (let i = 0; i < 3; i++) await t.app.backups.run('manual');
    const e = await estado();
    expect(e.config).toEqual({ hora: 4, conservar: 2 });
    expect(e.archivos).toHaveLength(2);
    expect(fs.readdirSync(path.join(database.dir, 'backups')).filter((f) => f.endsWith('.db'))).toHaveLength(2);
  });

  it('records and shows a failed backup, and warns when the last good one is older than 48 hours', async () => {
    const dir = path.join(database.dir, 'backups');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.writeFileSync(dir, 'not a folder');
    try {
      const failed = await call(t.app, { method: 'POST', url: '/api/sistema/backups', headers: bearer(admin) });
      expect(failed.status).toBe(503);
      expect(failed.json().code).toBe('BACKUP_FALLIDO');
      expect(failed.json().message).toMatch(/^La copia de seguridad falló: /);
      const e = await estado();
      expect(e.ultima).toMatchObject({ ok: false, archivo: null });
      expect(e.ultima!.error).toBeTruthy();
      expect(e.ultimaCorrecta?.ok).toBe(true);
      expect(e.alerta).toBe(true);
    } finally {
      fs.rmSync(dir, { force: true });
    }
    await t.app.backups.run('manual');
    expect((await estado()).alerta).toBe(false);
    const later = await t.app.backups.estado(new Date(Date.now() + 49 * 3_600_000));
    expect(later.alerta).toBe(true);
    const sooner = await t.app.backups.estado(new Date(Date.now() + 47 * 3_600_000));
    expect(sooner.alerta).toBe(false);
  });
  it('makes the nightly one once the hour has come, once a day', async () => {
    const now = new Date();
    const before = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 3, 59);
    const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 4, 1);
    expect(await t.app.backups.runNightlyIfDue(before)).toBe(null);
    expect(await t.app.backups.runNightlyIfDue(at)).toMatchObject({ ok: true, archivo: expect.stringMatching(/-0401\d\d-nocturna\.db$/) });
    expect(await t.app.backups.runNightlyIfDue(new Date(at.getTime() + 3_600_000))).toBe(null);
    const tomorrow = new Date(at.getTime() + 24 * 3_600_000);
    expect(await t.app.backups.runNightlyIfDue(tomorrow)).toMatchObject({ ok: true });
  });
});
