import { Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeneralConfig } from '@resto/shared/contracts';
import { useValidationText } from '@resto/shared/sales-ui';

/**
 * The dishes' costs: the food cost the venue aims at (the costs report flags the dishes above it)
 * and how much a purchase may raise an ingredient's cost before the admins are told which dishes
 * it pushed past that target.
 */
export function FoodCostFieldset({ register, errors }: { register: UseFormRegister<GeneralConfig>; errors: FieldErrors<GeneralConfig> }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{t('admin.general.costos')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('admin.general.costosAyuda')}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} mt={2}>
        <Field.Root invalid={!!errors.foodCostObjetivo}>
          <Field.Label>{t('admin.general.campos.foodCostObjetivo')}</Field.Label>
          <Input type="number" inputMode="decimal" min={0} max={100} step="0.01" data-testid="config-foodCostObjetivo" {...register('foodCostObjetivo', { valueAsNumber: true })} />
          <Field.ErrorText>{errorText(errors.foodCostObjetivo)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.alertaCostoPorcentaje}>
          <Field.Label>{t('admin.general.campos.alertaCostoPorcentaje')}</Field.Label>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="0.01"
            data-testid="config-alertaCostoPorcentaje"
            {...register('alertaCostoPorcentaje', { valueAsNumber: true })}
          />
          <Field.ErrorText>{errorText(errors.alertaCostoPorcentaje)}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </Fieldset.Root>
  );
}
