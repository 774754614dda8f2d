import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';

// The build machine is shared (2 cores, often a load of 10 or more): remotes and answers can take
// several seconds to arrive, so waits are longer than the config's; a quiet run takes far less.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
import { signIn, USERS } from '../support';

/*
 * The catalogue end to end, on the production build: a product made on /productos with its image is
 * found by barcode on the phone price check; a CSV import with one bad row imports nothing and
 * reports the row; a 10% rise rounded to multiples of 50 on one category reaches the sales desk.
 */

/** A 16x16 red PNG: a real image for the api's content check and resizing. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4YaNBEmIY1TCqYfhqAAAeBCwQMwPSngAAAABJRU5ErkJggg==', 'base64');

/** A barcode nobody else in this run has (13 digits, like an EAN). */
const barcode = () => `77${String(Date.now()).slice(-10)}${Math.floor(Math.random() * 10)}`;

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  expect(response.ok(), `${path}: ${body.message ?? response.status()}`).toBe(true);
  return body.data;
}

test('a product created with an image on /productos is found by its barcode on /m/precio at 390x844', async ({ page }) => {
  const nombre = `Alfajor e2e ${Date.now()}`;
  const codigo = barcode();
  await signIn(page, USERS.admin);
  await page.goto('/productos');
  await page.getByTestId('nuevo-producto').click();
  const dialog = page.getByTestId('producto-dialog');
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(nombre);
  await dialog.getByRole('textbox', { name: /^Código de barras/ }).fill(codigo);
  await dialog.getByTestId('form-categoria').selectOption({ label: 'Postres' });
  await dialog.getByRole('textbox', { name: /^Costo/ }).fill('1.000');
  await dialog.getByRole('textbox', { name: /^Porcentaje de ganancia/ }).fill('30');
  await expect(dialog.getByRole('textbox', { name: /^Precio/ })).toHaveValue('1.300,00');
  await dialog.getByText('Controla stock', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Stock(\s*\*)?$/ }).fill('3');
  await dialog.getByRole('textbox', { name: /^Stock mínimo/ }).fill('5');
  await dialog.getByTestId('imagen-input').setInputFiles({ name: 'alfajor.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('imagen-preview')).toBeVisible();
  await dialog.getByTestId('save-producto').click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('productos-search').fill(codigo);
  const row = page.getByTestId('producto-row').filter({ hasText: nombre });
  await expect(row).toHaveCount(1);
  // The thumbnail is served by the api, resized, and the browser can draw it.
  const thumb = row.getByTestId('producto-thumb');
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/m/precio');
  await page.getByRole('searchbox', { name: 'Código de barras o nombre' }).fill(codigo);
  const card = page.getByTestId('precio-card');
  await expect(card.getByRole('heading', { name: nombre })).toBeVisible();
  await expect(card.getByTestId('precio-valor')).toHaveText(/^\$\s?1\.300,00$/);
  await expect(card.getByTestId('precio-stock')).toContainText('Stock: 3 u.');
  await expect(card.getByTestId('precio-stock')).toContainText('Stock bajo');
  // Nothing of the price check spills sideways at 390 px.
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    return Math.max(main.scrollWidth - main.clientWidth, main.getBoundingClientRect().right - document.documentElement.clientWidth);
  });
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a CSV with one bad row imports nothing and reports the row with its line and reason', async ({ page, request }) => {
  const tag = Date.now();
  const csv = [
    'nombre;categoria;costo;precio',
    `Importado e2e A ${tag};Bebidas;1000;1500`,
    `Importado e2e B ${tag};Bebidas;-5;1500`,
    `Importado e2e C ${tag};Bebidas;800,50;1200`,
  ].join('\r\n');
  await signIn(page, USERS.admin);
  await page.goto('/productos');
  await page.getByTestId('abrir-importar').click();
  const dialog = page.getByTestId('importar-dialog');
  await dialog.getByTestId('importar-input').setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf8') });
  await expect(dialog.getByTestId('importar-archivo')).toContainText('productos.csv');
  await dialog.getByTestId('importar-enviar').click();

  await expect(dialog.getByText('No se importó ningún producto: 1 fila de 3 tiene errores')).toBeVisible();
  const rows = dialog.getByTestId('rechazo-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('3');
  await expect(rows.first()).toContainText(/costo/i);

  // All or nothing: not even the good rows are there.
  const token = await apiToken(request);
  const list = await request.get(`/api/productos?q=${encodeURIComponent(`Importado e2e A ${tag}`)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await list.json()) as { data: { total: number } }).data.total).toBe(0);
});

test('a 10% rise rounded to multiples of 50 on one category is previewed, applied and sold at the new price on /ventas', async ({ page, request }) => {
  const tag = Date.now();
  const token = await apiToken(request);
  const categoria = await post<{ id: number; nombre: string }>(request, token, '/api/categorias', { nombre: `Ajuste e2e ${tag}` });
  const productos = [
    { nombre: `Medialuna e2e ${tag}`, costo: 600, precio: 1234 },
    { nombre: `Café e2e ${tag}`, costo: 900, precio: 2000 },
  ];
  for (const p of productos) {
    await post(request, token, '/api/productos/dto', { ...p, categoriaId: categoria.id, visiblePos: true, visibleRestaurant: true, visibleOrders: true });
  }

  await signIn(page, USERS.admin);
  await page.goto('/productos');
  await page.getByTestId('abrir-ajuste').click();
  const dialog = page.getByTestId('ajuste-dialog');
  await dialog.getByTestId('ajuste-categoria').selectOption({ label: categoria.nombre });
  await dialog.getByTestId('ajuste-modo').selectOption('porcentaje');
  await dialog.getByTestId('ajuste-valor').fill('10');
  await dialog.getByTestId('ajuste-aplicarA').selectOption('venta');
  await dialog.getByTestId('ajuste-redondeo.tipo').selectOption('multiplo');
  await dialog.getByTestId('ajuste-multiplo').fill('50');
  await dialog.getByTestId('ajuste-preview').click();

  // 1.234 + 10% = 1.357,40 -> 1.350; 2.000 + 10% = 2.200 (already a multiple of 50).
  const preview = dialog.getByTestId('ajuste-preview-table');
  await expect(preview.getByTestId('ajuste-row')).toHaveCount(2);
  const medialuna = preview.getByTestId('ajuste-row').filter({ hasText: productos[0]!.nombre });
  await expect(medialuna).toContainText(/\$\s?1\.234,00/);
  await expect(medialuna).toContainText(/\$\s?1\.350,00/);
  await expect(preview.getByTestId('ajuste-row').filter({ hasText: productos[1]!.nombre })).toContainText(/\$\s?2\.200,00/);

  await dialog.getByTestId('ajuste-aplicar').click();
  await page.getByTestId('ajuste-confirmar').click();
  await expect(dialog).toBeHidden();

  await page.goto('/ventas');
  await page.getByTestId('open-search').click();
  await page.getByTestId('product-search-input').fill(`e2e ${tag}`);
  const options = page.getByTestId('product-option');
  await expect(options.filter({ hasText: productos[0]!.nombre })).toContainText(/\$\s?1\.350,00/);
  await expect(options.filter({ hasText: productos[1]!.nombre })).toContainText(/\$\s?2\.200,00/);
});
