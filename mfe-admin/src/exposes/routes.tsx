import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerAdminTranslations } from '../i18n';
import ConfigPage from '../pages/config-page';
import UsuariosPage from '../pages/usuarios-page';
import RolesPage from '../pages/roles-page';

registerAdminTranslations();

/** The pages this remote renders inside the shell's layout, by key (the shell owns the paths). */
const routes: RemoteRoutesModule = {
  pages: {
    config: ConfigPage,
    usuarios: UsuariosPage,
    roles: RolesPage,
  },
};

export const pages = routes.pages;
export default routes;
