import type { NavAccess, RemoteManifestSource } from '@resto/shared/contracts/remotes';

const USUARIOS: NavAccess = { any: ['usuarios.administrar'] };
const administracion = { key: 'administracion', labelKey: 'layout.nav.administracion', icon: 'sliders' } as const;

/** Where this remote mounts and what it adds to the sidebar (read by the shell at run time). */
export const manifest: RemoteManifestSource = {
  mounts: [
    { layout: 'desktop', path: 'config' },
    { layout: 'desktop', path: 'usuarios', permission: 'usuarios.administrar' },
    { layout: 'desktop', path: 'roles', permission: 'usuarios.administrar' },
  ],
  nav: [
    { path: '/config', labelKey: 'routes.config', icon: 'sliders', order: 100, group: administracion, access: { any: ['config.editar'] } },
    { path: '/usuarios', labelKey: 'routes.usuarios', icon: 'sliders', order: 101, group: administracion, access: USUARIOS },
    { path: '/roles', labelKey: 'routes.roles', icon: 'sliders', order: 102, group: administracion, access: USUARIOS },
  ],
};
