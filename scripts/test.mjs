// `npm test`: install everything and run every test - formatting, lint, types, unit, api (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), production build and end-to-end in Chromium.
// Stages that do not share files run side by side (the api's PostgreSQL run waits on the
// database while lint and the units use the CPU); each one's output is printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildEnv, ensurePnpm, install, ROOT } from './tooling.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const UNIT_PACKAGES = ['shared', 'shell', 'mfe-ventas', 'mfe-resto', 'mfe-productos', 'mfe-caja', 'mfe-admin', 'mfe-reportes'];

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('> installing Chromium from Debian packages');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium not found at ${CHROMIUM}: install Debian's 'chromium' package or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

/**
 * Debian's nginx, for the api's two-instance proxy test (it runs on PostgreSQL and fails without
 * nginx, so a CI run cannot pass it by skipping).
 */
function ensureNginx() {
  if (!process.env.TEST_DATABASE_URL || existsSync('/usr/sbin/nginx')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('> installing nginx from Debian packages');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync('/usr/sbin/nginx')) {
    console.error("nginx not found: install Debian's 'nginx-light' package (the api's PostgreSQL run needs it), or unset TEST_DATABASE_URL.");
    process.exit(1);
  }
}

const reports = mkdtempSync(join(tmpdir(), 'resto-test-'));
const stages = [];
let passed = 0;
let failed = 0;
/** Names of the failed tests, printed again at the end: CI keeps only the tail of the output. */
const failures = [];

async function stage(name, fn) {
  const started = Date.now();
  const code = await fn();
  stages.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return code;
}

/** A command of a stage that runs beside others: its output goes to a file, printed when it ends. */
function runLogged(cmd, args, { env } = {}) {
  const log = join(reports, `log-${Math.random().toString(36).slice(2)}.txt`);
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], cwd: ROOT, env: buildEnv(env), shell: false });
    const done = (code) => {
      closeSync(fd);
      console.log(`\n> ${[cmd, ...args].join(' ')}\n${readFileSync(log, 'utf8')}`);
      resolve(code ?? 1);
    };
    child.on('exit', done);
    child.on('error', () => done(1));
  });
}

/** Stages one after the other, in one lane. */
async function lane(...steps) {
  for (const step of steps) await step();
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/** Playwright's JSON report: every test whose last result is not the expected one. */
function playwrightFailures(suite, path = []) {
  const title = suite.title ? [...path, suite.title] : path;
  for (const child of suite.suites ?? []) playwrightFailures(child, title);
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const last = t.results?.[t.results.length - 1];
      failures.push(`${[...title, spec.title].join(' › ')}\n      ${firstLine(last?.error?.message)}`);
    }
  }
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  for (const f of r.testResults ?? []) {
    const bad = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of bad) failures.push(`${f.name}: ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
    if (bad.length === 0 && f.status === 'failed') failures.push(`${f.name}: ${firstLine(f.message)}`);
  }
  return true;
}

async function vitest(pnpm, pkg, name, env = {}, extra = []) {
  const out = join(reports, `${name}.json`);
  const code = await runLogged(
    pnpm,
    ['--filter', `./${pkg}`, 'exec', 'vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra],
    {
      env,
    },
  );
  if (!countVitest(out) && code !== 0) failed += 1;
  return code;
}

ensureChromium();
ensureNginx();
const pnpm = ensurePnpm();
install(pnpm);

const e2e = async () => {
  const out = join(reports, 'e2e.json');
  const code = await runLogged(pnpm, ['--filter', './e2e', 'exec', 'playwright', 'test'], {
    env: { CHROMIUM_PATH: CHROMIUM, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    for (const suite of report.suites ?? []) playwrightFailures(suite);
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
  } else if (code !== 0) failed += 1;
  return code;
};

const postgres = !!process.env.TEST_DATABASE_URL;
// The api's bundle (esbuild, seconds) is built once here: the PostgreSQL run's two-instance test
// starts it as operators do, and the production build below leaves it alone.
const bundled = await stage('api bundle', () => runLogged(pnpm, ['--filter', './api', 'run', 'build']));
// Four lanes on the machine's cores. The code's own checks (format, types and lint in one pass,
// the remotes' units) take one core; the api's PostgreSQL run, which waits on the database half of
// its time, the other. The api's SQLite run follows the PostgreSQL one, one test file at a time.
// The production build follows the PostgreSQL run without waiting for the code's checks, and end-to-end starts as soon as the
// build is there: the browser and the server wait on each other much of the time, so the longest
// stage runs beside the single-threaded type check and the units instead of after them.
const code = lane(
  () => stage('format', () => runLogged(pnpm, ['run', 'format:check'])),
  () => stage('types and lint', () => runLogged(pnpm, ['run', 'check'])),
  ...UNIT_PACKAGES.map((pkg) => () => stage(`unit ${pkg}`, () => vitest(pnpm, pkg, pkg))),
);
const apiPostgres = postgres ? stage('api (PostgreSQL)', () => vitest(pnpm, 'api', 'api-postgres', { API_BUNDLE_BUILT: bundled === 0 ? '1' : '' })) : Promise.resolve();
const apiSqlite = apiPostgres.then(() => stage('api (SQLite)', () => vitest(pnpm, 'api', 'api-sqlite', { TEST_DATABASE_URL: '' }, ['--maxWorkers=1'])));
const browser = apiPostgres
  .then(() => stage('build', () => runLogged(pnpm, ['run', 'build', ...(bundled === 0 ? ['--without-api'] : [])])))
  .then((built) => (built === 0 ? stage('e2e (Chromium)', e2e) : built));
await Promise.all([code, apiPostgres, apiSqlite, browser]);

console.log('\nStages:');
for (const s of stages) console.log(`  ${s.ok ? '✔' : '✖'} ${s.name} (${s.seconds} s)`);
const allOk = stages.every((s) => s.ok);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  ✖ ${stripVTControlCharacters(f)}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
