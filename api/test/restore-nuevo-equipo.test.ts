import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AsistenteConfig, BackupsEstado, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, apiClient, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { bearer, call, createTestApp, login, TEST_DATABASE_URL, type TestApp, type TestDatabase } from './helpers/test-app';

/*
 * A backup downloaded from /config restores ALONE on a new machine: the server's key travels in
 * it sealed under a passphrase the admin chose when downloading; `npm run restore` asks for it and
 * writes the key into the new DATA_DIR. With the passphrase lost, `--secretos-nuevos` starts with
 * fresh signing secrets and clears what was sealed with the old key, for the admin to enter again.
 * The downloads are of the SQLite file, so this runs on SQLite whatever TEST_DATABASE_URL says.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FRASE = 'caballo bateria grapa correcta';

function newDataDir(label: string): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `resto-nuevo-equipo-${label}-`));
  return { kind: 'sqlite', env: { DATA_DIR: dir }, dir, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function restore(args: string[], dataDir: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', 'restore.mjs'), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SECRET_KEY: '', RESTORE_FRASE: '', INIT_CWD: REPO_ROOT, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

const NO_TIMER = { backups: { checkIntervalMs: 0 } };

describe('a downloaded backup on a new machine', () => {
  const original = newDataDir('original');
  const machines: TestDatabase[] = [];
  let t: TestApp;
  let venue: TestVenue;
  let adminEmail: string;
  let ventaId: number;
  let downloaded: string;

  const fresh = (label: string) => {
    const d = newDataDir(label);
    machines.push(d);
    return d;
  };

  beforeAll(async () => {
    t = await createTestApp({ database: original, seed: false, buildOptions: NO_TIMER });
    venue = await createVenue(t.app);
    adminEmail = (await t.app.db.selectFrom('usuarios').select('email').where('id', '=', venue.as.admin.userId).executeTakeFirstOrThrow()).email;
    await abrirCaja(venue.as.cajero);
    const sale = await venue.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: (await producto(venue.as.cajero, 'BEB-001')).id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(venue.as.cajero, 'efectivo'), monto: 3_000 }],
      clientMutationId: mutationId(),
    });
    expect([200, 201]).toContain(sale.status);
    ventaId = sale.body.data!.id;
    // A secret sealed with the server's key: the assistant provider's API key.
    const put = await venue.as.admin.put('/api/asistente/config', {
      proveedor: 'openai',
      baseUrl: 'https://llm.example.test/v1',
      modelo: 'modelo-x',
      apiKey: 'sk-clave-del-local',
      clientMutationId: mutationId(),
    });
    expect(put.status).toBe(200);
    const made = await call<BackupsEstado>(t.app, { method: 'POST', url: '/api/sistema/backups', headers: bearer(venue.as.admin.token) });
    expect(made.status).toBe(200);
    downloaded = made.json().data!.archivos[0]!.archivo;
  });
  afterAll(async () => {
    await t.close();
    await original.drop();
    for (const d of machines) await d.drop();
  });

  const download = (frase?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/sistema/backups/${downloaded}`,
      headers: { ...bearer(venue.as.admin.token), ...(frase === undefined ? {} : { 'x-frase-respaldo': encodeURIComponent(frase) }) },
    });

  let file: string;

  it('refuses the download without a passphrase, or with one shorter than 12 characters, saying why', async () => {
    const none = await download();
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'RESPALDO_FRASE_REQUERIDA' });
    expect(none.json().message).toContain('frase');
    const short = await download('corta');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'RESPALDO_FRASE_CORTA', params: { minimo: 12 } });

    const ok = await download(FRASE);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toBe(`attachment; filename="${downloaded}"`);
    expect(ok.rawPayload.subarray(0, 15).toString()).toBe('SQLite format 3');
    // The passphrase is nowhere in the file, nor the key in clear.
    const key = fs.readFileSync(path.join(original.dir, 'secret.key'), 'utf8').trim();
    expect(ok.rawPayload.includes(Buffer.from(FRASE))).toBe(false);
    expect(ok.rawPayload.includes(Buffer.from(key))).toBe(false);
    expect(ok.rawPayload.includes(Buffer.from(key, 'base64'))).toBe(false);
    file = path.join(original.dir, 'descargada.db');
    fs.writeFileSync(file, ok.rawPayload);
  });

  it('refuses a wrong passphrase with a clear message and changes nothing in the new DATA_DIR', async () => {
    const machine = fresh('frase-mala');
    const result = await restore([file], machine.dir, { RESTORE_FRASE: 'esta no es la frase' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('La frase no abre la clave de esta copia');
    expect(fs.readdirSync(machine.dir)).toEqual([]);
    // The same from a file (--frase-archivo), kept outside the new DATA_DIR.
    const fraseFile = path.join(original.dir, 'frase-mala.txt');
    fs.writeFileSync(fraseFile, 'otra frase que no es\n');
    const fromFile = await restore([file, '--frase-archivo', fraseFile], machine.dir);
    expect(fromFile.code).toBe(1);
    expect(fromFile.stderr).toContain('La frase no abre la clave de esta copia');
    expect(fs.readdirSync(machine.dir)).toEqual([]);
  });

  it('without a passphrase (and no terminal to ask) says how to give one, and changes nothing', async () => {
    const machine = fresh('sin-frase');
    const result = await restore([file], machine.dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('RESTORE_FRASE');
    expect(result.stderr).toContain('--secretos-nuevos');
    expect(fs.readdirSync(machine.dir)).toEqual([]);
  });

  it('with the passphrase restores into a DATA_DIR with no secret.key: the server starts, the admin signs in and reads the data and the secrets', async () => {
    const machine = fresh('frase');
    const result = await restore([file], machine.dir, { RESTORE_FRASE: FRASE });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const keyFile = path.join(machine.dir, 'secret.key');
    expect(fs.readFileSync(keyFile, 'utf8').trim()).toBe(fs.readFileSync(path.join(original.dir, 'secret.key'), 'utf8').trim());
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);

    const again = await createTestApp({ database: machine, seed: false, buildOptions: NO_TIMER });
    try {
      // The same signing secrets: a token of the old server still works.
      const old = await call<Venta>(again.app, { method: 'GET', url: `/api/ventas/${ventaId}`, headers: bearer(venue.as.cajero.token) });
      expect(old.status).toBe(200);
      const admin = (await login(again.app, adminEmail, 'secreto123')).token;
      const venta = await call<Venta>(again.app, { method: 'GET', url: `/api/ventas/${ventaId}`, headers: bearer(admin) });
      expect(venta.status).toBe(200);
      expect(venta.json().data?.id).toBe(ventaId);
      const asistente = await call<AsistenteConfig>(again.app, { method: 'GET', url: '/api/asistente/config', headers: bearer(admin) });
      expect(asistente.json().data).toMatchObject({ proveedor: 'openai', apiKeyConfigurada: true });
      const estado = await call<BackupsEstado & { secretosPorReingresar: unknown[] }>(again.app, { method: 'GET', url: '/api/sistema/backups', headers: bearer(admin) });
      expect(estado.json().data?.secretosPorReingresar).toEqual([]);
    } finally {
      await again.app.close();
    }
  });

  it('with the passphrase lost (--secretos-nuevos) starts with fresh signing secrets, clears the sealed ones and says what to enter again', async () => {
    const machine = fresh('secretos-nuevos');
    const result = await restore([file, '--secretos-nuevos'], machine.dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('clave de API del asistente');

    const lines: string[] = [];
    const again = await createTestApp({
      database: machine,
      seed: false,
      env: { LOG_LEVEL: 'warn' },
      buildOptions: { ...NO_TIMER, logStream: { write: (l) => void lines.push(l) } },
    });
    try {
      await again.app.ready();
      expect(lines.join('\n')).toContain('volver a ingresar');
      expect(lines.join('\n')).toContain('asistente');
      // Fresh signing secrets: the old server's tokens are no longer valid.
      const old = await call(again.app, { method: 'GET', url: `/api/ventas/${ventaId}`, headers: bearer(venue.as.cajero.token) });
      expect(old.status).toBe(401);
      const admin = (await login(again.app, adminEmail, 'secreto123')).token;
      const venta = await call<Venta>(again.app, { method: 'GET', url: `/api/ventas/${ventaId}`, headers: bearer(admin) });
      expect(venta.json().data?.id).toBe(ventaId);
      const asistente = await call<AsistenteConfig>(again.app, { method: 'GET', url: '/api/asistente/config', headers: bearer(admin) });
      expect(asistente.json().data).toMatchObject({ proveedor: 'openai', modelo: 'modelo-x', apiKeyConfigurada: false });
      const estado = async () =>
        (await call<BackupsEstado & { secretosPorReingresar: unknown[] }>(again.app, { method: 'GET', url: '/api/sistema/backups', headers: bearer(admin) })).json().data!;
      expect((await estado()).secretosPorReingresar).toEqual([{ tipo: 'asistente', localId: venue.localId }]);

      // Once the admin enters the key again, nothing is left to re-enter.
      const put = await call(again.app, {
        method: 'PUT',
        url: '/api/asistente/config',
        headers: bearer(admin),
        payload: { apiKey: 'sk-clave-nueva', clientMutationId: mutationId() },
      });
      expect(put.status).toBe(200);
      expect((await estado()).secretosPorReingresar).toEqual([]);
    } finally {
      await again.app.close();
    }
  });
});

/*
 * On PostgreSQL the data travels by pg_dump / pg_restore (README, pg-dump.test.ts); the key does
 * not. Without it, `npm run restore -- --secretos-nuevos` against the restored database gives a
 * server that starts. Runs only with TEST_DATABASE_URL (like pg-dump.test.ts).
 */
