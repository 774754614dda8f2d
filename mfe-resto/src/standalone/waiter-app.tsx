import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@resto/shared/i18n';
import { getSessionStore, initSession, rememberOrigin } from '@resto/shared/session';
import WaiterRoot from '../features/waiter/components/waiter-root';
import { registerWaiterTranslations } from '../features/waiter/i18n';
import { reloadMesas } from '../features/waiter/state/mesas-store';

/*
 * The handheld renders with plain React and one small CSS file: no Chakra, no router, no shell.
 * Cheap phones download and parse a fraction of the desktop bundle (README, 'Waiter handheld
 * performance').
 */
async function start() {
  initI18n();
  registerWaiterTranslations();
  await initSession();
  if (getSessionStore().getState().status !== 'authenticated') {
    rememberOrigin(window.location.pathname + window.location.search);
    window.location.replace('/login');
    return;
  }
  // The tables are asked for while React renders its first frame.
  void reloadMesas();
  const el = document.getElementById('root');
  if (!el) return;
  createRoot(el).render(
    <StrictMode>
      <WaiterRoot />
    </StrictMode>,
  );
}

void start();
