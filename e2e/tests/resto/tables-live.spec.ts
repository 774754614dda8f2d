import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MANAGER_PIN, setManagerPin, signIn, USERS } from '../support';
import { minorIn, minorOf } from '../caja/money-helpers';

/*
 * Two devices on the floor plan: a waiter opens a table and orders, the register sees it live,
 * an item deleted with a manager's PIN shows struck through on both, and the register charges the table in two payment
 * methods: the sale is in the sales history and its cash in the register's expected cash.
 * Other spec files share this server, so the table is one nobody else is using and the register
 * is opened through the api only when no register is open yet.
 */
test.describe.configure({ mode: 'serial' });

interface MesaApi {
  id: number;
  numero: number;
  zona: string;
  ocupada: boolean;
}

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The open register's expected cash in minor units, opening one first if there is none. */
async function openRegister(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const state = (await (await request.get('/api/arqueos', { headers })).json()) as { data: { abierto: unknown } };
  if (state.data.abierto) return;
  const opened = await request.post('/api/arqueos', { headers, data: { montoInicial: 20000, observaciones: 'Apertura de la prueba de mesas' } });
  // Another spec may have opened it between the two calls: an open register is all this needs.
  if (!opened.ok()) expect(((await opened.json()) as { message: string }).message).toContain('Ya hay un arqueo abierto');
}

/** The highest-numbered free table: other specs that open tables start from the lowest. */
async function freeTable(request: APIRequestContext, token: string): Promise<MesaApi> {
  const response = await request.get('/api/mesas', { headers: { Authorization: `Bearer ${token}` } });
  const mesas = ((await response.json()) as { data: MesaApi[] }).data.filter((m) => !m.ocupada);
  expect(mesas.length).toBeGreaterThan(0);
  return mesas.sort((a, b) => b.numero - a.numero)[0]!;
}

let waiter: Page;
let register: Page;
let mesa: MesaApi;
const comentario = `Prueba ${Date.now()}`;

async function showTable(page: Page) {
  await page.goto('/resto');
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected');
  await page.getByTestId(`zona-${mesa.zona}`).click();
  await expect(page.getByTestId(`mesa-${mesa.numero}`)).toBeVisible();
}

test.beforeAll(async ({ browser, request }) => {
  const token = await apiToken(request, USERS.cajero);
  await openRegister(request, token);
  mesa = await freeTable(request, token);
  await setManagerPin(request);

  const waiterContext = await browser.newContext();
  const registerContext = await browser.newContext();
  waiter = await waiterContext.newPage();
  register = await registerContext.newPage();
  await signIn(waiter, USERS.mozo);
  await signIn(register, USERS.cajero);
});

test.afterAll(async () => {
  await waiter.context().close();
  await register.context().close();
});

test('a table opened and ordered on one device shows up live on the other', async () => {
  await showTable(register);
  const tile = register.getByTestId(`mesa-${mesa.numero}`);
  await expect(tile).toHaveAttribute('data-estado', 'libre');

  await showTable(waiter);
  await waiter.getByTestId(`mesa-${mesa.numero}`).click();
  const panel = waiter.getByTestId('draft-panel');
  await expect(panel.getByTestId('panel-estado')).toHaveText('Libre');
  await panel.getByRole('button', { name: 'Un comensal más' }).click();
  await panel.getByTestId('comentario').fill(comentario);
  await panel.getByTestId('abrir-mesa-submit').click();
  await expect(panel.getByTestId('panel-estado')).toHaveText('Ocupada');
  await expect(panel.getByTestId('draft-datos')).toContainText('Comensales: 3');

  // The register's plan turns the table occupied without reloading.
  await expect(tile).toHaveAttribute('data-estado', 'ocupada');
  await expect(tile.getByTestId('mesa-comensales-minutos')).toHaveText('3 · 0 min');

  // Two empanadas from the search, with a note, and a soda from the frequent products.
  await panel.getByTestId('producto-buscar').fill('empanada de carne');
  await panel
    .getByRole('option', { name: /Empanada de carne/ })
    .first()
    .click();
  const add = waiter.getByTestId('add-item-dialog');
  await add.getByRole('button', { name: 'Uno más' }).click();
  await add.getByRole('button', { name: 'Sin cebolla' }).click();
  await add.getByTestId('add-item-confirm').click();
  await expect(add).toBeHidden();
  await panel
    .getByTestId('frecuentes')
    .getByRole('button', { name: /Gaseosa cola 500 ml/ })
    .click();
  await waiter.getByTestId('add-item-confirm').click();
  await expect(panel.getByTestId('draft-item')).toHaveCount(2);
  await expect(panel.getByTestId('draft-item').first()).toContainText('Nota: Sin cebolla');

  const total = await minorIn(panel.getByTestId('draft-total'));
  expect(total).toBe(2 * 180_000 + 320_000);
  await expect.poll(async () => minorOf((await tile.getByTestId('mesa-total').textContent()) ?? '0')).toBe(total);
});

