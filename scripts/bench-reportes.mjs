// `pnpm bench reportes`: the reports and the dashboard on a generated year of sales, against a
// floor, side by side in one run.
//
// Needs the api's build (`pnpm --filter ./api run build`). On SQLite, then on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema of its own, dropped after):
//   1. starts the built api once on a fresh DATA_DIR or schema (demo venue, schema migrated) and
//      stops it;
//   2. writes a year of paid sales straight into its database: BENCH_LINES sale lines (default
//      1,000,000; three lines a sale, one payment, over the last 365 days and the venue's opening
//      hours): on SQLite in one transaction with prepared statements, on PostgreSQL with
//      generate_series in a few statements; then rebuilds the reports' per-hour summaries from
//      them with the api's own code (modules/reportes/resumen.repository.ts, bundled here with
//      esbuild), as the migration's back-fill does, and prints how long that took;
//   3. starts the api again and sends BENCH_REQUESTS (default 20) sequential requests of each
//      report for the whole year and of the dashboard, after BENCH_WARMUP (default 3) unmeasured
//      ones, printing p50 / p95 / max;
//   4. the floor of each: one hand-written SQL aggregate of the same totals over the sale rows
//      (e.g. the products report: units and revenue by product of the year's paid lines) on the
//      same data with better-sqlite3 or pg, no server, warmed up the same way, and
//      api p95 / floor p95 (the target: within 1.5x);
//   5. the time of the full-year Excel export of the sales report.
//
//   BENCH_LINES (default 1000000)   BENCH_REQUESTS (default 20)   BENCH_WARMUP (default 3)
//   BENCH_DIR (default temp folder)   BENCH_DATABASE_URL (PostgreSQL pass; default TEST_DATABASE_URL)
//   BENCH_ENGINES (default sqlite,postgres)   BENCH_KEEP=1  keeps the SQLite pass's folder (to look at its plans)
//   BENCH_CPU_PROFILE=dir  the api runs under `node --cpu-prof` (profiles written there on exit)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_NODE_FLAGS, freePort, waitForHealth } from './tooling.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LINES = Math.max(3_000, Number(process.env.BENCH_LINES ?? 1_000_000));
const REQUESTS = Math.max(3, Number(process.env.BENCH_REQUESTS ?? 20));
const WARMUP = Math.max(0, Number(process.env.BENCH_WARMUP ?? 3));
const BENCH_DIR = process.env.BENCH_DIR || tmpdir();
const ADMIN = { email: 'admin@demo.local', password: 'admin123' };
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const PROFILE = process.env.BENCH_CPU_PROFILE ?? '';
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const Database = apiRequire('better-sqlite3');

/**
 * The api's summary rebuild (reconstruirResumen) and the kysely it runs on, bundled from the
 * source into the api's folder (so kysely resolves to the api's own copy, one instance).
 */
