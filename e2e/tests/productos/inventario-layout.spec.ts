import { expect as baseExpect, test, type Page } from '@playwright/test';

// The build machine is shared (2 cores, often a load of 10 or more): remotes and answers can take
// several seconds to arrive, so waits are longer than the config's; a quiet run takes far less.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
import { signIn, USERS } from '../support';

/*
 * The stock, supplier, catalogue and phone pages fit a desktop (1280x800), a tablet
 * held upright (800x1280) and a phone (390x844): the page never scrolls sideways, and a table
 * wider than its box scrolls inside a region the keyboard can reach.
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
] as const;

const PAGES = [
  { path: '/stock', ready: 'niveles-table' },
  { path: '/proveedores', ready: 'proveedores-table' },
  { path: '/catalogo', ready: 'catalogo-card' },
  { path: '/m/precio', ready: 'movil-buscar' },
  { path: '/m/stock', ready: 'movil-buscar' },
] as const;

/**
 * How far the page's own content (the layout's <main>) spills sideways: past its box or past the
 * viewport. The header belongs to the shell and is checked by the shell's own tests.
 */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return Number.POSITIVE_INFINITY;
    return Math.max(main.scrollWidth - main.clientWidth, main.getBoundingClientRect().right - document.documentElement.clientWidth);
  });
}

for (const viewport of VIEWPORTS) {
  test(`the inventory pages fit ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, USERS.admin);
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // Tables scroll inside a focusable, named region.
      for (const region of await page.getByRole('region').all()) {
        if (!(await region.locator('table').count())) continue;
        await expect(region).toHaveAttribute('tabindex', '0');
        await expect(region).toHaveAttribute('aria-label', /\S/);
      }
    }
    // The phone pages keep to the phone layout's 480 px and their touch targets to 44 px.
    if (viewport.width <= 480) {
      await page.goto('/m/stock');
      const scan = page.getByTestId('scan-camera');
      expect((await scan.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
}

test('/stock: a loss larger than the stock is refused, a smaller one is saved and listed with its note', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const categorias = ((await (await request.get('/api/categorias', { headers })).json()) as { data: { id: number; nombre: string }[] }).data;
  const nombre = `Vino e2e ${Date.now()}`;
  const created = await request.post('/api/productos/dto', {
    headers,
    data: { nombre, categoriaId: categorias[0]!.id, costo: 1000, precio: 2500, controlaStock: true, stockActual: 5, stockMinimo: 2 },
  });
  expect(created.ok()).toBe(true);

  await signIn(page, USERS.admin);
  await page.goto('/stock');
  const filas = page.getByTestId('nivel-row');
  await expect(filas.first()).toBeVisible();
  // Low stock first: no marked row after an unmarked one.
  const marks = await filas.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-bajo-stock') === 'true'));
  expect(marks.indexOf(false) === -1 || marks.lastIndexOf(true) < marks.indexOf(false)).toBe(true);

  await page.getByTestId('niveles-buscar').fill(nombre);
  await expect(filas).toHaveCount(1);
  await page.getByRole('button', { name: `Ajustar stock de ${nombre}` }).click();
  const dialog = page.getByTestId('ajuste-stock-dialog');
  await dialog.getByText('Merma / pérdida').click();
  await dialog.getByRole('textbox', { name: /Cantidad que sale/ }).fill('7');
  await dialog.getByTestId('ajuste-guardar').click();
  await expect(dialog.getByTestId('ajuste-cantidad-error')).toHaveText(`El ajuste dejaría el stock de '${nombre}' por debajo de 0: hay 5`);
  await dialog.getByRole('textbox', { name: /Cantidad que sale/ }).fill('2');
  await dialog.getByRole('textbox', { name: /^Nota/ }).fill('Botella rota');
  await expect(dialog.getByTestId('ajuste-despues')).toHaveText('Stock después del ajuste: 3 u.');
  await dialog.getByTestId('ajuste-guardar').click();
  await expect(dialog).toBeHidden();
  await expect(filas.first().getByTestId('nivel-stock')).toHaveText('3 u.');

  await page.getByRole('button', { name: `Movimientos de ${nombre}` }).click();
  const movimiento = page.getByTestId('movimiento-row').first();
  await expect(movimiento).toContainText('Merma');
  await expect(movimiento).toContainText('-2 u.');
  await expect(movimiento.getByTestId('movimiento-documento')).toHaveText('Botella rota');
});
