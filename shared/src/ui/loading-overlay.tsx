import { AbsoluteCenter, Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const LOADING_OVERLAY_DELAY_MS = 150;

export interface LoadingOverlayProps {
  active: boolean;
  /** Wait before showing, so quick loads never flash a spinner. Default 150 ms (SPEC §9). */
  delayMs?: number;
  /** Cover the whole window instead of the nearest positioned parent. Default false. */
  fullScreen?: boolean;
  label?: string;
}

export function LoadingOverlay({ active, delayMs = LOADING_OVERLAY_DELAY_MS, fullScreen = false, label }: LoadingOverlayProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // A finished load hides at once, and the next one waits its delay again.
  if (!active && visible) setVisible(false);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  if (!active || !visible) return null;
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
