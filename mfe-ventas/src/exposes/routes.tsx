import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerVentasTranslations } from '../i18n';
import VentasPage from '../pages/ventas-page';
import HistorialVentasPage from '../pages/historial-ventas-page';
import ClientesPage from '../pages/clientes-page';
import MVentaPage from '../pages/m-venta-page';

registerVentasTranslations();

/** The pages this remote renders inside the shell's layout, by key (the shell owns the paths). */
const routes: RemoteRoutesModule = {
  pages: {
    ventas: VentasPage,
    historialVentas: HistorialVentasPage,
    clientes: ClientesPage,
    mVenta: MVentaPage,
  },
};

export const pages = routes.pages;
export default routes;
