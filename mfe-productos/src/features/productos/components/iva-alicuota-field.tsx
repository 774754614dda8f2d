import { Field, NativeSelect } from '@chakra-ui/react';
import { ALICUOTAS_IVA, type AlicuotaIva } from '@resto/shared/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The i18n key of an IVA rate's name ('10.5' -> productos.iva.r10_5; keys cannot hold dots). */
export function alicuotaKey(alicuota: AlicuotaIva): string {
  return `productos.iva.${/^\d/.test(alicuota) ? `r${alicuota.replace('.', '_')}` : alicuota}`;
}

/** The product's IVA rate: what its sales are invoiced at with ARCA. */
export function IvaAlicuotaField({ registration }: { registration: UseFormRegisterReturn<'ivaAlicuota'> }) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{t('productos.campos.ivaAlicuota')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field data-testid="form-iva" {...registration}>
          {ALICUOTAS_IVA.map((a) => (
            <option key={a} value={a}>
              {t(alicuotaKey(a))}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('productos.form.ivaAyuda')}</Field.HelperText>
    </Field.Root>
  );
}
