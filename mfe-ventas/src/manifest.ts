import type { RemoteManifestSource } from '@resto/shared/contracts/remotes';

const ventas = { key: 'ventas', labelKey: 'layout.nav.ventas', icon: 'cart' } as const;

/** Where this remote mounts and what it adds to the sidebar (read by the shell at run time). */
export const manifest: RemoteManifestSource = {
  mounts: [
    { layout: 'desktop', path: 'ventas' },
    { layout: 'desktop', path: 'ventas-mobile' },
    { layout: 'desktop', path: 'historial-ventas' },
    { layout: 'desktop', path: 'clientes' },
    { layout: 'mobile', path: 'venta' },
  ],
  nav: [
    { path: '/ventas', labelKey: 'routes.ventas', icon: 'cart', order: 40, group: ventas, access: { any: ['ventas.vender'] } },
    { path: '/historial-ventas', labelKey: 'routes.historialVentas', icon: 'cart', order: 41, group: ventas, access: { any: ['ventas.vender', 'ventas.anular'] } },
    { path: '/clientes', labelKey: 'layout.nav.clientes', icon: 'users', order: 70, access: { any: ['clientes.editar'] } },
  ],
};
