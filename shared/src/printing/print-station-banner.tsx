import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRealtimeBus } from '../bus';
import type { Estacion } from '../contracts';
import { usePrintStation, type PrintStationBus } from './use-print-station';

export interface PrintStationBannerProps {
  estacion: Estacion;
  /** The realtime events that nudge a pass. Default: the page's bus. */
  bus?: PrintStationBus | null;
}

/**
 * Mounted on a station's screen (the register, /pedidos for the kitchen): the tab prints the jobs
 * of the station's browser, USB and serial printers, and says when it needs the person to connect
 * the printer, or when this browser cannot reach it at all.
 */
export function PrintStationBanner({ estacion, bus }: PrintStationBannerProps) {
  const { t } = useTranslation();
  const [b] = useState<PrintStationBus | null>(() => (bus === undefined ? getRealtimeBus() : bus));
  const station = usePrintStation(estacion, b);
  if (station.sinDispositivo.length === 0 && station.noSoportado.length === 0) return null;
  return (
    <Stack gap="2" data-testid="print-station">
      {station.noSoportado.map((kind) => (
        <Alert.Root key={kind} status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(`impresionEstacion.noSoportado.${kind}`)}</Alert.Title>
        </Alert.Root>
      ))}
      {station.sinDispositivo.map((kind) => (
        <Alert.Root key={kind} status="warning">
          <Alert.Indicator />
          <HStack flex="1" justify="space-between" wrap="wrap" gap="2">
            <Alert.Title>{t(`impresionEstacion.conectar.${kind}`)}</Alert.Title>
            <Button size="sm" onClick={() => void station.connect(kind)}>
              {t('impresionEstacion.conectarBoton')}
            </Button>
          </HStack>
        </Alert.Root>
      ))}
    </Stack>
  );
}
