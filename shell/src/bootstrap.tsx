import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '@resto/shared/i18n';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { registerRemoteRegistry } from './remotes/registry';

async function start() {
  await Promise.all([initI18n(), registerRemoteRegistry()]);
  const el = document.getElementById('root');
  if (!el) throw new Error('#root missing');
  createRoot(el).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
