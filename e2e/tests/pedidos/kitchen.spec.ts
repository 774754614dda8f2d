import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * The kitchen: a comanda confirmed by a waiter on a phone appears on the kitchen
 * display without a reload, is bumped to listo there, and the waiter's timeline says so live;
 * an order aged past the critical threshold is marked late and raises the header indicator and
 * the newCriticalOrder event. Other specs share this server: the table is a free one from the
 * middle of the plan (the waiter specs take the lowest, the tables spec the highest), and the
 * counter order carries a note of its own.
 */
test.describe.configure({ mode: 'serial' });

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;
const AGUA = 'Agua mineral sin gas 500 ml';
const CAFE = 'Café espresso';

interface MesaApi {
  id: number;
  numero: number;
  ocupada: boolean;
}
interface PedidoApi {
  id: number;
  numero: number;
  estado: string;
  draftId: number | null;
  fechaCreacion: string;
}

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'patch' | 'delete', path: string, data?: object): Promise<T> {
  const response = await request[method](`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function newPage(browser: Browser, baseURL: string | undefined, options: object = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE, ...options });
  return context.newPage();
}

const tag = `e2e-cocina-${Date.now().toString(36)}`;
let adminToken: string;
let mozoToken: string;
let mesa: MesaApi;
let draftId: number;
let mostrador: PedidoApi;
let kitchen: Page;
let phone: Page;

test.beforeAll(async ({ browser, request, baseURL }) => {
  adminToken = await apiToken(request, USERS.admin);
  mozoToken = await apiToken(request, USERS.mozo);
  // The counter order that will grow old while the kitchen works.
  const productos = await api<{ id: number; nombre: string }[]>(request, adminToken, 'get', '/productos/menu');
  const cafe = productos.find((p) => p.nombre === CAFE)!;
  mostrador = await api<PedidoApi>(request, adminToken, 'post', '/pedidos', { tipo: 'mostrador', canal: 'presencial', items: [{ productoId: cafe.id, cantidad: 1 }], notas: tag });

  const free = (await api<MesaApi[]>(request, mozoToken, 'get', '/mesas')).filter((m) => !m.ocupada).sort((a, b) => a.numero - b.numero);
  expect(free.length).toBeGreaterThan(2);
  mesa = free[Math.floor(free.length / 2)]!;
  draftId = (await api<{ id: number }>(request, mozoToken, 'post', `/mesas/${mesa.id}/draft`, { comensales: 2 })).id;

  kitchen = await newPage(browser, baseURL, { viewport: { width: 1280, height: 800 } });
  await signIn(kitchen, USERS.admin);
  phone = await newPage(browser, baseURL, PHONE);
  await signIn(phone, USERS.mozo);
});

test.afterAll(async ({ request }) => {
  // Leave the table free and the counter order out of the kitchen for whoever comes next.
  await request.delete(`/api/mesas/drafts/${draftId}`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { motivo: 'Fin de la prueba' } });
  await request.patch(`/api/pedidos/${mostrador.id}/estado`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { estado: 'cancelado', motivo: 'Fin de la prueba' } });
  await kitchen?.context().close();
  await phone?.context().close();
});

const mesaCard = () =>
  kitchen
    .getByTestId('kitchen-order')
    .filter({ hasText: new RegExp(`Mesa ${mesa.numero}(?!\\d)`) })
    .filter({ hasText: AGUA });

test("a waiter's comanda reaches the kitchen display live, is bumped to listo, and the waiter's timeline says so", async () => {
  await kitchen.goto('/pedidos');
  await expect(kitchen.getByTestId('pedidos-page')).toBeVisible();
  await kitchen.getByTestId('modo-cocina').click();
  await expect(kitchen.getByTestId('kitchen-display')).toBeVisible();
  await expect(mesaCard()).toHaveCount(0);

  // The waiter, on the phone, orders and confirms.
  await phone.goto(`/m/mesas/mesa/${mesa.numero}`);
  await expect(phone.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  await phone.getByTestId('buscar-producto').fill('agua mineral');
  await phone
    .getByTestId('resultados-busqueda')
    .getByRole('button', { name: `Agregar ${AGUA}`, exact: true })
    .click();
  await phone.getByTestId('buscar-producto').fill('');
  await phone.getByRole('button', { name: 'Confirmar' }).click();
  await expect(phone.getByText('Productos confirmados y enviados a cocina')).toBeVisible();

  // No reload on the kitchen: the hub brings it.
  await expect(mesaCard()).toBeVisible();
  await expect(mesaCard()).toHaveAttribute('data-estado', 'pendiente');

  // The waiter follows the kitchen from the table's timeline.
  await phone.getByRole('button', { name: 'Pedidos a cocina' }).click();
  await expect(phone).toHaveURL(new RegExp(`/m/mesas/mesa/${mesa.numero}/pedidos$`));
  const status = phone.getByTestId('pedido-cocina').locator('.w-status');
  await expect(status).toHaveText('Pendiente');

  // Two taps: preparing, then ready (it leaves the kitchen's queue).
  await mesaCard().click();
  await expect(mesaCard()).toHaveAttribute('data-estado', 'preparacion');
  await expect(status).toHaveText('Preparando');
  await mesaCard().click();
  await expect(mesaCard()).toHaveCount(0);
  await expect(status).toHaveText('Listo');
  const [pedido] = await api<PedidoApi[]>(phone.request, mozoToken, 'get', `/pedidos?draftId=${draftId}`);
  expect(pedido!.estado).toBe('listo');

  // The display lives in the address: a kitchen tablet that reloads comes back to it.
  await expect(kitchen).toHaveURL(/\/pedidos\?vista=cocina$/);
  await kitchen.reload();
  await expect(kitchen.getByTestId('kitchen-display')).toBeVisible();
  await expect(mesaCard()).toHaveCount(0);

  await kitchen.getByRole('button', { name: 'Salir de la pantalla de cocina' }).click();
  await expect(kitchen.getByTestId('kitchen-display')).toHaveCount(0);
  await expect(kitchen).toHaveURL(/\/pedidos$/);
});

test('a kitchen tablet opened at /pedidos?vista=cocina&tipo=mostrador shows the display with that filter', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL, { viewport: { width: 800, height: 1280 } });
  await signIn(page, USERS.admin);
  await page.goto('/pedidos?vista=cocina&tipo=mostrador');
  const display = page.getByTestId('kitchen-display');
  await expect(display).toBeVisible();
  // The counter order of this spec shows; table orders are filtered out.
  await expect(display.getByTestId('kitchen-order').filter({ hasText: tag })).toHaveCount(1);
  await expect(display.getByTestId('kitchen-order').filter({ hasText: /Mesa \d/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(display).toHaveCount(0);
  await expect(page).toHaveURL(/\/pedidos\?tipo=mostrador$/);
  await expect(page.getByTestId('filtro-tipo')).toHaveValue('mostrador');
  await page.context().close();
});

test('an order aged past the threshold is marked late and raises the header indicator and newCriticalOrder', async ({ browser, baseURL }) => {
  // This browser's stored timing config lowers the threshold to 1 minute (Storage), so
  // the counter order made at the start of the file crosses it here; the venue keeps its 35.
  const page = await newPage(browser, baseURL, { viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    localStorage.setItem('rf_timing', JSON.stringify({ pedidos: { alertThreshold: 1, refreshInterval: 5000 } }));
    const w = window as unknown as { criticalEvents: { count: number; previousCount: number }[] };
    w.criticalEvents = [];
    window.addEventListener('newCriticalOrder', (e) => w.criticalEvents.push((e as CustomEvent<{ count: number; previousCount: number }>).detail));
  });
  await signIn(page, USERS.admin);
  await page.goto('/pedidos');
  const card = page.getByTestId('pedido-card').filter({ hasText: tag });
  await expect(card).toBeVisible();
  // Once a minute old (the card's clock ticks every 15 s).
  await expect(card).toHaveAttribute('data-late', 'true', { timeout: 100_000 });
  await expect(card.getByTestId('pedido-atrasado')).toHaveText('Atrasado');

  const indicator = page.getByTestId('critical-orders');
  await expect(indicator).not.toHaveAttribute('data-count', '0');
  const events = await page.evaluate(() => (window as unknown as { criticalEvents: { count: number; previousCount: number }[] }).criticalEvents);
  expect(events.length).toBeGreaterThan(0);
  for (const e of events) expect(e.count).toBeGreaterThan(e.previousCount);
  await indicator.click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await page.context().close();
});
