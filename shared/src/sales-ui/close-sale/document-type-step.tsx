import { HStack, RadioGroup, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoDocumento } from '../sale-document';
import type { PaymentFormValues } from './payment-form-schema';

/** Step 4: the document the sale gets, a remito or a fiscal ticket. */
export function DocumentTypeStep() {
  const { t } = useTranslation();
  const { control } = useFormContext<PaymentFormValues>();
  return (
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
                <RadioGroup.ItemText>{t(d === 'remito' ? 'salesUi.closeSale.remito' : 'salesUi.closeSale.ticketFiscal')}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      )}
    />
  );
}
