import type { RemoteRoutesModule } from '@resto/shared/federation';
import { registerAdminTranslations } from '../i18n';
import ConfigPage from '../pages/config-page';
import UsuariosPage from '../pages/usuarios-page';
import RolesPage from '../pages/roles-page';

registerAdminTranslations();

/**
 * This remote's router: its pages by key, and the paths under its mount prefixes (src/manifest.ts)
 * that render them. A new page is a line here and a mount or link in the manifest: no shell change.
 */
const routes: RemoteRoutesModule = {
  pages: {
    config: ConfigPage,
    usuarios: UsuariosPage,
    roles: RolesPage,
  },
  routes: [
    { path: '/config', page: 'config' },
    { path: '/usuarios', page: 'usuarios' },
    { path: '/roles', page: 'roles' },
  ],
};

export const pages = routes.pages;
export default routes;
