import { expect as baseExpect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn, USERS, VENUE_TIMEZONE } from '../support';

// The build machine is shared (2 cores, often loaded): answers can take several seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/*
 * Combos: a manager makes a 'Menú ejecutivo' on /productos (a combo at $ 12.000: one starter of two,
 * the provoleta $ 1.500 more, one main of two, one drink of two), and a waiter adds it to a table
 * on the handheld with its choices: the picker adds nothing before every group has its dish, the
 * price follows the surcharge, and the line sent shows its components at the price the api
 * computed. Other specs share this server: the table is a free one two thirds up the plan (the
 * waiter specs take the lowest, the modifiers spec the lower third, the kitchen spec the middle).
 */

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;
const MENU = 'Menú ejecutivo';
const GRUPOS = [
  {
    nombre: 'Entrada',
    opciones: [
      { buscar: 'empanada de carne', nombre: 'Empanada de carne cortada a cuchillo' },
      { buscar: 'provoleta', nombre: 'Provoleta a la parrilla', recargo: '1.500' },
    ],
  },
  {
    nombre: 'Principal',
    opciones: [
      { buscar: 'milanesa', nombre: 'Milanesa napolitana con papas fritas' },
      { buscar: 'suprema', nombre: 'Suprema de pollo grillada' },
    ],
  },
  {
    nombre: 'Bebida',
    opciones: [
      { buscar: 'agua mineral', nombre: 'Agua mineral sin gas 500 ml' },
      { buscar: 'gaseosa cola', nombre: 'Gaseosa cola 500 ml' },
    ],
  },
];

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

async function newPage(browser: Browser, baseURL: string | undefined, options: object = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE, ...options });
  return context.newPage();
}

/** Money as read on screen (the locale writes it with a no-break space). */
const money = (locator: Locator) => locator.evaluate((el) => (el.textContent ?? '').replace(/\s/g, ' '));

let adminToken: string;
let mesa: MesaApi;
let draftId: number | null = null;
let manager: Page;
let phone: Page;

test.beforeAll(async ({ browser, request, baseURL }) => {
  adminToken = await apiToken(request, USERS.admin);
  manager = await newPage(browser, baseURL, { viewport: { width: 1280, height: 800 } });
  await signIn(manager, USERS.admin);
});

test.afterAll(async ({ request }) => {
  if (draftId !== null) await request.delete(`/api/mesas/drafts/${draftId}`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { motivo: 'Fin de la prueba' } });
  await manager?.context().close();
  await phone?.context().close();
});

test("a manager makes the 'Menú ejecutivo' combo with its groups on /productos", async () => {
  await manager.goto('/productos');
  await manager.getByTestId('nuevo-producto').click();
  const dialog = manager.getByTestId('producto-dialog');
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(MENU);
  await dialog.getByTestId('form-categoria').selectOption({ label: 'Principales' });
  await dialog.getByTestId('form-tipo').selectOption({ label: 'Combo' });
  await dialog.getByRole('textbox', { name: /^Costo/ }).fill('5.000');
  await dialog.getByRole('textbox', { name: /^Precio/ }).fill('12.000');
  const section = dialog.getByTestId('combo-section');
  await expect(section).toBeVisible();
  for (const [index, grupo] of GRUPOS.entries()) {
    await section.getByTestId('agregar-grupo-combo').click();
    const box = section.getByTestId('combo-grupo').nth(index);
    await box.getByRole('textbox', { name: /^Grupo/ }).fill(grupo.nombre);
    for (const opcion of grupo.opciones) {
      await box.getByTestId('combo-buscar-producto').fill(opcion.buscar);
      await box.getByRole('button', { name: `+ ${opcion.nombre}`, exact: true }).click();
      if (opcion.recargo) await box.getByRole('textbox', { name: `Recargo de ${opcion.nombre}` }).fill(opcion.recargo);
    }
    await expect(box.getByTestId('combo-opcion')).toHaveCount(grupo.opciones.length);
  }
  await dialog.getByTestId('save-producto').click();
  await expect(dialog).toBeHidden();

  // Opened again, the combo keeps its groups and the surcharge as the venue writes money.
  await manager.getByTestId('productos-search').fill(MENU);
  const row = manager.getByTestId('producto-row').filter({ hasText: MENU });
  await expect(row).toHaveCount(1);
  await manager.getByRole('button', { name: `Editar ${MENU}` }).click();
  const again = manager.getByTestId('producto-dialog');
  await expect(again.getByTestId('combo-grupo')).toHaveCount(3);
  await expect(again.getByRole('textbox', { name: 'Recargo de Provoleta a la parrilla' })).toHaveValue('1.500,00');
  await again.getByRole('button', { name: /^Cancelar/ }).click();
});

