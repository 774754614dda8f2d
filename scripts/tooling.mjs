// Helpers for the two top-level commands: find or install pnpm 10, run commands, report.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const LOCAL_PNPM = join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');

function pnpmWorks(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8', shell: false });
  return r.status === 0 && r.stdout.trim().startsWith('10.');
}

/** pnpm 10 from PATH, else installed globally with npm, else into .tools/ (no root needed). */
/**
 * Node's flags for the api (npm start, the benches; the Dockerfile and `pnpm --filter ./api serve`
 * write the same): a 32 MB young-generation semi-space instead of 16 MB. An add allocates its
 * request, its rows and its reply; with the default the scavenger ran 3–7% of the time at 64
 * connections, with 32 MB about 2.5%, and an add took 506–515 µs of CPU instead of 550–561
 * (`pnpm bench writes`, BENCH_CPU_PROFILE runs; 64 MB measured no better).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];

export function ensurePnpm() {
  if (pnpmWorks('pnpm')) return 'pnpm';
  if (existsSync(LOCAL_PNPM) && pnpmWorks(LOCAL_PNPM)) return LOCAL_PNPM;
  console.log(`> installing pnpm ${PNPM_VERSION}`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && pnpmWorks('pnpm')) return 'pnpm';
  const local = spawnSync('npm', ['install', '--no-save', '--prefix', join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
  });
  if (local.status === 0 && pnpmWorks(LOCAL_PNPM)) return LOCAL_PNPM;
  throw new Error('Could not install pnpm 10 with npm');
}

/** better-sqlite3 compiles from source: point node-gyp at the system's Node headers when present. */
export function buildEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

export function run(cmd, args, { env, ...opts } = {}) {
  console.log(`\n> ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: buildEnv(env), shell: false });
  return r.status ?? 1;
}

export function runOrExit(cmd, args, opts = {}) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

export function install(pnpm) {
  runOrExit(pnpm, ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
}

export function spawnInherit(cmd, args, { env, ...opts } = {}) {
  return spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: buildEnv(env) });
}

/** A free TCP port on loopback, for a server a bench starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Waits until the api started as `child` answers GET /api/health; throws if it exits first. */
export async function waitForHealth(base, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The api exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The api did not answer /api/health in time');
}
