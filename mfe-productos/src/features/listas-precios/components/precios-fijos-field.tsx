import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FieldArrayWithId, FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Producto } from '@resto/shared/contracts';
import { useDebouncedValue, useValidationText } from '@resto/shared/sales-ui';
import { useProductos } from '../../productos';
import type { ListaPrecioFormInput } from './lista-precio-form';

export interface PreciosFijosFieldProps {
  fields: FieldArrayWithId<ListaPrecioFormInput, 'precios'>[];
  register: UseFormRegister<ListaPrecioFormInput>;
  errors: FieldErrors<ListaPrecioFormInput>;
  onAdd: (producto: Pick<Producto, 'id' | 'nombre' | 'precio'>) => void;
  onRemove: (index: number) => void;
}

/**
 * A list's fixed prices: a product found by name, code or SKU (the api searches, 8 at a time) is
 * added at its base price, which the person then changes.
 */
export function PreciosFijosField({ fields, register, errors, onAdd, onRemove }: PreciosFijosFieldProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const results = useProductos({ q: q || undefined, estado: 'activos', ordenarPor: 'nombre', ordenDireccion: 'asc', pagina: 1, limite: 8, bajoStock: false });
  const chosen = new Set(fields.map((f) => f.productoId));
  const found = q ? (results.data?.items ?? []).filter((p) => !chosen.has(p.id)) : [];
  // The list's own refusal (none or an invalid set), beside each price's.
  const all = errors.precios as (FieldError & { root?: FieldError }) | undefined;
  const topError = all?.root ?? (all?.message ? all : undefined);

  return (
    <Stack gap={3} data-testid="precios-fijos">
      <Field.Root>
        <Field.Label>{t('listasPrecios.campos.buscarProducto')}</Field.Label>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          placeholder={t('listasPrecios.campos.buscarProductoAyuda')}
          data-testid="lista-buscar-producto"
        />
      </Field.Root>
      {found.length > 0 && (
        <HStack wrap="wrap" gap={2}>
          {found.map((p) => (
            <Button
              key={p.id}
              size="xs"
              variant="outline"
              onClick={() => {
                onAdd(p);
                setText('');
              }}
            >
              + {p.nombre}
            </Button>
          ))}
        </HStack>
      )}
      {fields.map((f, index) => {
        const error = Array.isArray(errors.precios) ? errors.precios[index]?.precio : undefined;
        return (
          <HStack key={f.id} align="end" gap={2} data-testid="lista-precio-producto">
            <Field.Root invalid={!!error} flex="1">
              <Field.Label>{t('listasPrecios.campos.precio', { producto: f.producto })}</Field.Label>
              <Input inputMode="decimal" autoComplete="off" {...register(`precios.${index}.precio`)} />
              <Field.ErrorText>{errorText(error)}</Field.ErrorText>
            </Field.Root>
            <IconButton aria-label={t('listasPrecios.campos.quitar', { producto: f.producto })} variant="ghost" onClick={() => onRemove(index)}>
              ×
            </IconButton>
          </HStack>
        );
      })}
      {topError && (
        <Text color="fg.error" fontSize="sm">
          {fields.length === 0 ? t('listasPrecios.campos.sinProductos') : errorText(topError)}
        </Text>
      )}
    </Stack>
  );
}
