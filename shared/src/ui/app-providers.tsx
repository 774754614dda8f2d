import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { createQueryClient } from '../query';
import { NotificationHost } from './notification-host';
import { system } from './system';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * Render the notification bottom sheet. Default true; only the first host on the page shows,
   * so a remote's providers inside the shell never duplicate it.
   */
  notifications?: boolean;
  /**
   * The data cache. Default: one made for this tree (the shell's, which every remote page inside
   * it reads through the shared @tanstack/react-query singleton; or a remote's own when it runs alone).
   */
  queryClient?: QueryClient;
}

/** Chakra + i18next + the query cache, for the shell and for remotes running on their own. */
export function AppProviders({ children, notifications = true, queryClient }: AppProvidersProps) {
  const i18n = initI18n();
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>
          {children}
          {notifications && <NotificationHost />}
        </I18nextProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
