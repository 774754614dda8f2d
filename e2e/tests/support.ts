import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo users seeded on first start (README). */
export const USERS = {
  admin: { email: 'admin@demo.local', password: 'admin123', nombre: 'Laura Gómez' },
  mozo: { email: 'mozo@demo.local', password: 'mozo123' },
  cajero: { email: 'cajero@demo.local', password: 'cajero123' },
} as const;

/**
 * The admin's approval PIN. Every spec that asks a manager's approval sets this same
 * one, so specs running side by side never change it under each other.
 */
export const MANAGER_PIN = '4321';

/** Sets the admin's approval PIN through the api. */
export async function setManagerPin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(login.ok()).toBe(true);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
  const saved = await request.put(`/api/usuarios/${user.id}/pin`, { headers: { Authorization: `Bearer ${token}` }, data: { pin: MANAGER_PIN } });
  expect(saved.ok()).toBe(true);
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Signs in from /login and waits until the app has left the login page. */
export async function signIn(page: Page, user: { email: string; password: string } = USERS.admin) {
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  if (user.email === USERS.mozo.email) {
    // A mozo lands on the waiter app, a full page load that starts after the shell's redirect:
    // wait for it, or a goto made now races with it and loses.
    await expect(page).toHaveURL(/\/m\/mesas/);
    await expect(page.getByTestId('page-title').first()).toBeVisible();
  }
}

export async function expectPageTitle(page: Page, title: string) {
  await expect(page.getByTestId('page-title')).toHaveText(title);
}

/** Every desktop route of shell/src/app/routes.ts that takes no id. */
export const DESKTOP_ROUTES = [
  '/dashboard',
  '/pedidos',
  '/historial-pedidos',
  '/reservas-pedidos',
  '/arqueos',
  '/gastos',
  '/ventas',
  '/ventas-mobile',
  '/historial-ventas',
  '/clientes',
  '/resto',
  '/editar-mesas',
  '/reservas',
  '/catalogo',
  '/reportes',
  '/config',
  '/usuarios',
  '/roles',
  '/productos',
  '/stock',
  '/proveedores',
  '/insumos',
  '/compras',
  '/inventario',
  '/mermas',
];

/** The time zone of the demo venue and of every browser (playwright.config.ts chooses it: midday now). */
export const VENUE_TIMEZONE = process.env.E2E_TIMEZONE ?? 'America/Argentina/Buenos_Aires';
