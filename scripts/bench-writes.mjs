// `pnpm bench writes` (and the second part of plain `pnpm bench`): adding an item to a comanda,
// against the floor, side by side in one run.
//
// Needs the api's build (`pnpm --filter ./api run build`). Starts, on free loopback ports:
//   - the built api with a fresh DATA_DIR (SQLite) or a fresh PostgreSQL schema
//     (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped when neither is set), demo venue;
//   - the floor (scripts/bench-floor.mjs): bare node:http, one prepared SQLite insert and one
//     idempotency lookup, WAL and synchronous FULL (the api's SQLite durability).
// The bench seeds three active price lists (a fixed-price salon list for part of the menu, a
// percentage salon list whose window holds now, one for another channel), so that every add
// resolves its price through them, grows the floor plan to BENCH_TABLES tables, opens a comanda
// on every one and fills each with BENCH_PREFILL items, then sends POST /api/mesas/drafts/{id}/items (one new
// ClientMutationId each, spread round-robin over every table) with autocannon, at 64 connections
// and at 1, for a bounded number of requests per run, to each server in turn: twice each, in
// alternating order (floor, api, api, floor), after a `sync` and a second of quiet, keeping each
// side's better run. It prints requests per second, latencies and the ratios api / floor.
//
//   BENCH_BATCH (default 5: lines per request of the last run, the batch add at 64 connections)
//   BENCH_TABLES (default 480: enough tables that every comanda stays the size of a real one,
//   about 10 to 40 lines through the measured runs; with 120 they grew past 150 lines)   BENCH_PREFILL (default 10)   BENCH_SECONDS (default 3 per run)
//   BENCH_DIR (default the system's temp folder: where the api's and the floor's SQLite files go)
//   BENCH_DATABASE_URL (PostgreSQL for the api's second pass; default TEST_DATABASE_URL)
//   BENCH_PRICE_LISTS=0   no price lists (the same runs without the lists' resolution, to compare)
//   BENCH_CPU_PROFILE=dir   profiles the api alone (node --cpu-prof into dir; no floor; BENCH_CONNECTIONS, default 64)
import { execSync, fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS, freePort, waitForHealth } from './tooling.mjs';
import { call, login, pgExec, stop } from './bench-api.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const TABLES = Math.max(1, Number(process.env.BENCH_TABLES ?? 480));
const PREFILL = Math.max(0, Number(process.env.BENCH_PREFILL ?? 10));
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 3));
// Where both SQLite files go: a folder on tmpfs (/dev/shm) takes the disk out and shows the CPU cost.
const BENCH_DIR = process.env.BENCH_DIR || tmpdir();
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
// Profiles the api alone (no floor runs, 64 connections only) so that its idle time is its own.
const PROFILE = process.env.BENCH_CPU_PROFILE ?? '';
const ADMIN = { email: 'admin@demo.local', password: 'admin123' };
// The demo venue's zone (the api seeds it so): the percentage list's window is written in it.
const VENUE_ZONE = 'America/Argentina/Buenos_Aires';
const PRICE_LISTS = process.env.BENCH_PRICE_LISTS !== '0';
const WAITER = { email: 'mozo@demo.local', password: 'mozo123' };

