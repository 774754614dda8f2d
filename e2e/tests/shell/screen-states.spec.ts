import { expect, test } from '@playwright/test';
import { signIn } from '../support';

/**
 * What the screen shows when the server stops, and the layouts that must hold: the settings tabs at
 * 1280 px, the sign-in's language selector on a phone, the reservations grid on dinner.
 */
test.describe('desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header says the connection is lost as soon as the api stops answering, and comes back', async ({ page }) => {
    await signIn(page);
    await page.goto('/config');
    const badge = page.getByTestId('realtime-status');
    await expect(badge).toHaveText('Conectado');
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('tab', { name: 'Medios de pago' }).click();
    await expect(badge).toHaveText('Desconectado', { timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await page.unroute('**/api/**');
    await expect(badge).toHaveText('Conectado', { timeout: 15_000 });
  });

  test('every settings tab is whole and reachable', async ({ page }) => {
    await signIn(page);
    await page.goto('/config');
    const tabs = page.getByTestId('config-tabs').getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const tab of await tabs.all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      const cut = await tab.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut).toBe(false);
    }
  });

  test('the reservations grid opens with dinner in sight', async ({ page }) => {
    await signIn(page);
    await page.goto('/reservas');
    // A day no other spec books: the grid opens on dinner.
    const fecha = page.getByTestId('reservas-fecha');
    await fecha.fill('14/03/2031');
    await fecha.press('Enter');
    const grid = page.getByTestId('reservas-grilla');
    await expect(grid).toBeVisible();
    await expect(grid.getByText('21:00', { exact: true })).toBeInViewport();
  });
});

test.describe('phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sign-in's language selector is whole on screen", async ({ page }) => {
    await page.goto('/login');
    const select = page.getByRole('combobox', { name: 'Idioma' });
    await expect(select).toBeInViewport({ ratio: 1 });
    const cut = await select.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut).toBe(false);
  });
});
