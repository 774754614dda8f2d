import { HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { runBackOnlineRetries, useOnline } from '../api-client/online';
import { WifiOffIcon } from './icons';

export const ONLINE_RETRY_DELAY_MS = 1000;

export interface OfflineBannerProps {
  /** Wait after coming back online before running the registered retries. Default 1000 ms. */
  retryDelayMs?: number;
}

/**
 * 'Sin conexión a internet' while the browser is offline; when it is back, runs the retries
 * registered with `onBackOnline` after a second.
 */
export function OfflineBanner({ retryDelayMs = ONLINE_RETRY_DELAY_MS }: OfflineBannerProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    const timer = setTimeout(runBackOnlineRetries, retryDelayMs);
    return () => clearTimeout(timer);
  }, [online, retryDelayMs]);

  if (online) return null;
  return (
    <HStack
      role="status"
      aria-live="assertive"
      data-testid="offline-banner"
      position="fixed"
      top={0}
      insetX={0}
      zIndex="banner"
      justify="center"
      gap={2}
      py={2}
      px={4}
      bg="secondary.solid"
      color="secondary.contrast"
      fontWeight="semibold"
    >
      <WifiOffIcon />
      <Text>{t('feedback.offline')}</Text>
    </HStack>
  );
}