/** Starts the built api on `database` ('' = SQLite in a fresh folder); returns what the runs need. */
async function startApi(databaseUrl) {
  const dataDir = mkdtempSync(join(BENCH_DIR, 'resto-bench-writes-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = [...API_NODE_FLAGS];
  if (PROFILE) args.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`);
  let url = '';
  if (databaseUrl) {
    // A schema of its own, dropped at the end (the tests do the same).
    const schema = `bench_${process.pid}_${Date.now()}`;
    const u = new URL(databaseUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    await pgExec(databaseUrl, `create schema ${schema}`);
    startApi.cleanup = () => pgExec(databaseUrl, `drop schema ${schema} cascade`);
  } else {
    startApi.cleanup = async () => {};
  }
  const child = spawn(process.execPath, [...args, join(ROOT, 'api', 'dist', 'server.js')], {
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
      DEMO_TIMEZONE: VENUE_ZONE,
    },
  });
  const cleanup = startApi.cleanup;
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    base,
    child,
    async close() {
      await stop(child);
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Grows the demo plan to TABLES tables, opens a comanda on each and fills it. */
async function prepareFloorPlan(base) {
  const admin = await login(base, ADMIN);
  const waiter = await login(base, WAITER);
  const plan = await call(base, admin, 'GET', '/api/mesas');
  const mesas = plan.map((m) => ({ id: m.id, numero: m.numero, x: m.x, y: m.y, tam: m.tam, zona: m.zona, forma: m.forma }));
  for (let n = plan.length + 1; n <= TABLES; n += 1) mesas.push({ numero: 100 + n, gridX: (n % 10) * 2, gridY: Math.floor(n / 10) * 2, zona: 'bench' });
  const saved = await call(base, admin, 'PUT', '/api/mesas/bulk', { mesas });
  // Plain adds: products with a required modifier group (the demo steak's cooking point) left out.
  const required = new Set((await call(base, waiter, 'GET', '/api/productos/modificadores')).filter((m) => m.grupos.some((g) => g.minimo > 0)).map((m) => m.productoId));
  const menu = (await call(base, waiter, 'GET', '/api/productos/menu')).filter((p) => (p.unidadMedida === 'unidad' || !p.esPorPeso) && !required.has(p.id));
  if (menu.length === 0) throw new Error('The demo menu has no products sold by unit');
  if (PRICE_LISTS) await seedPriceLists(base, admin, menu);
  const drafts = [];
  for (const mesa of saved) {
    const draft = await call(base, waiter, 'POST', `/api/mesas/${mesa.id}/draft`, { comensales: 4 });
    for (let i = 0; i < PREFILL; i += 1) {
      await call(base, waiter, 'POST', `/api/mesas/drafts/${draft.id}/items`, {
        productoId: menu[(i * 7 + mesa.numero) % menu.length].id,
        cantidad: 1,
        clientMutationId: randomUUID(),
      });
    }
    drafts.push(draft.id);
  }
  return { token: waiter, drafts, productos: menu.map((p) => p.id), added: 0 };
}

/** `at` as HH:mm in the venue's zone. */
function hhmm(at) {
  return new Intl.DateTimeFormat('en-GB', { timeZone: VENUE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/**
 * Three active price lists, as a venue with a happy hour has them: the fixed-price salon list
 * prices every other product of the menu (it wins, priority 10), the percentage salon list (a
 * window from an hour ago to three hours from now) prices the rest, and a delivery list that a
 * table never uses is read and left aside.
 */
async function seedPriceLists(base, admin, menu) {
  const now = Date.now();
  const dias = [1, 2, 3, 4, 5, 6, 7];
  const fijos = menu.filter((_, i) => i % 2 === 0).map((p) => ({ productoId: p.id, precio: Math.max(1, Math.round(p.precio * 90) / 100) }));
  const lists = [
    { nombre: 'Bench salón precios fijos', canales: ['salon'], prioridad: 10, precios: fijos },
    {
      nombre: 'Bench happy hour',
      canales: ['salon', 'mostrador'],
      prioridad: 5,
      vigencia: { dias, desde: hhmm(new Date(now - 3_600_000)), hasta: hhmm(new Date(now + 3 * 3_600_000)) },
      ajustePorcentaje: -15,
    },
    { nombre: 'Bench delivery', canales: ['delivery'], prioridad: 20, ajustePorcentaje: 12.5 },
  ];
  for (const list of lists) await call(base, admin, 'POST', '/api/listas-precios', { ...list, clientMutationId: randomUUID() });
  const vigentes = await call(base, admin, 'GET', '/api/listas-precios/vigentes?canal=salon');
  const byList = new Set(vigentes.items.map((i) => i.lista));
  if (!byList.has('Bench salón precios fijos') || !byList.has('Bench happy hour')) throw new Error(`The bench's salon lists do not both apply now: ${[...byList].join(', ')}`);
}

/** One autocannon run of item adds, round-robin over the drafts; returns its summary. */
/** Lines per request of the batch run (a confirmed pending list). */
const BATCH = Math.max(2, Number(process.env.BENCH_BATCH ?? 5));

function run(base, target, connections, batch = 0, seconds = SECONDS) {
  let n = 0;
  const prefix = randomUUID();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        pipelining: 1,
        duration: seconds,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
        requests: [
          {
            method: 'POST',
            setupRequest(req) {
              n += 1;
              const draftId = target.drafts[n % target.drafts.length];
              const productoId = target.productos[(n * 13) % target.productos.length];
              if (batch > 0) {
                const items = Array.from({ length: batch }, (_, i) => ({
                  productoId: target.productos[(n * 13 + i) % target.productos.length],
                  cantidad: 1,
                  clientMutationId: `${prefix}-${n}-${i}`,
                }));
                return { ...req, path: `/api/mesas/drafts/${draftId}/items/lote`, body: JSON.stringify({ items }) };
              }
              return { ...req, path: `/api/mesas/drafts/${draftId}/items`, body: JSON.stringify({ productoId, cantidad: 1, clientMutationId: `${prefix}-${n}` }) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        target.added = (target.added ?? 0) + result['2xx'] * Math.max(1, batch);
        resolve(result);
      },
    );
    instance.on('error', reject);
  });
}

/**
 * CPU time (user + system, ms, and system alone) a process has used, from /proc (Linux; NaN
 * elsewhere): what one request costs the server's CPU, which the machine's other load and the disk
 * disturb less than requests per second. The system part is the kernel's work for it (syscalls,
 * the disk's writes and syncs).
 */
function cpuTimes(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // Fields 14 and 15 of stat (utime, stime) in clock ticks of 10 ms; after "pid (comm) " they are the 12th and 13th.
    const user = Number(fields[11]) * 10;
    const sys = Number(fields[12]) * 10;
    return { total: user + sys, sys };
  } catch {
    return { total: NaN, sys: NaN };
  }
}

/** `fn`'s run with the CPU time `pid` spent on it. */
async function withCpu(pid, fn) {
  const before = cpuTimes(pid);
  const result = await fn();
  const after = cpuTimes(pid);
  return { ...result, cpuMs: after.total - before.total, sysMs: after.sys - before.sys };
}

/** Runs `fn` once the disk has written back what earlier runs left and has had a second of quiet. */
async function settled(fn) {
  execSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return fn();
}

const better = (a, b) => (a.rps >= b.rps ? a : b);

function summary(result) {
  const ok = result['2xx'];
  const seconds = result.duration;
  return {
    rps: ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    errors: result.non2xx + result.errors + result.timeouts,
    cpuUs: (1000 * result.cpuMs) / ok,
    sysUs: (1000 * result.sysMs) / ok,
  };
}

async function startFloor() {
  const dir = mkdtempSync(join(BENCH_DIR, 'resto-bench-floor-'));
  const port = await freePort();
  const child = fork(join(ROOT, 'scripts', 'bench-floor.mjs'), [join(dir, 'floor.db'), String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The floor exited with code ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    async close() {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const fmt = (v, d = 0) => v.toFixed(d);

/** Runs both servers at 64 and 1 connections; prints and returns the figures. */
async function compare(label, databaseUrl) {
  const api = await startApi(databaseUrl);
  const floor = await startFloor();
  try {
    const target = await prepareFloorPlan(api.base);
    const floorTarget = { token: 'none', drafts: target.drafts, productos: target.productos };
    // Warm both (JIT, first reads of the files), unmeasured.
    if (!PROFILE) await run(floor.base, floorTarget, 8, 0, 2);
    await run(api.base, target, 8, 0, 2);
    const rows = [];
    for (const connections of PROFILE ? [Number(process.env.BENCH_CONNECTIONS ?? 64)] : [64, 1]) {
      if (PROFILE) {
        rows.push({
          connections,
          api: summary(await withCpu(api.child.pid, () => run(api.base, target, connections))),
          floor: { rps: NaN, p50: NaN, mean: NaN, errors: 0, cpuUs: NaN, sysUs: NaN },
        });
        continue;
      }
      // Two runs each, in alternating order (floor, api, api, floor), the disk flushed and quiet
      // before each: a run's writes (the other server's WAL, its checkpoints, the kernel's
      // writeback) no longer land on the next run's commits; each side keeps its better run.
      const f1 = summary(await settled(() => withCpu(floor.child.pid, () => run(floor.base, floorTarget, connections))));
      const a1 = summary(await settled(() => withCpu(api.child.pid, () => run(api.base, target, connections))));
      const a2 = summary(await settled(() => withCpu(api.child.pid, () => run(api.base, target, connections))));
      const f2 = summary(await settled(() => withCpu(floor.child.pid, () => run(floor.base, floorTarget, connections))));
      rows.push({ connections, api: better(a1, a2), floor: better(f1, f2), runs: { api: [a1.rps, a2.rps], floor: [f1.rps, f2.rps] } });
    }
    console.log(`\nAdd an item to a comanda, ${label}: ${TABLES} tables, ${PREFILL}+ items each, ${SECONDS} s per run, ${PRICE_LISTS ? '3 active price lists' : 'no price lists'}`);
    console.log('  connections | api req/s | floor req/s | api/floor | api p50 ms | floor p50 ms | api mean ms | floor mean ms | errors');
    for (const { connections, api: a, floor: f } of rows) {
      console.log(
        `  ${String(connections).padStart(11)} | ${fmt(a.rps).padStart(9)} | ${fmt(f.rps).padStart(11)} | ${`${fmt((100 * a.rps) / f.rps, 1)}%`.padStart(9)} | ${fmt(a.p50, 2).padStart(10)} | ${fmt(f.p50, 2).padStart(12)} | ${fmt(a.mean, 2).padStart(11)} | ${fmt(f.mean, 2).padStart(13)} | ${a.errors + f.errors}`,
      );
    }
    for (const { connections, api: a, floor: f } of rows) {
      console.log(`  (${connections} connections, CPU per request: api ${fmt(a.cpuUs)} µs (kernel ${fmt(a.sysUs)}), floor ${fmt(f.cpuUs)} µs (kernel ${fmt(f.sysUs)}))`);
    }
    for (const { connections, runs } of rows) {
      if (runs)
        console.log(
          `  (${connections} connections, each run in req/s: api ${runs.api.map((v) => fmt(v)).join(' and ')}, floor ${runs.floor.map((v) => fmt(v)).join(' and ')}; the better of each above)`,
        );
    }
    if (!PROFILE) {
      // 'Confirmar' with several products: one request, one transaction, one event for all.
      const b = summary(await run(api.base, target, 64, BATCH));
      console.log(
        `  batch add of ${BATCH} (POST .../items/lote), 64 connections: ${fmt(b.rps)} req/s = ${fmt(b.rps * BATCH)} items/s, ${fmt((100 * b.rps * BATCH) / rows[0].floor.rps, 1)}% of the floor's single inserts, mean ${fmt(b.mean, 2)} ms, errors ${b.errors}`,
      );
    }
    console.log(`  the comandas held ${PREFILL} lines each at the start and ${fmt(PREFILL + target.added / TABLES)} on average at the end (the warm-up included)`);
    return rows;
  } finally {
    await floor.close();
    await api.close();
  }
}

export async function benchWrites() {
  await compare('SQLite', '');
  if (PG_URL) await compare('PostgreSQL (api) against the SQLite floor', PG_URL);
  else console.log('\n(PostgreSQL pass skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchWrites();
}