let rebuilder;
async function loadRebuilder() {
  if (rebuilder) return rebuilder;
  const { build } = apiRequire('esbuild');
  const outfile = join(ROOT, 'api', 'dist', `.bench-resumen-${process.pid}.mjs`);
  await build({
    stdin: {
      contents: "export { reconstruirResumen } from './src/modules/reportes/resumen.repository.ts'; export { Kysely, SqliteDialect, PostgresDialect } from 'kysely';",
      resolveDir: join(ROOT, 'api'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['kysely'],
    logLevel: 'warning',
  });
  try {
    rebuilder = await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
  return rebuilder;
}

/** Rebuilds the summaries of the generated sales (the migration's back-fill), timed. */
async function rebuild(dialect) {
  const { Kysely, reconstruirResumen } = await loadRebuilder();
  const db = new Kysely({ dialect });
  const started = performance.now();
  try {
    await db.transaction().execute((trx) => reconstruirResumen(trx));
  } finally {
    await db.destroy();
  }
  console.log(`rebuilt the reports' summaries from them in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function startApi(dataDir, databaseUrl = '') {
  const port = await freePort();
  const args = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [];
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...args, join(ROOT, 'api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      STATIC_ROOT: ROOT,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return { base, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

function generate(file) {
  const db = new Database(file);
  const venue = db.prepare('select id, currency_code from locales order by id limit 1').get();
  const user = db.prepare('select id from usuarios where local_id = ? order by id limit 1').get(venue.id);
  const productos = db
    .prepare('select p.id, p.nombre, p.precio, c.nombre categoria from productos p left join categorias c on c.id = p.categoria_id where p.local_id = ? and p.activo = 1')
    .all(venue.id);
  const medios = db.prepare('select id, nombre, tipo from medios_pago where local_id = ? and activo = 1').all(venue.id);
  const insVenta =
    db.prepare(`insert into ventas (local_id, numero, estado, origen, usuario_id, cajero_id, subtotal, descuento_general, descuento_cliente_pct, descuento_cliente, total, pagado, vuelto, finalizada_at, created_at, updated_at)
    values (?, ?, 'pagada', 'mostrador', ?, ?, ?, 0, 0, 0, ?, ?, 0, ?, ?, ?)`);
  const insItem =
    db.prepare(`insert into venta_items (venta_id, producto_id, producto_nombre, categoria_nombre, unidad_medida, cantidad_milli, precio_unitario, bruto, descuento, subtotal, orden)
    values (?, ?, ?, ?, 'unidad', ?, ?, ?, 0, ?, ?)`);
  const insPago = db.prepare(
    `insert into venta_pagos (venta_id, medio_pago_id, medio_nombre, medio_tipo, moneda, monto, tasa_micro, monto_local) values (?, ?, ?, ?, ?, ?, null, ?)`,
  );
  const sales = Math.ceil(LINES / 3);
  const now = Date.now();
  let seed = 42;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  let numero = (db.prepare('select coalesce(max(numero), 0) n from ventas where local_id = ?').get(venue.id).n ?? 0) + 1;
  const started = performance.now();
  db.transaction(() => {
    for (let s = 0; s < sales; s += 1) {
      // Spread over the last 365 days, between 11:00 and 23:00 UTC-ish.
      const day = Math.floor((s / sales) * 365);
      const at = new Date(now - (365 - day) * 86_400_000 + Math.floor(rnd() * 12 * 3_600_000)).toISOString();
      const lines = [0, 1, 2].map(() => productos[Math.floor(rnd() * productos.length)]);
      const qty = lines.map(() => 1 + Math.floor(rnd() * 3));
      const total = lines.reduce((sum, p, i) => sum + p.precio * qty[i], 0);
      const id = insVenta.run(venue.id, numero++, user.id, user.id, total, total, total, at, at, at).lastInsertRowid;
      lines.forEach((p, i) => insItem.run(id, p.id, p.nombre, p.categoria, qty[i] * 1000, p.precio, p.precio * qty[i], p.precio * qty[i], i));
      const medio = medios[Math.floor(rnd() * medios.length)];
      insPago.run(id, medio.id, medio.nombre, medio.tipo, venue.currency_code, total, total);
    }
  })();
  db.exec('analyze');
  console.log(`generated ${sales.toLocaleString('en')} sales, ${(sales * 3).toLocaleString('en')} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  db.close();
}

/** The same year of sales on PostgreSQL, written by the server itself (generate_series). */
async function generatePg(client) {
  const started = performance.now();
  const sales = Math.ceil(LINES / 3);
  const venue = (await client.query('select id, currency_code from locales order by id limit 1')).rows[0];
  const user = (await client.query('select id from usuarios where local_id = $1 order by id limit 1', [venue.id])).rows[0];
  const numero = Number((await client.query('select coalesce(max(numero), 0) n from ventas where local_id = $1', [venue.id])).rows[0].n) + 1;
  await client.query('begin');
  await client.query('select setseed(0.42)');
  // Spread over the last 365 days, between 11:00 and 23:00 UTC-ish (as on SQLite).
  await client.query(
    `insert into ventas (local_id, numero, estado, origen, usuario_id, cajero_id, subtotal, descuento_general, descuento_cliente_pct, descuento_cliente, total, pagado, vuelto, finalizada_at, created_at, updated_at)
     select $1, $2 + g - 1, 'pagada', 'mostrador', $3, $3, 0, 0, 0, 0, 0, 0, 0, at, at, at
     from (select g, now() - (365 - floor((g - 1)::float8 / $4 * 365)) * interval '1 day' + random() * interval '12 hours' as at from generate_series(1, $4) g) s`,
    [venue.id, numero, user.id, sales],
  );
  await client.query(
    `with p as (select array_agg(p.id order by p.id) ids from productos p where p.local_id = $1 and p.activo),
     lineas as (
       select v.id venta_id, i orden, (select ids[1 + floor(random() * array_length(ids, 1))::int + (v.id * 0)] from p) producto_id, 1 + floor(random() * 3)::int qty
       from ventas v cross join generate_series(0, 2) i where v.local_id = $1 and v.numero >= $2
     )
     insert into venta_items (venta_id, producto_id, producto_nombre, categoria_nombre, unidad_medida, cantidad_milli, precio_unitario, bruto, descuento, subtotal, orden)
     select l.venta_id, pr.id, pr.nombre, c.nombre, 'unidad', l.qty * 1000, pr.precio, pr.precio * l.qty, 0, pr.precio * l.qty, l.orden
     from lineas l join productos pr on pr.id = l.producto_id left join categorias c on c.id = pr.categoria_id`,
    [venue.id, numero],
  );
  await client.query(
    `update ventas v set subtotal = s.t, total = s.t, pagado = s.t
     from (select vi.venta_id, sum(vi.subtotal) t from venta_items vi join ventas x on x.id = vi.venta_id and x.local_id = $1 and x.numero >= $2 group by vi.venta_id) s
     where v.id = s.venta_id`,
    [venue.id, numero],
  );
  await client.query(
    `with m as (select array_agg(id order by id) ids from medios_pago where local_id = $1 and activo)
     insert into venta_pagos (venta_id, medio_pago_id, medio_nombre, medio_tipo, moneda, monto, tasa_micro, monto_local)
     select v.id, mp.id, mp.nombre, mp.tipo, $3, v.total, null, v.total
     from ventas v cross join lateral (select ids[1 + floor(random() * array_length(ids, 1))::int + (v.id * 0)] medio from m) r join medios_pago mp on mp.id = r.medio
     where v.local_id = $1 and v.numero >= $2`,
    [venue.id, numero, venue.currency_code],
  );
  await client.query('commit');
  await client.query('analyze');
  console.log(`generated ${sales.toLocaleString('en')} sales, ${(sales * 3).toLocaleString('en')} lines on PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function stats(times) {
  const s = [...times].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1) };
}

const PATHS = ['ventas', 'productos', 'clientes', 'financiero', 'arqueos', 'dashboard'];

/** The reports, the dashboard and the Excel export over HTTP (p50 / p95 / max of each, after a warm-up). */
async function measureApi(api) {
  const login = await (
    await fetch(`${api.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nombreUsuario: ADMIN.email, password: ADMIN.password }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.data.token}` };
  const today = new Date();
  const desde = new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const hasta = today.toISOString().slice(0, 10);
  const range = `fechaDesde=${desde}&fechaHasta=${hasta}`;
  const rows = new Map();
  for (const path of PATHS) {
    const url = `${api.base}/api/reportes/${path}${path === 'dashboard' ? '' : `?${range}`}`;
    const times = [];
    for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      if (i >= WARMUP) times.push(performance.now() - t0);
    }
    rows.set(path, stats(times));
  }
  const t0 = performance.now();
  const xlsx = await fetch(`${api.base}/api/reportes/ventas/exportar/xlsx?${range}`, { headers });
  const bytes = (await xlsx.arrayBuffer()).byteLength;
  return { rows, exportMs: performance.now() - t0, bytes, desde, hasta };
}

/** The floor's instants: the whole range the api reads (a day of margin on each side). */
function floorRange(desde, hasta) {
  return [new Date(`${desde}T00:00:00Z`).toISOString(), new Date(new Date(`${hasta}T00:00:00Z`).getTime() + 2 * 86_400_000).toISOString()];
}

/**
 * Each report's floor: one hand-written aggregate of its main totals over the sale rows of the
 * range (the dashboard: the last 30 days' sales by hour; the audits: paid sales by register).
 * `hour` is the engine's UTC hour of finalizada_at; $1 / $2 the range's instants.
 */
function floorQueries(hour, p1, p2) {
  const paid = `v.local_id = 1 and v.estado = 'pagada' and v.finalizada_at >= ${p1} and v.finalizada_at < ${p2}`;
  return {
    ventas: `select ${hour} hora, count(*) n, sum(v.total) total, sum(v.subtotal) subtotal, sum(v.vuelto) vuelto from ventas v where ${paid} group by 1`,
    productos: `select vi.producto_id, sum(vi.cantidad_milli) cantidad, sum(vi.subtotal) ingresos from ventas v inner join venta_items vi on vi.venta_id = v.id where ${paid} group by vi.producto_id`,
    clientes: `select v.cliente_id, count(*) n, sum(v.total) total from ventas v where ${paid} group by v.cliente_id`,
    financiero: `select sum(vi.subtotal) ingresos, sum(vi.cantidad_milli * coalesce(p.costo, 0)) costo from ventas v inner join venta_items vi on vi.venta_id = v.id left join productos p on p.id = vi.producto_id where ${paid}`,
    arqueos: `select v.arqueo_id, count(*) n, sum(v.total) total from ventas v where v.local_id = 1 and v.estado = 'pagada' group by v.arqueo_id`,
    dashboard: `select ${hour} hora, count(*) n, sum(v.total) total from ventas v where ${paid} group by 1`,
  };
}

/** Times each floor query (warm-up first); `run(path, text, [from, to])` executes one. */
async function measureFloors(engineHour, p1, p2, measured, run) {
  const [from, to] = floorRange(measured.desde, measured.hasta);
  const month = [new Date(Date.now() - 31 * 86_400_000).toISOString(), new Date(Date.now() + 86_400_000).toISOString()];
  const floors = new Map();
  for (const [path, text] of Object.entries(floorQueries(engineHour, p1, p2))) {
    const params = path === 'arqueos' ? [] : path === 'dashboard' ? month : [from, to];
    const times = [];
    for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
      const f0 = performance.now();
      await run(path, text, params);
      if (i >= WARMUP) times.push(performance.now() - f0);
    }
    floors.set(path, stats(times));
  }
  return floors;
}

function print(engine, { rows, exportMs, bytes }, floors) {
  console.log(`\nReports on a year of sales (${LINES.toLocaleString('en')} lines), ${engine}, ${REQUESTS} requests each after ${WARMUP} unmeasured (ms):`);
  console.table(
    PATHS.map((path) => {
      const r = rows.get(path);
      const f = floors.get(path);
      const ratio = r.p95 / f.p95;
      return {
        what: `GET /api/reportes/${path}`,
        p50: r.p50.toFixed(1),
        p95: r.p95.toFixed(1),
        max: r.max.toFixed(1),
        'floor p95': f.p95.toFixed(1),
        'p95 / floor': ratio.toFixed(2),
        'target 1.5x': ratio <= 1.5 ? 'within' : 'over',
      };
    }),
  );
  console.log(`full-year Excel export of the sales report (${engine}): ${exportMs.toFixed(0)} ms, ${bytes.toLocaleString('en')} bytes`);
}

async function passSqlite() {
  const dataDir = mkdtempSync(join(BENCH_DIR, 'resto-bench-reportes-'));
  try {
    const first = await startApi(dataDir);
    await first.stop();
    const file = join(dataDir, 'resto.db');
    generate(file);
    const { SqliteDialect } = await loadRebuilder();
    await rebuild(new SqliteDialect({ database: new Database(file) }));
    const analyzed = new Database(file);
    analyzed.exec('analyze');
    analyzed.close();

    const api = await startApi(dataDir);
    const measured = await measureApi(api);
    await api.stop();

    // The floors: hand-written aggregates on the same file.
    const db = new Database(file, { readonly: true });
    const statements = new Map();
    const floors = await measureFloors('substr(v.finalizada_at, 1, 13)', '?', '?', measured, async (path, text, params) => {
      if (!statements.has(path)) statements.set(path, db.prepare(text));
      statements.get(path).all(...params);
    });
    db.close();
    print('SQLite', measured, floors);
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

async function passPostgres() {
  const pg = apiRequire('pg');
  const dataDir = mkdtempSync(join(BENCH_DIR, 'resto-bench-reportes-'));
  const schema = `bench_reportes_${process.pid}_${Date.now()}`;
  const u = new URL(PG_URL);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const url = u.toString();
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const first = await startApi(dataDir, url);
    await first.stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await generatePg(client);
      const { PostgresDialect } = await loadRebuilder();
      await rebuild(new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }));
      await client.query('analyze');
      const api = await startApi(dataDir, url);
      const measured = await measureApi(api);
      await api.stop();

      // The floors: the same aggregates by hand, with pg, on the same schema.
      const floors = await measureFloors(`to_char(v.finalizada_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`, '$1', '$2', measured, (path, text, values) =>
        client.query({ name: `floor-${path}`, text, values }),
      );
      print('PostgreSQL', measured, floors);
    } finally {
      await client.end();
    }
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchReportes() {
  const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
  if (engines.includes('sqlite')) await passSqlite();
  if (!engines.includes('postgres')) return;
  if (PG_URL) await passPostgres();
  else console.log('\n(PostgreSQL pass skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchReportes();
