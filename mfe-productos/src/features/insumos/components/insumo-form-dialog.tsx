import { Alert, Button, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Insumo } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { INSUMO_UNIDADES } from '@resto/shared/rules';
import { AppDialog, ShortcutKey, useHotkeys, useNumberFields, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { useProveedoresDeInsumos, useSaveInsumo } from '../api/insumos-api';
import { InsumosRefusal } from '../api/refusal';
import { cantidadText, insumoDefaults, insumoFormSchema, type InsumoFormValues } from './insumo-form';

type FormOutput = z.output<ReturnType<typeof insumoFormSchema>>;

/** Refusals about one field, shown on it. */
const FIELD_OF_CODE: Record<string, keyof InsumoFormValues> = {
  INSUMO_NOMBRE_DUPLICADO: 'nombre',
  INSUMO_MOTIVO_REQUERIDO: 'motivo',
  INSUMO_UNIDAD_NO_MODIFICABLE: 'unidad',
};

export interface InsumoFormDialogProps {
  open: boolean;
  /** The ingredient to edit, or null for a new one. */
  insumo: Insumo | null;
  /** The caller may see and set costs (productos.costos). */
  costos: boolean;
  onClose: () => void;
  onSaved: (insumo: Insumo) => void;
}

export function InsumoFormDialog({ open, insumo, costos, onClose, onSaved }: InsumoFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t(insumo ? 'insumos.form.editar' : 'insumos.form.nuevo')} size="lg" testId="insumo-dialog">
      <InsumoForm insumo={insumo} costos={costos} onCancel={onClose} onSaved={onSaved} />
    </AppDialog>
  );
}

function InsumoForm({ insumo, costos, onCancel, onSaved }: { insumo: Insumo | null; costos: boolean; onCancel: () => void; onSaved: (i: Insumo) => void }) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const errorText = useValidationText();
  // One id per dialog: a retry after a timeout is the same save, never a second ingredient.
  const [clientMutationId] = useState(newClientMutationId);
  const save = useSaveInsumo();
  const proveedores = useProveedoresDeInsumos(true);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () => insumoFormSchema({ fields, insumo, clientMutationId, costos, motivoRequerido: t('insumos.form.motivoRequerido') }),
    [fields, insumo, clientMutationId, costos, t],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InsumoFormValues, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: insumoDefaults(insumo, fields) });
  const unidad = useWatch({ control, name: 'unidad' });
  const stockText = useWatch({ control, name: 'stockActual' });
  const cambiaStock = insumo !== null && stockText.trim() !== '' && stockText.trim() !== cantidadText(insumo.stockActual, fields.locale);
  const unidadText = t(`insumos.unidades.${unidad}`);

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({ id: insumo?.id ?? null, body });
      notify({ severity: 'success', message: t(insumo ? 'insumos.form.actualizado' : 'insumos.form.creado', { nombre: saved.nombre }) });
      onSaved(saved);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('insumos.form.errorGuardar');
      const field = error instanceof InsumosRefusal && error.code ? FIELD_OF_CODE[error.code] : undefined;
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setServerError(message);
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  const checkbox = (name: 'controlaStock' | 'activo') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} data-testid={`insumo-${name}`}>
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{t(`insumos.form.${name}`)}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="insumo-form">
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <Field.Root invalid={!!errors.nombre} required>
            <Field.Label>{t('insumos.form.nombre')}</Field.Label>
            <Input autoComplete="off" autoFocus maxLength={120} {...register('nombre')} />
            <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.unidad} required>
            <Field.Label>{t('insumos.form.unidad')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('unidad')} data-testid="insumo-unidad">
                {INSUMO_UNIDADES.map((u) => (
                  <option key={u} value={u}>
                    {t(`insumos.unidadesLargas.${u}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorText(errors.unidad)}</Field.ErrorText>
          </Field.Root>
          {costos && (
            <Field.Root invalid={!!errors.costoUnitario}>
              <Field.Label>{t('insumos.form.costo', { unidad: unidadText })}</Field.Label>
              <Input inputMode="decimal" autoComplete="off" {...register('costoUnitario')} />
              <Field.ErrorText>{errorText(errors.costoUnitario)}</Field.ErrorText>
            </Field.Root>
          )}
          <Field.Root invalid={!!errors.stockActual}>
            <Field.Label>{t('insumos.form.stock', { unidad: unidadText })}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('stockActual')} />
            <Field.ErrorText>{errorText(errors.stockActual)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.stockMinimo}>
            <Field.Label>{t('insumos.form.minimo', { unidad: unidadText })}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('stockMinimo')} />
            <Field.ErrorText>{errorText(errors.stockMinimo)}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('insumos.form.proveedor')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('proveedorId')} data-testid="insumo-proveedor">
                <option value="">{t('insumos.form.sinProveedor')}</option>
                {insumo?.proveedorId != null && !proveedores.data?.items.some((p) => p.id === insumo.proveedorId) && (
                  <option value={insumo.proveedorId}>{insumo.proveedorNombre ?? `#${insumo.proveedorId}`}</option>
                )}
                {(proveedores.data?.items ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        {(cambiaStock || errors.motivo) && (
          <Field.Root invalid={!!errors.motivo} required>
            <Field.Label>{t('insumos.form.motivo')}</Field.Label>
            <Input autoComplete="off" maxLength={200} {...register('motivo')} data-testid="insumo-motivo" />
            <Field.HelperText>{t('insumos.form.motivoAyuda')}</Field.HelperText>
            <Field.ErrorText>{errorText(errors.motivo)}</Field.ErrorText>
          </Field.Root>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap={4}>
          {checkbox('controlaStock')}
          {checkbox('activo')}
        </Stack>
        {serverError && (
          <Alert.Root status="error" data-testid="insumo-form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-insumo">
            {t('common.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
