import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@resto/shared/sales-ui';
import type { FormInput } from './producto-form-dialog';

export interface PrecioFieldsProps {
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
  /** Cost or profit % typed: the price follows. */
  onCostoOGanancia: () => void;
  /** Price typed: the profit % follows. */
  onPrecio: () => void;
  /** Editing a product: a change of price or cost may say why. */
  editando: boolean;
  /** Holds productos.costos: without it the cost and profit % are neither shown nor sent, only the price. */
  conCosto?: boolean;
}

/**
 * The product's cost, profit % and price, and when editing, why the price changes: the api keeps
 * the reason in the price history and the audit log beside who and when.
 */
export function PrecioFields({ register, errors, onCostoOGanancia, onPrecio, editando, conCosto = true }: PrecioFieldsProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: conCosto ? 3 : 1 }} gap={3}>
        {conCosto && (
          <Field.Root invalid={!!errors.costo} required>
            <Field.Label>{t('productos.campos.costo')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('costo', { onChange: onCostoOGanancia })} />
            <Field.ErrorText>{errorText(errors.costo)}</Field.ErrorText>
          </Field.Root>
        )}
        {conCosto && (
          <Field.Root invalid={!!errors.porcentajeGanancia}>
            <Field.Label>{t('productos.campos.porcentajeGanancia')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('porcentajeGanancia', { onChange: onCostoOGanancia })} />
            <Field.ErrorText>{errorText(errors.porcentajeGanancia)}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.precio} required>
          <Field.Label>{t('productos.campos.precio')}</Field.Label>
          <Input inputMode="decimal" autoComplete="off" {...register('precio', { onChange: onPrecio })} />
          {!errors.precio && <Field.HelperText>{t('productos.form.precioAyuda')}</Field.HelperText>}
          <Field.ErrorText>{errorText(errors.precio)}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {editando && (
        <Field.Root invalid={!!errors.motivo}>
          <Field.Label>{t('productos.campos.motivoPrecio')}</Field.Label>
          <Input autoComplete="off" maxLength={500} data-testid="form-motivo-precio" {...register('motivo')} />
          <Field.HelperText>{t('productos.form.motivoPrecioAyuda')}</Field.HelperText>
          <Field.ErrorText>{errorText(errors.motivo)}</Field.ErrorText>
        </Field.Root>
      )}
    </>
  );
}
