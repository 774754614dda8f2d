import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';

/*
 * A save on the settings screen applies at once in every open tab, and the money on
 * /ventas follows the venue's country and currency. These tests change the venue that the other
 * specs share, so each puts the setting back before it ends, whatever happens.
 */

/** The general settings, reached from the sidebar (no page load). */
async function openGeneral(page: Page) {
  await page.getByTestId('nav-config').click();
  await expect(page.getByTestId('general-config-form')).toBeVisible();
}

async function saveGeneral(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/configuracion/general') && r.request().method() === 'PUT');
  await page.getByTestId('save-general').click();
  return saved;
}

/** On the general settings: turns 'show restaurant items' on or off and saves. */
async function setRestaurantItems(page: Page, on: boolean) {
  const toggle = page.getByTestId('config-mostrarItemsRestaurant');
  if ((await toggle.locator('input').isChecked()) === on) return;
  await toggle.click();
  expect((await saveGeneral(page)).ok()).toBe(true);
  await expect(toggle.locator('input')).toBeChecked({ checked: on });
}

/** Puts the venue back to Argentina, pesos (what the other specs expect); nothing to do when it is. */
async function restoreArgentina(page: Page) {
  await page.getByTestId('config-pais').selectOption('AR');
  await page.getByTestId('config-moneda').selectOption('ARS');
  if (await page.getByTestId('save-general').isEnabled()) expect((await saveGeneral(page)).ok()).toBe(true);
}

test('turning off the restaurant items drops /resto from the sidebar of a second open tab', async ({ context }) => {
  const settings = await context.newPage();
  await signIn(settings);
  const other = await context.newPage();
  await other.goto('/ventas');
  const otherSidebar = other.getByTestId('sidebar');
  await expect(otherSidebar.getByTestId('nav-resto')).toBeVisible();
  await openGeneral(settings);
  try {
    await setRestaurantItems(settings, false);
    // No reload in the second tab: the change arrives by itself.
    await expect(otherSidebar.getByTestId('nav-resto')).toHaveCount(0);
    await expect(otherSidebar.getByTestId('nav-pedidos')).toHaveCount(0);
    await expect(otherSidebar.getByTestId('nav-ventas')).toBeVisible();
  } finally {
    await setRestaurantItems(settings, true);
  }
  await expect(otherSidebar.getByTestId('nav-resto')).toBeVisible();
});

test('a change of country and currency in the settings changes how /ventas writes money', async ({ page }) => {
  await signIn(page);
  await page.goto('/ventas');
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveText(/^\$\s0,00$/);
  await openGeneral(page);
  try {
    await page.getByTestId('config-pais').selectOption('US');
    await expect(page.getByTestId('config-moneda')).toHaveValue('USD');
    // The demo venue already has amounts stored in pesos: the api keeps its currency.
    expect((await saveGeneral(page)).status()).toBe(409);
    await expect(page.getByTestId('form-error')).toContainText('No se puede cambiar la moneda del local');
    await page.getByTestId('config-moneda').selectOption('ARS');
    expect((await saveGeneral(page)).ok()).toBe(true);
    await page.getByTestId('nav-ventas').click();
    await expect(total).toHaveText(/^ARS\s0\.00$/);
    await openGeneral(page);
  } finally {
    await restoreArgentina(page);
  }
  await page.getByTestId('nav-ventas').click();
  await expect(total).toHaveText(/^\$\s0,00$/);
});
