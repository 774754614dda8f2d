// `pnpm bench catalogo` (and the third part of plain `pnpm bench`): the catalogue at 20,000
// products, against a floor, side by side in one run.
//
// Needs the api's build (`pnpm --filter ./api run build`). Starts the built api on a free loopback
// port with a fresh DATA_DIR (SQLite) or a fresh PostgreSQL schema (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; skipped when neither is set), demo venue, and then:
//   1. imports BENCH_PRODUCTS generated products (default 20,000; 40 categories, barcodes, SKUs,
//      stock) as one CSV through POST /api/productos/importar, timed end to end at the client
//      (upload, parse, validation of every row, inserts, commit, report);
//   2. sends BENCH_REQUESTS (default 300) sequential requests of each kind on one keep-alive
//      connection and prints p50 / p95 / max: the back office's search GET /api/productos?q=…
//      (name words, a barcode, an SKU prefix), its list pages (by name, price and stock, deep
//      pages, by category, low stock), and the desk's GET /api/productos/buscar?q=…;
//   3. the floor: a bare node:http server (this file, `floor` mode) on the api's own SQLite file,
//      read-only, answering the same search (from the same name index) and the same first-page
//      list with one prepared statement each (plus the count) and JSON.stringify, no framework,
//      auth or validation.
//      Its p95 and api / floor are printed beside the api's (the PostgreSQL pass is compared
//      against the SQLite floor of its own run).
//
//   BENCH_PRODUCTS (default 20000)   BENCH_REQUESTS (default 300)   BENCH_DIR (default temp folder)
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS, freePort, waitForHealth } from './tooling.mjs';
import { call, pgExec, stop } from './bench-api.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = Math.max(100, Number(process.env.BENCH_PRODUCTS ?? 20_000));
const REQUESTS = Math.max(20, Number(process.env.BENCH_REQUESTS ?? 300));
const BENCH_DIR = process.env.BENCH_DIR || tmpdir();
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const ADMIN = { email: 'admin@demo.local', password: 'admin123' };

