import type { RemoteManifestSource } from '@resto/shared/contracts/remotes';

const caja = { key: 'caja', labelKey: 'layout.nav.caja', icon: 'cash' } as const;

/** Where this remote mounts and what it adds to the sidebar (read by the shell at run time). */
export const manifest: RemoteManifestSource = {
  mounts: [
    { layout: 'desktop', path: 'arqueos' },
    { layout: 'desktop', path: 'gastos' },
  ],
  nav: [
    { path: '/arqueos', labelKey: 'routes.arqueos', icon: 'cash', order: 30, group: caja, access: { any: ['caja.abrir-cerrar'] } },
    { path: '/gastos', labelKey: 'routes.gastos', icon: 'cash', order: 31, group: caja, access: { any: ['gastos.registrar'] } },
  ],
};
