import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from '@resto/shared/contracts';

/** Runtime configuration of the api, built from environment variables by {@link loadConfig}. */
export interface AppConfig {
  /** PORT, default 3000. */
  port: number;
  /** HOST, default 127.0.0.1 (this machine only); HOST=0.0.0.0 listens on every interface (LAN tablets). */
  host: string;
  /** CLIENT_MUTATIONS_KEEP_DAYS, default 7: how long a ClientMutationId is remembered (offline handhelds retry for days). */
  clientMutationsKeepDays: number;
  /** DATA_DIR, default `<repo root>/data`. Holds the SQLite file. */
  dataDir: string;
  /** Which database DATABASE_URL selects: a postgres:// URL selects PostgreSQL, anything else SQLite. */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /**
   * JWT_SECRET signs the tokens; when unset a secret is generated once and kept in the database
   * (app_settings), encrypted with the SECRET_KEY (or DATA_DIR/secret.key), and rotated every
   * JWT_ROTATE_DAYS.
   */
  jwtSecret: string | null;
  /** JWT_SECRET_PREVIOUS: after changing JWT_SECRET, the old one still verifies (not signs) until its tokens expire. */
  jwtPreviousSecret: string | null;
  /** SECRET_KEY: key that encrypts the stored signing secrets; unset: a random key in DATA_DIR/secret.key (mode 0600). */
  secretKey: string | null;
  /** JWT_ROTATE_DAYS, default 30: a stored signing secret older than this is replaced at start (0: never). */
  jwtRotateDays: number;
  /** SESSION_CHECK_SECONDS, default 60: how often each hub connection re-checks that its session is live. */
  sessionCheckSeconds: number;
  /** SESSION_MAX_HOURS (16, a shift): a session ends this long after its sign-in, refreshed or not. */
  sessionMaxHours: number;
  /**
   * ADMIN_EMAIL (default admin@local) / ADMIN_PASSWORD (default random, shown once in the log):
   * the first admin of an empty install without the demo, who must change the password at the
   * first sign-in. SEED_FIRST_ADMIN=false (tests) turns it off: null.
   */
  firstAdmin: { email: string; password: string | null } | null;
  /** TOKEN_MINUTES, default 90 (Login expiry fallback). */
  tokenMinutes: number;
  /** STATIC_ROOT, default the repo root: where shell/dist and mfe-* /dist live. */
  staticRoot: string;
  /** LOG_LEVEL, default info. */
  logLevel: string;
  /** SEED_DEMO: seed the demo venue (known passwords) on the first start; default off when NODE_ENV=production. */
  seedDemo: boolean;
  /** DEMO_TIMEZONE: the demo venue's IANA time zone (default America/Argentina/Buenos_Aires). */
  demoTimezone: string | null;
  /**
   * TRUST_PROXY, default false (X-Forwarded-For ignored): true (believe any proxy), or a
   * comma-separated list of proxy addresses/CIDRs whose X-Forwarded-For is believed (fastify's
   * trustProxy). The sign-in limiter counts per address, so behind a proxy it must be set.
   */
  trustProxy: boolean | string[];
  /** REMOTE_<NAME>_URL per remote, e.g. REMOTE_MFE_VENTAS_URL. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /** REMOTES_FILE: JSON file with the whole registry, re-read on every request. */
  remotesFile: string | null;
  /** METRICS_TOKEN: GET /api/metrics from elsewhere than localhost needs it as a bearer token. */
  metricsToken: string | null;
  /**
   * Electronic invoicing with ARCA: ARCA_WSAA_URL / ARCA_WSFE_URL replace the official
   * addresses of the venue's environment (a local fake in tests and e2e); ARCA_TIMEOUT_MS (15000)
   * per call; ARCA_RETRY_SECONDS (60) between background retries of the pending vouchers.
   */
  arca: { wsaaUrl: string | null; wsfeUrl: string | null; timeoutMs: number; retrySeconds: number };
  /**
   * ASSISTANT_FIRST_BYTE_MS (10000): how long the venue's OpenAI-compatible provider may take to
   * start answering (and, after that, to send each next part) before the answer ends with a message.
   */
  assistantFirstByteMs: number;
  /**
   * ASSISTANT_KEEPALIVE_MS (5000): while the provider is silent, a zero-width space (CHAT_KEEPALIVE)
   * is sent this often so that a proxy's read timeout does not cut the answer.
   */
  assistantKeepAliveMs: number;
  /** LOGIN_MAX_FAILURES (5) failed logins per IP or e-mail within LOGIN_WINDOW_MINUTES (15). */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** LOGIN_BACKOFF_MAX_SECONDS, default 60: the longest wait between sign-in attempts of one account or address. */
  loginBackoffMaxSeconds: number;
  /** LOGIN_BACKOFF_BASE_SECONDS (1): the first wait once the free attempts are used; it doubles from there. */
  loginBackoffBaseSeconds: number;
  /** LOGIN_MAX_FAILURES_PER_ADDRESS, default 20: attempts from one address before it waits (staff share one). */
  loginMaxFailuresPerAddress: number;
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

function timeZoneFrom(env: Env, key: string): string | null {
  const raw = env[key]?.trim();
  if (!raw) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`Variable de entorno ${key} inválida: '${raw}' (se espera una zona horaria IANA, como America/Argentina/Buenos_Aires)`);
  }
}

