import type { NavAccess, RemoteManifestSource } from '@resto/shared/contracts/remotes';

// Orders are the kitchen's and the waiters' (they take them at the tables).
const PEDIDOS: NavAccess = { any: ['pedidos.cocina', 'mesas.atender'] };
const pedidos = { key: 'pedidos', labelKey: 'layout.nav.pedidos', icon: 'clipboard' } as const;
const resto = { key: 'resto', labelKey: 'layout.nav.resto', icon: 'tables' } as const;

/**
 * Where this remote mounts and what it adds to the sidebar (read by the shell at run time). The
 * waiter handheld (/m/mesas) is this remote's own page, not a mount in the shell.
 */
export const manifest: RemoteManifestSource = {
  mounts: [
    { layout: 'desktop', path: 'pedidos' },
    { layout: 'desktop', path: 'historial-pedidos' },
    { layout: 'desktop', path: 'reservas-pedidos' },
    { layout: 'desktop', path: 'resto' },
    { layout: 'desktop', path: 'editar-mesas' },
    { layout: 'desktop', path: 'reservas' },
  ],
  nav: [
    { path: '/pedidos', labelKey: 'routes.pedidos', icon: 'clipboard', order: 20, group: pedidos, access: PEDIDOS, restaurant: true },
    { path: '/historial-pedidos', labelKey: 'routes.historialPedidos', icon: 'clipboard', order: 21, group: pedidos, access: PEDIDOS, restaurant: true },
    { path: '/reservas-pedidos', labelKey: 'routes.reservasPedidos', icon: 'clipboard', order: 22, group: pedidos, access: PEDIDOS, restaurant: true },
    { path: '/resto', labelKey: 'routes.resto', icon: 'tables', order: 50, group: resto, access: { any: ['mesas.atender'] }, restaurant: true },
    { path: '/editar-mesas', labelKey: 'routes.editarMesas', icon: 'tables', order: 51, group: resto, access: { any: ['mesas.editar-plano'] }, restaurant: true },
    // A reservation books a table for a customer.
    { path: '/reservas', labelKey: 'layout.nav.reservas', icon: 'calendar', order: 80, access: { all: ['mesas.atender', 'clientes.editar'] }, restaurant: true },
  ],
};
