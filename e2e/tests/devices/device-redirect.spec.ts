import { expect, test } from '@playwright/test';
import { expectPageTitle, fillLogin, USERS } from '../support';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const TABLET_UA = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });
  test('a phone is taken to /m/venta after signing in', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, USERS.cajero.email, USERS.cajero.password);
    await expect(page).toHaveURL(/\/m\/venta$/);
    await expectPageTitle(page, 'Venta');
    const width = await page.locator('[data-layout="mobile"]').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(480);
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, userAgent: TABLET_UA });
  test('a tablet is taken to /t/reportes after signing in', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, USERS.admin.email, USERS.admin.password);
    await expect(page).toHaveURL(/\/t\/reportes$/);
    await expectPageTitle(page, 'Reportes');
  });
});

test.describe('waiter handheld', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });
  test('/m/mesas loads mfe-resto alone, without the desktop shell', async ({ page, context }) => {
    await page.goto('/login');
    await fillLogin(page, USERS.mozo.email, USERS.mozo.password);
    await expect(page).not.toHaveURL(/\/login/);
    // A fresh tab of the same signed-in browser, so no request of the shell's page is counted.
    const waiter = await context.newPage();
    const scripts: string[] = [];
    waiter.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await waiter.goto('/m/mesas');
    await expectPageTitle(waiter, 'Mesas');
    await expect(waiter.getByTestId('sidebar')).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((p) => !p.startsWith('/remotes/mfe-resto/'))).toEqual([]);
  });
});

test.describe('mozo on a tablet', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, userAgent: TABLET_UA });
  test('a mozo signing in on a tablet lands on the waiter app, which offers a way out', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, USERS.mozo.email, USERS.mozo.password);
    await expect(page).toHaveURL(/\/m\/mesas$/);
    await expectPageTitle(page, 'Mesas');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });
});

test.describe('cajero on a tablet', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, userAgent: TABLET_UA });
  test('a cajero without reportes.ver lands on a desktop page he may open, not on the tablet reports', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, USERS.cajero.email, USERS.cajero.password);
    await expect(page).toHaveURL(/\/ventas$/);
    await expectPageTitle(page, 'Ventas');
    await expect(page.getByText('Tu rol no tiene permiso para ver los números del local.')).toHaveCount(0);
  });
});

test.describe('tablet layout', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, userAgent: TABLET_UA });
  test('/t/reportes links back to the full app and signs out after a confirmation', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, USERS.admin.email, USERS.admin.password);
    await expect(page).toHaveURL(/\/t\/reportes$/);
    const header = page.locator('[data-layout="tablet"] header');
    await header.getByRole('link', { name: 'Vista completa' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/t\/reportes$/);
    await page.locator('[data-layout="tablet"] header').getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
