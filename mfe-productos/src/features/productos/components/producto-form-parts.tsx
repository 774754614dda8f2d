import { Box, Button, Checkbox, Field, HStack, Image, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGEN_TIPOS } from '@resto/shared/contracts';
import { imagenUrl } from '../api/imagen-url';
import type { FormInput, FormOutput } from './producto-form-dialog';

const FLAGS = ['controlaStock', 'activo', 'visibleRestaurant', 'visibleOrders', 'visiblePos'] as const;

export function Flags({ form }: { form: UseFormReturn<FormInput, unknown, FormOutput> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap={2}>
      {FLAGS.map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <Checkbox.Root checked={field.value ?? false} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t(`productos.campos.${name}`)}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      ))}
    </SimpleGrid>
  );
}

/** The image: the current one or the picked file's preview; uploaded after the product is saved. */
export function ImagenField({
  actual,
  file,
  error,
  onPick,
  onRemove,
}: {
  actual: string | null;
  file: File | null;
  error: string | null;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  // The picked file's own URL for the preview, released when another file is picked or the form closes.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const src = preview ?? (actual ? imagenUrl(actual) : null);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{t('productos.campos.imagen')}</Field.Label>
      <HStack gap={3} align="center" wrap="wrap">
        {src ? (
          <Image src={src} alt={t('productos.form.vistaPrevia')} boxSize="6rem" objectFit="cover" borderRadius="md" borderWidth="1px" data-testid="imagen-preview" />
        ) : (
          <Box boxSize="6rem" borderRadius="md" borderWidth="1px" borderStyle="dashed" />
        )}
        <Stack gap={2}>
          <Input
            type="file"
            accept={IMAGEN_TIPOS.join(',')}
            maxW="20rem"
            p={1}
            aria-label={t('productos.campos.imagen')}
            onChange={(e) => onPick(e.target.files?.[0])}
            data-testid="imagen-input"
          />
          {src && (
            <Button size="xs" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onRemove} data-testid="quitar-imagen">
              {t('productos.form.quitarImagen')}
            </Button>
          )}
        </Stack>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t('productos.form.imagenAyuda')}</Field.HelperText>}
    </Field.Root>
  );
}
