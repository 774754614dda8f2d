import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoDocumento } from '../sale-document';
import type { PaymentFormValues } from './payment-form-schema';
import { ReceptorFiscalStep, useFacturacionActiva } from './receptor-fiscal-step';

/** Step 4: the document the sale gets, a remito or a fiscal ticket. */
export function DocumentTypeStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<PaymentFormValues>();
  // With e-invoicing set up the option names the voucher the venue issues (Factura B or C;
  // an A is chosen by the receiver's CUIT), and the receiver is asked below it.
  const activa = useFacturacionActiva();
  const documento = useWatch({ control, name: 'documento' });
  const fiscalLabel = activa ? t('salesUi.closeSale.factura', { letra: activa.letras.includes('C') ? 'C' : 'B' }) : t('salesUi.closeSale.ticketFiscal');
  return (
    <Stack gap={2}>
      <Controller
        control={control}
        name="documento"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(e) => field.onChange(e.value as TipoDocumento)}
            orientation="horizontal"
            size="sm"
            aria-label={t('salesUi.closeSale.comprobante')}
          >
            <HStack gap={4} wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {t('salesUi.closeSale.comprobante')}
              </Text>
              {(['remito', 'fiscal'] as const).map((d) => (
                <RadioGroup.Item key={d} value={d}>
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{d === 'remito' ? t('salesUi.closeSale.remito') : fiscalLabel}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
      />
      {activa && documento === 'fiscal' && <ReceptorFiscalStep config={activa} />}
    </Stack>
  );
}
