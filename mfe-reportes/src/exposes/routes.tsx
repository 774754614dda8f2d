import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerReportesTranslations } from '../i18n';
import DashboardPage from '../pages/dashboard-page';
import ReportesPage from '../pages/reportes-page';
import TReportesPage from '../pages/t-reportes-page';
import MReportesPage from '../pages/m-reportes-page';

registerReportesTranslations();

/**
 * This remote's router: its pages by key, and the paths under its mount prefixes (src/manifest.ts)
 * that render them. A new page is a line here and a mount or link in the manifest: no shell change.
 */
const routes: RemoteRoutesModule = {
  pages: {
    dashboard: DashboardPage,
    reportes: ReportesPage,
    tReportes: TReportesPage,
    mReportes: MReportesPage,
  },
  routes: [
    { path: '/dashboard', page: 'dashboard' },
    { path: '/reportes', page: 'reportes' },
    { path: '/t/reportes', page: 'tReportes' },
    { path: '/m/reportes', page: 'mReportes' },
  ],
};

export const pages = routes.pages;
export default routes;
