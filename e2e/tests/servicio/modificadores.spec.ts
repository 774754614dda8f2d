import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * Modifiers and courses: a waiter on the handheld adds a steak 'a punto' with an extra
 * cheese (the picker refuses to add it before the cooking point is chosen), and the kitchen display
 * shows both without a reload, at the price the api computed. A dessert held for later reaches the
 * kitchen greyed and is fired from the phone. Other specs share this server: the table is a free
 * one from the lower third of the plan (the waiter specs take the lowest, the kitchen spec the
 * middle, the tables spec the highest).
 */
test.describe.configure({ mode: 'serial' });

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;
const BIFE = 'Bife de chorizo con guarnición';
const FLAN = 'Flan casero con dulce de leche';

interface MesaApi {
  id: number;
  numero: number;
  ocupada: boolean;
}

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const response = await request[method](`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function newPage(browser: Browser, baseURL: string | undefined, options: object = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE, ...options });
  return context.newPage();
}

let adminToken: string;
let mesa: MesaApi;
let draftId: number;
let kitchen: Page;
let phone: Page;

test.beforeAll(async ({ browser, request, baseURL }) => {
  adminToken = await apiToken(request, USERS.admin);
  const mozoToken = await apiToken(request, USERS.mozo);
  const free = (await api<MesaApi[]>(request, mozoToken, 'get', '/mesas')).filter((m) => !m.ocupada).sort((a, b) => a.numero - b.numero);
  expect(free.length).toBeGreaterThan(3);
  mesa = free[Math.floor(free.length / 3)]!;
  draftId = (await api<{ id: number }>(request, mozoToken, 'post', `/mesas/${mesa.id}/draft`, { comensales: 2 })).id;

  kitchen = await newPage(browser, baseURL, { viewport: { width: 1280, height: 800 } });
  await signIn(kitchen, USERS.admin);
  phone = await newPage(browser, baseURL, PHONE);
  await signIn(phone, USERS.mozo);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/mesas/drafts/${draftId}`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { motivo: 'Fin de la prueba' } });
  await kitchen?.context().close();
  await phone?.context().close();
});

const mesaCard = () => kitchen.getByTestId('kitchen-order').filter({ hasText: new RegExp(`Mesa ${mesa.numero}(?!\\d)`) });

test("a waiter adds a steak 'a punto' with an extra on the handheld and the kitchen display shows both", async () => {
  await kitchen.goto('/pedidos');
  await kitchen.getByTestId('modo-cocina').click();
  await expect(kitchen.getByTestId('kitchen-display')).toBeVisible();
  await expect(mesaCard()).toHaveCount(0);

  await phone.goto(`/m/mesas/mesa/${mesa.numero}`);
  await expect(phone.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  await phone.getByTestId('buscar-producto').fill('bife de chorizo');
  await phone
    .getByTestId('resultados-busqueda')
    .getByRole('button', { name: `Agregar ${BIFE}`, exact: true })
    .click();

  // The picker: nothing is added until the cooking point is chosen.
  const picker = phone.getByRole('dialog', { name: BIFE });
  await expect(picker).toBeVisible();
  const agregar = picker.getByTestId('modificadores-agregar');
  await expect(agregar).toBeDisabled();
  await expect(picker.getByRole('status')).toHaveText("Elegí una opción de 'Punto de la carne'");
  await picker.getByRole('radio', { name: 'A punto' }).click();
  await picker.getByRole('checkbox', { name: /^Queso/ }).click();
  await expect(agregar).toBeEnabled();
  await expect(agregar).toContainText('19.700');
  await agregar.click();
  await expect(picker).toHaveCount(0);

  const pendientes = phone.getByTestId('pendientes');
  await expect(pendientes).toContainText(BIFE);
  await expect(pendientes).toContainText('A punto, Queso');
  await phone.getByTestId('buscar-producto').fill('');
  await phone.getByRole('button', { name: 'Confirmar' }).click();
  await expect(phone.getByText('Productos confirmados y enviados a cocina')).toBeVisible();

  // The api priced it: 18.900 + 800 of cheese.
  const pedido = phone.getByTestId('producto-pedido').filter({ hasText: BIFE });
  await expect(pedido).toContainText('A punto, Queso');
  await expect(pedido).toContainText('19.700');

  // The kitchen sees the steak and its options, live.
  const line = mesaCard().getByTestId('kds-item').filter({ hasText: BIFE });
  await expect(line).toBeVisible();
  await expect(line.getByTestId('pedido-item-modificadores')).toHaveText('A punto, Queso');
});

test('a dessert held for later reaches the kitchen greyed and is fired from the phone', async () => {
  await phone.getByTestId('buscar-producto').fill('flan casero');
  await phone
    .getByTestId('resultados-busqueda')
    .getByRole('button', { name: `Agregar ${FLAN}`, exact: true })
    .click();
  await phone.getByTestId('buscar-producto').fill('');
  await phone.getByTestId('pendientes').getByRole('combobox', { name: 'Tiempo' }).selectOption({ label: 'En espera · Postre' });
  await phone.getByRole('button', { name: 'Confirmar' }).click();
  await expect(phone.getByTestId('producto-pedido').filter({ hasText: FLAN })).toContainText('En espera · Postre');

  const flan = mesaCard().getByTestId('kds-item').filter({ hasText: FLAN });
  await expect(flan.getByTestId('pedido-item-en-espera')).toHaveText('En espera · Postre');
  await expect(flan).toHaveCSS('opacity', '0.45');

  await phone.getByRole('button', { name: 'Marchar Postre' }).click();
  await expect(flan.getByTestId('pedido-item-en-espera')).toHaveCount(0);
  await expect(flan).toHaveCSS('opacity', '1');
  await expect(phone.getByRole('button', { name: 'Marchar Postre' })).toHaveCount(0);
});
