import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from '../support';

/*
 * Counter, takeaway and delivery orders on /pedidos: a cashier takes a takeaway order,
 * edits it while it is pending, charges it through the close-sale dialog, and the order shows the
 * sale it is linked to (the api says the same). Other specs share this server: the order carries a
 * customer name of its own.
 */

/** Charging needs an open register; another spec may have opened today's already. */
async function ensureRegisterOpen(page: Page) {
  await page.goto('/arqueos');
  const open = page.getByTestId('open-arqueo');
  await expect(page.getByTestId('no-arqueo').or(open)).toBeVisible();
  if (await open.isVisible()) return;
  await page.keyboard.press('F2');
  await expect(page.getByTestId('abrir-arqueo-dialog')).toBeVisible();
  await page.keyboard.type('20000');
  await page.keyboard.press('Enter');
  await page.reload();
  await expect(open).toBeVisible();
}

test('a takeaway order is taken, edited while pending, charged, and linked to its sale', async ({ page }) => {
  const cliente = `Retira ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await ensureRegisterOpen(page);

  await page.goto('/pedidos');
  await expect(page.getByTestId('pedidos-page')).toBeVisible();
  await page.getByTestId('nuevo-pedido').click();
  const form = page.getByTestId('pedido-directo-form');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Tipo')).toHaveValue('takeaway');
  await form.getByLabel('Producto').selectOption({ label: 'Agua mineral sin gas 500 ml' });
  await form.getByLabel('Nombre del cliente').fill(cliente);
  await form.getByTestId('guardar-pedido').click();
  await expect(form).toBeHidden();

  const card = page.getByTestId('columna-pendiente').getByTestId('pedido-card').filter({ hasText: cliente });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Para llevar');
  await expect(card).toContainText('1 × Agua mineral sin gas 500 ml');
  const numero = await card.getAttribute('data-pedido');

  // Edited while pending: two waters.
  await card.getByTestId('pedido-editar').click();
  await expect(form).toBeVisible();
  await form.getByLabel('Cantidad').fill('2');
  await form.getByLabel('Notas').fill('Con bolsa');
  await form.getByTestId('guardar-pedido').click();
  await expect(form).toBeHidden();
  await expect(card).toContainText('2 × Agua mineral sin gas 500 ml');
  await expect(card).toContainText('Con bolsa');

  // Charged through the close-sale dialog.
  await card.getByTestId('pedido-cobrar').click();
  const pay = page.getByTestId('close-sale');
  await expect(pay).toBeVisible();
  const [charge] = await Promise.all([page.waitForResponse((r) => r.url().includes('/cobrar') && r.request().method() === 'POST'), pay.getByTestId('confirm-payment').click()]);
  expect(charge.status()).toBe(200);
  const pedido = ((await charge.json()) as { data: { id: number; ventaId: number; total: number } }).data;
  expect(pedido.ventaId).toBeGreaterThan(0);
  await expect(page.getByText(`Pedido #${numero} cobrado`)).toBeVisible();
  await pay.getByTestId('new-sale').click();
  await expect(pay).toBeHidden();
  await expect(card.getByTestId('pedido-cobrado')).toHaveText(`Cobrado · venta ${pedido.ventaId}`);
  await expect(card.getByTestId('pedido-cobrar')).toHaveCount(0);
  await expect(card.getByTestId('pedido-editar')).toHaveCount(0);

  // The api agrees: the sale is the order's, for its total.
  const login = await page.request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const venta = await page.request.get(`/api/ventas/${pedido.ventaId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(venta.status()).toBe(200);
  expect(((await venta.json()) as { data: { total: number; origen: string } }).data).toMatchObject({ total: pedido.total, origen: 'mostrador' });
});
