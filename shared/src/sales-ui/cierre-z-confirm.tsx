import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CierreZDatos } from '../contracts';
import { AppDialog } from './app-dialog';
import { useMoney } from './use-money';

export interface CierreZConfirmProps {
  /** The Z that would be issued (its preview); null: closed. */
  datos: CierreZDatos | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before issuing a Z, wherever it is issued: its day and total, since a Z is issued once and never redone. */
export function CierreZConfirm({ datos, busy, onCancel, onConfirm }: CierreZConfirmProps) {
  const { t } = useTranslation();
  const { amount, date } = useMoney();
  return (
    <AppDialog
      open={datos !== null}
      onClose={onCancel}
      role="alertdialog"
      testId="cierre-z-confirmar"
      title={datos ? t('salesUi.cierreZ.confirmarTitulo', { fecha: date(datos.fecha) }) : ''}
      footer={
        <HStack gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')}
          </Button>
          <Button colorPalette="primary" loading={busy} onClick={onConfirm} data-testid="cierre-z-confirmar-emitir">
            {t('salesUi.cierreZ.emitir')}
          </Button>
        </HStack>
      }
    >
      {datos && (
        <Stack gap={2}>
          <Text fontSize="2xl" fontWeight="bold" data-testid="cierre-z-total">
            {amount(datos.total)}
          </Text>
          <Text>{t('salesUi.cierreZ.confirmarVentas', { count: datos.ventas })}</Text>
          <Text color="fg.muted">{t('salesUi.cierreZ.confirmarAyuda')}</Text>
        </Stack>
      )}
    </AppDialog>
  );
}
