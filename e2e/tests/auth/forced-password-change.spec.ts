import { expect, test, type APIRequestContext } from '@playwright/test';
import { USERS, fillLogin } from '../support';

// An account whose password an admin reset (or the seeded first admin of a real
// install) sees only the change-password form after signing in, until it has chosen its own.

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('a user whose password was reset must choose a new one, then uses the app', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const roles = (await (await request.get('/api/roles', { headers })).json()) as { data: { id: number; nombre: string }[] };
  const empleado = roles.data.find((r) => r.nombre === 'empleado')!;
  const email = `cambio-${Date.now()}@e2e.local`;
  const created = await request.post('/api/usuarios', { headers, data: { nombre: 'Cambio E2E', email, password: 'inicial-clave-1', rolIds: [empleado.id] } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const reset = await request.post(`/api/usuarios/${id}/password`, { headers, data: { password: 'temporal-1' } });
  expect(reset.status()).toBe(200);

  await page.goto('/login');
  await fillLogin(page, email, 'temporal-1');
  await expect(page.getByRole('heading', { name: 'Cambiá tu contraseña' })).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveCount(0);

  await page.locator('input[name="actual"]').fill('temporal-1');
  await page.locator('input[name="nueva"]').fill('propia-clave-1');
  await page.locator('input[name="confirmacion"]').fill('propia-clave-1');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();

  await expect(page.getByRole('heading', { name: 'Cambiá tu contraseña' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/login/);
  // The new password is the one that works from now on.
  const relogin = await request.post('/api/auth/login', { data: { nombreUsuario: email, password: 'propia-clave-1' } });
  expect(((await relogin.json()) as { data: { debeCambiarPassword: boolean } }).data.debeCambiarPassword).toBe(false);
});
