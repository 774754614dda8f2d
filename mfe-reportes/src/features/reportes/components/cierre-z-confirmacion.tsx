import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CierreZDatos } from '@resto/shared/contracts';
import { AppDialog, useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';

/** Asked before issuing a Z: its day and total, since a Z is issued once and never redone. */
export function CierreZConfirmacion({ datos, busy, onCancel, onConfirm }: { datos: CierreZDatos | null; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const { amount, date } = useMoney();
  return (
    <AppDialog
      open={datos !== null}
      onClose={onCancel}
      role="alertdialog"
      testId="cierre-z-confirmar"
      title={datos ? t('reportes.cierreZ.confirmarTitulo', { fecha: date(datos.fecha) }) : ''}
      footer={
        <HStack gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')}
          </Button>
          <Button colorPalette="primary" loading={busy} onClick={onConfirm} data-testid="cierre-z-confirmar-emitir">
            {t('reportes.cierreZ.emitir')}
          </Button>
        </HStack>
      }
    >
      {datos && (
        <Stack gap={2}>
          <Text fontSize="2xl" fontWeight="bold" data-testid="cierre-z-total">
            {amount(datos.total)}
          </Text>
          <Text>{t('reportes.cierreZ.confirmarVentas', { count: datos.ventas })}</Text>
          <Text color="fg.muted">{t('reportes.cierreZ.confirmarAyuda')}</Text>
        </Stack>
      )}
    </AppDialog>
  );
}