function boolFrom(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (!raw) return fallback;
  return !['false', '0', 'no', 'off'].includes(raw);
}

function trustProxyFrom(env: Env): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  const lower = raw.toLowerCase();
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  if (['true', '1', 'yes', 'on'].includes(lower)) return true;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
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
    host: env.HOST?.trim() || '127.0.0.1',
    clientMutationsKeepDays: Math.max(1, intFrom(env, 'CLIENT_MUTATIONS_KEEP_DAYS', 7)),
    dataDir,
    database: isPostgresUrl(databaseUrl) ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', file: path.join(dataDir, 'resto.db') },
    jwtSecret: env.JWT_SECRET?.trim() || null,
    jwtPreviousSecret: env.JWT_SECRET_PREVIOUS?.trim() || null,
    secretKey: env.SECRET_KEY?.trim() || null,
    jwtRotateDays: intFrom(env, 'JWT_ROTATE_DAYS', 30),
    sessionCheckSeconds: Math.max(1, intFrom(env, 'SESSION_CHECK_SECONDS', 60)),
    sessionMaxHours: Math.max(1, intFrom(env, 'SESSION_MAX_HOURS', 16)),
    firstAdmin: boolFrom(env, 'SEED_FIRST_ADMIN', true) ? { email: env.ADMIN_EMAIL?.trim().toLowerCase() || 'admin@local', password: env.ADMIN_PASSWORD || null } : null,
    tokenMinutes: Math.max(1, intFrom(env, 'TOKEN_MINUTES', 90)),
    staticRoot: path.resolve(env.STATIC_ROOT?.trim() || REPO_ROOT),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    // Demo users have published passwords: never in production unless asked for.
    seedDemo: boolFrom(env, 'SEED_DEMO', env.NODE_ENV?.trim() !== 'production'),
    demoTimezone: timeZoneFrom(env, 'DEMO_TIMEZONE'),
    trustProxy: trustProxyFrom(env),
    remoteOverrides,
    remotesFile: env.REMOTES_FILE?.trim() ? path.resolve(env.REMOTES_FILE.trim()) : null,
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    arca: {
      wsaaUrl: env.ARCA_WSAA_URL?.trim() || null,
      wsfeUrl: env.ARCA_WSFE_URL?.trim() || null,
      timeoutMs: Math.max(100, intFrom(env, 'ARCA_TIMEOUT_MS', 15_000)),
      retrySeconds: Math.max(1, intFrom(env, 'ARCA_RETRY_SECONDS', 60)),
    },
    assistantFirstByteMs: Math.max(50, intFrom(env, 'ASSISTANT_FIRST_BYTE_MS', 10_000)),
    assistantKeepAliveMs: Math.max(20, intFrom(env, 'ASSISTANT_KEEPALIVE_MS', 5_000)),
    loginMaxFailures: Math.max(1, intFrom(env, 'LOGIN_MAX_FAILURES', 5)),
    loginWindowMinutes: Math.max(1, intFrom(env, 'LOGIN_WINDOW_MINUTES', 15)),
    loginBackoffMaxSeconds: Math.max(1, intFrom(env, 'LOGIN_BACKOFF_MAX_SECONDS', 60)),
    loginBackoffBaseSeconds: Math.max(1, intFrom(env, 'LOGIN_BACKOFF_BASE_SECONDS', 1)),
    loginMaxFailuresPerAddress: Math.max(1, intFrom(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20)),
  };
}

/** A fresh random secret, for installs that do not set JWT_SECRET. */
export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}
