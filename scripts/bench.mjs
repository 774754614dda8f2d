// `pnpm bench`: how heavy and how fast the waiter handheld (/m/mesas) is on a cheap phone, then
// how fast comanda writes are against a bare floor (scripts/bench-writes.mjs; alone: `pnpm bench writes`),
// then the catalogue at 20,000 products: CSV import, search and list pages against a floor
// (scripts/bench-catalogo.mjs; alone: `pnpm bench catalogo`), then a table charged with six-line
// recipes against one without (scripts/bench-recetas.mjs; alone: `pnpm bench recetas`).
//
// Builds nothing: run `pnpm run build` first. Starts the built api on a free port with a fresh
// DATA_DIR (demo venue), signs the demo waiter in through /login (Playwright), then loads /m/mesas
// cold in Chromium with phone emulation (390x844, mobile UA, touch) and a 4x CPU slowdown, several
// times, driving it through the DevTools protocol alone (scripts/bench-phone.mjs: no test
// framework's work in the measured pages).
// It records every response of the initial load (CDP Network events) until the table list is
// usable (the app marks it with data-ready="true" and the performance mark 'waiter:ready') and
// prints the medians.
//
// The same cold load on the slow network too (150 ms round trips, 1.6 Mbit/s down,
// 750 kbit/s up, through Network.emulateNetworkConditions), with its waterfall; then, once the
// service worker has installed, a warm reload and a reload with no network at all (until the table
// list and the menu are usable: the marks 'waiter:ready' and 'waiter:menu'). Each figure is printed
// beside its budget. `pnpm bench handheld` runs only this part.
//
//   BENCH_VERBOSE=1 lists every response of the initial load
//   BENCH_READY_SELECTOR (default [data-ready="true"])
//   BENCH_RUNS (default 5)   CHROMIUM_PATH (default /usr/bin/chromium)   BENCH_CPU_RATE (default 4)
//   BENCH_SETTLE_MS (default 2000): how long a page stays open before a warm or offline reload
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS, freePort, waitForHealth } from './tooling.mjs';
import { launchBrowser, newPhone } from './bench-phone.mjs';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_RATE = Math.max(1, Number(process.env.BENCH_CPU_RATE ?? 4));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const READY = process.env.BENCH_READY_SELECTOR ?? '[data-ready="true"]';
const WAITER = { email: 'mozo@demo.local', password: 'mozo123' };
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/** The budgets for /m/mesas (docs/performance.md). */
const BUDGETS = { wireKb: 120, fastMs: 1000, slowMs: 1200, warmMs: 300, offlineMs: 1000 };
/** The venue's bad Wi-Fi: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up (bytes per second). */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const ONLY_HANDHELD = process.argv[2] === 'handheld';

// `pnpm bench writes` runs only the second part: comanda writes against the floor (bench-writes.mjs).
if (process.argv[2] === 'writes') {
  const { benchWrites } = await import('./bench-writes.mjs');
  await benchWrites();
  process.exit(0);
}
// `pnpm bench costos`: only the costs report on a year of sales against a SQL aggregate (bench-costos.mjs).
if (process.argv[2] === 'costos') {
  const { benchCostos } = await import('./bench-costos.mjs');
  await benchCostos();
  process.exit(0);
}
// `pnpm bench reportes`: only the reports on a generated year of sales (bench-reportes.mjs).
if (process.argv[2] === 'reportes') {
  const { benchReportes } = await import('./bench-reportes.mjs');
  await benchReportes();
  process.exit(0);
}
// `pnpm bench recetas`: only a table charged with six-line recipes against one without (bench-recetas.mjs).
if (process.argv[2] === 'recetas') {
  const { benchRecetas } = await import('./bench-recetas.mjs');
  await benchRecetas();
  process.exit(0);
}
// `pnpm bench catalogo`: only the catalogue at 20,000 products (bench-catalogo.mjs).
if (process.argv[2] === 'catalogo') {
  const { benchCatalogo } = await import('./bench-catalogo.mjs');
  await benchCatalogo();
  process.exit(0);
}

