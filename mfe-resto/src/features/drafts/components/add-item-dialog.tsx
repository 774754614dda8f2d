import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductoVenta } from '@resto/shared/contracts';
import { COMMENT_MAX_LENGTH, lineAmount, normalizeComment, QUANTITY_DECIMALS, toMinor } from '@resto/shared/rules';
import { AppDialog, useMoney, useNumberFields, type NumberFields } from '@resto/shared/sales-ui';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AddItemInput } from '../../../lib/drafts-state/api/add-item';
import { CommentField } from './comment-field';

export interface AddItemDialogProps {
  /** The product being added; null keeps the dialog closed. */
  producto: ProductoVenta | null;
  onClose: () => void;
  /** Adds it; resolves true when the draft took it. */
  onAdd: (input: AddItemInput) => Promise<boolean>;
}

/** How many of a product to add (a weight for products sold by weight) and its note for the kitchen. */
export function AddItemDialog({ producto, onClose, onAdd }: AddItemDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={producto !== null} onClose={onClose} title={producto ? t('resto.agregar.titulo', { producto: producto.nombre }) : ''} testId="add-item-dialog">
      {producto && <AddItemForm key={producto.id} producto={producto} onClose={onClose} onAdd={onAdd} />}
    </AppDialog>
  );
}

interface AddItemValues {
  cantidad: string;
  notas: string;
}

/**
 * Whole units, or a weight with up to 3 decimals, typed the way the venue writes numbers
 * ('1.500' units, '0,25' kg), above 0; the note as the kitchen gets it.
 */
function addItemSchema(producto: ProductoVenta, fields: NumberFields, t: (key: string) => string) {
  const porPeso = producto.esPorPeso;
  const invalid = t(porPeso ? 'resto.agregar.pesoInvalido' : 'resto.agregar.cantidadInvalida');
  const cantidad = fields.number(porPeso ? QUANTITY_DECIMALS : 0).pipe(z.number().gt(0, { error: invalid }));
  return z
    .object({ cantidad, notas: z.string().max(COMMENT_MAX_LENGTH) })
    .transform(({ cantidad: value, notas }): AddItemInput => ({
      productoId: producto.id,
      ...(porPeso ? { peso: value } : { cantidad: value }),
      notas: normalizeComment(notas),
    }));
}

function AddItemForm({ producto, onClose, onAdd }: { producto: ProductoVenta; onClose: () => void; onAdd: AddItemDialogProps['onAdd'] }) {
  const { t } = useTranslation();
  const { amount, money, quantity, currency } = useMoney();
  const fields = useNumberFields();
  const porPeso = producto.esPorPeso;
  const schema = useMemo(() => addItemSchema(producto, fields, t), [producto, fields, t]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddItemValues, unknown, AddItemInput>({
    resolver: zodResolver(schema),
    defaultValues: { cantidad: porPeso ? '' : '1', notas: '' },
  });
  const typed = fields.parse(useWatch({ control, name: 'cantidad' }), { decimals: porPeso ? QUANTITY_DECIMALS : 0 });
  const units = typed.ok && !porPeso ? Number(typed.scaled) : null;

  const submit = handleSubmit(async (input) => {
    if (await onAdd(input)) onClose();
  });

  const step = (direction: 1 | -1) => setValue('cantidad', fields.numberText(Math.max(1, (units ?? 1) + direction), 0), { shouldValidate: !!errors.cantidad });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted">
          {porPeso ? t('resto.agregar.precioPorUnidad', { precio: amount(producto.precio), unidad: t(`resto.unidades.${producto.unidadMedida}`) }) : amount(producto.precio)}
        </Text>
        <Field.Root invalid={!!errors.cantidad}>
          <Field.Label>{porPeso ? t('resto.agregar.peso', { unidad: t(`resto.unidades.${producto.unidadMedida}`) }) : t('resto.agregar.cantidad')}</Field.Label>
          <HStack gap={2}>
            {!porPeso && (
              <IconButton variant="outline" aria-label={t('resto.items.menos')} disabled={units === null || units <= 1} onClick={() => step(-1)}>
                −
              </IconButton>
            )}
            <Input
              autoFocus
              w={porPeso ? '10rem' : '5rem'}
              textAlign="center"
              inputMode={porPeso ? 'decimal' : 'numeric'}
              autoComplete="off"
              onFocus={(e) => e.currentTarget.select()}
              data-testid="add-item-cantidad"
              {...register('cantidad')}
            />
            {!porPeso && (
              <IconButton variant="outline" aria-label={t('resto.items.mas')} onClick={() => step(1)}>
                +
              </IconButton>
            )}
          </HStack>
          <Field.ErrorText>{errors.cantidad?.message}</Field.ErrorText>
          {porPeso && typed.ok && typed.scaled > 0n && (
            <Field.HelperText>
              {t('resto.agregar.importe', { importe: money(lineAmount(toMinor(producto.precio, currency), Number(typed.scaled))), peso: quantity(typed.value) })}
            </Field.HelperText>
          )}
        </Field.Root>
        <Controller
          control={control}
          name="notas"
          render={({ field }) => <CommentField label={t('resto.agregar.notas')} value={field.value} onChange={field.onChange} suggestions testId="add-item-notas" />}
        />
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="add-item-confirm">
            {t('resto.agregar.confirmar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
