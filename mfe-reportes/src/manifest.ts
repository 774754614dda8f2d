import type { RemoteManifestSource } from '@resto/shared/contracts/remotes';

/** Where this remote mounts and what it adds to the sidebar (read by the shell at run time). */
export const manifest: RemoteManifestSource = {
  mounts: [
    { layout: 'desktop', path: 'dashboard' },
    { layout: 'desktop', path: 'reportes' },
    { layout: 'mobile', path: 'reportes', permission: 'reportes.ver' },
    { layout: 'tablet', path: 'reportes' },
  ],
  nav: [
    { path: '/dashboard', labelKey: 'layout.nav.dashboard', icon: 'home', order: 10, access: { any: ['reportes.ver'] } },
    { path: '/reportes', labelKey: 'layout.nav.reportes', icon: 'chart', order: 90, access: { any: ['reportes.ver'] } },
  ],
};
