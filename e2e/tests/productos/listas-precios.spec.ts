import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, USERS } from '../support';
import { minorIn } from '../caja/money-helpers';

/*
 * A happy-hour price list made in Products › Listas de precios (every day from 12:00 to 15:00 in the
 * venue's time, where the suite's clock reads 13:00), and a table charged at its price: the
 * comanda's line names the list and the table's total is the list's. The list prices one
 * product no other spec orders (Aperol spritz) and is deleted afterwards, so specs running beside
 * this one keep their prices.
 */
test.describe.configure({ mode: 'serial' });

const LISTA = `Happy hour e2e ${Date.now()}`;
const PRECIO = 440_000;

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, USERS.admin)}` };
  const listas = ((await (await request.get('/api/listas-precios', { headers })).json()) as { data: { id: number; nombre: string }[] }).data;
  for (const l of listas.filter((x) => x.nombre === LISTA)) await request.delete(`/api/listas-precios/${l.id}`, { headers, data: {} });
});

test('a manager creates a happy-hour salon price list with a fixed price from the products page', async ({ page }) => {
  await signIn(page, USERS.admin);
  await page.goto('/productos');
  await page.getByRole('button', { name: 'Listas de precios' }).click();
  const panel = page.getByTestId('listas-precios-panel');
  await panel.getByRole('button', { name: 'Nueva lista' }).click();
  const dialog = page.getByTestId('lista-precio-dialog');
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(LISTA);
  await dialog.getByText('Solo en días y horarios').click();
  await dialog.getByLabel('Desde').fill('12:00');
  await dialog.getByLabel('Hasta').fill('15:00');
  await dialog.getByTestId('lista-buscar-producto').fill('aperol');
  await dialog.getByRole('button', { name: '+ Aperol spritz' }).click();
  await dialog.getByRole('textbox', { name: 'Precio de Aperol spritz' }).fill(String(PRECIO / 100));
  await dialog.getByTestId('save-lista-precio').click();
  await expect(dialog).toBeHidden();
  const row = panel.getByTestId('lista-precio-row').filter({ hasText: LISTA });
  await expect(row).toContainText('Salón');
  await expect(row).toContainText('12:00');
});

test("a table's line added now is priced by the list and names it; the table is charged that total", async ({ page, request }) => {
  const token = await apiToken(request, USERS.cajero);
  const headers = { Authorization: `Bearer ${token}` };
  const state = (await (await request.get('/api/arqueos', { headers })).json()) as { data: { abierto: unknown } };
  if (!state.data.abierto) await request.post('/api/arqueos', { headers, data: { montoInicial: 20000 } });
  const mesas = ((await (await request.get('/api/mesas', { headers })).json()) as { data: { numero: number; zona: string; ocupada: boolean }[] }).data.filter((m) => !m.ocupada);
  const mesa = mesas.sort((a, b) => b.numero - a.numero)[0]!;

  // The admin attends the table (a cashier may not open one) and charges it.
  await signIn(page, USERS.admin);
  await page.goto('/resto');
  await page.getByTestId(`zona-${mesa.zona}`).click();
  await page.getByTestId(`mesa-${mesa.numero}`).click();
  const panel = page.getByTestId('draft-panel');
  await panel.getByTestId('abrir-mesa-submit').click();
  await expect(panel.getByTestId('panel-estado')).toHaveText('Ocupada');
  await panel.getByTestId('producto-buscar').fill('aperol');
  await panel
    .getByRole('option', { name: /Aperol spritz/ })
    .first()
    .click();
  await page.getByTestId('add-item-confirm').click();
  const line = panel.getByTestId('draft-item').filter({ hasText: 'Aperol spritz' });
  await expect(line.getByTestId('draft-item-lista-precio')).toHaveText(LISTA);
  expect(await minorIn(panel.getByTestId('draft-total'))).toBe(PRECIO);

  await panel.getByTestId('cobrar-mesa').click();
  const pay = page.getByTestId('close-sale');
  expect(await minorIn(pay.getByTestId('close-sale-total'))).toBe(PRECIO);
  // By card: specs running alongside count the register's expected cash.
  await pay.getByLabel('Medio de pago 1').selectOption('Tarjeta de débito');
  await pay.getByTestId('confirm-payment').click();
  await expect(pay.getByText(/Venta N° \d+ cobrada/)).toBeVisible();
});
