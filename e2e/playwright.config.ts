import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/*
 * The venue's and the browsers' time zone: a fixed-offset zone where it is 13:00 now, chosen once
 * by the runner (workers inherit the variable). Whatever the hour the suite runs at, the venue is
 * open (reservations take 10:00 to 23:00), the day does not turn during the run, and the venue's
 * date is the UTC date.
 */
function middayZone(now = new Date()): string {
  const offset = 13 - now.getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
process.env.E2E_TIMEZONE ??= middayZone();
const TIMEZONE = process.env.E2E_TIMEZONE;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A local fake of ARCA's WSAA and WSFEv1 (api/test/helpers/fake-arca-server.ts), with the test certificate in FAKE_ARCA_DIR. */
const FAKE_ARCA_PORT = PORT + 2000;
process.env.FAKE_ARCA_DIR ??= mkdtempSync(join(tmpdir(), 'resto-e2e-arca-'));
const ROOT = join(import.meta.dirname, '..');

/** End-to-end tests run Debian's Chromium against the production build served by the api. */
export default defineConfig({
  testDir: './tests',
  // A 2-core machine running two browsers and axe: generous per test, each expect still 15 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-AR',
    timezoneId: TIMEZONE,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // A venue has one register per date: the test that closes today's register runs alone, after
  // every other test (some need the register open), so its expected cash sees only its own sales.
  projects: [
    {
      name: 'chromium',
      // These two change what every other spec shares (the day's register, the venue's settings).
      testIgnore: [
        /caja\/register-day\.spec\.ts/,
        /caja\/tills-shifts\.spec\.ts/,
        /admin\/settings-live\.spec\.ts/,
        /remotes\/deploy-one\.spec\.ts/,
        /resto\/tables-live\.spec\.ts/,
        /resto\/handheld-bill\.spec\.ts/,
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Checks the register's expected cash to the centavo after charging a table: alone, so that
      // no other spec's cash sale lands in the same drawer meanwhile.
      name: 'floor-cash',
      testMatch: /resto\/tables-live\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // A table charged in cash from the phone: its own project after floor-cash, so that no
      // spec checking the drawer to the centavo runs beside it.
      name: 'floor-cash-handheld',
      testMatch: /resto\/handheld-bill\.spec\.ts/,
      dependencies: ['floor-cash'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Turns venue settings off and on: runs alone, once the other specs are done.
      name: 'venue-settings',
      testMatch: /admin\/settings-live\.spec\.ts/,
      dependencies: ['floor-cash-handheld'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'register-day',
      testMatch: /caja\/register-day\.spec\.ts/,
      dependencies: ['venue-settings'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Two tills and two shifts after the day's register closed: turns the venue's tills and
      // shifts settings on (and back off at its end) and issues today's Z, so it runs after it.
      name: 'tills-shifts',
      testMatch: /caja\/tills-shifts\.spec\.ts/,
      dependencies: ['register-day'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Rebuilds one remote and swaps its dist under the running server: runs alone, last.
      name: 'deploy-one-remote',
      testMatch: /remotes\/deploy-one\.spec\.ts/,
      dependencies: ['tills-shifts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `${join(ROOT, 'api', 'node_modules', '.bin', 'tsx')} ${join(ROOT, 'api', 'test', 'helpers', 'fake-arca-server.ts')}`,
      url: `http://127.0.0.1:${FAKE_ARCA_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_ARCA_PORT: String(FAKE_ARCA_PORT), FAKE_ARCA_DIR: process.env.FAKE_ARCA_DIR },
    },
    {
      command: `node ${join(ROOT, 'api', 'dist', 'server.js')}`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'resto-e2e-')),
        STATIC_ROOT: ROOT,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // The specs sign in as the demo users (off by default with NODE_ENV=production).
        SEED_DEMO: 'true',
        DEMO_TIMEZONE: TIMEZONE,
        ARCA_WSAA_URL: `http://127.0.0.1:${FAKE_ARCA_PORT}/ws/services/LoginCms`,
        ARCA_WSFE_URL: `http://127.0.0.1:${FAKE_ARCA_PORT}/wsfev1/service.asmx`,
      },
    },
  ],
});
