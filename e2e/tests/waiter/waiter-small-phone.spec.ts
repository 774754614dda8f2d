import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * The waiter handheld on a small phone (360x640): the list toolbar fits with
 * 44 px targets, the lines waiting to be confirmed come before categories and frequent products,
 * the '−' at 1 is disabled, the comment chips are 44 px tall, the category footer never counts the
 * same units twice, and a table for 3 reads '3 pessoas' in Portuguese. Then /resto at 1280x800
 * shows the table's seven-digit total inside its tile. Other spec files share this server: the
 * table is the second-lowest free one (the handheld spec takes the lowest, the desktop one the
 * highest).
 */
test.describe.configure({ mode: 'serial' });

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 12; SM-A025M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const SMALL_PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;

interface MesaApi {
  id: number;
  numero: number;
  zona: string;
  ocupada: boolean;
}

const EMPANADA = 'Empanada de carne cortada a cuchillo';
const MILANESA = 'Milanesa napolitana con papas fritas';

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

let page: Page;
let token: string;
let mesa: MesaApi;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test.beforeAll(async ({ browser, request, baseURL }) => {
  // Another device of the floor (the api lets only roles with mesas.atender touch a table).
  token = await apiToken(request, USERS.mozo);
  const mesas = (await apiGet<MesaApi[]>(request, token, '/mesas')).filter((m) => !m.ocupada).sort((a, b) => a.numero - b.numero);
  expect(mesas.length).toBeGreaterThan(2);
  mesa = mesas[1]!;
  const context = await browser.newContext({ ...SMALL_PHONE, baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  page = await context.newPage();
  await signIn(page, USERS.mozo);
});

test.afterAll(async ({ request }) => {
  const draft = await apiGet<{ id: number } | null>(request, token, `/mesas/${mesa.id}/draft`);
  if (draft) await request.delete(`/api/mesas/drafts/${draft.id}`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  await page.context().close();
});

test('the table list toolbar fits 360 px: the whole search placeholder and 44 px list/map buttons', async () => {
  await page.goto('/m/mesas');
  await expect(page.getByTestId('mesas-lista')).toHaveAttribute('data-ready', 'true');
  for (const name of ['Lista', 'Mapa']) {
    const b = await box(page.getByRole('button', { name, exact: true }));
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }
  const search = page.getByRole('searchbox', { name: 'Buscar mesa por número' });
  const fit = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });
  expect(fit.text).toBeLessThanOrEqual(fit.room);
  const toolbar = await box(page.locator('.w-toolbar'));
  expect(toolbar.x + toolbar.width).toBeLessThanOrEqual(360);
});

test('opens a table for 3 and orders from a category: the footer shows only the units waiting', async () => {
  await page.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill(String(mesa.numero));
  await page.getByTestId(`mesa-${mesa.numero}`).click();
  const sheet = page.getByRole('dialog', { name: `Abrir mesa ${mesa.numero}` });
  await sheet.getByRole('button', { name: 'Un comensal más' }).click();
  await expect(sheet.getByTestId('comensales')).toHaveText('3');
  await sheet.getByRole('button', { name: 'Abrir mesa' }).click();
  await expect(page.getByText('3 comensales')).toBeVisible();

  await page.getByRole('button', { name: /Entradas/ }).click();
  await expect(page.getByTestId('vista-categoria')).toBeVisible();
  const footer = page.getByTestId('pie-categoria');
  // Nothing ordered and nothing waiting: only the way back to the order.
  await expect(footer.getByRole('button')).toHaveText(['CARRITO (0)Ver Pedido']);
  await page.getByRole('button', { name: `Agregar ${EMPANADA}` }).click();
  // The category view's own stepper: reaching 0 removes (SPEC), so its '−' at 1 stays enabled.
  await expect(page.getByRole('button', { name: `Quitar uno de ${EMPANADA}` })).toBeEnabled();
  await expect(footer.getByRole('button')).toHaveText(['PENDIENTES (1)Completar']);
  await expect(footer.getByText(/CARRITO/)).toHaveCount(0);
  await footer.getByRole('button', { name: /Completar/ }).click();
  await expect(page.getByTestId('pedido-activo')).toBeVisible();
});

test('the pending list comes first with Confirmar on screen; its − at 1 is disabled', async () => {
  const pending = page.getByTestId('pendientes');
  await expect(pending).toContainText(EMPANADA);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const minus = pending.getByRole('button', { name: `Quitar uno de ${EMPANADA}` });
  await expect(minus).toBeDisabled();
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await expect(pending.locator('.w-step-value')).toHaveText('1');

  const confirm = page.getByRole('button', { name: 'Confirmar', exact: true });
  const confirmBox = await box(confirm);
  expect(confirmBox.y + confirmBox.height).toBeLessThanOrEqual(640);
  // The line itself is above the sticky footer, and above categories and frequent products.
  const minusBox = await box(minus);
  expect(minusBox.y + minusBox.height).toBeLessThanOrEqual(confirmBox.y);
  const categories = await box(page.getByRole('heading', { name: 'Categorías' }));
  expect(minusBox.y).toBeLessThan(categories.y);

  await pending.getByRole('button', { name: `Sumar uno de ${EMPANADA}` }).click();
  await expect(minus).toBeEnabled();
  await minus.click();
  await expect(pending.locator('.w-step-value')).toHaveText('1');
  await expect(minus).toBeDisabled();
});

test('the comment suggestions are 44 px tall targets', async () => {
  await page.getByRole('button', { name: `Comentario para ${EMPANADA}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Comentario' });
  const chip = sheet.getByRole('button', { name: 'Sin cebolla' });
  const b = await box(chip);
  expect(b.height).toBeGreaterThanOrEqual(44);
  await chip.click();
  await sheet.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('pendientes')).toContainText('Sin cebolla');

  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByText('Productos confirmados y enviados a cocina')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PRODUCTOS PEDIDOS (1)' })).toBeVisible();
});

test('after confirming, the category footer shows the ordered units only', async () => {
  await page.getByRole('button', { name: /Entradas/ }).click();
  await expect(page.getByTestId('pie-categoria').getByRole('button')).toHaveText(['CARRITO (1)Ver Pedido']);
  await page
    .getByTestId('pie-categoria')
    .getByRole('button', { name: /Ver Pedido/ })
    .click();
  await expect(page.getByTestId('pedido-activo')).toBeVisible();
});

test('in Portuguese a table for 3 reads "3 pessoas"', async () => {
  // The first script carries the Spanish texts only; Portuguese comes in its own chunk.
  const firstScript = await page.evaluate(async () => {
    const src = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src).find((s) => /\/index-[\w-]+\.js$/.test(s));
    return src ? (await fetch(src)).text() : '';
  });
  expect(firstScript).toContain('{{count}} comensales');
  expect(firstScript).not.toContain('{{count}} pessoas');
  await page.evaluate(() => localStorage.setItem('rf_lang', 'br'));
  await page.reload();
  await expect(page.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  await expect(page.getByText('3 pessoas', { exact: true })).toBeVisible();
  await expect(page.getByText(/comensales/)).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('rf_lang', 'es'));
});

test("the desktop's Spanish texts come after the table list, in their own chunk", async () => {
  // The first script keeps the shared Spanish groups the handheld names; the rest (the
  // refusal texts among them) is one lazy chunk fetched once the list is on screen.
  const lazy = page.waitForResponse((r) => /\/assets\/m\/es-rest-[\w-]+\.js$/.test(r.url()));
  await page.reload();
  await expect(page.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  const rest = await (await lazy).text();
  expect(rest).toContain('La mesa no existe');
  const firstScript = await page.evaluate(async () => {
    const src = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src).find((s) => /\/index-[\w-]+\.js$/.test(s));
    return src ? (await fetch(src)).text() : '';
  });
  expect(firstScript).toContain('{{count}} comensales');
  expect(firstScript).not.toContain('La mesa no existe');
});

test("in English the money stays the venue's: '$ 1.234,50' for an es-AR venue, never 'ARS 1,234.50'", async () => {
  await page.evaluate(() => localStorage.setItem('rf_lang', 'en'));
  await page.reload();
  try {
    const total = page.getByTestId('total-pedido');
    await expect(total).toBeVisible();
    await expect(total.locator('strong')).toHaveText(/^\$\s?\d{1,3}(\.\d{3})*,\d{2}$/);
    await expect(page.getByText(/ARS\s?\d/)).toHaveCount(0);
  } finally {
    await page.evaluate(() => localStorage.setItem('rf_lang', 'es'));
  }
});

test('/resto at 1280x800 keeps a seven-digit total inside the table tile, full amount in the name', async ({ browser, baseURL, request }) => {
  const draft = (await apiGet<{ id: number } | null>(request, token, `/mesas/${mesa.id}/draft`))!;
  const [milanesa] = await apiGet<{ id: number; nombre: string }[]>(request, token, `/productos/buscar?q=${encodeURIComponent(MILANESA)}`);
  // 70 x 14.500 + 1.800 = 1.016.800
  const response = await request.post(`/api/mesas/drafts/${draft.id}/items`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { productoId: milanesa!.id, cantidad: 70, clientMutationId: `e2e-small-phone-${Date.now()}` },
  });
  expect(response.ok()).toBe(true);

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  const desk = await context.newPage();
  try {
    await signIn(desk, USERS.cajero);
    await desk.goto('/resto');
    await desk.getByTestId(`zona-${mesa.zona}`).click();
    const tile = desk.getByTestId(`mesa-${mesa.numero}`);
    await expect(tile).toHaveAccessibleName(/total \$\s1\.016\.800,00/);
    const total = tile.getByTestId('mesa-total');
    await expect(total).toHaveText(/^\$\s1,02M$/);
    await expect(total).toHaveAttribute('title', /1\.016\.800,00/);
    const tileBox = await box(tile);
    const totalBox = await box(total);
    expect(totalBox.x).toBeGreaterThanOrEqual(tileBox.x);
    expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(tileBox.x + tileBox.width);
    expect(await total.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  } finally {
    await context.close();
  }
});
