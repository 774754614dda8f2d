import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FakePrinter } from '../../../api/test/helpers/fake-printer';
import { signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * A waiter confirms a round on the handheld and the kitchen's network printer (a fake
 * ESC/POS printer on loopback) receives its ticket once; the kitchen printer is switched off,
 * the next round goes to the backup printer and the floor plan, the orders screen and the
 * handheld show the warning until someone acknowledges it.
 */
test.describe.configure({ mode: 'serial' });

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;
const MILANESA = 'Milanesa napolitana con papas fritas';
const FLAN = 'Flan casero con dulce de leche';
const SHOTS = process.env.SHOTS_DIR;

interface Trabajo {
  id: number;
  estado: string;
  titulo: string;
  advertencia: string | null;
  impresoraNombre: string | null;
}

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'delete', path: string, data?: object): Promise<T> {
  const response = await request[method](`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const kitchen = new FakePrinter();
const backup = new FakePrinter();
let admin: string;
let mozo: string;
let printerIds: number[] = [];
let mesa: { id: number; numero: number };
let phone: Page;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The tickets a printer received for this spec's table (other specs send rounds to the same kitchen meanwhile). */
const ofTable = (printer: FakePrinter) => printer.tickets().filter((t) => t.boldDouble.some((b) => b.includes(`MESA ${mesa.numero}`)));

async function addFromSearch(query: string, nombre: string) {
  await phone.getByTestId('buscar-producto').fill(query);
  await phone
    .getByTestId('resultados-busqueda')
    .getByRole('button', { name: `Agregar ${nombre}`, exact: true })
    .click();
  await phone.getByTestId('buscar-producto').fill('');
}

test.beforeAll(async ({ browser, request, baseURL }) => {
  await kitchen.start();
  await backup.start();
  admin = await apiToken(request, USERS.admin);
  mozo = await apiToken(request, USERS.mozo);
  const respaldo = await call<{ id: number }>(request, admin, 'post', '/impresion/impresoras', {
    // At the bar, not the register: the register's printer takes every sale's receipt, and the
    // register spec prints those through its own printer meanwhile.
    nombre: 'Respaldo barra',
    conexion: 'red',
    host: '127.0.0.1',
    puerto: backup.port,
    estacion: 'barra',
    anchoMm: 58,
  });
  const cocina = await call<{ id: number }>(request, admin, 'post', '/impresion/impresoras', {
    nombre: 'Cocina',
    conexion: 'red',
    host: '127.0.0.1',
    puerto: kitchen.port,
    estacion: 'cocina',
    respaldoId: respaldo.id,
  });
  printerIds = [cocina.id, respaldo.id];
  const mesas = (await call<{ id: number; numero: number; ocupada: boolean }[]>(request, mozo, 'get', '/mesas')).filter((m) => !m.ocupada);
  mesa = mesas.sort((a, b) => a.numero - b.numero)[Math.min(1, mesas.length - 1)]!;
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  phone = await context.newPage();
  await signIn(phone, USERS.mozo);
});

test.afterAll(async ({ request }) => {
  const draft = await call<{ id: number } | null>(request, mozo, 'get', `/mesas/${mesa.id}/draft`);
  if (draft) await request.delete(`/api/mesas/drafts/${draft.id}`, { headers: { Authorization: `Bearer ${mozo}` }, data: {} });
  for (const w of await call<Trabajo[]>(request, admin, 'get', '/impresion/trabajos?advertencias=true'))
    await call(request, admin, 'post', `/impresion/trabajos/${w.id}/reconocer`, {});
  for (const id of printerIds) await request.delete(`/api/impresion/impresoras/${id}`, { headers: { Authorization: `Bearer ${admin}` }, data: {} });
  await kitchen.stop();
  await backup.stop();
  await phone.context().close();
});

test('a confirmed round prints once at the kitchen printer', async ({ request }) => {
  await phone.goto(`/m/mesas`);
  await expect(phone.getByTestId('mesas-lista')).toHaveAttribute('data-ready', 'true');
  await phone.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill(String(mesa.numero));
  await phone.getByTestId(`mesa-${mesa.numero}`).click();
  await phone
    .getByRole('dialog', { name: `Abrir mesa ${mesa.numero}` })
    .getByRole('button', { name: 'Abrir mesa' })
    .click();
  await expect(phone.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();

  await addFromSearch('milanesa napo', MILANESA);
  // Its optional extras' picker: added plain.
  await phone.getByRole('dialog', { name: MILANESA }).getByTestId('modificadores-agregar').click();
  await phone.getByRole('button', { name: `Comentario para ${MILANESA}` }).click();
  const sheet = phone.getByRole('dialog', { name: 'Comentario' });
  await sheet.getByRole('textbox').fill('Sin sal, más limón');
  await sheet.getByRole('button', { name: 'Guardar' }).click();
  await phone.getByRole('button', { name: 'Confirmar' }).click();
  await expect(phone.getByText('Productos confirmados y enviados a cocina')).toBeVisible();

  await expect.poll(() => ofTable(kitchen).length).toBe(1);
  const [ticket] = ofTable(kitchen);
  expect(ticket!.boldDouble).toContain(`MESA ${mesa.numero}`);
  expect(ticket!.text).toContain('COCINA');
  expect(ticket!.text).toContain('Mozo: Martín Sosa');
  expect(ticket!.text).toContain('Milanesa');
  expect(ticket!.text).toContain('>> Sin sal, más limón');
  expect(ticket!.cuts).toBe(1);
  // Confirmed by the printer's status, and queued once.
  await expect
    .poll(async () => (await call<Trabajo[]>(request, admin, 'get', '/impresion/trabajos')).filter((j) => j.titulo.startsWith(`Comanda mesa ${mesa.numero} `)).map((j) => j.estado))
    .toEqual(['confirmed']);
  expect(ofTable(kitchen)).toHaveLength(1);
  expect(ofTable(backup)).toHaveLength(0);
});

test('with the kitchen printer off the next round goes to the backup, and the floor plan shows the warning', async ({ browser, baseURL }) => {
  await kitchen.stop();
  await addFromSearch('flan', FLAN);
  await phone.getByRole('button', { name: 'Confirmar' }).click();
  await expect(phone.getByText('Productos confirmados y enviados a cocina')).toBeVisible();

  await expect.poll(() => ofTable(backup).length).toBe(1);
  const [ticket] = ofTable(backup);
  expect(ticket!.text).toContain('COCINA');
  expect(ticket!.text).toContain('Flan');
  // The milanesa's order is still pending, yet the flan is a round of its own, and the
  // ticket numbers it as every screen does (the kitchen display and /pedidos show it as round 2).
  expect(ticket!.text).toContain('Ronda 2');
  expect(ticket!.text).not.toContain('Milanesa');

  const desk = await browser.newContext({ baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE, viewport: { width: 1280, height: 800 } });
  const page = await desk.newPage();
  await signIn(page, USERS.admin);
  await page.goto('/resto');
  // Other specs confirm rounds at the same time, and their tickets may fail too: this round's warning is the one named by its table.
  const ours = { hasText: `Comanda mesa ${mesa.numero} ·` };
  const warning = page.getByTestId('aviso-impresion').filter(ours);
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText(`Comanda mesa ${mesa.numero} · cocina · ronda 2: no se confirmó en Cocina (conexión rechazada), se imprimió en Respaldo barra`);
  await shot(page, 'resto-1280x800');
  await page.setViewportSize({ width: 800, height: 1280 });
  await shot(page, 'resto-800x1280');
  await page.goto('/pedidos');
  await expect(page.getByTestId('aviso-impresion').filter(ours)).toHaveCount(1);
  await page.getByTestId('modo-cocina').click();
  await expect(page.getByTestId('kitchen-display').getByTestId('aviso-impresion').filter(ours)).toHaveCount(1);
  await shot(page, 'cocina-800x1280');
  await page.keyboard.press('Escape');

  // The handheld shows it too, on the table list.
  await phone.goto('/m/mesas');
  const banner = phone.getByTestId('aviso-impresion-handheld').filter(ours);
  await expect(banner).toContainText('no se confirmó en Cocina (conexión rechazada), se imprimió en Respaldo barra');
  await shot(phone, 'handheld-390x844');

  // Acknowledged on the floor plan: gone there and, live, on the handheld.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/resto');
  await page.getByTestId('aviso-impresion').filter(ours).getByTestId('aviso-impresion-entendido').click();
  await expect(page.getByTestId('aviso-impresion').filter(ours)).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await desk.close();
});
