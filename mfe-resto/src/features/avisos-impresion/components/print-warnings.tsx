import { Alert, Button, Stack } from '@chakra-ui/react';
import { getRealtimeBus } from '@resto/shared/bus';
import { notify } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPrintWarningsTranslations } from '../i18n';
import { usePrintWarnings, warningText, type PrintWarningsBus } from '../hooks/use-print-warnings';

registerPrintWarningsTranslations();

/**
 * The print warnings of the venue on the floor plan and the orders screens: a ticket
 * that did not print at its printer (sent to the backup, or not printed at all) stays here until
 * someone acknowledges it.
 */
export function PrintWarnings({ bus }: { bus?: PrintWarningsBus | null }) {
  const { t } = useTranslation();
  const [b] = useState<PrintWarningsBus | null>(() => (bus === undefined ? getRealtimeBus() : bus));
  const { warnings, acknowledge } = usePrintWarnings(b);
  if (warnings.length === 0) return null;
  return (
    <Stack gap={2} data-testid="avisos-impresion">
      {warnings.map((w) => (
        <Alert.Root key={w.id} status={w.estado === 'failed' ? 'error' : 'warning'} data-testid="aviso-impresion" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('impresionAvisos.titulo')}</Alert.Title>
            <Alert.Description>{warningText(w, t)}</Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            ms="auto"
            variant="outline"
            data-testid="aviso-impresion-entendido"
            onClick={() =>
              void acknowledge(w.id).then((res) => {
                if (!res.success) notify({ severity: 'error', message: res.message ?? '' });
              })
            }
          >
            {t('impresionAvisos.entendido')}
          </Button>
        </Alert.Root>
      ))}
    </Stack>
  );
}
