import { Box, Button, Checkbox, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue, useValidationText } from '@resto/shared/sales-ui';
import { useProductos } from '../api/get-productos';
import { nuevoComboGrupo } from './combo-form';
import type { FormInput, FormOutput } from './producto-form-dialog';

type ProductoForm = UseFormReturn<FormInput, unknown, FormOutput>;

/** A field-array error's own message (the array's rule, not one of its items'). */
function listError(error: unknown): FieldError | undefined {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.root ?? (e?.message ? e : undefined);
}

/**
 * A combo's groups in the product form ('Entrada': one of three starters; 'Principal': one of
 * four mains; 'Bebida'), each option a simple product of the catalogue found by name, code or
 * SKU, with the surcharge it adds to the combo's price. The guest picks exactly one option of each
 * group; the api checks and prices the choice.
 */
export function ComboSection({ form, productoId }: { form: ProductoForm; productoId: number | null }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const grupos = useFieldArray({ control: form.control, name: 'comboGrupos' });
  const errors = form.formState.errors.comboGrupos;
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="md" p={3} data-testid="combo-section">
      <Text fontWeight="semibold">{t('productos.combo.titulo')}</Text>
      <Text color="fg.muted" fontSize="sm">
        {t('productos.combo.ayuda')}
      </Text>
      {grupos.fields.map((g, index) => (
        <Box key={g.id} borderWidth="1px" borderRadius="md" p={3} data-testid="combo-grupo">
          <Field.Root invalid={!!errors?.[index]?.nombre} required>
            <Field.Label>{t('productos.combo.grupo')}</Field.Label>
            <Input autoComplete="off" maxLength={60} {...form.register(`comboGrupos.${index}.nombre`)} />
            <Field.ErrorText>{errorText(errors?.[index]?.nombre)}</Field.ErrorText>
          </Field.Root>
          <ComboOpciones form={form} grupo={index} productoId={productoId} />
          <Button mt={2} size="xs" variant="outline" colorPalette="red" onClick={() => grupos.remove(index)}>
            {t('productos.combo.quitarGrupo')}
          </Button>
        </Box>
      ))}
      {listError(errors) && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="combo-error">
          {errorText(listError(errors))}
        </Text>
      )}
      <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => grupos.append(nuevoComboGrupo())} data-testid="agregar-grupo-combo">
        {t('productos.combo.agregarGrupo')}
      </Button>
    </Stack>
  );
}

/** A group's options: the catalogue's simple products found by text (never a combo, nor the combo itself), each with its surcharge. */
function ComboOpciones({ form, grupo, productoId }: { form: ProductoForm; grupo: number; productoId: number | null }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const opciones = useFieldArray({ control: form.control, name: `comboGrupos.${grupo}.opciones` });
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const results = useProductos({ q: q || undefined, estado: 'activos', ordenarPor: 'nombre', ordenDireccion: 'asc', pagina: 1, limite: 8, bajoStock: false });
  const chosen = new Set(opciones.fields.map((o) => o.productoId));
  const found = q ? (results.data?.items ?? []).filter((p) => p.tipo !== 'combo' && p.id !== productoId && !chosen.has(p.id)) : [];
  const errors = form.formState.errors.comboGrupos?.[grupo]?.opciones;
  return (
    <Stack gap={2} mt={3}>
      <Text fontSize="sm" fontWeight="semibold">
        {t('productos.combo.opciones')}
      </Text>
      {opciones.fields.map((o, index) => (
        <HStack key={o.id} gap={2} align="flex-start" wrap="wrap" data-testid="combo-opcion">
          <Text flex="2" minW="10rem" pt={2} fontSize="sm">
            {o.nombre}
          </Text>
          <Field.Root invalid={!!errors?.[index]?.recargo} flex="1" minW="7rem">
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              aria-label={t('productos.combo.recargo', { producto: o.nombre })}
              {...form.register(`comboGrupos.${grupo}.opciones.${index}.recargo`)}
            />
            <Field.ErrorText>{errorText(errors?.[index]?.recargo)}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={form.control}
            name={`comboGrupos.${grupo}.opciones.${index}.activo`}
            render={({ field }) => (
              <Checkbox.Root checked={field.value !== false} onCheckedChange={(e) => field.onChange(!!e.checked)} mt={2}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('productos.combo.activa')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('productos.combo.quitarOpcion', { producto: o.nombre })} onClick={() => opciones.remove(index)}>
            ×
          </IconButton>
        </HStack>
      ))}
      {listError(errors) && (
        <Text color="fg.error" fontSize="sm">
          {errorText(listError(errors))}
        </Text>
      )}
      <Field.Root>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          size="sm"
          placeholder={t('productos.combo.buscarAyuda')}
          aria-label={t('productos.combo.buscar')}
          data-testid="combo-buscar-producto"
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
                opciones.append({ productoId: p.id, nombre: p.nombre, recargo: '', activo: true });
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
