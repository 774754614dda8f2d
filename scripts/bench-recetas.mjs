// `pnpm bench recetas`: charging a table whose lines have six-line recipes (their ingredients taken
// in the sale's transaction, one movement each) against charging one whose lines have none.
//
// Needs the api's build (`pnpm --filter ./api run build`). Starts the built api on a free loopback
// port with a fresh DATA_DIR (SQLite) or a fresh PostgreSQL schema (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; skipped when neither is set), demo venue. Creates six ingredients and a
// preparation, gives BENCH_RECETAS_PRODUCTOS products a recipe of six lines (five ingredients and
// the preparation, itself of two), and picks as many products of the demo menu without a recipe.
// Opens 2 x BENCH_RECETAS_TABLES tables, each with BENCH_RECETAS_LINES lines of one kind, opens the
// register and charges them one at a time (POST /api/mesas/drafts/{id}/finalizar, cash), in
// alternating blocks of each kind (without, with, with, without...), after one unmeasured charge of
// each. Prints each kind's median and mean, the server's CPU time per charge, and the ratios with /
// without (target: within 10 %). BENCH_DIR=/dev/shm takes the disk's commits out of the figures.
//
//   BENCH_RECETAS_TABLES (default 60 per kind)   BENCH_RECETAS_LINES (default 6)   BENCH_RECETAS_PRODUCTOS (default 3)
//   BENCH_CPU_PROFILE=dir   profiles the api (node --cpu-prof into dir)
//   BENCH_RECETAS_BLOCK (default 5)   BENCH_DIR (default the system's temp folder)   BENCH_DATABASE_URL (PostgreSQL pass)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS, freePort, waitForHealth } from './tooling.mjs';
import { call, login, pgExec, stop } from './bench-api.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TABLES = Math.max(2, Number(process.env.BENCH_RECETAS_TABLES ?? 60));
const LINES = Math.max(1, Number(process.env.BENCH_RECETAS_LINES ?? 6));
const PRODUCTS = Math.max(1, Number(process.env.BENCH_RECETAS_PRODUCTOS ?? 3));
/** Charges of one kind in a row, between two readings of the server's CPU time. */
const BLOCK = Math.max(1, Number(process.env.BENCH_RECETAS_BLOCK ?? 5));
const BENCH_DIR = process.env.BENCH_DIR || tmpdir();
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const ADMIN = { email: 'admin@demo.local', password: 'admin123' };
const WAITER = { email: 'mozo@demo.local', password: 'mozo123' };
/** The target: a table with recipes charges within this of one without. */
const TARGET = 1.1;

