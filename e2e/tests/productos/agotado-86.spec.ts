import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, USERS, VENUE_TIMEZONE } from '../support';

// The build machine is shared (2 cores, often loaded): the hub's event and the remotes can take a
// few seconds to arrive, so waits are longer than the config's; a quiet run takes far less.
const expect = baseExpect.configure({ timeout: 30_000 });

/*
 * '86' live: a manager marks a dessert sold out in /productos and the waiter's handheld, open on
 * a table's order, shows it unavailable (greyed, 'Agotado', its add button disabled) without a
 * reload; marked available again, the handheld offers it again and adds it. The dessert and its
 * category are made for this spec alone, so specs running beside it keep selling what they sell;
 * the table is a free one from the middle of the list (the handheld spec takes the lowest, the
 * desktop tables' specs the highest), and its comanda is deleted afterwards.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;

const TAG = Date.now();
const POSTRE = `Postre 86 e2e ${TAG}`;

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

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  expect(response.ok(), `${path}: ${body.message ?? response.status()}`).toBe(true);
  return body.data;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

let phone: Page;
let desk: Page;
let productoId: number;
let mesa: MesaApi;

/** The dessert's row in the handheld's search results. */
const handheldRow = (): Locator => phone.getByTestId('resultados-busqueda').getByRole('listitem').filter({ hasText: POSTRE });
const addButton = (): Locator => handheldRow().getByRole('button', { name: `Agregar ${POSTRE}`, exact: true });
/** The dessert's row in /productos. */
const deskRow = (): Locator => desk.getByTestId('producto-row').filter({ hasText: POSTRE });

test.beforeAll(async ({ browser, request, baseURL }) => {
  const admin = await apiToken(request, USERS.admin);
  const categoria = await post<{ id: number }>(request, admin, '/api/categorias', { nombre: `Postres 86 e2e ${TAG}` });
  const producto = await post<{ id: number }>(request, admin, '/api/productos/dto', {
    nombre: POSTRE,
    costo: 1000,
    precio: 4500,
    categoriaId: categoria.id,
    visiblePos: true,
    visibleRestaurant: true,
    visibleOrders: true,
  });
  productoId = producto.id;

  const mozo = await apiToken(request, USERS.mozo);
  const libres = (await apiGet<MesaApi[]>(request, mozo, '/mesas')).filter((m) => !m.ocupada).sort((a, b) => a.numero - b.numero);
  expect(libres.length).toBeGreaterThan(0);
  mesa = libres[Math.floor(libres.length / 2)]!;

  // The waiter's phone signs in after the dessert exists, so the menu it keeps holds it.
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  phone = await context.newPage();
  await signIn(phone, USERS.mozo);
  desk = await browser.newPage({ baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  await signIn(desk, USERS.admin);
});

test.afterAll(async ({ request }) => {
  const admin = await apiToken(request, USERS.admin);
  const headers = { Authorization: `Bearer ${admin}` };
  const draft = await apiGet<{ id: number } | null>(request, admin, `/mesas/${mesa.id}/draft`);
  if (draft) await request.delete(`/api/mesas/drafts/${draft.id}`, { headers, data: { motivo: 'Fin de la prueba' } });
  await request.patch(`/api/productos/${productoId}/disponibilidad`, { headers, data: { disponible: true, clientMutationId: `e2e-86-fin-${TAG}` } });
  await request.delete(`/api/productos/${productoId}`, { headers, data: {} });
  await phone.context().close();
  await desk.close();
});

test('the waiter opens a table and finds the dessert on sale', async () => {
  await phone.goto('/m/mesas');
  await expect(phone.getByTestId('mesas-lista')).toHaveAttribute('data-ready', 'true');
  await phone.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill(String(mesa.numero));
  await phone.getByTestId(`mesa-${mesa.numero}`).click();
  await phone
    .getByRole('dialog', { name: `Abrir mesa ${mesa.numero}` })
    .getByRole('button', { name: 'Abrir mesa' })
    .click();
  await expect(phone).toHaveURL(new RegExp(`/m/mesas/mesa/${mesa.numero}$`));

  await phone.getByTestId('buscar-producto').fill(POSTRE);
  await expect(handheldRow()).toHaveCount(1);
  await expect(addButton()).toBeEnabled();
  await expect(handheldRow().getByTestId('producto-no-disponible')).toHaveCount(0);
  // Marks this page: a reload would lose it.
  await phone.evaluate(() => Object.assign(window, { sinRecargar86: true }));
});

test('a manager marks it sold out in /productos and the handheld shows it unavailable without a reload', async () => {
  await desk.goto('/productos');
  await desk.getByTestId('productos-search').fill(POSTRE);
  await expect(deskRow()).toHaveCount(1);
  await deskRow()
    .getByRole('button', { name: `Marcar agotado ${POSTRE}` })
    .click();
  await expect(deskRow().getByTestId('producto-agotado')).toHaveText('Agotado');
  await expect(deskRow().getByRole('button', { name: `Marcar disponible ${POSTRE}` })).toHaveText('Disponible');

  // Still in sight, so the waiter can tell the guest; not addable.
  await expect(handheldRow().getByTestId('producto-no-disponible')).toHaveText('Agotado');
  await expect(addButton()).toBeDisabled();
  expect(await phone.evaluate(() => (window as unknown as { sinRecargar86?: boolean }).sinRecargar86)).toBe(true);
});

test('marked available again, the handheld offers it again and it goes into the selection', async () => {
  await deskRow()
    .getByRole('button', { name: `Marcar disponible ${POSTRE}` })
    .click();
  await expect(deskRow().getByTestId('producto-agotado')).toHaveCount(0);

  await expect(handheldRow().getByTestId('producto-no-disponible')).toHaveCount(0);
  await expect(addButton()).toBeEnabled();
  await addButton().click();
  await expect(phone.getByTestId('pendientes')).toContainText(POSTRE);
  expect(await phone.evaluate(() => (window as unknown as { sinRecargar86?: boolean }).sinRecargar86)).toBe(true);
});
