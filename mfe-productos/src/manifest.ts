import type { NavAccess, RemoteManifestSource } from '@resto/shared/contracts/remotes';

const PRODUCTOS: NavAccess = { any: ['productos.editar'] };
const productos = { key: 'productos', labelKey: 'layout.nav.productos', icon: 'package' } as const;

/** Where this remote mounts and what it adds to the sidebar (read by the shell at run time). */
export const manifest: RemoteManifestSource = {
  mounts: [
    { layout: 'desktop', path: 'catalogo' },
    { layout: 'desktop', path: 'productos' },
    { layout: 'desktop', path: 'stock' },
    { layout: 'desktop', path: 'proveedores' },
    { layout: 'desktop', path: 'insumos' },
    { layout: 'desktop', path: 'inventario' },
    { layout: 'desktop', path: 'mermas' },
    { layout: 'desktop', path: 'compras' },
    { layout: 'mobile', path: 'precio' },
    { layout: 'mobile', path: 'stock' },
  ],
  nav: [
    { path: '/productos', labelKey: 'routes.productos', icon: 'package', order: 60, group: productos, access: PRODUCTOS },
    { path: '/stock', labelKey: 'routes.stock', icon: 'package', order: 61, group: productos, access: PRODUCTOS },
    { path: '/proveedores', labelKey: 'routes.proveedores', icon: 'package', order: 62, group: productos, access: PRODUCTOS },
    { path: '/insumos', labelKey: 'routes.insumos', icon: 'package', order: 63, group: productos, access: PRODUCTOS },
    { path: '/inventario', labelKey: 'routes.inventario', icon: 'package', order: 64, group: productos, access: PRODUCTOS },
    { path: '/mermas', labelKey: 'routes.mermas', icon: 'package', order: 65, group: productos, access: PRODUCTOS },
    // Purchases are about costs: only who may see them.
    { path: '/compras', labelKey: 'routes.compras', icon: 'package', order: 66, group: productos, access: { all: ['productos.editar', 'productos.costos'] } },
  ],
};
