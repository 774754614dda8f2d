import type { RemoteName } from '@resto/shared/contracts';
import type { Permission } from '@resto/shared/rules';

/** A route of the product and the remote page that renders it (DESIGN.md's table). */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  page: string;
  /** Who may open it; everyone else is redirected (SPEC §6: admin areas to /dashboard, /m/reportes to /m/venta). */
  permission?: Permission;
}

/** Desktop routes, inside the shared layout (SPEC §2). */
export const DESKTOP_ROUTES: RemoteRoute[] = [
  { path: 'dashboard', remote: 'mfe_reportes', page: 'dashboard' },
  { path: 'pedidos', remote: 'mfe_resto', page: 'pedidos' },
  { path: 'historial-pedidos', remote: 'mfe_resto', page: 'historialPedidos' },
  { path: 'reservas-pedidos', remote: 'mfe_resto', page: 'reservasPedidos' },
  { path: 'arqueos', remote: 'mfe_caja', page: 'arqueos' },
  { path: 'arqueos/:id/cierre', remote: 'mfe_caja', page: 'arqueoCierre' },
  { path: 'gastos', remote: 'mfe_caja', page: 'gastos' },
  { path: 'ventas', remote: 'mfe_ventas', page: 'ventas' },
  { path: 'ventas-mobile', remote: 'mfe_ventas', page: 'ventas' },
  { path: 'historial-ventas', remote: 'mfe_ventas', page: 'historialVentas' },
  { path: 'clientes', remote: 'mfe_ventas', page: 'clientes' },
  { path: 'resto', remote: 'mfe_resto', page: 'resto' },
  { path: 'editar-mesas', remote: 'mfe_resto', page: 'editarMesas' },
  { path: 'reservas', remote: 'mfe_resto', page: 'reservas' },
  { path: 'catalogo', remote: 'mfe_productos', page: 'catalogo' },
  { path: 'reportes', remote: 'mfe_reportes', page: 'reportes' },
  { path: 'config', remote: 'mfe_admin', page: 'config' },
  { path: 'usuarios', remote: 'mfe_admin', page: 'usuarios', permission: 'usuarios.administrar' },
  { path: 'roles', remote: 'mfe_admin', page: 'roles', permission: 'usuarios.administrar' },
  { path: 'productos', remote: 'mfe_productos', page: 'productos' },
  { path: 'stock', remote: 'mfe_productos', page: 'stock' },
  { path: 'proveedores', remote: 'mfe_productos', page: 'proveedores' },
];

/** Phone routes under /m (the waiter handheld /m/mesas is served by mfe-resto alone). */
export const MOBILE_ROUTES: RemoteRoute[] = [
  { path: 'venta', remote: 'mfe_ventas', page: 'mVenta' },
  { path: 'precio', remote: 'mfe_productos', page: 'mPrecio' },
  { path: 'stock', remote: 'mfe_productos', page: 'mStock' },
  { path: 'reportes', remote: 'mfe_reportes', page: 'mReportes', permission: 'reportes.ver' },
];

/** Tablet routes under /t. */
export const TABLET_ROUTES: RemoteRoute[] = [{ path: 'reportes', remote: 'mfe_reportes', page: 'tReportes' }];

/** The standalone waiter app: a full page load, never a route of the shell. */
export const WAITER_APP_PATH = '/m/mesas';