test("a waiter deletes an item the kitchen has with a manager's PIN: struck through with its reason on both devices, and totals follow", async () => {
  await register.getByTestId(`mesa-${mesa.numero}`).click();
  const registerPanel = register.getByTestId('draft-panel');
  await expect(registerPanel.getByTestId('draft-item')).toHaveCount(2);

  const panel = waiter.getByTestId('draft-panel');
  await panel.getByRole('button', { name: 'Eliminar Gaseosa cola 500 ml' }).click();
  const dialog = waiter.getByTestId('delete-item-dialog');
  await expect(dialog.getByTestId('delete-item-confirm')).toBeDisabled();
  await dialog.getByTestId('delete-item-motivo').fill('El cliente la pidió sin gas');
  await dialog.getByTestId('delete-item-confirm').click();
  await expect(dialog).toBeHidden();
  // It went to the kitchen: a waiter takes it off only with a manager's PIN.
  const approval = waiter.getByTestId('manager-approval-dialog');
  await expect(approval.getByTestId('manager-approval-reason')).toContainText("'Gaseosa cola 500 ml' ya fue enviado a cocina");
  await expect(panel.getByTestId('draft-item').filter({ hasText: 'Gaseosa cola 500 ml' })).not.toHaveAttribute('data-eliminado', 'true');
  await approval.getByText(USERS.admin.nombre, { exact: true }).click();
  await approval.getByLabel(/PIN del encargado/).fill(MANAGER_PIN);
  await approval.getByTestId('manager-approval-submit').click();
  await expect(approval).toBeHidden();

  for (const p of [panel, registerPanel]) {
    const deleted = p.getByTestId('draft-item').filter({ hasText: 'Gaseosa cola 500 ml' });
    await expect(deleted).toHaveAttribute('data-eliminado', 'true');
    await expect(deleted.getByTestId('draft-item-nombre')).toHaveText('Gaseosa cola 500 ml(Eliminado)');
    await expect(deleted.getByTestId('draft-item-nombre')).toHaveCSS('text-decoration-line', 'line-through');
    await expect.poll(async () => minorIn(p.getByTestId('draft-total'))).toBe(2 * 180_000);
  }
  await expect(panel.getByTestId('draft-item').filter({ hasText: 'Gaseosa' }).getByTestId('draft-item-motivo')).toHaveText('Motivo: El cliente la pidió sin gas');
});

test('the register charges the table in two payment methods: the sale is in the history and its cash in the register', async ({ request }) => {
  const token = await apiToken(request, USERS.cajero);
  const before = ((await (await request.get('/api/arqueos', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { abierto: { totalEsperado: number } } }).data
    .abierto;
  expect(before).not.toBeNull();

  const panel = register.getByTestId('draft-panel');
  const total = await minorIn(panel.getByTestId('draft-total'));
  await panel.getByTestId('cobrar-mesa').click();
  const pay = register.getByTestId('close-sale');
  expect(await minorIn(pay.getByTestId('close-sale-total'))).toBe(total);
  const cash = 100_000;
  await pay.getByLabel('Monto 1').fill(String(cash / 100));
  await pay.getByTestId('add-payment').click();
  await pay.getByLabel('Medio de pago 2').selectOption('Tarjeta de débito');
  // The second line proposes what is left to pay, written as es-AR writes amounts ('3.500', '3.500,50').
  const rest = total - cash;
  const restText = new Intl.NumberFormat('es-AR', { useGrouping: 'always', minimumFractionDigits: rest % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(rest / 100);
  await expect(pay.getByLabel('Monto 2')).toHaveValue(restText);
  await pay.getByTestId('confirm-payment').click();

  const done = pay.getByText(/Venta N° \d+ cobrada/);
  await expect(done).toBeVisible();
  const numero = /N° (\d+)/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(numero).not.toBe('');
  await register.keyboard.press('Escape');
  await expect(pay).toBeHidden();

  // Both plans free the table.
  await expect(register.getByTestId(`mesa-${mesa.numero}`)).toHaveAttribute('data-estado', 'libre');
  await expect(waiter.getByTestId(`mesa-${mesa.numero}`)).toHaveAttribute('data-estado', 'libre');

  await register.goto('/historial-ventas');
  await expect(register.getByTestId('historial-resumen')).toBeVisible();
  await register.getByTestId('historial-search').fill(numero);
  const row = register.getByTestId('venta-row').filter({ has: register.getByRole('cell', { name: numero, exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(5)).toHaveText('Efectivo, Tarjeta de débito');
  expect(await minorIn(cells.nth(7))).toBe(total);

  await register.goto('/arqueos');
  await expect(register.getByTestId('open-arqueo')).toBeVisible();
  // Only the cash line goes into the drawer; the card does not.
  expect(await minorIn(register.getByTestId('expected-cash'))).toBe(Math.round(before.totalEsperado * 100) + cash);
});
