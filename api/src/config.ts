import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from '@resto/shared/contracts';

/** Runtime configuration of the api, built from environment variables by {@link loadConfig}. */
export interface AppConfig {
  /** PORT, default 3000. */
  port: number;
  /** HOST, default 0.0.0.0. */
  host: string;
  /** DATA_DIR, default `<repo root>/data`. Holds the SQLite file. */
  dataDir: string;
  /** Which database DATABASE_URL selects: a postgres:// URL selects PostgreSQL, anything else SQLite. */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** JWT_SECRET; when unset a secret is generated once and kept in the database (app_settings). */
  jwtSecret: string | null;
  /** TOKEN_MINUTES, default 90 (SPEC §9 login expiry fallback). */
  tokenMinutes: number;
  /** STATIC_ROOT, default the repo root: where shell/dist and mfe-* /dist live. */
  staticRoot: string;
  /** LOG_LEVEL, default info. */
  logLevel: string;
  /** SEED_DEMO, default true: seed the demo venue on the first start. */
  seedDemo: boolean;
  /** TRUST_PROXY, default false: take the client IP from X-Forwarded-For (login throttling). */
  trustProxy: boolean;
  /** REMOTE_<NAME>_URL per remote, e.g. REMOTE_MFE_VENTAS_URL. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /** REMOTES_FILE: JSON file with the whole registry, re-read on every request. */
  remotesFile: string | null;
  /** LOGIN_MAX_FAILURES (5) failed logins per IP or e-mail within LOGIN_WINDOW_MINUTES (15). */
  loginMaxFailures: number;
  loginWindowMinutes: number;
}

/** Two levels above this file: api/src/config.ts in development, api/dist/server.js when bundled. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Env = Record<string, string | undefined>;

function intFrom(env: Env, key: string, fallback: number): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Variable de entorno ${key} inválida: '${raw}' (se espera un entero)`);
  }
  return value;
}

function boolFrom(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (!raw) return fallback;
  return !['false', '0', 'no', 'off'].includes(raw);
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url.trim());
}

/** Builds the configuration from `env` (process.env by default); tests pass their own. */
export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, 'data'));
  const databaseUrl = env.DATABASE_URL?.trim();
  const remoteOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = env[`REMOTE_${name.toUpperCase()}_URL`]?.trim();
    if (value) remoteOverrides[name] = value;
  }
  return {
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    database: isPostgresUrl(databaseUrl)
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'sqlite', file: path.join(dataDir, 'resto.db') },
    jwtSecret: env.JWT_SECRET?.trim() || null,
    tokenMinutes: Math.max(1, intFrom(env, 'TOKEN_MINUTES', 90)),
    staticRoot: path.resolve(env.STATIC_ROOT?.trim() || REPO_ROOT),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    seedDemo: boolFrom(env, 'SEED_DEMO', true),
    trustProxy: boolFrom(env, 'TRUST_PROXY', false),
    remoteOverrides,
    remotesFile: env.REMOTES_FILE?.trim() ? path.resolve(env.REMOTES_FILE.trim()) : null,
    loginMaxFailures: Math.max(1, intFrom(env, 'LOGIN_MAX_FAILURES', 5)),
    loginWindowMinutes: Math.max(1, intFrom(env, 'LOGIN_WINDOW_MINUTES', 15)),
  };
}

/** A fresh random secret, for installs that do not set JWT_SECRET. */
export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}
