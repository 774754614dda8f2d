import { Button, chakra, HStack, Input, SegmentGroup, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Draft } from '@resto/shared/contracts';
import { PERCENT_DECIMALS, type DiscountKind } from '@resto/shared/rules';
import { useNumberFields, type NumberFields } from '@resto/shared/sales-ui';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export interface DiscountFormProps {
  draft: Draft;
  /** Sets the draft's discount (null removes it); resolves true when the api took it. */
  onApply: (tipo: DiscountKind | null, valor: number | null) => Promise<boolean>;
}

interface DiscountValues {
  tipo: DiscountKind;
  valor: string;
}

/**
 * A percent above 0 and up to 100, or an amount above 0 in the venue's currency, typed the way the
 * venue writes numbers ('12,5', '1.000'); a text that is not a number says why.
 */
function discountSchema(fields: NumberFields, t: (key: string) => string) {
  return z.object({ tipo: z.enum(['porcentaje', 'monto']), valor: z.string() }).transform((values, ctx) => {
    const porcentaje = values.tipo === 'porcentaje';
    const parsed = (porcentaje ? fields.number(PERCENT_DECIMALS) : fields.amount()).safeParse(values.valor);
    const valor = parsed.success ? parsed.data : null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['valor'] });
      return z.NEVER;
    }
    if (valor === null || !(valor > 0) || (porcentaje && valor > 100)) {
      ctx.addIssue({ code: 'custom', message: t(porcentaje ? 'resto.descuento.porcentajeInvalido' : 'resto.descuento.montoInvalido'), path: ['valor'] });
      return z.NEVER;
    }
    return { tipo: values.tipo, valor };
  });
}

/** The draft's discount: a percent (0 to 100) or an amount; 'Quitar' removes it. */
export function DiscountForm({ draft, onApply }: DiscountFormProps) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const schema = useMemo(() => discountSchema(fields, t), [fields, t]);
  const [removing, setRemoving] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DiscountValues, unknown, { tipo: DiscountKind; valor: number }>({
    resolver: zodResolver(schema),
    defaultValues: { tipo: draft.descuentoTipo ?? 'porcentaje', valor: '' },
  });
  const tipo = useWatch({ control, name: 'tipo' });
  const busy = isSubmitting || removing;

  const submit = handleSubmit(async ({ tipo: kind, valor }) => {
    if (await onApply(kind, valor)) reset({ tipo: kind, valor: '' });
  });

  const remove = async () => {
    setRemoving(true);
    await onApply(null, null);
    setRemoving(false);
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap={2} onSubmit={(e) => void submit(e)} noValidate aria-label={t('resto.descuento.titulo')} data-testid="descuento-form">
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {t('resto.descuento.titulo')}
        </Text>
        {draft.descuentoTipo && draft.descuentoValor ? (
          <Button size="xs" variant="ghost" onClick={() => void remove()} disabled={busy} data-testid="descuento-quitar">
            {t('resto.descuento.quitar')}
          </Button>
        ) : null}
      </HStack>
      <HStack gap={2} wrap="wrap">
        <Controller
          control={control}
          name="tipo"
          render={({ field }) => (
            <SegmentGroup.Root
              size="sm"
              value={field.value}
              onValueChange={(e) => {
                clearErrors();
                field.onChange(e.value as DiscountKind);
              }}
              aria-label={t('resto.descuento.tipo')}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'porcentaje', label: t('resto.descuento.porcentaje') },
                  { value: 'monto', label: t('resto.descuento.monto') },
                ]}
              />
            </SegmentGroup.Root>
          )}
        />
        <Input
          size="sm"
          w="7rem"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('resto.descuento.valor')}
          aria-invalid={!!errors.valor || undefined}
          placeholder={tipo === 'porcentaje' ? '10' : fields.numberText(500, 0)}
          data-testid="descuento-valor"
          {...register('valor', { onChange: () => clearErrors('valor') })}
        />
        <Button size="sm" type="submit" variant="outline" loading={isSubmitting} disabled={removing} data-testid="descuento-aplicar">
          {t('resto.descuento.aplicar')}
        </Button>
      </HStack>
      {errors.valor && (
        <Text color="fg.error" fontSize="sm" data-testid="descuento-error">
          {errors.valor.message}
        </Text>
      )}
    </chakra.form>
  );
}
