import type { RemoteRoutesModule } from '@resto/shared/federation';
import DashboardPage from '../pages/dashboard-page';
import ReportesPage from '../pages/reportes-page';
import TReportesPage from '../pages/t-reportes-page';
import MReportesPage from '../pages/m-reportes-page';

/** The pages this remote renders inside the shell's layout, by key (the shell owns the paths). */
const routes: RemoteRoutesModule = {
  pages: {
    dashboard: DashboardPage,
    reportes: ReportesPage,
    tReportes: TReportesPage,
    mReportes: MReportesPage,
  },
};

export const pages = routes.pages;
export default routes;