async function startApi(databaseUrl) {
  const dataDir = mkdtempSync(join(BENCH_DIR, 'resto-bench-recetas-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let url = '';
  let cleanup = async () => {};
  if (databaseUrl) {
    const schema = `bench_recetas_${process.pid}_${Date.now()}`;
    const u = new URL(databaseUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    await pgExec(databaseUrl, `create schema ${schema}`);
    cleanup = () => pgExec(databaseUrl, `drop schema ${schema} cascade`);
  }
  const flags = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...flags, join(ROOT, 'api', 'dist', 'server.js')], {
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
    pid: child.pid,
    async close() {
      await stop(child);
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's CPU time so far (user + kernel), in ms (clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Six ingredients with plenty of stock and a preparation of two of them; returns the recipe lines. */
async function seedRecipes(base, admin) {
  const ids = [];
  for (let i = 1; i <= 6; i += 1) {
    const insumo = await call(base, admin, 'POST', '/api/insumos', {
      nombre: `Bench insumo ${i}`,
      unidad: i % 2 === 0 ? 'kg' : 'l',
      costoUnitario: 1000 * i,
      stockActual: 1_000_000,
      controlaStock: true,
      clientMutationId: randomUUID(),
    });
    ids.push({ id: insumo.id, unidad: insumo.unidad });
  }
  const prep = await call(base, admin, 'POST', '/api/preparaciones', {
    nombre: 'Bench salsa',
    unidad: 'g',
    rendimiento: 800,
    lineas: [
      { insumoId: ids[0].id, cantidad: 0.5, unidad: ids[0].unidad },
      { insumoId: ids[1].id, cantidad: 0.5, unidad: ids[1].unidad },
    ],
    clientMutationId: randomUUID(),
  });
  const small = (u) => (u === 'kg' ? 'g' : 'ml');
  return [
    ...ids.slice(1, 6).map((x, i) => ({ insumoId: x.id, cantidad: 20 + 10 * i, unidad: small(x.unidad), mermaPorcentaje: i === 0 ? 5 : 0 })),
    { preparacionId: prep.id, cantidad: 120, unidad: 'g' },
  ];
}

/** Products of the menu sold by unit, without required options nor stock of their own (it would run out); the first PRODUCTS get the recipe, the next PRODUCTS have none. */
async function pickProducts(base, admin, waiter, lineas) {
  const required = new Set((await call(base, waiter, 'GET', '/api/productos/modificadores')).filter((m) => m.grupos.some((g) => g.minimo > 0)).map((m) => m.productoId));
  const menu = (await call(base, waiter, 'GET', '/api/productos/menu')).filter(
    (p) => (p.unidadMedida === 'unidad' || !p.esPorPeso) && !required.has(p.id) && p.tipo !== 'combo' && !p.controlaStock,
  );
  const sinReceta = [];
  const conReceta = [];
  for (const p of menu) {
    if (conReceta.length < PRODUCTS) {
      await call(base, admin, 'PUT', `/api/productos/${p.id}/receta`, { rendimiento: 1, lineas, clientMutationId: randomUUID() });
      conReceta.push(p.id);
      continue;
    }
    const receta = await call(base, admin, 'GET', `/api/productos/${p.id}/receta`);
    if (receta.lineas.length === 0) sinReceta.push(p.id);
    if (sinReceta.length === PRODUCTS) break;
  }
  if (sinReceta.length < PRODUCTS) throw new Error('The demo menu has too few products without a recipe');
  return { conReceta, sinReceta };
}

/** Opens `count` tables with LINES lines of `productos` each; returns their draft ids. */
async function openTables(base, admin, waiter, first, count, productos) {
  const plan = await call(base, admin, 'GET', '/api/mesas');
  const mesas = plan.map((m) => ({ id: m.id, numero: m.numero, x: m.x, y: m.y, tam: m.tam, zona: m.zona, forma: m.forma }));
  const have = new Set(plan.map((m) => m.numero));
  for (let n = first; n < first + count; n += 1) if (!have.has(n)) mesas.push({ numero: n, gridX: (n % 10) * 2, gridY: Math.floor(n / 10) * 2, zona: 'bench' });
  const saved = await call(base, admin, 'PUT', '/api/mesas/bulk', { mesas });
  const drafts = [];
  for (const mesa of saved.filter((m) => m.numero >= first && m.numero < first + count)) {
    const draft = await call(base, waiter, 'POST', `/api/mesas/${mesa.id}/draft`, { comensales: 2 });
    for (let i = 0; i < LINES; i += 1) {
      await call(base, waiter, 'POST', `/api/mesas/drafts/${draft.id}/items`, {
        productoId: productos[i % productos.length],
        cantidad: 1 + (i % 2),
        clientMutationId: randomUUID(),
      });
    }
    drafts.push({ id: draft.id, mesaId: mesa.id });
  }
  return drafts;
}

async function charge(base, token, efectivo, draft) {
  const d = await call(base, token, 'GET', `/api/mesas/${draft.mesaId}/draft`);
  const started = performance.now();
  await call(base, token, 'POST', `/api/mesas/drafts/${draft.id}/finalizar`, { pagos: [{ medioId: efectivo, monto: d.total }], clientMutationId: randomUUID() });
  return performance.now() - started;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function compare(label, databaseUrl) {
  const api = await startApi(databaseUrl);
  try {
    const admin = await login(api.base, ADMIN);
    const waiter = await login(api.base, WAITER);
    const lineas = await seedRecipes(api.base, admin);
    const { conReceta, sinReceta } = await pickProducts(api.base, admin, waiter, lineas);
    const sin = await openTables(api.base, admin, waiter, 1000, TABLES, sinReceta);
    const con = await openTables(api.base, admin, waiter, 2000, TABLES, conReceta);
    // The register may already be open (the demo's): charges go into whichever is.
    await call(api.base, admin, 'POST', '/api/arqueos', { montoInicial: 10_000 }).catch(() => undefined);
    const medios = await call(api.base, admin, 'GET', '/api/medios-de-pago');
    const efectivo = medios.find((m) => m.tipo === 'efectivo').id;
    // One of each unmeasured (JIT, first reads).
    await charge(api.base, admin, efectivo, sin.shift());
    await charge(api.base, admin, efectivo, con.shift());
    const times = { sin: [], con: [] };
    const cpu = { sin: 0, con: 0 };
    // Blocks of each kind in alternating order (without, with, with, without...), the server's CPU read around each block.
    for (let b = 0; b * BLOCK < Math.min(sin.length, con.length); b += 1) {
      for (const kind of b % 2 === 0 ? ['sin', 'con'] : ['con', 'sin']) {
        const tables = (kind === 'sin' ? sin : con).slice(b * BLOCK, (b + 1) * BLOCK);
        const before = cpuMs(api.pid);
        for (const draft of tables) times[kind].push(await charge(api.base, admin, efectivo, draft));
        cpu[kind] += cpuMs(api.pid) - before;
      }
    }
    const ratio = median(times.con) / median(times.sin);
    const cpuPer = (kind) => cpu[kind] / times[kind].length;
    console.log(`\nCharge a table, ${label}: ${times.sin.length} tables of each kind, ${LINES} lines each, in blocks of ${BLOCK}`);
    console.log('  lines                          | median ms | mean ms | server CPU ms per charge');
    console.log(
      `  without recipes                | ${median(times.sin).toFixed(2).padStart(9)} | ${mean(times.sin).toFixed(2).padStart(7)} | ${cpuPer('sin').toFixed(2).padStart(8)}`,
    );
    console.log(
      `  with six-line recipes          | ${median(times.con).toFixed(2).padStart(9)} | ${mean(times.con).toFixed(2).padStart(7)} | ${cpuPer('con').toFixed(2).padStart(8)}`,
    );
    console.log(
      `  with / without: median ${(100 * ratio).toFixed(1)}% (target ≤ ${Math.round(100 * TARGET)}%: ${ratio <= TARGET ? 'ok' : 'OVER'}), server CPU ${((100 * cpuPer('con')) / cpuPer('sin')).toFixed(1)}%`,
    );
    return ratio;
  } finally {
    await api.close();
  }
}

export async function benchRecetas() {
  await compare('SQLite', '');
  if (PG_URL) await compare('PostgreSQL', PG_URL);
  else console.log('\n(PostgreSQL pass skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchRecetas();
}
