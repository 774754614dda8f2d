import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerCajaTranslations } from '../i18n';
import ArqueosPage from '../pages/arqueos-page';
import ArqueoCierrePage from '../pages/arqueo-cierre-page';
import GastosPage from '../pages/gastos-page';

registerCajaTranslations();

/**
 * This remote's router: its pages by key, and the paths under its mount prefixes (src/manifest.ts)
 * that render them. A new page is a line here and a mount or link in the manifest: no shell change.
 */
const routes: RemoteRoutesModule = {
  pages: {
    arqueos: ArqueosPage,
    arqueoCierre: ArqueoCierrePage,
    gastos: GastosPage,
  },
  routes: [
    { path: '/arqueos', page: 'arqueos' },
    { path: '/arqueos/:id/cierre', page: 'arqueoCierre' },
    { path: '/gastos', page: 'gastos' },
  ],
};

export const pages = routes.pages;
export default routes;
