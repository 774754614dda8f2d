import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, USERS } from '../support';
import { addBySearch, minorIn } from '../caja/money-helpers';

/*
 * Modifiers at the counter: a cashier adds the demo's steak at /ventas; its options are chosen in a
 * dialog that will not add it before the cooking point is chosen, the cart line shows them with
 * the extra's price, and the sale charged with them keeps them: read back through the api, its
 * line has 'A punto' and the cheese, and the cheese's price is in the total.
 */

const BIFE = 'Bife de chorizo con guarnición';

interface VentaApi {
  id: number;
  total: number;
  items: { producto: string; cantidad: number; precioUnitario: number; subtotal: number; modificadores?: { grupo: string; nombre: string; precioDelta: number }[] }[];
}

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test("a cashier sells the steak 'a punto' with an extra cheese, and the sale keeps both", async ({ page, request }) => {
  const cajero = { Authorization: `Bearer ${await apiToken(request, USERS.cajero)}` };
  const state = (await (await request.get('/api/arqueos', { headers: cajero })).json()) as { data: { abierto: unknown } };
  if (!state.data.abierto) {
    const opened = await request.post('/api/arqueos', { headers: cajero, data: { montoInicial: 20000, observaciones: 'Apertura de la prueba de modificadores' } });
    if (!opened.ok()) expect(((await opened.json()) as { message: string }).message).toContain('Ya hay un arqueo abierto');
  }
  const [bife] = ((await (await request.get(`/api/productos/buscar?q=${encodeURIComponent(BIFE)}`, { headers: cajero })).json()) as { data: { id: number; precio: number }[] })
    .data;
  expect(bife).toBeDefined();
  const priceMinor = Math.round(bife!.precio * 100);

  await signIn(page, USERS.cajero);
  await page.goto('/ventas');
  await expect(page.getByTestId('frequent-products')).toBeVisible();
  await addBySearch(page, 'bife de chorizo', BIFE);

  const dialog = page.getByTestId('modificadores-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Punto de la carne')).toBeVisible();
  await dialog.getByTestId('modificadores-agregar').click();
  await expect(dialog.getByRole('alert')).toHaveText("Elegí una opción de 'Punto de la carne'");
  await expect(page.getByTestId('cart-line')).toHaveCount(0);

  await dialog.getByText('A punto', { exact: true }).click();
  await dialog.getByText('Queso', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: /Queso/ })).toBeChecked();
  expect(await minorIn(dialog.getByTestId('modificadores-agregar'))).toBe(priceMinor + 80_000);
  await dialog.getByTestId('modificadores-agregar').click();
  await expect(dialog).toBeHidden();

  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-modificadores')).toHaveText('A punto, Queso (+$ 800,00)');
  expect(await minorIn(page.getByTestId('cart-total'))).toBe(priceMinor + 80_000);

  const finalized = page.waitForResponse((r) => r.url().endsWith('/api/ventas/finalizar') && r.request().method() === 'POST');
  await page.keyboard.press('F4');
  const pay = page.getByTestId('close-sale');
  await expect(pay.getByTestId('close-sale-total')).toBeVisible();
  expect(await minorIn(pay.getByTestId('close-sale-total'))).toBe(priceMinor + 80_000);
  // By card: specs running alongside count the register's expected cash.
  await pay.getByLabel('Medio de pago 1').selectOption('Tarjeta de débito');
  await pay.getByTestId('confirm-payment').click();
  await expect(pay.getByTestId('sale-document')).toBeVisible();
  const response = await finalized;
  expect(response.status()).toBe(201);
  const { id } = ((await response.json()) as { data: VentaApi }).data;

  // Read back through the api: the line has its options, priced by the api.
  const venta = ((await (await request.get(`/api/ventas/${id}`, { headers: cajero })).json()) as { data: VentaApi }).data;
  expect(venta.items).toHaveLength(1);
  const [item] = venta.items;
  expect(item!.producto).toBe(BIFE);
  expect(item!.modificadores!.map((m) => [m.grupo, m.nombre, m.precioDelta])).toEqual([
    ['Punto de la carne', 'A punto', 0],
    ['Extras', 'Queso', 800],
  ]);
  expect(Math.round(item!.precioUnitario * 100)).toBe(priceMinor + 80_000);
  expect(Math.round(venta.total * 100)).toBe(priceMinor + 80_000);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});
