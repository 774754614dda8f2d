import { Alert, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Insumo, Preparacion } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { INSUMO_UNIDADES, toMicro, type InsumoUnidad, type LineaReceta } from '@resto/shared/rules';
import { AppDialog, readNumberField, ShortcutKey, useHotkeys, useMoney, useNumberFields, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { useSavePreparacion } from '../api/preparaciones-api';
import { InsumosRefusal } from '../api/refusal';
import { conBorrador, contextoDe, costoLote, costoPorUnidad, costoUnidadText } from '../costo-receta';
import { CANTIDAD_DECIMALES } from './insumo-form';
import { preparacionDefaults, preparacionFormSchema, type PreparacionFormValues } from './preparacion-form';
import { RecetaLineasField } from './receta-lineas-field';
import { lineaMotor, nuevaLinea } from './receta-lineas';

type FormOutput = z.output<ReturnType<typeof preparacionFormSchema>>;

const FIELD_OF_CODE: Record<string, 'nombre' | 'rendimiento'> = { PREPARACION_NOMBRE_DUPLICADO: 'nombre' };

export interface PreparacionDialogProps {
  open: boolean;
  /** The preparation to edit, or null for a new one. */
  preparacion: Preparacion | null;
  insumos: readonly Insumo[];
  preparaciones: readonly Preparacion[];
  /** Show the live cost (productos.costos). */
  costos: boolean;
  onClose: () => void;
  onSaved: (p: Preparacion) => void;
}

/** The preparation editor: name, the unit and quantity its lines yield, the lines, and the batch's cost as they are typed. */
export function PreparacionDialog({ open, preparacion, onClose, ...rest }: PreparacionDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t(preparacion ? 'insumos.preparaciones.editar' : 'insumos.preparaciones.nueva')} size="xl" testId="preparacion-dialog">
      <PreparacionForm preparacion={preparacion} onCancel={onClose} {...rest} />
    </AppDialog>
  );
}

type FormProps = Omit<PreparacionDialogProps, 'open' | 'onClose'> & { onCancel: () => void };

function PreparacionForm({ preparacion, insumos, preparaciones, costos, onCancel, onSaved }: FormProps) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const { currency, locale, money } = useMoney();
  const errorText = useValidationText();
  const [clientMutationId] = useState(newClientMutationId);
  const save = useSavePreparacion();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => preparacionFormSchema(fields, clientMutationId), [fields, clientMutationId]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PreparacionFormValues, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: preparacionDefaults(preparacion, locale) });
  const lineas = useWatch({ control, name: 'lineas' });
  const unidad = useWatch({ control, name: 'unidad' }) as InsumoUnidad;
  const rendimientoText = useWatch({ control, name: 'rendimiento' });
  // A preparation cannot use itself: it is not offered among its own lines.
  const otras = useMemo(() => preparaciones.filter((p) => p.id !== preparacion?.id), [preparaciones, preparacion]);
  const rendimiento = readNumberField(rendimientoText, { locale, decimals: CANTIDAD_DECIMALES, blank: null });

  const vivo = useMemo(() => {
    if (!costos) return null;
    const motor = lineas.map((l) => lineaMotor(l, fields));
    const completas = motor.filter((l): l is LineaReceta => l !== null);
    const ctx = contextoDe(insumos, preparaciones, currency);
    // The draft replaces the saved preparation, so a cycle through another preparation is caught as typed.
    const draftCtx = preparacion ? conBorrador(ctx, { id: preparacion.id, unidad, rendimiento: toMicro(rendimiento ?? 0) || 1, lineas: completas }) : ctx;
    const lote = costoLote(completas, draftCtx);
    if (!lote.ok) return { error: lote.motivo };
    let k = 0;
    const porLinea = motor.map((l) => (l === null ? null : (lote.lineas[k++] ?? null)));
    return { total: lote.total, porLinea, porUnidad: costoPorUnidad(lote.total, rendimiento ?? 0, currency) };
  }, [costos, lineas, fields, insumos, preparaciones, currency, preparacion, unidad, rendimiento]);

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({ id: preparacion?.id ?? null, body });
      notify({ severity: 'success', message: t(preparacion ? 'insumos.preparaciones.actualizada' : 'insumos.preparaciones.creada', { nombre: saved.nombre }) });
      onSaved(saved);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('insumos.preparaciones.errorGuardar');
      const field = error instanceof InsumosRefusal && error.code ? FIELD_OF_CODE[error.code] : undefined;
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setServerError(message);
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });
  const unidadText = t(`insumos.unidades.${unidad}`);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="preparacion-form">
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
          <Field.Root invalid={!!errors.nombre} required>
            <Field.Label>{t('insumos.preparaciones.nombre')}</Field.Label>
            <Input autoComplete="off" autoFocus maxLength={120} {...register('nombre')} />
            <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.rendimiento} required>
            <Field.Label>{t('insumos.preparaciones.rendimiento')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('rendimiento')} />
            <Field.ErrorText>{errorText(errors.rendimiento)}</Field.ErrorText>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('insumos.preparaciones.unidad')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('unidad')} data-testid="preparacion-unidad">
                {INSUMO_UNIDADES.map((u) => (
                  <option key={u} value={u}>
                    {t(`insumos.unidadesLargas.${u}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <Controller
          control={control}
          name="lineas"
          render={({ field }) => (
            <RecetaLineasField
              lineas={field.value}
              onChange={field.onChange}
              nueva={nuevaLinea}
              errors={errors.lineas}
              insumos={insumos}
              preparaciones={otras}
              costos={vivo && 'porLinea' in vivo ? vivo.porLinea : costos ? [] : undefined}
            />
          )}
        />
        {vivo && (
          <Box borderWidth="1px" borderRadius="md" p={3} data-testid="preparacion-costo-vivo">
            {'error' in vivo ? (
              <Text color="fg.error" role="alert">
                {t(`insumos.preparaciones.costoInvalido.${vivo.error}`)}
              </Text>
            ) : (
              <HStack gap={6} wrap="wrap">
                <Text>
                  {t('insumos.preparaciones.costoLote')}: <strong data-testid="costo-lote">{money(vivo.total)}</strong>
                </Text>
                <Text>
                  {t('insumos.preparaciones.costoPorUnidad', { unidad: unidadText })}:{' '}
                  <strong data-testid="costo-por-unidad">{vivo.porUnidad === null ? '—' : costoUnidadText(vivo.porUnidad, locale, currency)}</strong>
                </Text>
              </HStack>
            )}
          </Box>
        )}
        <Controller
          control={control}
          name="activo"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('insumos.preparaciones.activa')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {serverError && (
          <Alert.Root status="error" data-testid="preparacion-form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-preparacion">
            {t('common.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
