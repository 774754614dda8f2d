import { expect, test } from '@playwright/test';
import { expectPageTitle, signIn } from '../support';

/** Every sidebar entry, the remote that must render it, and the title the page shows. */
const SIDEBAR: { path: string; remote: string; title: string }[] = [
  { path: 'dashboard', remote: 'mfe_reportes', title: 'Dashboard' },
  { path: 'pedidos', remote: 'mfe_resto', title: 'Pedidos en curso' },
  { path: 'historial-pedidos', remote: 'mfe_resto', title: 'Historial de pedidos' },
  { path: 'reservas-pedidos', remote: 'mfe_resto', title: 'Reservas de pedidos' },
  { path: 'arqueos', remote: 'mfe_caja', title: 'Arqueos de caja' },
  { path: 'gastos', remote: 'mfe_caja', title: 'Gastos' },
  { path: 'ventas', remote: 'mfe_ventas', title: 'Ventas' },
  { path: 'historial-ventas', remote: 'mfe_ventas', title: 'Historial de ventas' },
  { path: 'clientes', remote: 'mfe_ventas', title: 'Clientes' },
  { path: 'resto', remote: 'mfe_resto', title: 'Mesas' },
  { path: 'editar-mesas', remote: 'mfe_resto', title: 'Editar mesas' },
  { path: 'reservas', remote: 'mfe_resto', title: 'Reservas' },
  { path: 'productos', remote: 'mfe_productos', title: 'Productos' },
  { path: 'stock', remote: 'mfe_productos', title: 'Stock' },
  { path: 'proveedores', remote: 'mfe_productos', title: 'Proveedores' },
  { path: 'reportes', remote: 'mfe_reportes', title: 'Reportes' },
  { path: 'config', remote: 'mfe_admin', title: 'Configuración' },
  { path: 'usuarios', remote: 'mfe_admin', title: 'Usuarios' },
  { path: 'roles', remote: 'mfe_admin', title: 'Roles' },
];

test('every sidebar item loads its page from its remote', async ({ page }) => {
  const remoteEntries = new Set<string>();
  page.on('request', (r) => {
    const m = /\/remotes\/(mfe-[a-z]+)\/remoteEntry\.js/.exec(r.url());
    if (m?.[1]) remoteEntries.add(m[1]);
  });
  await signIn(page);
  for (const item of SIDEBAR) {
    await page.getByTestId(`nav-${item.path}`).click();
    await expect(page).toHaveURL(new RegExp(`/${item.path}$`));
    await expectPageTitle(page, item.title);
    await expect(page.locator(`[data-remote="${item.remote}"]`)).toBeVisible();
  }
  expect([...remoteEntries].sort()).toEqual(['mfe-admin', 'mfe-caja', 'mfe-productos', 'mfe-reportes', 'mfe-resto', 'mfe-ventas']);
});

test('routes outside the sidebar resolve to their remotes too', async ({ page }) => {
  await signIn(page);
  for (const [path, title] of [
    ['/catalogo', 'Catálogo'],
    ['/ventas-mobile', 'Ventas'],
    ['/arqueos/1/cierre', 'Cierre de arqueo'],
  ] as const) {
    await page.goto(path);
    await expectPageTitle(page, title);
  }
});

test('a remote that cannot load shows a retry screen, and retrying loads it', async ({ page }) => {
  await signIn(page);
  let block = true;
  await page.route('**/remotes/mfe-caja/remoteEntry.js', (route) => (block ? route.abort() : route.continue()));
  await page.getByTestId('nav-gastos').click();
  await expect(page.getByTestId('remote-load-error')).toBeVisible();
  block = false;
  await page.getByTestId('remote-load-error').getByRole('button').click();
  await expectPageTitle(page, 'Gastos');
});
