import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MANAGER_PIN, setManagerPin, signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * The waiter handheld (/m/mesas) on a phone: open a table for 3, order from a category and from
 * the search with a comment, confirm, delete with a reason, see another device's product arrive
 * live, keep ordering without network and with answers lost on the way, reload, and find every
 * product in the draft exactly once. Other spec files share this server, so the table is the
 * lowest-numbered free one (the desktop tables spec takes the highest).
 */
test.describe.configure({ mode: 'serial' });

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;

interface MesaApi {
  id: number;
  numero: number;
  zona: string;
  ocupada: boolean;
}
interface DraftApi {
  id: number;
  comensales: number;
  camarero: string | null;
  items: { nombre: string; cantidad: number; notas: string | null; eliminado: boolean; motivoEliminacion: string | null }[];
}

const EMPANADA = 'Empanada de carne cortada a cuchillo';
const MILANESA = 'Milanesa napolitana con papas fritas';
const GASEOSA = 'Gaseosa cola 500 ml';
const FLAN = 'Flan casero con dulce de leche';
const AGUA = 'Agua mineral sin gas 500 ml';
const CAFE = 'Café espresso';

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

const productsNamed = (draft: DraftApi, nombre: string) => draft.items.filter((i) => i.nombre === nombre);

let page: Page;
let token: string;
let mesa: MesaApi;

/** A line of 'PRODUCTOS PEDIDOS'. */
const ordered = (nombre: string): Locator => page.getByTestId('producto-pedido').filter({ hasText: nombre });

async function addFromSearch(query: string, nombre: string) {
  await page.getByTestId('buscar-producto').fill(query);
  await page
    .getByTestId('resultados-busqueda')
    .getByRole('button', { name: `Agregar ${nombre}`, exact: true })
    .click();
  await page.getByTestId('buscar-producto').fill('');
}

test.beforeAll(async ({ browser, request, baseURL }) => {
  // Another device of the floor (the api lets only roles with mesas.atender touch a table).
  token = await apiToken(request, USERS.mozo);
  const mesas = (await apiGet<MesaApi[]>(request, token, '/mesas')).filter((m) => !m.ocupada);
  expect(mesas.length).toBeGreaterThan(0);
  mesa = mesas.sort((a, b) => a.numero - b.numero)[0]!;
  await setManagerPin(request);
  // One phone for the whole story (the tests below continue each other's state).
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  page = await context.newPage();
  await signIn(page, USERS.mozo);
});

test.afterAll(async ({ request }) => {
  // Leave the table free for whoever comes next (items went to the kitchen: a manager, with a reason).
  const draft = await apiGet<DraftApi | null>(request, token, `/mesas/${mesa.id}/draft`);
  if (draft)
    await request.delete(`/api/mesas/drafts/${draft.id}`, { headers: { Authorization: `Bearer ${await apiToken(request, USERS.admin)}` }, data: { motivo: 'Fin de la prueba' } });
  await page.context().close();
});

