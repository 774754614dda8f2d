import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, USERS } from '../support';

// The build machine is shared: remotes and answers can take several seconds to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/*
 * The costs report's table shows every column whole on a desktop (1280x800) and a tablet held
 * upright (800x1280), with a dish of a long name in a long category at prices in the millions;
 * on a phone (390x844) it scrolls inside its card, never the page. The dish is made for this
 * spec alone.
 */

const TAG = Date.now();
const PLATO = `Milanesa napolitana completa con papas fritas e2e ${TAG}`;

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request);
  const call = async (method: 'POST' | 'PUT', path: string, data: unknown) => {
    const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: { id: number }; message?: string };
    expect(response.status(), body.message).toBeLessThan(300);
    return body.data;
  };
  const categoria = await call('POST', '/api/categorias', { nombre: `Platos principales de la casa e2e ${TAG}` });
  const producto = await call('POST', '/api/productos/dto', { nombre: PLATO, costo: 1000, precio: 1_234_567.89, categoriaId: categoria.id });
  const insumo = await call('POST', '/api/insumos', { nombre: `Carne costos tabla e2e ${TAG}`, unidad: 'kg', costoUnitario: 987_654.32, stockActual: 0, controlaStock: false });
  await call('PUT', `/api/productos/${producto.id}/receta`, { rendimiento: 1, lineas: [{ insumoId: insumo.id, cantidad: 1.5, unidad: 'kg' }] });
});

/** How far the table reaches past its scroll box, and the page past the viewport. */
function overflow(page: Page): Promise<{ table: number; page: number }> {
  return page.getByTestId('tabla-costos').evaluate((table) => {
    const box = table.parentElement!;
    return { table: box.scrollWidth - box.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
}

async function openCostos(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await signIn(page, USERS.admin);
  await page.goto('/reportes?tab=costos');
  const row = page.getByTestId('tabla-costos').getByRole('row').filter({ hasText: PLATO });
  // 1,5 kg at $ 987.654,32 is $ 1.481.481,48 against $ 1.234.567,89: above the target.
  await expect(row).toContainText('1.481.481,48');
  await expect(row).toContainText('Sobre el objetivo');
  return row;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
] as const) {
  test(`every column of the costs table is whole at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    const row = await openCostos(page, viewport);
    expect(await overflow(page)).toEqual({ table: 0, page: 0 });
    const box = await page.getByTestId('tabla-costos').evaluate((t) => t.parentElement!.getBoundingClientRect().right);
    for (const cell of await row.getByRole('cell').all()) {
      const { x, width } = (await cell.boundingBox())!;
      expect(x + width).toBeLessThanOrEqual(box + 0.5);
    }
  });
}

test('on a phone the costs table scrolls inside its card, not the page', async ({ page }) => {
  await openCostos(page, { width: 390, height: 844 });
  const { table, page: pageOverflow } = await overflow(page);
  expect(pageOverflow).toBe(0);
  expect(table).toBeGreaterThan(0);
  // The keyboard reaches the scrolling box.
  expect(await page.getByTestId('tabla-costos').evaluate((t) => t.parentElement!.tabIndex)).toBe(0);
});