// ---------------------------------------------------------------------------------------------
// Floor mode: `node scripts/bench-catalogo.mjs floor <sqlite file> <localId> <port>`.
if (process.argv[2] === 'floor') {
  const [file, localId, port] = process.argv.slice(3);
  const Database = createRequire(join(ROOT, 'api', 'package.json'))('better-sqlite3');
  const db = new Database(file, { readonly: true });
  const cols = 'id, nombre, codigo_barras, codigo_sku, precio, costo, stock_actual, stock_minimo, categoria_id, activo';
  // The same indexes and the same query shape the api uses (migration 0014): the words of the
  // generated terms (all of 3+ characters) as FTS5 trigram phrases, the barcode, the SKU prefix.
  const where = `local_id = ? and id in (select rowid from productos_fts where productos_fts match ?
    union all select id from productos where local_id = ? and lower(codigo_barras) = ?
    union all select id from productos where local_id = ? and lower(codigo_sku) >= ? and lower(codigo_sku) < ?)`;
  const search = db.prepare(`select ${cols} from productos where ${where} order by nombre_busqueda, id limit 20`);
  const searchCount = db.prepare(`select count(*) n from productos where ${where}`);
  const page = db.prepare(`select ${cols} from productos where local_id = ? order by nombre_busqueda, id limit 20 offset ?`);
  const count = db.prepare('select count(*) n from productos where local_id = ?');
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://floor');
    let body;
    if (url.pathname === '/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const words = q
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .split(/\s+/)
        .filter(Boolean);
      const phrases = words.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');
      const args = [Number(localId), phrases, Number(localId), q, Number(localId), q, `${q}\uffff`];
      body = { success: true, data: { items: search.all(...args), total: searchCount.get(...args).n } };
    } else {
      const pagina = Number(url.searchParams.get('pagina') ?? 1);
      body = { success: true, data: { items: page.all(Number(localId), (pagina - 1) * 20), total: count.get(Number(localId)).n } };
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close();
    db.close();
    process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------

async function startApi(databaseUrl) {
  const dataDir = mkdtempSync(join(BENCH_DIR, 'resto-bench-catalogo-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let url = '';
  let cleanup = async () => {};
  if (databaseUrl) {
    const schema = `bench_${process.pid}_${Date.now()}`;
    const u = new URL(databaseUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    await pgExec(databaseUrl, `create schema ${schema}`);
    cleanup = () => pgExec(databaseUrl, `drop schema ${schema} cascade`);
  }
  const child = spawn(process.execPath, [...API_NODE_FLAGS, join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      STATIC_ROOT: ROOT,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
  });
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    base,
    dataDir,
    async close() {
      await stop(child);
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startFloor(dbFile, localId) {
  const port = await freePort();
  const child = fork(fileURLToPath(import.meta.url), ['floor', dbFile, String(localId), String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The floor exited with code ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, close: () => stop(child) };
}

// A deterministic catalogue: the same words every run, so runs compare.
const MARCAS = ['La Serenísima', 'Arcor', 'Terrabusi', 'Quilmes', 'Coca-Cola', 'Molinos', 'Marolio', 'Knorr', 'Bagley', 'Ledesma', 'Sancor', 'Paladini'];
const PRODUCTOS = [
  'Galletitas',
  'Yogur',
  'Leche',
  'Queso',
  'Fideos',
  'Arroz',
  'Aceite',
  'Gaseosa',
  'Cerveza',
  'Vino',
  'Agua',
  'Jugo',
  'Café',
  'Té',
  'Yerba',
  'Azúcar',
  'Harina',
  'Salame',
  'Jamón',
  'Alfajor',
  'Chocolate',
  'Mermelada',
  'Dulce de leche',
  'Manteca',
];
const VARIANTES = [
  'dulce',
  'salado',
  'light',
  'entero',
  'descremado',
  'integral',
  'clásico',
  'frutilla',
  'vainilla',
  'limón',
  'naranja',
  'chocolate',
  'sin TACC',
  'orgánico',
  'premium',
];
const TAMANOS = ['100 g', '250 g', '500 g', '1 kg', '350 ml', '500 ml', '1 l', '1,5 l', '2,25 l', 'x 6', 'x 12'];
const CATEGORIAS = Array.from({ length: 40 }, (_, i) => `Góndola ${String(i + 1).padStart(2, '0')}`);

function generateCsv(n) {
  const lines = ['nombre;codigo_barras;codigo_sku;categoria;marca;unidad_medida;costo;precio;controla_stock;stock_actual;stock_minimo'];
  let seed = 7;
  const rnd = (k) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % k;
  };
  for (let i = 0; i < n; i += 1) {
    const nombre = `${PRODUCTOS[i % PRODUCTOS.length]} ${VARIANTES[rnd(VARIANTES.length)]} ${TAMANOS[rnd(TAMANOS.length)]} ${MARCAS[rnd(MARCAS.length)]} #${i + 1}`;
    const costo = 100 + rnd(50_000);
    const centavos = rnd(100);
    const precio = Math.round(costo * 1.45);
    const barras = `779${String(1_000_000_000 + i).padStart(10, '0')}`;
    const stock = rnd(400);
    lines.push(
      `${nombre};${barras};GEN-${String(i + 1).padStart(6, '0')};${CATEGORIAS[i % CATEGORIAS.length]};${MARCAS[rnd(MARCAS.length)]};unidad;${costo},${String(centavos).padStart(2, '0')};${precio};sí;${stock};10`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** REQUESTS sequential GETs of `paths(i)` on one keep-alive connection: p50, p95, max in ms. */
async function latencies(base, token, paths) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  for (let i = 0; i < 20; i += 1) await (await fetch(`${base}${paths(i)}`, { headers })).arrayBuffer();
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}${paths(i)}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`GET ${paths(i)}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), max: times[times.length - 1] };
}

const TERMS = ['galletitas', 'yogur frutilla', 'chocolate', 'agua 500', 'cafe', 'dulce de leche', 'arcor', 'sin tacc', 'jamon', 'vino premium', 'GEN-0123', '7791000012345'];

const fmt = (v) => v.toFixed(2).padStart(8);

async function pass(label, databaseUrl) {
  const api = await startApi(databaseUrl);
  let floor = null;
  try {
    const { token, user } = await call(api.base, null, 'POST', '/api/auth/login', { nombreUsuario: ADMIN.email, password: ADMIN.password });
    const csv = generateCsv(PRODUCTS);
    const t0 = performance.now();
    const report = await call(api.base, token, 'POST', '/api/productos/importar', csv, 'text/csv');
    const importSeconds = (performance.now() - t0) / 1000;
    const categorias = await call(api.base, token, 'GET', '/api/categorias');
    const catIds = (Array.isArray(categorias) ? categorias : categorias.items).map((c) => c.id);
    const term = (i) => encodeURIComponent(TERMS[i % TERMS.length]);
    const pages = Math.floor(PRODUCTS / 20);

    const kinds = [
      ['search GET /api/productos?q=…', (i) => `/api/productos?q=${term(i)}`, (i) => `/search?q=${term(i)}`],
      ['list page by name (pages 1…1000)', (i) => `/api/productos?pagina=${1 + ((i * 37) % pages)}`, (i) => `/page?pagina=${1 + ((i * 37) % pages)}`],
      ['list page 1 by name', () => '/api/productos', () => '/page?pagina=1'],
      ['list by price, desc', (i) => `/api/productos?ordenarPor=precio&ordenDireccion=desc&pagina=${1 + (i % 50)}`, null],
      ['list by stock', (i) => `/api/productos?ordenarPor=stock&pagina=${1 + (i % 50)}`, null],
      ['list by category', (i) => `/api/productos?categoriaId=${catIds[i % catIds.length]}`, null],
      ['list low stock first page', () => '/api/productos?bajoStock=true', null],
      ['desk search GET /api/productos/buscar?q=…', (i) => `/api/productos/buscar?q=${term(i)}`, null],
    ];

    if (!databaseUrl || pass.sqliteFloorFile) {
      const file = databaseUrl ? pass.sqliteFloorFile : join(api.dataDir, 'resto.db');
      floor = await startFloor(file, databaseUrl ? pass.sqliteFloorLocal : user.local.id);
    }
    console.log(`\nCatalogue of ${PRODUCTS.toLocaleString('en')} generated products, ${label}`);
    console.log(
      `  import of ${report.importados.toLocaleString('en')} rows (CSV ${(csv.length / 1024 / 1024).toFixed(1)} MB, one request, end to end): ${importSeconds.toFixed(2)} s`,
    );
    console.log(`  ${REQUESTS} sequential requests each, one keep-alive connection, ms:`);
    console.log('  request                                          |  api p50 |  api p95 |  api max | floor p95 | api/floor p95');
    for (const [name, apiPath, floorPath] of kinds) {
      const a = await latencies(api.base, token, apiPath);
      const f = floor && floorPath ? await latencies(floor.base, null, floorPath) : null;
      console.log(
        `  ${name.padEnd(48)} | ${fmt(a.p50)} | ${fmt(a.p95)} | ${fmt(a.max)} | ${f ? fmt(f.p95).padStart(9) : '        -'} | ${f ? `${(a.p95 / f.p95).toFixed(1)}x`.padStart(13) : '            -'}`,
      );
    }
    return { importSeconds, localId: user.local.id };
  } finally {
    await floor?.close();
    if (!databaseUrl && PG_URL) {
      // Keep the SQLite file for the PostgreSQL pass's floor (same generated catalogue).
      pass.keep = api;
    } else {
      await api.close();
    }
  }
}

export async function benchCatalogo() {
  const first = await pass('SQLite', '');
  if (PG_URL) {
    const sqlite = pass.keep;
    pass.sqliteFloorFile = join(sqlite.dataDir, 'resto.db');
    pass.sqliteFloorLocal = first.localId;
    try {
      await pass('PostgreSQL (api) against the SQLite floor', PG_URL);
    } finally {
      await sqlite.close();
    }
  } else {
    console.log('\n(PostgreSQL pass skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
}

if (process.argv[2] !== 'floor' && process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchCatalogo();
}
