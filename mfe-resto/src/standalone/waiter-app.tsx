import { createRoot } from 'react-dom/client';
import { initI18n } from '@resto/shared/i18n';
import { getSessionStore, initSession, rememberOrigin } from '@resto/shared/session';
import { AppProviders } from '@resto/shared/ui';
import MMesasPage from '../pages/m-mesas-page';

async function start() {
  initI18n();
  await initSession();
  if (getSessionStore().getState().status !== 'authenticated') {
    rememberOrigin(window.location.pathname + window.location.search);
    window.location.replace('/login');
    return;
  }
  const el = document.getElementById('root');
  if (!el) return;
  createRoot(el).render(
    <AppProviders>
      <MMesasPage />
    </AppProviders>,
  );
}

void start();