test('a waiter adds it to a table on the handheld with its choices and sees its components at the price the api computed', async ({ browser, request, baseURL }) => {
  const mozoToken = await apiToken(request, USERS.mozo);
  const response = await request.get('/api/mesas', { headers: { Authorization: `Bearer ${mozoToken}` } });
  const free = ((await response.json()) as { data: MesaApi[] }).data.filter((m) => !m.ocupada).sort((a, b) => a.numero - b.numero);
  expect(free.length).toBeGreaterThan(3);
  mesa = free[Math.floor((free.length * 2) / 3)]!;
  const opened = await request.post(`/api/mesas/${mesa.id}/draft`, { headers: { Authorization: `Bearer ${mozoToken}` }, data: { comensales: 1 } });
  expect(opened.ok()).toBe(true);
  draftId = ((await opened.json()) as { data: { id: number } }).data.id;

  phone = await newPage(browser, baseURL, PHONE);
  await signIn(phone, USERS.mozo);
  await phone.goto(`/m/mesas/mesa/${mesa.numero}`);
  await expect(phone.getByRole('heading', { name: `Mesa ${mesa.numero}` })).toBeVisible();
  await phone.getByTestId('buscar-producto').fill('menú ejecutivo');
  await phone
    .getByTestId('resultados-busqueda')
    .getByRole('button', { name: `Agregar ${MENU}`, exact: true })
    .click();

  const picker = phone.getByRole('dialog', { name: MENU });
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId('grupo-combo')).toHaveCount(3);
  const agregar = picker.getByTestId('modificadores-agregar');
  await expect(agregar).toBeDisabled();
  await expect(picker.getByRole('status')).toHaveText("Elegí una opción de 'Entrada' del combo");
  await picker.getByRole('radio', { name: /^Provoleta a la parrilla/ }).click();
  await picker.getByRole('radio', { name: /^Milanesa napolitana/ }).click();
  await expect(picker.getByRole('status')).toHaveText("Elegí una opción de 'Bebida' del combo");
  await expect(agregar).toBeDisabled();
  await picker.getByRole('radio', { name: /^Agua mineral/ }).click();
  await expect(agregar).toBeEnabled();
  expect(await money(agregar)).toContain('$ 13.500,00');
  await agregar.click();
  await expect(picker).toHaveCount(0);

  const componentes = 'Provoleta a la parrilla, Milanesa napolitana con papas fritas, Agua mineral sin gas 500 ml';
  await expect(phone.getByTestId('pendientes')).toContainText(componentes);
  await phone.getByTestId('buscar-producto').fill('');
  await phone.getByRole('button', { name: 'Confirmar' }).click();
  await expect(phone.getByText('Productos confirmados y enviados a cocina')).toBeVisible();

  // The line the api kept: the combo's price plus the provoleta's surcharge, and its components.
  const pedido = phone.getByTestId('producto-pedido').filter({ hasText: MENU });
  await expect(pedido).toContainText(componentes);
  await expect.poll(() => money(pedido)).toContain('$ 13.500,00');
  const draft = await request.get(`/api/mesas/${mesa.id}/draft`, { headers: { Authorization: `Bearer ${mozoToken}` } });
  const item = ((await draft.json()) as { data: { items: { nombre: string; precioUnitario: number; componentes?: { grupo: string; nombre: string }[] }[] } }).data.items.find(
    (i) => i.nombre === MENU,
  )!;
  expect(item.precioUnitario).toBe(13_500);
  expect(item.componentes?.map((c) => [c.grupo, c.nombre])).toEqual([
    ['Entrada', 'Provoleta a la parrilla'],
    ['Principal', 'Milanesa napolitana con papas fritas'],
    ['Bebida', 'Agua mineral sin gas 500 ml'],
  ]);
});

test("at the desktop comanda the combo's add dialog keeps its buttons down to the dialog's edge: nothing of the long form shows under them", async () => {
  await manager.goto('/resto');
  await manager.getByTestId(`zona-${mesa.zona}`).click();
  await manager.getByTestId(`mesa-${mesa.numero}`).click();
  const panel = manager.getByTestId('draft-panel');
  await panel.getByTestId('producto-buscar').fill('menú ejecutivo');
  await panel
    .getByRole('option', { name: new RegExp(MENU) })
    .first()
    .click();
  const dialog = manager.getByTestId('add-item-dialog');
  await expect(dialog.getByRole('radio', { name: /^Provoleta a la parrilla/ })).toBeVisible();
  const agregar = dialog.getByTestId('add-item-confirm');
  await expect(agregar).toBeVisible();
  // What shows just above the dialog's bottom edge, under the buttons: their own bar, not the form scrolling behind.
  const underButtons = await dialog.evaluate((content) => {
    const bar = content.querySelector('[data-testid="add-item-confirm"]')!.parentElement!;
    const box = content.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
    return { inBar: !!seen && bar.contains(seen), seen: seen?.textContent?.slice(0, 40) ?? null };
  });
  expect(underButtons.inBar, `under the buttons: ${underButtons.seen}`).toBe(true);
  await dialog.getByRole('button', { name: /^Cancelar/ }).click();
  await expect(dialog).toBeHidden();
});
