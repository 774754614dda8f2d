import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerRestoTranslations } from '../i18n';
import RestoPage from '../pages/resto-page';
import EditarMesasPage from '../pages/editar-mesas-page';
import PedidosPage from '../pages/pedidos-page';
import HistorialPedidosPage from '../pages/historial-pedidos-page';
import ReservasPedidosPage from '../pages/reservas-pedidos-page';
import ReservasPage from '../pages/reservas-page';
import MMesasPage from '../pages/m-mesas-page';

registerRestoTranslations();

/**
 * This remote's router: its pages by key, and the paths under its mount prefixes (src/manifest.ts)
 * that render them. A new page is a line here and a mount or link in the manifest: no shell change.
 */
const routes: RemoteRoutesModule = {
  pages: {
    resto: RestoPage,
    editarMesas: EditarMesasPage,
    pedidos: PedidosPage,
    historialPedidos: HistorialPedidosPage,
    reservasPedidos: ReservasPedidosPage,
    reservas: ReservasPage,
    mMesas: MMesasPage,
  },
  routes: [
    { path: '/resto', page: 'resto' },
    { path: '/editar-mesas', page: 'editarMesas' },
    { path: '/pedidos', page: 'pedidos' },
    { path: '/historial-pedidos', page: 'historialPedidos' },
    { path: '/reservas-pedidos', page: 'reservasPedidos' },
    { path: '/reservas', page: 'reservas' },
  ],
};

export const pages = routes.pages;
export default routes;
