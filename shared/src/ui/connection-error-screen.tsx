import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from './icons';

export interface ConnectionErrorScreenProps {
  /**
   * Tries again. A rejection, or resolving to `false`, counts as a failed retry and shows
   * 'Error al reintentar'.
   */
  onRetry: () => unknown;
  /** Extra detail (e.g. the failing request's message). */
  message?: string;
}

/** Shown when the server cannot be reached: 'Connection Error' and a retry button. */
export function ConnectionErrorScreen({ onRetry, message }: ConnectionErrorScreenProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function retry() {
    setBusy(true);
    setFailed(false);
    try {
      const result = await onRetry();
      if (result === false) setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <VStack role="alert" data-testid="connection-error" gap={4} py={16} px={6} textAlign="center">
      <WifiOffIcon size="3em" />
      <Heading as="h2" size="lg">
        {t('feedback.connectionError')}
      </Heading>
      <Text color="fg.muted">{message ?? t('feedback.connectionErrorDescription')}</Text>
      <Button colorPalette="primary" onClick={() => void retry()} loading={busy} loadingText={t('feedback.reintentando')}>
        {t('feedback.reintentar')}
      </Button>
      {failed && (
        <Text color="fg.error" data-testid="retry-failed">
          {t('feedback.retryFailed')}
        </Text>
      )}
    </VStack>
  );
}
