import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerVentasTranslations } from '../i18n';
import VentasPage from '../pages/ventas-page';
import HistorialVentasPage from '../pages/historial-ventas-page';
import ClientesPage from '../pages/clientes-page';
import MVentaPage from '../pages/m-venta-page';

registerVentasTranslations();

/**
 * This remote's router: its pages by key, and the paths under its mount prefixes (src/manifest.ts)
 * that render them. A new page is a line here and a mount or link in the manifest: no shell change.
 */
const routes: RemoteRoutesModule = {
  pages: {
    ventas: VentasPage,
    historialVentas: HistorialVentasPage,
    clientes: ClientesPage,
    mVenta: MVentaPage,
  },
  routes: [
    { path: '/ventas', page: 'ventas' },
    { path: '/ventas-mobile', page: 'ventas' },
    { path: '/historial-ventas', page: 'historialVentas' },
    { path: '/clientes', page: 'clientes' },
    { path: '/m/venta', page: 'mVenta' },
  ],
};

export const pages = routes.pages;
export default routes;
