import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getApiBase } from '@resto/shared/api-client';
import { getRealtimeBus } from '@resto/shared/bus';
import { getToken, initSession, loadGeneralConfig, useSession } from '@resto/shared/session';
import { AppProviders, notify, OfflineBanner } from '@resto/shared/ui';

/** Restores the session once the page starts. */
function SessionBootstrap() {
  useEffect(() => {
    void initSession();
  }, []);
  return null;
}

/**
 * While signed in: the venue's general settings are loaded and the realtime bus runs (its token
 * factory reads the current token, so a refreshed one is used on the next reconnect). Signed
 * out: the bus stops. An expired session says so before the login page shows.
 */
function SessionEffects() {
  const { t } = useTranslation();
  const { status, logoutReason } = useSession();

  useEffect(() => {
    if (status !== 'authenticated') return;
    void loadGeneralConfig();
    const bus = getRealtimeBus();
    const base = getApiBase();
    void bus.start({ accessTokenFactory: () => getToken() ?? '', ...(base ? { baseUrl: base } : {}) });
    return () => {
      void bus.stop();
    };
  }, [status]);

  useEffect(() => {
    if (status === 'anonymous' && logoutReason === 'expired') {
      notify({ severity: 'warning', message: t('feedback.sessionExpired'), key: 'session-expired' });
    }
  }, [status, logoutReason, t]);

  return null;
}

/** Everything the shell needs around its router: providers, notifications, offline banner, session. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <SessionBootstrap />
      <SessionEffects />
      <OfflineBanner />
      {children}
    </AppProviders>
  );
}
