import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP_ROUTES, signIn, USERS } from '../support';

/**
 * Axe-core on every route of the product (the desktop routes, the phone and
 * tablet layouts, the waiter handheld and the sign-in page) at desktop and phone size. Any
 * violation of impact serious or critical fails, with its rule, targets and summary printed.
 */
const DESKTOP_PATHS = [...DESKTOP_ROUTES, '/arqueos/1/cierre'];
const DEVICE_PATHS = ['/m/venta', '/m/precio', '/m/stock', '/m/reportes', '/t/reportes', '/m/mesas'];
const ROUTES = [...DESKTOP_PATHS, ...DEVICE_PATHS];

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type Found = { path: string; rule: string; impact: string; help: string; nodes: string[] };

/** Waits for the page to settle: no request in flight, no loading overlay, fonts and remotes in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Chakra's presence animations (toasts, drawers) end before the colours are final.
  await page.waitForTimeout(400);
}

async function audit(page: Page, path: string): Promise<Found[]> {
  await settle(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
    }));
}

function report(found: Found[]): string {
  return found.map((f) => `${f.path} [${f.impact}] ${f.rule}: ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`).join('\n');
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The admin signs in once per worker, through the sign-in page, and every route's test starts
 * from that browser storage (the session is kept in localStorage): each route is still its own
 * test, on a page of its own, so a slow machine fails none by the clock.
 */
const test = base.extend<object, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const page = await browser.newPage({ baseURL, locale, timezoneId });
      await signIn(page, USERS.admin);
      await settle(page);
      const state = await page.context().storageState();
      await page.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  // Every route's test starts signed in; the sign-in page's own test overrides it with an empty storage.
  storageState: async ({ adminState }, use) => use(adminState),
});

// The routes are independent: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  test.describe(`${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test.describe('signed out', () => {
      test.use({ storageState: { cookies: [], origins: [] } });
      test(`/login has no serious or critical axe violation at ${size.viewport.width}x${size.viewport.height}`, async ({ page }) => {
        await page.goto('/login');
        await expect(page.locator('input[name="email"]')).toBeVisible();
        const found = await audit(page, '/login');
        expect(found, report(found)).toEqual([]);
      });
    });

    for (const path of ROUTES) {
      test(`${path} has no serious or critical axe violation at ${size.viewport.width}x${size.viewport.height}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByTestId('page-title').first()).toBeVisible();
        const found = await audit(page, path);
        expect(found, report(found)).toEqual([]);
      });
    }
  });
}
