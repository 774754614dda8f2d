import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@resto/shared/api-client';
import { HANDHELD_OUTDATED_CODE, HANDHELD_PROTOCOL, HANDHELD_PROTOCOL_HEADER } from '@resto/shared/contracts/constants';
import { initI18n } from '@resto/shared/i18n';
import { getSessionStore, initSession, rememberOrigin } from '@resto/shared/session';
import WaiterRoot from '../features/mozo/components/waiter-root';
import { registerWaiterTranslations } from '../features/mozo/i18n';
import { reloadMesas } from '../features/mozo/state/mesas-store';
import { afterFirstView } from '../features/mozo/state/first-view';
import { clearWaiterCache, markOutdated } from '../features/mozo/state/pwa';
import { loadActiveLanguage, loadRestOfSpanish } from './languages';

/*
 * The handheld renders with plain React and one small CSS file: no Chakra, no router, no shell.
 * Cheap phones download and parse a fraction of the desktop bundle (README, 'Waiter handheld
 * performance').
 */
/** How long the first render waits for the table list before showing the header alone. */
const FIRST_LIST_WAIT_MS = 300;

async function start() {
  initI18n();
  registerWaiterTranslations();
  // Every call names this build's protocol; an api that no longer serves it says so (426).
  configureApiClient({
    headers: { [HANDHELD_PROTOCOL_HEADER]: String(HANDHELD_PROTOCOL) },
    onRefusal: (code) => {
      if (code === HANDHELD_OUTDATED_CODE) markOutdated();
    },
  });
  // A Portuguese or English phone fetches its texts (a lazy chunk) while the session is read.
  await Promise.all([initSession(), loadActiveLanguage()]);
  if (getSessionStore().getState().status !== 'authenticated') {
    rememberOrigin(window.location.pathname + window.location.search);
    // Nobody is signed in: no cached answer of the last user stays on the phone.
    await clearWaiterCache();
    window.location.replace('/login');
    return;
  }
  // The tables (usually already answered to early.ts's request) are read before the first
  // render, so that it shows the list at once: one render and one paint instead of a 'loading' frame
  // and then the list. A list slower than FIRST_LIST_WAIT_MS does not hold back the header.
  await Promise.race([reloadMesas(), new Promise((resolve) => setTimeout(resolve, FIRST_LIST_WAIT_MS))]);
  const el = document.getElementById('root');
  if (!el) return;
  void afterFirstView().then(loadRestOfSpanish);
  createRoot(el).render(
    <StrictMode>
      <WaiterRoot />
    </StrictMode>,
  );
}

void start();
