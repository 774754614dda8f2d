import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, USERS } from '../support';

/*
 * Layouts that fit: at the desktop sizes where it was seen, with the sidebar open, the
 * sale's table keeps each line's Subtotal and its edit/remove buttons inside its box and the
 * viewport, the frequent products keep their prices inside their cards, and a customer's
 * 120-character name leaves 'Desactivar' on screen.
 */

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

/** The two longest names of the demo menu. */
const LONG_NAMES = ['Milanesa napolitana con papas fritas', 'Tabla de fiambres y quesos'];

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
}

/** `inner` lies horizontally within `outer` (1 px of rounding allowed) and within the viewport. */
async function expectInside(page: Page, inner: Locator, outer: Locator) {
  const i = await box(inner);
  const o = await box(outer);
  const width = page.viewportSize()!.width;
  expect(i.x).toBeGreaterThanOrEqual(o.x - 1);
  expect(i.x + i.width).toBeLessThanOrEqual(o.x + o.width + 1);
  expect(i.x + i.width).toBeLessThanOrEqual(width);
}

async function addBySearch(page: Page, name: string) {
  await page.getByTestId('open-search').click();
  const input = page.getByTestId('product-search-input');
  await input.fill(name);
  await expect(page.getByTestId('product-option').first()).toContainText(name);
  await input.press('Enter');
  // A product with optional extras only (the milanesa) is added as it is with one confirmation.
  const line = page.getByTestId('cart-line').filter({ hasText: name });
  const options = page.getByTestId('modificadores-dialog');
  await expect(line.or(options)).toBeVisible();
  if (await options.isVisible()) await options.getByTestId('modificadores-agregar').click();
  await expect(line).toHaveCount(1);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the sale table keeps each line total and its actions in view, with two long names', async ({ page }) => {
      await signIn(page, USERS.cajero);
      await page.goto('/ventas');
      await expect(page.getByTestId('frequent-product').first()).toBeVisible();
      for (const name of LONG_NAMES) await addBySearch(page, name);

      const table = page.getByTestId('cart-lines');
      // The box the table lives in (its scroll area) must not scroll sideways to show the totals.
      const area = table.locator('xpath=..');
      const scroll = await area.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth + 1);
      for (const name of LONG_NAMES) {
        const row = page.getByTestId('cart-line').filter({ hasText: name });
        await expect(row.getByTestId('line-subtotal')).toHaveText(/\$\s?\d/);
        await expectInside(page, row.getByTestId('line-subtotal'), area);
        await expectInside(page, row.getByTestId('line-edit'), area);
        await expectInside(page, row.getByTestId('line-remove'), area);
        // The name is all there: wrapped, or clamped with the whole name on hover.
        await expect(row.getByTestId('line-name')).toHaveAttribute('title', name);
      }
      await expect(page.getByTestId('cart-total')).toBeInViewport();

      // Each frequent product's price stays inside its card.
      const cards = page.getByTestId('frequent-product');
      for (let i = 0; i < (await cards.count()); i++) {
        const card = cards.nth(i);
        await expectInside(page, card.getByTestId('frequent-price'), card);
      }
    });
  });
}

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

for (const viewport of VIEWPORTS) {
  test(`/clientes at ${viewport.width}x${viewport.height}: a 120-character name leaves Contacto and 'Desactivar' on screen`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const tag = `${viewport.width}-${Date.now()}`;
    const nombre = `Cliente de nombre larguísimo ${tag} `.padEnd(120, 'x');
    expect(nombre).toHaveLength(120);
    const token = await apiToken(request, USERS.cajero);
    const created = await request.post('/api/clientes', {
      headers: { Authorization: `Bearer ${token}` },
      data: { nombre, telefono: '11 2345-6789', direccion: 'Av. Corrientes 1234', departamento: 'PB A', ciudad: 'Buenos Aires', descuento: 5 },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await signIn(page, USERS.cajero);
    await page.goto('/clientes');
    const table = page.getByTestId('clientes-table');
    await expect(table).toBeVisible();
    const area = table.locator('xpath=..');
    await page.getByTestId('clientes-search').fill(tag);
    const row = page.getByTestId('cliente-row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('cliente-nombre')).toHaveAttribute('title', nombre);
    await expectInside(page, row.getByRole('button', { name: 'Desactivar' }), area);
    await expectInside(page, row.getByText('+541123456789'), area);

    // The demo customers, with the long one among them: every row's actions stay in view.
    await page.getByTestId('clientes-search').fill('');
    await expect(page.getByTestId('cliente-row').first()).toBeVisible();
    const rows = page.getByTestId('cliente-row');
    for (let i = 0; i < (await rows.count()); i++) {
      await expectInside(page, rows.nth(i).getByTestId('toggle-cliente'), area);
    }
    const scroll = await area.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth + 1);
  });
}