const NEEDED = ['api/dist/server.js', 'shell/dist/index.html', 'mfe-resto/dist/index.html'];
const missing = NEEDED.filter((f) => !existsSync(join(ROOT, f)));
if (missing.length > 0) {
  console.error(`Missing ${missing.join(', ')}: run \`pnpm run build\` first.`);
  // The write comparison needs only the api's build: run it alone then.
  if (existsSync(join(ROOT, 'api/dist/server.js'))) {
    console.error('Waiter page bench skipped; comanda writes only.');
    const { benchWrites } = await import('./bench-writes.mjs');
    await benchWrites();
    const { benchCatalogo } = await import('./bench-catalogo.mjs');
    await benchCatalogo();
  }
  process.exit(1);
}

// Playwright lives in the e2e package; the repository root does not depend on it.
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** How long a page is left alone before it is reloaded (warm and offline reloads). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2000);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_UA,
  locale: 'es-AR',
};

/**
 * The waiter's stored session exactly as the login page leaves it: signed in once through /login
 * (the token and user encrypted under the page's key). Every measured phone starts from
 * it. (Before, each phone started from the plain legacy keys, so every cold load also measured
 * their one-time migration: a new AES key and two encryptions.)
 */
async function signedInStorage(browser, base) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name="email"]').fill(WAITER.email);
  await page.locator('input[name="password"]').fill(WAITER.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/m\/mesas/, { timeout: 90_000 });
  await page.waitForSelector(READY, { timeout: 90_000 });
  const state = await context.storageState();
  await context.close();
  const keys = state.origins.flatMap((o) => o.localStorage.map((e) => e.name));
  if (!keys.includes('rf_enc_token') || keys.includes('token')) throw new Error(`Unexpected stored session after signing in: ${keys.join(', ')}`);
  return { cookies: state.cookies, origins: state.origins.map((o) => ({ origin: o.origin, localStorage: o.localStorage })) };
}

const PHONE_OPTIONS = { userAgent: PHONE_UA, locale: PHONE.locale, cpuRate: CPU_RATE };

/**
 * One cold load of /m/mesas (a new phone: no HTTP cache, no service worker); returns sizes and
 * times of the initial load and its waterfall. `network`: 'fast' (no throttling) or 'slow'.
 */
