import { expect, test, type APIRequestContext } from '@playwright/test';
import { MANAGER_PIN, setManagerPin, signIn, USERS } from '../support';
import { addBySearch } from '../caja/money-helpers';

/*
 * At the counter a discount above the cashier's limit (20 % for the demo's cashier) is asked of
 * a manager the moment it is entered: the PIN dialog opens over the cart, the approved discount is
 * applied, and the sale is charged with it. The sale's detail in the history then shows the
 * steak's cooking point and its extra.
 */

const BIFE = 'Bife de chorizo con guarnición';

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test("a cashier's 30 % discount asks the manager's PIN as it is entered, and the sale's detail shows the cooking point", async ({ page, request }) => {
  await setManagerPin(request);
  const cajero = { Authorization: `Bearer ${await apiToken(request, USERS.cajero)}` };
  const state = (await (await request.get('/api/arqueos', { headers: cajero })).json()) as { data: { abierto: unknown } };
  if (!state.data.abierto) {
    const opened = await request.post('/api/arqueos', { headers: cajero, data: { montoInicial: 20000, observaciones: 'Apertura de la prueba de descuentos' } });
    if (!opened.ok()) expect(((await opened.json()) as { message: string }).message).toContain('Ya hay un arqueo abierto');
  }

  await signIn(page, USERS.cajero);
  await page.goto('/ventas');
  await expect(page.getByTestId('frequent-products')).toBeVisible();
  await addBySearch(page, 'bife de chorizo', BIFE);
  const options = page.getByTestId('modificadores-dialog');
  await options.getByText('A punto', { exact: true }).click();
  await options.getByText('Queso', { exact: true }).click();
  await options.getByTestId('modificadores-agregar').click();
  await expect(options).toBeHidden();

  await page.keyboard.press('F9');
  const discount = page.getByTestId('sale-discount');
  await discount.getByTestId('sale-discount-value').fill('30');
  await discount.getByTestId('sale-discount-value').press('Enter');
  await expect(discount).toBeHidden();

  // Asked right there, before any payment.
  const approval = page.getByTestId('manager-approval-dialog');
  await expect(approval.getByTestId('manager-approval-reason')).toHaveText('El descuento de 30% supera tu límite de 20%: necesita la aprobación de un encargado');
  await expect(page.getByTestId('close-sale')).toHaveCount(0);
  await approval.getByText(USERS.admin.nombre, { exact: true }).click();
  await approval.getByLabel(/PIN del encargado/).fill(MANAGER_PIN);
  await approval.getByRole('textbox', { name: /Motivo/ }).fill('Cliente habitual');
  await approval.getByTestId('manager-approval-submit').click();
  await expect(approval).toBeHidden();
  await expect(page.getByTestId('sale-discount-row')).toContainText('30');

  const finalized = page.waitForResponse((r) => r.url().endsWith('/api/ventas/finalizar') && r.request().method() === 'POST');
  await page.keyboard.press('F4');
  const pay = page.getByTestId('close-sale');
  // By card: specs running alongside count the register's expected cash.
  await pay.getByLabel('Medio de pago 1').selectOption('Tarjeta de débito');
  await pay.getByTestId('confirm-payment').click();
  await expect(pay.getByTestId('sale-document')).toBeVisible();
  const response = await finalized;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['x-aprobacion']).toBeTruthy();
  const { numero } = ((await response.json()) as { data: { numero: number } }).data;
  await page.keyboard.press('Escape');

  await page.goto('/historial-ventas');
  await page.getByTestId('historial-search').fill(BIFE);
  // The row whose number cell is the sale's (the row's text runs its cells together).
  const row = page
    .getByTestId('venta-row')
    .filter({ has: page.getByRole('cell', { name: String(numero), exact: true }) })
    .first();
  await row.click();
  const detail = page.getByTestId('venta-detail');
  await expect(detail).toContainText(`${numero}`);
  const opciones = detail.getByRole('list', { name: 'Opciones' });
  await expect(opciones.getByRole('listitem')).toHaveText(['Punto de la carne: A punto', 'Extras: Queso (+$ 800,00)']);
});
