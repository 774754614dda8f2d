import { Button, Field, HStack, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue, useValidationText } from '@resto/shared/sales-ui';
import { useCategorias, useProductos } from '../../productos';
import type { PromocionFormInput } from './promocion-form';

export interface PromocionAlcanceFieldProps {
  control: Control<PromocionFormInput>;
  errors: FieldErrors<PromocionFormInput>;
  setValue: UseFormSetValue<PromocionFormInput>;
}

/** What the promotion applies to: one product (found by name, code or SKU, 8 at a time) or every product of a category. */
export function PromocionAlcanceField({ control, errors, setValue }: PromocionAlcanceFieldProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const alcance = useWatch({ control, name: 'alcance' });
  const producto = useWatch({ control, name: 'producto' });
  const productoId = useWatch({ control, name: 'productoId' });
  const categorias = useCategorias();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const results = useProductos({ q: q || undefined, estado: 'activos', ordenarPor: 'nombre', ordenDireccion: 'asc', pagina: 1, limite: 8, bajoStock: false });
  const found = q && alcance === 'producto' ? (results.data?.items ?? []).filter((p) => p.id !== productoId) : [];

  return (
    <Stack gap={3} data-testid="promocion-alcance">
      <Controller
        control={control}
        name="alcance"
        render={({ field }) => (
          <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)}>
            <HStack gap={4}>
              <RadioGroup.Label>{t('promociones.campos.alcance')}</RadioGroup.Label>
              {(['producto', 'categoria'] as const).map((a) => (
                <RadioGroup.Item key={a} value={a}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(a === 'producto' ? 'promociones.campos.alcanceProducto' : 'promociones.campos.alcanceCategoria')}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
      />
      {alcance === 'producto' ? (
        <Field.Root invalid={!!errors.productoId}>
          <Field.Label>{t('promociones.campos.producto')}</Field.Label>
          {productoId !== null && (
            <Text fontWeight="medium" data-testid="promocion-producto">
              {producto}
            </Text>
          )}
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            placeholder={t('promociones.campos.buscarProductoAyuda')}
            data-testid="promocion-buscar-producto"
          />
          <Field.ErrorText>{errorText(errors.productoId)}</Field.ErrorText>
        </Field.Root>
      ) : (
        <Field.Root invalid={!!errors.categoriaId}>
          <Field.Label>{t('promociones.campos.categoria')}</Field.Label>
          <Controller
            control={control}
            name="categoriaId"
            render={({ field }) => (
              <NativeSelect.Root>
                <NativeSelect.Field value={field.value} onChange={(e) => field.onChange(e.target.value)} data-testid="promocion-categoria">
                  <option value="">{t('promociones.campos.elegirCategoria')}</option>
                  {(categorias.data ?? []).map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.nombre}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          />
          <Field.ErrorText>{errorText(errors.categoriaId)}</Field.ErrorText>
        </Field.Root>
      )}
      {found.length > 0 && (
        <HStack wrap="wrap" gap={2}>
          {found.map((p) => (
            <Button
              key={p.id}
              size="xs"
              variant="outline"
              onClick={() => {
                setValue('productoId', p.id, { shouldValidate: true });
                setValue('producto', p.nombre);
                setText('');
              }}
            >
              + {p.nombre}
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
