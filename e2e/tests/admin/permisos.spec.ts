import { expect, test, type Page } from '@playwright/test';
import { expectPageTitle, signIn, USERS } from '../support';

/*
 * What a role may do decides what the screens show (the api refuses the rest). A mozo
 * attends tables and takes orders: the sidebar offers only those, the settings answer with the
 * permission message, and the admin-only pages send him to /dashboard.
 */

/** Follows a link the way the router does, without loading the page again. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a mozo sees only tables and orders in the sidebar, and the permission message on /config', async ({ page }) => {
  await signIn(page, USERS.mozo);
  // A mozo lands on the waiter app; the desktop pages are still his to open.
  await expect(page).toHaveURL(/\/m\/mesas/);
  await page.goto('/resto');
  await expectPageTitle(page, 'Mesas');
  const links = page.getByTestId('sidebar-nav').getByRole('link');
  await expect(links).toHaveText(['Pedidos en curso', 'Historial de pedidos', 'Reservas de pedidos', 'Mesas']);
  for (const hidden of ['dashboard', 'ventas', 'arqueos', 'productos', 'clientes', 'reportes', 'config', 'usuarios', 'roles', 'editar-mesas']) {
    await expect(page.getByTestId(`nav-${hidden}`)).toHaveCount(0);
  }

  await goInApp(page, '/config');
  await expectPageTitle(page, 'Configuración');
  await expect(page.getByTestId('sin-permiso')).toHaveText('No tenés permisos para acceder a esta sección.');
  await expect(page.getByTestId('general-config-form')).toHaveCount(0);

  await goInApp(page, '/usuarios');
  await expect(page).toHaveURL(/\/dashboard$/);
});
