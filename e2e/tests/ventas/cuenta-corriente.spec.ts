import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from '../support';
import { addBySearch, minorIn } from '../caja/money-helpers';

/**
 * Selling needs an open register. Another test may have opened today's already (or be opening it
 * right now); this one opens it only when none is open, and never closes it: the register-day
 * test closes it after every other test.
 */
async function ensureRegisterOpen(page: Page) {
  await page.goto('/arqueos');
  const open = page.getByTestId('open-arqueo');
  await expect(page.getByTestId('no-arqueo').or(open)).toBeVisible();
  if (await open.isVisible()) return;
  await page.keyboard.press('F2');
  await expect(page.getByTestId('abrir-arqueo-dialog')).toBeVisible();
  await page.keyboard.type('20000');
  await page.keyboard.press('Enter');
  // If another test opened it first, this one's dialog shows the refusal: the register is open anyway.
  await page.reload();
  await expect(open).toBeVisible();
}

/**
 * Opening a current account is the manager's (clientes.cuenta-corriente, with a credit limit): the
 * admin opens it through the api, as the admin's own customers page would.
 */
async function createCustomerWithAccount(page: Page, nombre: string) {
  const login = await page.request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const created = await page.request.post('/api/clientes', {
    headers: { Authorization: `Bearer ${token}` },
    data: { nombre, telefono: '11 4321-5678', direccion: 'Av. de Mayo', departamento: 'PB', ciudad: 'Buenos Aires', descuento: 0, cuentaCorriente: true, limiteCredito: 1_000_000 },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** The customer's row on /clientes, found with the search. */
async function customerRow(page: Page, nombre: string) {
  await page.goto('/clientes');
  await page.getByTestId('clientes-search').fill(nombre);
  const row = page.getByTestId('cliente-row').filter({ hasText: nombre });
  await expect(row).toHaveCount(1);
  return row;
}

test('a sale on account raises the customer balance and a payment on account lowers it', async ({ page }) => {
  const nombre = `Cuenta e2e ${Date.now()}`;
  await signIn(page, USERS.cajero);
  await ensureRegisterOpen(page);
  await createCustomerWithAccount(page, nombre);
  const before = await customerRow(page, nombre);
  await expect.poll(() => minorIn(before.getByTestId('cliente-saldo'))).toBe(0);

  // A counter sale for the customer, with 10 % off the whole sale, charged to the account.
  await page.goto('/ventas');
  await expect(page.getByTestId('frequent-products')).toBeVisible();
  await addBySearch(page, 'pizza muzza', 'Pizza muzzarella');
  await page.keyboard.press('F3');
  const picker = page.getByTestId('customer-picker');
  await page.keyboard.type(nombre);
  await expect(picker.getByTestId('customer-option').first()).toContainText(nombre);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('cart-customer')).toHaveText(nombre);

  await page.keyboard.press('F9');
  const discount = page.getByTestId('sale-discount');
  await expect(discount).toBeVisible();
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(discount).toBeHidden();
  await expect(page.getByTestId('sale-discount-row')).toContainText(/Descuento de la venta \(10\s?%\)/);
  const total = await minorIn(page.getByTestId('cart-total'));
  expect(total).toBe(945_000); // $ 10.500,00 - 10 %

  await page.keyboard.press('F4');
  const pay = page.getByTestId('close-sale');
  await expect(pay.getByTestId('close-sale-total')).toBeVisible();
  expect(await minorIn(pay.getByTestId('close-sale-total'))).toBe(total);
  await pay.getByLabel('Medio de pago 1').selectOption('Cuenta corriente');
  await pay.getByTestId('confirm-payment').click();
  await expect(pay.getByTestId('sale-document')).toBeVisible();
  const title = (await pay.getByText(/Venta N° \d+ cobrada/).textContent()) ?? '';
  const numero = /N° (\d+)/.exec(title)?.[1] ?? '';
  expect(numero).not.toBe('');
  const remito = page.frameLocator('[data-testid="document-frame"]');
  await expect(remito.getByText(/^Descuento \(10\s?%\)$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pay).toBeHidden();

  // The api put the sale on the account.
  const row = await customerRow(page, nombre);
  expect(await minorIn(row.getByTestId('cliente-saldo'))).toBe(total);
  await row.getByTestId('ver-cuenta').click();
  const cuenta = page.getByTestId('cuenta-corriente-dialog');
  await expect(cuenta.getByTestId('cuenta-saldo')).toBeVisible();
  expect(await minorIn(cuenta.getByTestId('cuenta-saldo'))).toBe(total);
  await expect(cuenta.getByTestId('cuenta-movimiento').first()).toContainText('Venta a cuenta');
  await expect(cuenta.getByTestId('cuenta-movimiento').first()).toContainText(`Venta N° ${numero}`);

  // A payment on account by bank transfer lowers it.
  const form = cuenta.getByTestId('pago-cuenta-form');
  await form.getByLabel('Medio de pago').selectOption('Transferencia');
  await form.getByRole('textbox', { name: /^Monto/ }).fill('4000');
  await form.getByRole('textbox', { name: /^Nota/ }).fill('Entrega parcial');
  await page.keyboard.press('Control+Enter');
  await expect(cuenta.getByTestId('cuenta-movimiento')).toHaveCount(2);
  await expect(cuenta.getByTestId('cuenta-movimiento').first()).toContainText('Transferencia · Entrega parcial');
  expect(await minorIn(cuenta.getByTestId('cuenta-saldo'))).toBe(total - 400_000);
  await page.keyboard.press('Escape');
  await expect(cuenta).toBeHidden();
  await expect.poll(() => minorIn(row.getByTestId('cliente-saldo'))).toBe(total - 400_000);
});