async function measure(browser, base, storage, network = 'fast') {
  const phone = await newPhone(browser, { base, storage, ...PHONE_OPTIONS });
  const { page } = phone;
  await page.send('Network.enable');
  await page.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network === 'slow') await page.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  const started = new Map();

  const responses = new Map();
  const finished = [];
  page.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(e.requestId, { url: e.response.url, type: e.type, encoding: headers['content-encoding'] ?? null });
  });
  let documentStart = null;
  page.on('Network.requestWillBeSent', (e) => {
    if (documentStart === null && e.type === 'Document') documentStart = e.timestamp;
    if (!started.has(e.requestId)) started.set(e.requestId, e.timestamp);
  });
  page.on('Network.loadingFinished', (e) => finished.push({ requestId: e.requestId, bytes: e.encodedDataLength, at: e.timestamp }));

  await page.send('Page.navigate', { url: `${base}/m/mesas` });
  const ready = await page.mark('waiter:ready');
  await page.waitFor(`document.querySelector(${JSON.stringify(READY)}) !== null`, 10_000);
  const fcp = await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`);
  // The initial load is what finished before the list was usable (DevTools timestamps are seconds
  // on a monotonic clock; the page's time origin is the document request).
  const readyAt = documentStart === null ? Infinity : documentStart + ready / 1000;
  const initial = finished.splice(0).filter((f) => f.at <= readyAt);

  let wire = 0;
  let gzip = 0;
  let staticGzip = 0;
  let requests = 0;
  const waterfall = [];
  for (const { requestId, bytes, at } of initial) {
    const info = responses.get(requestId);
    if (!info) continue;
    requests += 1;
    wire += bytes;
    const from = started.get(requestId) ?? documentStart;
    waterfall.push({ start: (from - documentStart) * 1000, end: (at - documentStart) * 1000, bytes, type: info.type, path: new URL(info.url).pathname });
    let compressed = bytes;
    if (!info.encoding || info.encoding === 'identity') {
      try {
        const { body, base64Encoded } = await page.send('Network.getResponseBody', { requestId });
        compressed = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length;
      } catch {
        // bodies of some responses (e.g. redirects) are not kept: count what crossed the wire
      }
    }
    gzip += compressed;
    if (process.env.BENCH_VERBOSE) console.log(`    ${(compressed / 1024).toFixed(1).padStart(7)} kB gzip  ${info.type.padEnd(10)} ${new URL(info.url).pathname}`);
    if (info.type === 'Script' || info.type === 'Stylesheet' || info.type === 'Document' || info.type === 'Font' || info.type === 'Image') staticGzip += compressed;
  }
  await phone.close();
  waterfall.sort((a, b) => a.start - b.start);
  return { wire, gzip, staticGzip, requests, ready, fcp, waterfall };
}

/**
 * Warm and offline reloads: one phone loads /m/mesas, its service worker installs and
 * keeps the first view's answers; then it reloads with everything cached, several times, and with
 * no network at all, several times. Times are until the table list is usable ('waiter:ready');
 * offline also until the menu is ('waiter:menu').
 */
async function measureReloads(browser, base, storage, runs) {
  const phone = await newPhone(browser, { base, storage, ...PHONE_OPTIONS });
  const { page } = phone;
  await page.send('Page.navigate', { url: `${base}/m/mesas` });
  await page.mark('waiter:ready');
  await page.waitFor('navigator.serviceWorker.controller !== null');
  await page.waitFor(
    `caches.open('waiter-api').then((c) => c.keys()).then((keys) => { const paths = keys.map((r) => new URL(r.url).pathname); return paths.includes('/api/mesas') && paths.includes('/api/productos/menu'); })`,
    90_000,
    250,
  );
  const reload = async () => {
    // A waiter reloads a page that has been open a while, not one still fetching its lazy views,
    // connecting to the hub and filling its caches: the previous load settles first.
    await sleep(SETTLE_MS);
    page.resetMarks();
    await page.send('Page.reload', {});
    const ready = await page.mark('waiter:ready');
    const menu = await page.mark('waiter:menu');
    await page.waitFor(`document.querySelector(${JSON.stringify(READY)}) !== null`, 10_000);
    return { ready, menu };
  };
  const warm = [];
  // The first reload fills the browser's own caches (compiled code): not measured.
  await reload();
  for (let i = 0; i < runs; i += 1) warm.push((await reload()).ready);
  // BENCH_CPU_PROFILE=dir: one more warm reload under the V8 profiler (the page's renderer), saved
  // as dir/handheld-warm.cpuprofile (open it in DevTools, or map it with HANDHELD_SOURCEMAP=1).
  if (process.env.BENCH_CPU_PROFILE) {
    await page.send('Profiler.enable');
    await page.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.send('Profiler.start');
    const r = await reload();
    const { profile } = await page.send('Profiler.stop');
    mkdirSync(process.env.BENCH_CPU_PROFILE, { recursive: true });
    writeFileSync(join(process.env.BENCH_CPU_PROFILE, 'handheld-warm.cpuprofile'), JSON.stringify(profile));
    console.log(`profiled warm reload: ready at ${Math.round(r.ready)} ms, profile in ${process.env.BENCH_CPU_PROFILE}`);
  }
  // No network for the page and its service worker, and navigator.onLine false for the page, as on
  // a phone whose Wi-Fi dropped.
  await phone.goOffline();
  const offline = [];
  for (let i = 0; i < runs; i += 1) {
    const r = await reload();
    // What the waiter sees: the tables, the menu and the offline banner.
    await page.waitFor(`document.querySelector('[data-testid="banner-sin-conexion"]') !== null`, 10_000);
    offline.push(Math.max(r.ready, r.menu));
  }
  await phone.close();
  return { warm, offline };
}

const verdict = (value, budget, unit = 'ms') => (value <= budget ? 'within budget' : `OVER budget by ${Math.round(value - budget)} ${unit}`);

function printWaterfall(run) {
  console.log(`\n  waterfall of a cold load on the slow network (ms from the document request; table list usable at ${Math.round(run.ready)} ms):`);
  for (const w of run.waterfall) {
    console.log(`    ${String(Math.round(w.start)).padStart(5)} → ${String(Math.round(w.end)).padStart(5)}  ${kb(w.bytes).padStart(9)}  ${w.type.padEnd(10)} ${w.path}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'resto-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...API_NODE_FLAGS, join(ROOT, 'api', 'dist', 'server.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    STATIC_ROOT: ROOT,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  },
});
let browser;
try {
  await waitForHealth(base, server);
  // Playwright signs the waiter in (a real sign-in through /login), then leaves: every measured
  // page is opened by scripts/bench-phone.mjs through the DevTools protocol alone.
  const signIn = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const storage = await signedInStorage(signIn, base).finally(() => signIn.close());
  browser = await launchBrowser(CHROMIUM);
  if (process.env.BENCH_VERBOSE) console.log(`stored after signing in: ${storage.origins.flatMap((o) => o.localStorage.map((e) => e.name)).join(', ')}`);
  // One unmeasured load warms the server (first reads of the SQLite file, JIT), not the browser.
  await measure(browser, base, storage);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = await measure(browser, base, storage);
    runs.push(r);
    console.log(`fast run ${i + 1}: ${kb(r.gzip)} gzip (${kb(r.wire)} on the wire, ${r.requests} requests), usable at ${Math.round(r.ready)} ms`);
  }
  const slowRuns = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = await measure(browser, base, storage, 'slow');
    slowRuns.push(r);
    console.log(`slow run ${i + 1}: ${kb(r.wire)} on the wire, ${r.requests} requests, usable at ${Math.round(r.ready)} ms`);
  }
  const { warm, offline } = await measureReloads(browser, base, storage, RUNS);
  console.log(`warm reloads: ${warm.map((v) => Math.round(v)).join(', ')} ms; offline reloads: ${offline.map((v) => Math.round(v)).join(', ')} ms`);

  const m = (key) => median(runs.map((r) => r[key]));
  const fcps = runs.map((r) => r.fcp).filter((v) => v !== null);
  const slowMedian = median(slowRuns.map((r) => r.ready));
  // The waterfall of the slow run closest to the median.
  printWaterfall(slowRuns.reduce((best, r) => (Math.abs(r.ready - slowMedian) < Math.abs(best.ready - slowMedian) ? r : best)));
  console.log(`\n/m/mesas, ${RUNS} runs each, 390x844 phone, CPU slowdown ${CPU_RATE}x, medians:`);
  console.log(`  initial download (gzip):          ${kb(m('gzip'))}  (scripts, styles, html: ${kb(m('staticGzip'))})`);
  console.log(`  initial download (on the wire):   ${kb(m('wire'))}  in ${m('requests')} requests`);
  if (fcps.length > 0) console.log(`  first contentful paint:           ${Math.round(median(fcps))} ms`);
  console.log(`  table list usable:                ${Math.round(m('ready'))} ms`);
  const rows = [
    ['cold load, on the wire', `${(m('wire') / 1024).toFixed(1)} kB`, `≤ ${BUDGETS.wireKb} kB`, verdict(m('wire') / 1024, BUDGETS.wireKb, 'kB')],
    ['cold load, fast network', `${Math.round(m('ready'))} ms`, `≤ ${BUDGETS.fastMs} ms`, verdict(m('ready'), BUDGETS.fastMs)],
    ['cold load, slow network', `${Math.round(slowMedian)} ms`, `≤ ${BUDGETS.slowMs} ms`, verdict(slowMedian, BUDGETS.slowMs)],
    ['warm reload', `${Math.round(median(warm))} ms`, `≤ ${BUDGETS.warmMs} ms`, verdict(median(warm), BUDGETS.warmMs)],
    ['reload with no network (tables and menu)', `${Math.round(median(offline))} ms`, `≤ ${BUDGETS.offlineMs} ms`, verdict(median(offline), BUDGETS.offlineMs)],
  ];
  console.log('\n  figure                                     | median     | budget     |');
  for (const [name, value, budget, v] of rows) console.log(`  ${name.padEnd(42)} | ${value.padEnd(10)} | ${budget.padEnd(10)} | ${v}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}

if (ONLY_HANDHELD) process.exit(0);

// Second part: adding items to comandas, side by side with the floor (scripts/bench-writes.mjs).
const { benchWrites } = await import('./bench-writes.mjs');
await benchWrites();

// Third part: the catalogue at 20,000 products (scripts/bench-catalogo.mjs).
const { benchCatalogo } = await import('./bench-catalogo.mjs');
await benchCatalogo();

// Fourth part: a table charged with six-line recipes against one without (scripts/bench-recetas.mjs).
const { benchRecetas } = await import('./bench-recetas.mjs');
await benchRecetas();
