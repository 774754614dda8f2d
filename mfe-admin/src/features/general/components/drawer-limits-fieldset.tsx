import { Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeneralConfig } from '@resto/shared/contracts';
import { useValidationText } from '@resto/shared/sales-ui';

/**
 * The drawer's limits: the largest expense paid from the register and the largest tip (percent of
 * the sale) a cashier records without a manager; above them the api asks for the manager's PIN.
 */
export function DrawerLimitsFieldset({ register, errors, currencyCode }: { register: UseFormRegister<GeneralConfig>; errors: FieldErrors<GeneralConfig>; currencyCode: string }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{t('admin.general.limitesCaja')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('admin.general.limitesCajaAyuda')}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} mt={2}>
        <Field.Root invalid={!!errors.gastoMaximoCaja}>
          <Field.Label>{t('admin.general.campos.gastoMaximoCaja', { moneda: currencyCode })}</Field.Label>
          <Input type="number" inputMode="decimal" min={0} step="0.01" data-testid="config-gastoMaximoCaja" {...register('gastoMaximoCaja', { valueAsNumber: true })} />
          <Field.ErrorText>{errorText(errors.gastoMaximoCaja)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.propinaMaximaPct}>
          <Field.Label>{t('admin.general.campos.propinaMaximaPct')}</Field.Label>
          <Input type="number" inputMode="decimal" min={0} max={100} step="0.01" data-testid="config-propinaMaximaPct" {...register('propinaMaximaPct', { valueAsNumber: true })} />
          <Field.ErrorText>{errorText(errors.propinaMaximaPct)}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </Fieldset.Root>
  );
}
