import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * The waiter handheld installed as an app on a phone whose Wi-Fi drops. Signed in and
 * online once, the phone keeps the app (service worker) and the last tables and menu; with no
 * network at all a reload opens the app with the offline banner, the tables and the menu, the
 * waiter orders two products and confirms; when the network is back the two products reach the
 * server exactly once, as the api and a second phone show.
 */
test.describe.configure({ mode: 'serial' });

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;

interface MesaApi {
  id: number;
  numero: number;
  ocupada: boolean;
}
interface DraftApi {
  id: number;
  items: { nombre: string; cantidad: number; eliminado: boolean }[];
}

const FLAN = 'Flan casero con dulce de leche';
const AGUA = 'Agua mineral sin gas 500 ml';

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.mozo.email, password: USERS.mozo.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const named = (draft: DraftApi, nombre: string) => draft.items.filter((i) => i.nombre === nombre && !i.eliminado);

async function newPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  const page = await context.newPage();
  await signIn(page, USERS.mozo);
  return page;
}

let page: Page;
let token: string;
let mesa: MesaApi;

test.beforeAll(async ({ browser, request, baseURL }) => {
  token = await apiToken(request);
  // A table of this spec's own, opened from another device: a free one from the middle of the
  // floor (other specs take the lowest and the highest free numbers).
  const free = (await apiGet<MesaApi[]>(request, token, '/mesas')).filter((m) => !m.ocupada).sort((a, b) => a.numero - b.numero);
  const candidates = free.slice(Math.floor(free.length / 2));
  for (const m of candidates) {
    const r = await request.post(`/api/mesas/${m.id}/draft`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { comensales: 2, clientMutationId: `e2e-offline-open-${m.id}-${Date.now()}` },
    });
    if (r.status() === 201) {
      mesa = m;
      break;
    }
  }
  expect(mesa).toBeDefined();
  page = await newPhone(browser, baseURL);
});

test.afterAll(async ({ request }) => {
  const draft = await apiGet<DraftApi | null>(request, token, `/mesas/${mesa.id}/draft`);
  if (draft) await request.delete(`/api/mesas/drafts/${draft.id}`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  await page.context().close();
});

test('installs itself on the first visit and keeps the tables, the menu and the open table', async () => {
  await expect(page.getByTestId('mesas-lista')).toHaveAttribute('data-ready', 'true');
  // The service worker takes the page over once the tables are on screen.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Its scope is the handheld: the desktop app on the same origin is not under it.
  const desktop = await page.context().newPage();
  await desktop.goto('/login');
  expect(
    await desktop.evaluate(async () => [navigator.serviceWorker.controller, (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname)]),
  ).toEqual([null, ['/m/mesas']]);
  await desktop.close();
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(manifest!);
  expect(await response.json()).toMatchObject({ start_url: '/m/mesas', display: 'standalone', theme_color: '#1a7fc7', name: 'La Esquina Demo · Mesas' });
  // Kept for a reload without network: the tables and the menu...
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('waiter-api');
        return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
      }),
    )
    .toEqual(expect.arrayContaining(['/api/mesas', '/api/productos/menu']));
  // ...and the table the waiter works on, seen once online.
  await page.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill(String(mesa.numero));
  await page.getByTestId(`mesa-${mesa.numero}`).click();
  await expect(page.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  await expect(page.getByTestId('pedido-activo')).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page.getByTestId('mesas-lista')).toBeVisible();
});

test('reloads with no network: offline banner, tables and menu; orders two products into the outbox', async () => {
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('banner-sin-conexion')).toContainText('Sin conexión a internet');
  await expect(page.getByTestId('banner-sin-conexion')).toContainText('Mostrando las mesas y el menú guardados en el teléfono');
  await expect(page.getByTestId('mesas-lista')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill(String(mesa.numero));
  const card = page.getByTestId(`mesa-${mesa.numero}`);
  await expect(card).toHaveAttribute('data-estado', 'ocupada');
  await card.click();
  await expect(page.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  // The menu: its categories and its search, from the phone.
  await expect(page.getByRole('button', { name: /Entradas/ })).toBeVisible();
  for (const [query, nombre] of [
    ['flan', FLAN],
    ['agua mineral', AGUA],
  ] as const) {
    await page.getByTestId('buscar-producto').fill(query);
    await page
      .getByTestId('resultados-busqueda')
      .getByRole('button', { name: `Agregar ${nombre}`, exact: true })
      .click();
    await page.getByTestId('buscar-producto').fill('');
  }
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('cambios-esperando')).toHaveText('2 cambios esperando para enviarse');
  const ordered = page.getByTestId('producto-pedido');
  await expect(ordered.filter({ hasText: FLAN })).toContainText('Esperando envío');
  await expect(ordered.filter({ hasText: AGUA })).toContainText('Esperando envío');
  // Nothing reached the server while offline.
  const draft = (await apiGet<DraftApi | null>(page.request, token, `/mesas/${mesa.id}/draft`))!;
  expect(named(draft, FLAN)).toHaveLength(0);
  expect(named(draft, AGUA)).toHaveLength(0);
});

test('back online, the two products reach the server exactly once, and a second phone sees them', async ({ browser, baseURL }) => {
  await page.context().setOffline(false);
  await expect(page.getByTestId('cambios-esperando')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('banner-sin-conexion')).toHaveCount(0);
  const ordered = page.getByTestId('producto-pedido');
  await expect(ordered.filter({ hasText: FLAN })).not.toContainText('Esperando envío');
  // A reload online sends nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  await expect(ordered.filter({ hasText: FLAN })).toHaveCount(1);

  const draft = (await apiGet<DraftApi | null>(page.request, token, `/mesas/${mesa.id}/draft`))!;
  expect(named(draft, FLAN)).toEqual([expect.objectContaining({ cantidad: 1 })]);
  expect(named(draft, AGUA)).toEqual([expect.objectContaining({ cantidad: 1 })]);
  expect(draft.items).toHaveLength(2);

  const second = await newPhone(browser, baseURL);
  try {
    await second.goto(`/m/mesas/mesa/${mesa.numero}`);
    await expect(second.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
    const lines = second.getByTestId('producto-pedido');
    await expect(lines.filter({ hasText: FLAN })).toHaveCount(1);
    await expect(lines.filter({ hasText: AGUA })).toHaveCount(1);
    await expect(second.getByRole('heading', { name: 'PRODUCTOS PEDIDOS (2)' })).toBeVisible();
  } finally {
    await second.context().close();
  }
});
