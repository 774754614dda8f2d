import { expect, test } from '@playwright/test';
import { signIn, USERS } from '../support';
import { minorIn } from '../caja/money-helpers';

test('the sales history filters by quick ranges and dates, searches, and shows a sale in detail', async ({ page }) => {
  await signIn(page, USERS.cajero);
  await page.goto('/historial-ventas');
  await expect(page.getByTestId('rango-hoy')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('rango-7').click();
  await expect(page.getByTestId('historial-resumen')).toContainText(/Pagadas: [1-9]/);
  // The quick filter shows the dates the server resolved it to: today and the 6 days before,
  // written as the venue writes dates (dd/mm/yyyy in es-AR) whatever the browser's language.
  const iso = (text: string) => text.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1');
  const days = async () => (Date.parse(iso(await page.getByTestId('fecha-hasta').inputValue())) - Date.parse(iso(await page.getByTestId('fecha-desde').inputValue()))) / 86_400_000;
  await expect.poll(days).toBe(6);
  const desde = await page.getByTestId('fecha-desde').inputValue();
  const hasta = await page.getByTestId('fecha-hasta').inputValue();
  expect(desde).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  const week = await page.getByTestId('historial-resumen').textContent();

  await page.getByTestId('rango-30').click();
  await expect(page.getByTestId('historial-resumen')).not.toHaveText(week ?? '');
  await expect(page.getByTestId('venta-row').first()).toBeVisible();

  // A range that ends before it starts is refused on the spot.
  await page.getByTestId('fecha-desde').fill(hasta);
  await page.getByTestId('fecha-desde').press('Enter');
  await page.getByTestId('fecha-hasta').fill(desde);
  await page.getByTestId('fecha-hasta').press('Enter');
  await expect(page.getByText('El rango de fechas no es válido')).toBeVisible();
  await expect(page.getByTestId('historial-table')).toHaveCount(0);
  await page.getByTestId('fecha-desde').fill(desde);
  await page.getByTestId('fecha-desde').press('Enter');
  await expect(page.getByTestId('historial-table')).toBeVisible();

  await page.getByTestId('rango-90').click();
  const searched = page.waitForResponse((r) => r.url().includes('/api/ventas/historial') && r.url().includes('q=Pizza'));
  await page.getByTestId('historial-search').fill('Pizza');
  await searched;
  const first = page.getByTestId('venta-row').first();
  await expect(first).toBeVisible();
  const total = await minorIn(first.getByRole('cell').nth(7));
  await first.click();
  const detail = page.getByTestId('venta-detail');
  await expect(detail.getByTestId('detalle-items')).toContainText('Pizza');
  await expect(detail.getByTestId('detalle-pagos').getByRole('row')).not.toHaveCount(1);
  expect(await minorIn(detail.getByTestId('detalle-totales').getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]'))).toBe(total);
});
