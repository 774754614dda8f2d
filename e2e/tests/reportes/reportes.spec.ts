import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { minorOf } from '../caja/money-helpers';
import { signIn, USERS } from '../support';

/** pdf.js reads the PDF's standard fonts (Helvetica) from its own package. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

// Reports and the dashboard as the owner uses them, against the production build.

const TABLET_UA = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A cash sale of one bottle of water at the counter, as the register's api takes it; returns its total in centavos. */
async function sellWater(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, USERS.cajero);
  const headers = { Authorization: `Bearer ${token}` };
  const state = (await (await request.get('/api/arqueos', { headers })).json()) as { data: { abierto: unknown } };
  if (!state.data.abierto) {
    const opened = await request.post('/api/arqueos', { headers, data: { montoInicial: 20000, observaciones: 'Apertura de la prueba de reportes' } });
    if (!opened.ok()) expect(((await opened.json()) as { message: string }).message).toContain('Ya hay un arqueo abierto');
  }
  const found = (await (await request.get('/api/productos/buscar?q=BEB-001', { headers })).json()) as { data: { id: number; precio: number; codigoSku: string }[] };
  const agua = found.data.find((p) => p.codigoSku === 'BEB-001')!;
  const medios = (await (await request.get('/api/medios-de-pago', { headers })).json()) as { data: { id: number; tipo: string }[] };
  const efectivo = medios.data.find((m) => m.tipo === 'efectivo')!;
  const sale = await request.post('/api/ventas/finalizar', {
    headers,
    data: { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: efectivo.id, monto: agua.precio }], clientMutationId: `e2e-reportes-${Date.now()}` },
  });
  expect(sale.status()).toBe(201);
  return Math.round(((await sale.json()) as { data: { total: number } }).data.total * 100);
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ standardFontDataUrl: STANDARD_FONTS, data: new Uint8Array(readFileSync(path)), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\u00a0/g, ' ');
}

test('after a sale the dashboard shows the higher figure of today without a reload', async ({ page, request }) => {
  await signIn(page, USERS.admin);
  await page.goto('/dashboard');
  const today = page.getByTestId('kpi-hoy-valor');
  await expect(today).toBeVisible();
  await expect(page.getByTestId('grafico-30-dias-grafico').locator('svg').first()).toBeVisible();
  const before = minorOf((await today.getAttribute('title')) ?? '');
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  const total = await sellWater(request);
  await expect.poll(async () => minorOf((await today.getAttribute('title')) ?? '')).toBe(before + total);
  expect(reloads).toBe(0);
});

test('the sales report exports a CSV for es-AR Excel and a PDF with the total on screen', async ({ page }) => {
  await signIn(page, USERS.admin);
  await page.goto('/reportes');
  await page.getByTestId('rango-hoy').click();
  const total = page.getByTestId('kpi-total-valor');
  await expect(total).toBeVisible();
  const shown = ((await total.getAttribute('title')) ?? '').replace(/\u00a0/g, ' ');
  expect(shown).toMatch(/^\$ [\d.]+,\d\d$/);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('exportar-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^reporte_ventas_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  const resumen = lines.indexOf('Resumen');
  expect(lines[resumen + 1]).toBe('Ventas;Total;Descuentos;Ticket promedio;Vuelto;Anuladas;Total anuladas');
  // The same total as the screen, with a decimal comma and no grouping.
  expect(lines[resumen + 2]!.split(';')[1]).toBe(shown.replace('$ ', '').replace(/\./g, ''));

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('exportar-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText((await pdf.path())!);
  expect(text).toContain('Reporte de ventas');
  expect(text).toContain(`Total   ${(await page.getByTestId('kpi-total').textContent())?.match(/(\d+) tickets/)?.[1]}   ${shown}`);
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, userAgent: TABLET_UA });
  test('a tablet is sent to /t/reportes and sees the charts', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(USERS.admin.email);
    await page.locator('input[name="password"]').fill(USERS.admin.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/t\/reportes$/);
    await expect(page.getByTestId('t-reportes-page')).toBeVisible();
    await expect(page.getByTestId('kpi-hoy-valor')).toBeVisible();
    await expect(page.getByTestId('grafico-30-dias-grafico').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('grafico-dia-grafico').locator('svg').first()).toBeVisible();
  });
});
