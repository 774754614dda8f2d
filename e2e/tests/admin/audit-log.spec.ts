import { expect, test, type APIRequestContext } from '@playwright/test';
import { USERS, expectPageTitle, signIn } from '../support';

// The audit log shows what the back office changed: a role created by the admin is found on the
// Users page by its action, with the admin as who and its permissions as the detail.

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('a role created by the admin is in the audit log, found by its action', async ({ page, request }) => {
  const token = await adminToken(request);
  const nombre = `Auditoría E2E ${Date.now()}`;
  const created = await request.post('/api/roles', { headers: { Authorization: `Bearer ${token}` }, data: { nombre, permisos: ['ventas.tomar'] } });
  expect(created.status()).toBe(201);

  await signIn(page, USERS.admin);
  await page.goto('/usuarios');
  await expectPageTitle(page, 'Usuarios');
  const log = page.getByTestId('audit-log');
  await log.getByLabel('Acción').selectOption({ label: 'Rol creado' });
  const row = log.getByTestId('audit-row').filter({ hasText: nombre });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rol creado');
  await expect(row).toContainText('Permisos: Tomar ventas y enviarlas a caja');
  await expect(row).toContainText('Descuento máximo: 10%');
});
