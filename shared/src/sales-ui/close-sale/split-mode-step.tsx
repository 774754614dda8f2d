import { Field, HStack, Input, SegmentGroup, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SplitMode } from '../payment-lines';
import { MAX_SPLIT_PARTS, type PaymentFormValues } from './payment-form-schema';

export interface SplitModeStepProps {
  /** The whole number of parts typed, or null while the text is not one from 2 to 20. */
  parts: number | null;
  onMode: (mode: SplitMode) => void;
  onParts: (text: string) => void;
}

/** Step 1: pay by amount, or split the total in equal parts. */
export function SplitModeStep({ parts, onMode, onParts }: SplitModeStepProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<PaymentFormValues>();
  const mode = useWatch<PaymentFormValues, 'mode'>({ name: 'mode' });
  return (
    <HStack gap={3} wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {t('salesUi.closeSale.dividir')}
      </Text>
      <SegmentGroup.Root size="sm" value={mode} onValueChange={(e) => onMode(e.value as SplitMode)} data-testid="split-mode">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'monto', label: t('salesUi.closeSale.porMonto') },
            { value: 'partes', label: t('salesUi.closeSale.partesIguales') },
          ]}
        />
      </SegmentGroup.Root>
      {mode === 'partes' && (
        <Field.Root orientation="horizontal" w="auto" gap={2} invalid={parts === null}>
          <Field.Label fontSize="sm">{t('salesUi.closeSale.partes')}</Field.Label>
          <Input
            type="number"
            size="sm"
            w="5rem"
            min={2}
            max={MAX_SPLIT_PARTS}
            aria-invalid={parts === null || undefined}
            data-testid="split-parts"
            {...register('partsText', { onChange: (e: { target: { value: string } }) => onParts(e.target.value) })}
          />
        </Field.Root>
      )}
    </HStack>
  );
}
