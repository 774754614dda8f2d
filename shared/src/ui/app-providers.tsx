import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { NotificationHost } from './notification-host';
import { system } from './system';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * Render the notification bottom sheet. Default true; only the first host on the page shows,
   * so a remote's providers inside the shell never duplicate it.
   */
  notifications?: boolean;
}

/** Chakra + i18next for the shell and for remotes running on their own. */
export function AppProviders({ children, notifications = true }: AppProvidersProps) {
  const i18n = initI18n();
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {children}
        {notifications && <NotificationHost />}
      </I18nextProvider>
    </ChakraProvider>
  );
}
