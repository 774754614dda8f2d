import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the reader hands back while it runs: stop it to let go of the camera. */
interface ScanControls {
  stop: () => void;
}

/** Whether this browser can give a page the camera at all (a secure page with getUserMedia). */
export function cameraAvailable(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  return window.isSecureContext !== false && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

type ScanState = { kind: 'idle' } | { kind: 'unavailable' } | { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; denied: boolean };

export interface CameraScannerProps {
  /** A code read from the camera; the camera is released before this is called. */
  onCode: (code: string) => void;
}

/**
 * 'Scan with the camera' for a phone: the barcode reader (@zxing/browser, about 100 kB) is
 * downloaded only when the user taps the button, and a browser without a camera for this page
 * (no getUserMedia, not HTTPS, permission refused) says so while the text field keeps working.
 */
export function CameraScanner({ onCode }: CameraScannerProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ScanState>({ kind: 'idle' });
  const video = useRef<HTMLVideoElement | null>(null);
  const controls = useRef<ScanControls | null>(null);
  const active = state.kind === 'starting' || state.kind === 'scanning';

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
  };
  useEffect(() => stop, []);

  useEffect(() => {
    if (state.kind !== 'starting') return;
    let cancelled = false;
    const start = async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        if (cancelled || !video.current) return;
        const reader = new BrowserMultiFormatReader();
        const running = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current, (result, _error, ctl) => {
          if (!result) return;
          ctl.stop();
          controls.current = null;
          setState({ kind: 'idle' });
          onCode(result.getText());
        });
        if (cancelled) return running.stop();
        controls.current = running;
        setState({ kind: 'scanning' });
      } catch (error) {
        if (cancelled) return;
        const name = error instanceof Error ? error.name : '';
        setState({ kind: 'failed', denied: name === 'NotAllowedError' || name === 'SecurityError' });
      }
    };
    void start();
    return () => {
      cancelled = true;
    };
  }, [state.kind, onCode]);

  const toggle = () => {
    if (active) {
      stop();
      setState({ kind: 'idle' });
      return;
    }
    setState(cameraAvailable() ? { kind: 'starting' } : { kind: 'unavailable' });
  };

  return (
    <Stack gap={2}>
      <Button variant="outline" size="lg" minH="44px" onClick={toggle} aria-pressed={active} data-testid="scan-camera">
        {t(active ? 'inventario.movil.detenerCamara' : 'inventario.movil.escanear')}
      </Button>
      {active && (
        <Box borderRadius="md" overflow="hidden" bg="black" aspectRatio={4 / 3}>
          <video ref={video} muted playsInline aria-label={t('inventario.movil.vistaCamara')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </Box>
      )}
      {state.kind === 'starting' && <Text fontSize="sm">{t('inventario.movil.iniciandoCamara')}</Text>}
      {(state.kind === 'unavailable' || state.kind === 'failed') && (
        <Alert.Root status="info" data-testid="camera-unavailable">
          <Alert.Indicator />
          <Alert.Title>{t(state.kind === 'failed' && state.denied ? 'inventario.movil.camaraDenegada' : 'inventario.movil.sinCamara')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
