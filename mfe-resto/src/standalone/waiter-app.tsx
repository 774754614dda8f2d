import { createRoot } from 'react-dom/client';
import { initI18n } from '@resto/shared/i18n';
import { getSessionStore, initSession, rememberOrigin } from '@resto/shared/session';
import { AppProviders, NotificationHost } from '@resto/shared/ui';
import MMesasPage from '../pages/m-mesas-page';

async function start() {
  await initI18n();
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
      <NotificationHost />
    </AppProviders>,
  );
}

void start();
