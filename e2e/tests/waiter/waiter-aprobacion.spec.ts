import { expect, test, type APIRequestContext } from '@playwright/test';
import { MANAGER_PIN, setManagerPin, signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * A change the api refuses because it needs a manager asks for the manager's PIN on the
 * handheld and goes through with the approval. The phone misses the live event (its hub socket
 * is closed), another device sends a product to the kitchen, and the waiter closes the table
 * that still looks empty: the api refuses (cancelling a table sent to the kitchen needs a
 * manager), the phone asks for the PIN, and with it the table is cancelled.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

async function apiAs(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  const { token, user: me } = ((await response.json()) as { data: { token: string; user: { id: number } } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    id: me.id,
    get: async <T>(path: string) => ((await (await request.get(`/api${path}`, { headers })).json()) as { data: T }).data,
    send: async (method: 'post' | 'put', path: string, data: object) => request[method](`/api${path}`, { headers, data }),
  };
}

test('closing a table that another device sent to the kitchen asks for the manager PIN and then cancels it', async ({ browser, request, baseURL }) => {
  await setManagerPin(request);
  const admin = await apiAs(request, USERS.admin);
  const otherDevice = await apiAs(request, USERS.mozo);
  const free = (await otherDevice.get<{ id: number; numero: number; ocupada: boolean }[]>('/mesas')).filter((m) => !m.ocupada).sort((a, b) => a.numero - b.numero);
  // Not the lowest (the handheld story's) nor the highest (the desktop tables'): one in between.
  const mesa = free[Math.floor(free.length / 2)]!;

  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  const page = await context.newPage();
  await page.routeWebSocket(/\/ws\//, (ws) => ws.close());
  await signIn(page, USERS.mozo);
  await page.goto('/m/mesas');
  await page.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill(String(mesa.numero));
  await page.getByTestId(`mesa-${mesa.numero}`).click();
  await page
    .getByRole('dialog', { name: `Abrir mesa ${mesa.numero}` })
    .getByRole('button', { name: 'Abrir mesa' })
    .click();
  const cerrar = page.getByRole('button', { name: `Cerrar mesa ${mesa.numero}` });
  await expect(cerrar).toBeVisible();

  // Another device sends a product to the kitchen; this phone does not hear about it.
  const draft = await otherDevice.get<{ id: number }>(`/mesas/${mesa.id}/draft`);
  const productos = await otherDevice.get<{ items: { id: number }[] }>('/productos?q=agua');
  expect((await otherDevice.send('post', `/mesas/drafts/${draft.id}/items`, { productoId: productos.items[0]!.id, cantidad: 1 })).ok()).toBe(true);

  await cerrar.click();
  await page
    .getByRole('dialog', { name: `Cerrar mesa ${mesa.numero}` })
    .getByRole('button', { name: 'Cerrar mesa' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Aprobación de un encargado' });
  await expect(sheet).toContainText(`La mesa ${mesa.numero} tiene productos enviados a cocina: cancelarla necesita la aprobación de un encargado`);
  await sheet.getByLabel('O el código de su credencial (o su e-mail o nombre)').fill(USERS.admin.email);
  await sheet.getByLabel('PIN').fill('1111');
  await sheet.getByLabel('Motivo').fill('Se fueron sin consumir');
  await sheet.getByRole('button', { name: 'Aprobar' }).click();
  await expect(sheet.getByTestId('aprobacion-error')).toHaveText('Usuario o PIN incorrectos');
  expect(await otherDevice.get(`/mesas/${mesa.id}/draft`)).not.toBeNull();

  await sheet.getByLabel('PIN').fill(MANAGER_PIN);
  await sheet.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Aprobado: el cambio se aplicó')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await expect.poll(async () => otherDevice.get(`/mesas/${mesa.id}/draft`)).toBeNull();
  const log = await admin.get<{ items: { accion: string; motivo: string; aprobadoPor: { id: number } | null }[] }>(`/auditoria?accion=cancelar-mesa`);
  expect(log.items[0]).toMatchObject({ accion: 'cancelar-mesa', motivo: 'Se fueron sin consumir', aprobadoPor: { id: admin.id } });
  await context.close();
});
