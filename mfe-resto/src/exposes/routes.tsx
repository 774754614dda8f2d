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

/** The pages this remote renders inside the shell's layout, by key (the shell owns the paths). */
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
};

export const pages = routes.pages;
export default routes;
