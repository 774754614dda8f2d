import { AbsoluteCenter, Box, Button, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConnectionError } from '../api-client/errors';
import { ConnectionErrorScreen } from './connection-error-screen';
import { AlertTriangleIcon } from './icons';

export const LOADING_OVERLAY_DELAY_MS = 150;

export interface LoadingOverlayProps {
  active: boolean;
  /** Wait before showing, so quick loads never flash a spinner. Default 150 ms. */
  delayMs?: number;
  /** Cover the whole window instead of the nearest positioned parent. Default false. */
  fullScreen?: boolean;
  label?: string;
  /**
   * The load's failure (a query's `error`): instead of the spinner the page says it could not
   * load, with a 'Reintentar' button — the Connection screen when the server could not be
   * reached. Nothing is shown for null/undefined.
   */
  error?: unknown;
  /** What 'Reintentar' does (a query's `refetch`). */
  onRetry?: () => unknown;
  /** The screen's own words for the failure ('No se pudieron cargar las categorías'); default 'No se pudieron cargar los datos'. */
  errorTitle?: string;
}

export function LoadingOverlay({ active, delayMs = LOADING_OVERLAY_DELAY_MS, fullScreen = false, label, error, onRetry, errorTitle }: LoadingOverlayProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const failed = error !== null && error !== undefined;
  const showing = active && !failed;
  // A finished load hides at once, and the next one waits its delay again.
  if (!showing && visible) setVisible(false);

  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [showing, delayMs]);

  if (failed) return <LoadError error={error} onRetry={onRetry} title={errorTitle} />;
  if (!showing || !visible) return null;
  return (
    <Box
      position={fullScreen ? 'fixed' : 'absolute'}
      inset={0}
      minH={fullScreen ? undefined : '160px'}
      bg="bg/70"
      zIndex="overlay"
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
    >
      <AbsoluteCenter>
        <VStack gap={3}>
          <Spinner size="lg" color="primary.solid" borderWidth="3px" />
          <Text color="fg.muted">{label ?? t('feedback.loading')}</Text>
        </VStack>
      </AbsoluteCenter>
    </Box>
  );
}

/** A load that failed: what happened and a way to try again, never a spinner that stays. */
function LoadError({ error, onRetry, title }: { error: unknown; onRetry: (() => unknown) | undefined; title: string | undefined }) {
  const { t } = useTranslation();
  // A query's ApiQueryError says whether the server could not be reached; anything else is judged by its text.
  const connection = typeof error === 'object' && error !== null && 'connection' in error ? (error as { connection: unknown }).connection === true : isConnectionError(error);
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const retry = onRetry ?? (() => window.location.reload());
  if (connection) return <ConnectionErrorScreen onRetry={retry} />;
  return (
    <VStack role="alert" data-testid="load-error" gap={3} py={10} px={6} textAlign="center">
      <AlertTriangleIcon size="2.5em" color="var(--chakra-colors-secondary-500)" />
      <Text fontWeight="semibold">{title ?? t('feedback.errorCargar')}</Text>
      {message && <Text color="fg.muted">{message}</Text>}
      <Button colorPalette="primary" onClick={() => void retry()}>
        {t('feedback.reintentar')}
      </Button>
    </VStack>
  );
}
