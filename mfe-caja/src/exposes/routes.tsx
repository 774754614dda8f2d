import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerCajaTranslations } from '../i18n';
import ArqueosPage from '../pages/arqueos-page';
import ArqueoCierrePage from '../pages/arqueo-cierre-page';
import GastosPage from '../pages/gastos-page';

registerCajaTranslations();

/** The pages this remote renders inside the shell's layout, by key (the shell owns the paths). */
const routes: RemoteRoutesModule = {
  pages: {
    arqueos: ArqueosPage,
    arqueoCierre: ArqueoCierrePage,
    gastos: GastosPage,
  },
};

export const pages = routes.pages;
export default routes;
