import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '@resto/shared/i18n';
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
