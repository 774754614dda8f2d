import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '@resto/shared/i18n';
// The shell provides every page-wide subpath of @resto/shared to the remotes (Module Federation
// singletons, shared/src/build/shared-subpaths.ts; a remote bundles none of them): the ones it does
// not use itself are imported here so that its copy is there when a remote asks for it.
import '@resto/shared/printing';
import '@resto/shared/federation/lifecycles';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { setNavManifests } from './app/layout/nav-items';
import { loadManifests, registerManifestLabels } from './remotes/manifests';
import { registerRemoteRegistry } from './remotes/registry';

async function start() {
  const i18n = initI18n();
  // The registry says where each remote is; each remote's manifest, what it mounts and links.
  const manifests = await loadManifests(await registerRemoteRegistry());
  registerManifestLabels(i18n, manifests);
  setNavManifests(manifests);
  const el = document.getElementById('root');
  if (!el) throw new Error('#root missing');
  createRoot(el).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter(manifests)} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