if (TEST_DATABASE_URL) {
  describe('a PostgreSQL database restored on a machine without the old key', () => {
    it('does not start without the key; --secretos-nuevos makes it start with fresh signing secrets and says what to enter again', async () => {
      const source = await createTestApp({ buildOptions: NO_TIMER });
      const admin = await apiClient(source.app, 'admin@demo.local', 'admin123');
      const put = await admin.put('/api/asistente/config', {
        proveedor: 'openai',
        baseUrl: 'https://llm.example.test/v1',
        modelo: 'modelo-x',
        apiKey: 'sk-clave-del-local',
        clientMutationId: mutationId(),
      });
      expect(put.status).toBe(200);
      const url = source.database.env.DATABASE_URL!;
      // The old machine's disk (its DATA_DIR and secret.key) is gone.
      await source.close();

      const machine = newDataDir('postgres');
      const database: TestDatabase = { ...machine, kind: 'postgres', env: { DATA_DIR: machine.dir, DATABASE_URL: url } };
      try {
        await expect(createTestApp({ database, seed: false, buildOptions: NO_TIMER })).rejects.toThrow('no es la clave');

        const wrongUse = await restore(['copia.db'], machine.dir, { DATABASE_URL: url });
        expect(wrongUse.code).toBe(1);
        expect(wrongUse.stderr).toContain('pg_restore');

        const result = await restore(['--secretos-nuevos'], machine.dir, { DATABASE_URL: url });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        expect(result.stdout).toContain('clave de API del asistente');

        const lines: string[] = [];
        const again = await createTestApp({ database, seed: false, env: { LOG_LEVEL: 'warn' }, buildOptions: { ...NO_TIMER, logStream: { write: (l) => void lines.push(l) } } });
        try {
          await again.app.ready();
          expect(lines.join('\n')).toContain('volver a ingresar');
          const old = await call(again.app, { method: 'GET', url: '/api/asistente/config', headers: bearer(admin.token) });
          expect(old.status).toBe(401);
          const token = (await login(again.app, 'admin@demo.local', 'admin123')).token;
          const asistente = await call<AsistenteConfig>(again.app, { method: 'GET', url: '/api/asistente/config', headers: bearer(token) });
          expect(asistente.json().data).toMatchObject({ proveedor: 'openai', apiKeyConfigurada: false });
          const estado = await call<BackupsEstado & { secretosPorReingresar: unknown[] }>(again.app, { method: 'GET', url: '/api/sistema/backups', headers: bearer(token) });
          expect(estado.json().data?.secretosPorReingresar).toEqual([{ tipo: 'asistente', localId: admin.localId }]);
        } finally {
          await again.app.close();
        }
      } finally {
        await machine.drop();
      }
    }, 60_000);
  });
}