test('opens a free table for 3 diners from the phone', async () => {
  await page.goto('/m/mesas');
  await expect(page.getByTestId('mesas-lista')).toHaveAttribute('data-ready', 'true');
  // The number search looks in every zone.
  await page.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill(String(mesa.numero));
  const card = page.getByTestId(`mesa-${mesa.numero}`);
  await expect(card).toContainText('Tap para abrir');
  await card.click();

  const sheet = page.getByRole('dialog', { name: `Abrir mesa ${mesa.numero}` });
  await expect(sheet.getByTestId('comensales')).toHaveText('2');
  await sheet.getByRole('button', { name: 'Un comensal más' }).click();
  await expect(sheet.getByTestId('comensales')).toHaveText('3');
  await sheet.getByRole('button', { name: 'Abrir mesa' }).click();

  await expect(page).toHaveURL(new RegExp(`/m/mesas/mesa/${mesa.numero}$`));
  await expect(page.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  await expect(page.getByText('3 comensales')).toBeVisible();
  await expect(page.getByTestId('mozo')).toHaveText('Mozo: Martín Sosa');
  await expect(page.getByRole('button', { name: `Cerrar mesa ${mesa.numero}` })).toBeVisible();
  await expect.poll(async () => (await apiGet<DraftApi | null>(page.request, token, `/mesas/${mesa.id}/draft`))?.comensales).toBe(3);
});

test('orders from a category and from the search with a comment, and confirms', async () => {
  await page.getByRole('button', { name: /Entradas/ }).click();
  await expect(page.getByTestId('vista-categoria')).toBeVisible();
  await page.getByRole('button', { name: `Agregar ${EMPANADA}` }).click();
  await page.getByRole('button', { name: `Sumar uno de ${EMPANADA}` }).click();
  await expect(page.getByText('PENDIENTES (2)')).toBeVisible();
  await page.getByRole('button', { name: /Completar/ }).click();

  await addFromSearch('milanesa napo', MILANESA);
  // The milanesa has optional extras: the picker opens, and adding it plain takes one tap.
  const picker = page.getByRole('dialog', { name: MILANESA });
  await expect(picker.getByTestId('modificadores-agregar')).toHaveText(/14\.500,00/);
  await picker.getByTestId('modificadores-agregar').click();
  await expect(picker).toHaveCount(0);
  await page.getByRole('button', { name: `Comentario para ${MILANESA}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Comentario' });
  await sheet.getByRole('textbox').fill('Bien cocida');
  await sheet.getByRole('button', { name: 'Sin cebolla' }).click();
  await expect(sheet.getByRole('textbox')).toHaveValue('Bien cocida, sin cebolla');
  await expect(sheet.getByText('24/150 caracteres')).toBeVisible();
  await sheet.getByRole('button', { name: 'Guardar' }).click();

  const pending = page.getByTestId('pendientes');
  await expect(pending).toContainText(EMPANADA);
  await expect(pending).toContainText('Bien cocida, sin cebolla');
  // 2 x 1.800 + 14.500
  await expect(page.getByTestId('total-a-confirmar')).toHaveText(/18\.100,00/);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('Productos confirmados y enviados a cocina')).toBeVisible();
  await expect(page.getByTestId('pendientes')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'PRODUCTOS PEDIDOS (2)' })).toBeVisible();
  await expect(ordered(EMPANADA)).toContainText('2 ×');
  await expect(ordered(MILANESA)).toContainText('Bien cocida, sin cebolla');
  await expect(page.getByRole('button', { name: `Cerrar mesa ${mesa.numero}` })).toHaveCount(0);
});

test("deletes a product the kitchen has with a reason and a manager's PIN, and shows it struck through", async () => {
  await page.getByRole('button', { name: `Eliminar ${EMPANADA}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Eliminar producto' });
  await expect(sheet.getByText('El motivo es obligatorio para llevar un registro de las eliminaciones')).toBeVisible();
  const confirm = sheet.getByRole('button', { name: 'Eliminar', exact: true });
  await expect(confirm).toBeDisabled();
  await sheet.getByRole('textbox').fill('   ');
  await expect(confirm).toBeDisabled();
  await sheet.getByRole('textbox').fill('  Se cayó al piso  ');
  await confirm.click();

  // It went to the kitchen: the api asks a manager, the PIN sheet keeps the reason.
  const approval = page.getByRole('dialog', { name: 'Aprobación de un encargado' });
  await expect(approval).toContainText(`'${EMPANADA}' ya fue enviado a cocina: quitarlo de la mesa ${mesa.numero} necesita la aprobación de un encargado`);
  await expect(ordered(EMPANADA)).not.toContainText('(Eliminado)');
  await expect(approval.getByLabel('Motivo')).toHaveValue('Se cayó al piso');
  await approval.getByLabel('O el código de su credencial (o su e-mail o nombre)').fill(USERS.admin.email);
  await approval.getByLabel('PIN').fill(MANAGER_PIN);
  await approval.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Aprobado: el cambio se aplicó')).toBeVisible();
  await expect(approval).toHaveCount(0);
  await expect(ordered(EMPANADA)).toContainText('(Eliminado)');
  await expect(ordered(EMPANADA)).toContainText('Motivo: Se cayó al piso');
  const decoration = await ordered(EMPANADA)
    .locator('.w-line-text')
    .evaluate((el) => getComputedStyle(el).textDecorationLine);
  expect(decoration).toBe('line-through');
  const draft = (await apiGet<DraftApi | null>(page.request, token, `/mesas/${mesa.id}/draft`))!;
  expect(productsNamed(draft, EMPANADA)).toMatchObject([{ eliminado: true, motivoEliminacion: 'Se cayó al piso' }]);
});

test("shows another device's product live", async ({ request }) => {
  const draft = (await apiGet<DraftApi | null>(request, token, `/mesas/${mesa.id}/draft`))!;
  const [gaseosa] = await apiGet<{ id: number; nombre: string }[]>(request, token, `/productos/buscar?q=${encodeURIComponent(GASEOSA)}`);
  const response = await request.post(`/api/mesas/drafts/${draft.id}/items`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { productoId: gaseosa!.id, cantidad: 1, clientMutationId: `e2e-waiter-${Date.now()}` },
  });
  expect(response.ok()).toBe(true);
  await expect(ordered(GASEOSA)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PRODUCTOS PEDIDOS (3)' })).toBeVisible();
});

test('keeps ordering without network and sends everything once when it is back', async () => {
  await page.context().setOffline(true);
  await expect(page.getByText('Sin conexión a internet')).toBeVisible();
  // Offline, the search runs on the menu kept on the phone.
  await addFromSearch('flan', FLAN);
  await addFromSearch('agua mineral', AGUA);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByTestId('cambios-esperando')).toHaveText('2 cambios esperando para enviarse');
  await expect(ordered(FLAN)).toContainText('Esperando envío');
  await expect(ordered(AGUA)).toContainText('Esperando envío');
  await expect(page.getByRole('heading', { name: 'PRODUCTOS PEDIDOS (5)' })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByTestId('cambios-esperando')).toHaveCount(0, { timeout: 20_000 });
  await expect(ordered(FLAN)).not.toContainText('Esperando envío');
  const draft = (await apiGet<DraftApi | null>(page.request, token, `/mesas/${mesa.id}/draft`))!;
  expect(productsNamed(draft, FLAN)).toHaveLength(1);
  expect(productsNamed(draft, AGUA)).toHaveLength(1);
});

test('loses no order on a reload, even when the answers get lost on the way', async () => {
  // The server gets each add but the phone never hears back (a dropped connection).
  await page.route('**/api/mesas/drafts/*/items', async (route) => {
    // A request cut short by the reload below is already settled: nothing left to answer.
    await route.fetch().catch(() => undefined);
    await route.abort('connectionreset').catch(() => undefined);
  });
  await addFromSearch('cafe espresso', CAFE);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('cambios-esperando')).toHaveText('1 cambio esperando para enviarse');
  // Something chosen but not confirmed yet.
  await addFromSearch('flan', FLAN);

  await page.reload();
  await expect(page.getByTestId('cambios-esperando')).toHaveText('1 cambio esperando para enviarse');
  // Until an answer arrives the phone cannot know the server has it: it keeps showing it as waiting.
  await expect(ordered(CAFE).filter({ hasText: 'Esperando envío' })).toHaveCount(1);
  await expect(page.getByTestId('pendientes')).toContainText(FLAN);

  await page.unroute('**/api/mesas/drafts/*/items');
  await expect(page.getByTestId('cambios-esperando')).toHaveCount(0, { timeout: 20_000 });
  await expect(ordered(CAFE)).toHaveCount(1);
  await expect(ordered(CAFE)).not.toContainText('Esperando envío');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('pendientes')).toHaveCount(0);

  const draft = (await apiGet<DraftApi | null>(page.request, token, `/mesas/${mesa.id}/draft`))!;
  const counts = Object.fromEntries([EMPANADA, MILANESA, GASEOSA, FLAN, AGUA, CAFE].map((n) => [n, productsNamed(draft, n).length]));
  expect(counts).toEqual({ [EMPANADA]: 1, [MILANESA]: 1, [GASEOSA]: 1, [FLAN]: 1, [AGUA]: 1, [CAFE]: 1 });
  expect(draft.items).toHaveLength(6);
  expect(productsNamed(draft, MILANESA)[0]!.notas).toBe('Bien cocida, sin cebolla');
});

test('shows the table occupied, with its diners, on the list and the map', async () => {
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/m\/mesas$/);
  await page.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill(String(mesa.numero));
  const card = page.getByTestId(`mesa-${mesa.numero}`);
  await expect(card).toHaveAttribute('data-estado', 'ocupada');
  await expect(card).toContainText('3 comensales');
  await page.getByRole('button', { name: 'Mapa' }).click();
  await expect(page.getByTestId(`mapa-mesa-${mesa.numero}`)).toHaveClass(/w-map-table--ocupada/);
});
