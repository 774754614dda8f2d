import { Field, Grid, HStack, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencyScale } from '../../format/currency-scale';
import type { PaymentContext } from '../payment-lines';
import { useMoney } from '../use-money';
import { tipValue, type PaymentFormValues, type TipoPropina } from './payment-form-schema';

/**
 * A tip at payment, a percent of the sale or an amount, paid with a method of its own.
 * It is not part of the sale (nor of revenue): the api keeps it apart, per waiter.
 */
export function TipStep({ ctx, totalMinor, onEdit }: { ctx: PaymentContext; totalMinor: number; onEdit: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { control, register, formState } = useFormContext<PaymentFormValues>();
  const tipo = useWatch({ control, name: 'propinaTipo' });
  const text = useWatch({ control, name: 'propinaText' });
  const value = tipo === 'ninguna' ? null : tipValue({ propinaTipo: tipo, propinaText: text }, ctx.locale);
  const tipMinor = value === null ? 0 : tipo === 'porcentaje' ? Math.round((totalMinor * value) / 100) : Math.round(value * 10 ** currencyScale(ctx.localCurrency));
  const error = formState.errors.propinaText?.message;
  return (
    <Stack gap={2} data-testid="tip-step">
      <Controller
        control={control}
        name="propinaTipo"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(e) => {
              onEdit();
              field.onChange(e.value as TipoPropina);
            }}
            orientation="horizontal"
            size="sm"
            aria-label={t('salesUi.closeSale.propina')}
          >
            <HStack gap={4} wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {t('salesUi.closeSale.propina')}
              </Text>
              {(['ninguna', 'porcentaje', 'monto'] as const).map((v) => (
                <RadioGroup.Item key={v} value={v} data-testid={`tip-${v}`}>
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {t(v === 'ninguna' ? 'salesUi.closeSale.sinPropina' : v === 'porcentaje' ? 'salesUi.closeSale.propinaPorcentaje' : 'salesUi.closeSale.propinaMonto')}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
      />
      {tipo !== 'ninguna' && (
        <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap={2} alignItems="start">
          <Field.Root invalid={!!error}>
            <Input size="sm" inputMode="decimal" aria-label={t('salesUi.closeSale.propinaValor')} data-testid="tip-value" {...register('propinaText', { onChange: onEdit })} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label={t('salesUi.closeSale.propinaMedio')} {...register('propinaMedioId', { valueAsNumber: true, onChange: onEdit })}>
              {ctx.medios.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.nombre}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {tipMinor > 0 && (
            <Text fontSize="sm" color="fg.muted" gridColumn="1 / -1" data-testid="tip-amount">
              {money(tipMinor)} · {t('salesUi.closeSale.propinaAparte')}
            </Text>
          )}
        </Grid>
      )}
    </Stack>
  );
}
