import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, USERS } from '../support';
import { addBySearch, minorIn } from './money-helpers';

/*
 * Two tills and two shifts in one day, as the owner and the cashier live it: with 'Varias cajas a
 * la vez' and 'Varios turnos por día' on, the cashier opens the main till and the owner a second
 * one, each sells into their own till, the cashier closes and opens a second shift, every till is
 * closed, and the day's Z is issued after its confirmation. Runs in a project of its own after
 * 'register-day' (it turns venue settings on and issues today's Z); it turns the settings back off
 * and deactivates its till at the end.
 */
test.describe.configure({ mode: 'serial' });

const TILL = 'Barra E2E';
let cajero: Page;
let admin: Page;
let token = '';

async function api(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, data?: object) {
  const res = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}`).toBe(true);
  return ((await res.json()) as { data: unknown }).data;
}

/** Opens a till from /arqueos: the button, the till chosen by name, the opening amount typed as the venue writes it. */
async function openTill(page: Page, button: 'abrir-caja' | 'abrir-otra-caja', till: string, amount: string) {
  await page.goto('/arqueos');
  await page.getByTestId(button).click();
  const dialog = page.getByTestId('abrir-arqueo-dialog');
  await dialog.getByLabel('Caja').selectOption({ label: till });
  await dialog.getByLabel(/Monto inicial/).fill(amount);
  await dialog.getByRole('button', { name: /Abrir caja/ }).click();
  await expect(dialog).toBeHidden();
}

/** A cash sale of one pizza at the counter, paid exactly; returns its total in centavos. */
async function sellPizza(page: Page): Promise<number> {
  await page.goto('/ventas');
  await expect(page.getByTestId('frequent-products')).toBeVisible();
  await addBySearch(page, 'pizza muzza', 'Pizza muzzarella');
  const total = await minorIn(page.getByTestId('cart-total'));
  await page.keyboard.press('F4');
  const pay = page.getByTestId('close-sale');
  await expect(pay.getByTestId('close-sale-total')).toBeVisible();
  await page.keyboard.type((total / 100).toFixed(2).replace('.', ','));
  await page.keyboard.press('Enter');
  await expect(pay).toContainText(/Venta N° \d+ cobrada/);
  await page.keyboard.press('Escape');
  await expect(pay).toBeHidden();
  return total;
}

/** Closes the caller's own open session from /arqueos (F4) with the expected cash counted. */
async function closeOwn(page: Page, till: string): Promise<void> {
  await page.goto('/arqueos');
  const own = page.getByTestId('open-arqueo').first();
  await expect(own.getByTestId('open-arqueo-caja')).toHaveText(till);
  await page.keyboard.press('F4');
  await expect(page.getByTestId('cierre-form')).toBeVisible();
  const expected = await minorIn(page.getByTestId('expected-ARS'));
  await page.getByLabel('Contado en ARS').fill((expected / 100).toFixed(2));
  await expect(page.getByTestId('difference-ARS')).toHaveText('Sin diferencia');
  await page.getByRole('textbox', { name: /Observaciones/ }).fill('Fin del turno');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('closed-arqueo')).toBeVisible();
}

test.beforeAll(async ({ browser, request }) => {
  const login = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  await api(request, 'PUT', '/api/configuracion/general', { variasCajas: true, variosArqueosPorDia: true });
  const cajas = (await api(request, 'GET', '/api/cajas')) as { id: number; nombre: string; activa: boolean }[];
  const existing = cajas.find((c) => c.nombre === TILL);
  if (!existing) await api(request, 'POST', '/api/cajas', { nombre: TILL });
  else if (!existing.activa) await api(request, 'PATCH', `/api/cajas/${existing.id}`, { activa: true });
  cajero = await browser.newPage();
  admin = await browser.newPage();
  await signIn(cajero, USERS.cajero);
  await signIn(admin, USERS.admin);
});

test.afterAll(async ({ request }) => {
  await api(request, 'PUT', '/api/configuracion/general', { variasCajas: false, variosArqueosPorDia: false });
  const cajas = (await api(request, 'GET', '/api/cajas')) as { id: number; nombre: string; activa: boolean }[];
  const mine = cajas.find((c) => c.nombre === TILL);
  if (mine?.activa) await api(request, 'PATCH', `/api/cajas/${mine.id}`, { activa: false });
  await cajero.close();
  await admin.close();
});

test('the settings screen shows both switches on', async () => {
  await admin.goto('/config');
  const form = admin.getByTestId('general-config-form');
  await expect(form.getByLabel(/Varias cajas a la vez/)).toBeChecked();
  await expect(form.getByLabel(/Varios turnos por día/)).toBeChecked();
  await expect(admin.getByTestId('cajas-section')).toContainText(TILL);
});

test('two users open two tills at once, and each sale lands in its own till', async () => {
  await openTill(cajero, 'abrir-caja', 'Caja principal', '10.000');
  await expect(cajero.getByTestId('open-arqueo').first().getByTestId('open-arqueo-caja')).toHaveText('Caja principal');
  await openTill(admin, 'abrir-otra-caja', TILL, '20.000');
  await expect(admin.getByTestId('open-arqueo')).toHaveCount(2);
  await expect(admin.getByTestId('open-arqueo').first().getByTestId('open-arqueo-caja')).toHaveText(TILL);

  const ventaCajero = await sellPizza(cajero);
  const ventaAdmin = await sellPizza(admin);
  await cajero.goto('/arqueos');
  expect(await minorIn(cajero.getByTestId('open-arqueo').first().getByTestId('expected-cash'))).toBe(1_000_000 + ventaCajero);
  await admin.goto('/arqueos');
  expect(await minorIn(admin.getByTestId('open-arqueo').first().getByTestId('expected-cash'))).toBe(2_000_000 + ventaAdmin);
});

test('the cashier closes the main till and opens it again as a second shift', async () => {
  await closeOwn(cajero, 'Caja principal');
  await openTill(cajero, 'abrir-otra-caja', 'Caja principal', '5.000');
  await expect(cajero.getByTestId('open-arqueo').first().getByTestId('open-arqueo-caja')).toHaveText('Caja principal');
  expect(await minorIn(cajero.getByTestId('open-arqueo').first().getByTestId('expected-cash'))).toBe(500_000);
  // The list of closed sessions names the till of the first shift.
  await expect(cajero.getByTestId('closed-arqueos').getByRole('row').nth(1)).toContainText('Caja principal');
});

test('every till closed, the Z is issued after its confirmation with the day and its total', async () => {
  await closeOwn(cajero, 'Caja principal');
  await closeOwn(admin, TILL);
  const card = admin.getByTestId('cierre-z-card');
  await card.getByRole('button', { name: 'Emitir cierre Z' }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText(/¿Emitir el cierre Z del \d{2}\/\d{2}\/\d{4}\?/);
  await expect(confirm.getByTestId('cierre-z-total')).toContainText('$');
  await confirm.getByRole('button', { name: 'Emitir cierre Z' }).click();
  await expect(card.getByTestId('cierre-z-numero')).toContainText(/Cierre Z N° \d+/);
});
