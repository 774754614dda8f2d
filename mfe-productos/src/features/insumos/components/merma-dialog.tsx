import { Alert, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mermaInputSchema, type Insumo, type MermaInput } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { unidadesPara, type InsumoUnidad } from '@resto/shared/rules';
import { AppDialog, ShortcutKey, useHotkeys, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { useRegistrarMerma } from '../api/insumos-api';
import { useCantidad } from '../hooks/use-cantidad';
import { CANTIDAD_DECIMALES } from './insumo-form';

interface MermaFormValues {
  insumoId: string;
  cantidad: string;
  unidad: string;
  motivo: string;
}

/** The waste's texts read as the venue writes numbers and checked by the shared contract (mermaInputSchema). */
export function mermaFormSchema(fields: NumberFields, clientMutationId: string, elegirInsumo: string) {
  return z
    .object({ insumoId: z.string(), cantidad: fields.number(CANTIDAD_DECIMALES, { blank: null }), unidad: z.string(), motivo: z.string() })
    .transform((v, ctx): { insumoId: number; body: MermaInput } => {
      if (!v.insumoId) {
        ctx.addIssue({ code: 'custom', path: ['insumoId'], message: elegirInsumo });
        return z.NEVER;
      }
      const checked = mermaInputSchema.safeParse({ cantidad: v.cantidad, unidad: v.unidad, motivo: v.motivo, clientMutationId });
      if (!checked.success) {
        for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      return { insumoId: Number(v.insumoId), body: checked.data };
    });
}

type FormOutput = z.output<ReturnType<typeof mermaFormSchema>>;

export interface MermaDialogProps {
  open: boolean;
  /** The ingredient the waste is of; null lets the form choose one of `insumos`. */
  insumo: Insumo | null;
  /** The ingredients to choose from when `insumo` is null. */
  insumos?: readonly Insumo[];
  onClose: () => void;
  onDone: () => void;
}

/** 'Registrar merma': what was thrown away, in the ingredient's unit or a compatible one, and why. */
export function MermaDialog({ open, insumo, insumos = [], onClose, onDone }: MermaDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={insumo ? t('insumos.merma.tituloDe', { nombre: insumo.nombre }) : t('insumos.merma.titulo')} testId="merma-dialog">
      <MermaForm insumo={insumo} insumos={insumo ? [insumo] : insumos} onCancel={onClose} onDone={onDone} />
    </AppDialog>
  );
}

function MermaForm({ insumo, insumos, onCancel, onDone }: { insumo: Insumo | null; insumos: readonly Insumo[]; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const fields = useNumberFields();
  const errorText = useValidationText();
  const cantidadText = useCantidad();
  const [clientMutationId] = useState(newClientMutationId);
  const registrar = useRegistrarMerma();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => mermaFormSchema(fields, clientMutationId, t('insumos.merma.elegirInsumo')), [fields, clientMutationId, t]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MermaFormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { insumoId: insumo ? String(insumo.id) : '', cantidad: '', unidad: insumo?.unidad ?? 'kg', motivo: '' },
  });
  const insumoId = useWatch({ control, name: 'insumoId' });
  const unidad = useWatch({ control, name: 'unidad' }) as InsumoUnidad;
  const elegido = insumos.find((i) => String(i.id) === insumoId) ?? null;
  const unidades = elegido ? unidadesPara(elegido.unidad) : [];
  // A newly chosen ingredient starts in its own unit.
  useEffect(() => {
    if (elegido && !unidadesPara(elegido.unidad).includes(unidad)) setValue('unidad', elegido.unidad);
  }, [elegido, unidad, setValue]);

  const submit = handleSubmit(async ({ insumoId: id, body }) => {
    setServerError(null);
    try {
      await registrar.mutateAsync({ insumoId: id, body });
      const nombre = insumos.find((i) => i.id === id)?.nombre ?? '';
      notify({ severity: 'success', message: t('insumos.merma.registrada', { nombre, cantidad: cantidadText(body.cantidad, body.unidad ?? unidad) }) });
      onDone();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('insumos.merma.errorGuardar'));
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="merma-form">
      <Stack gap={4}>
        {insumo ? (
          <Text data-testid="merma-stock">{t('insumos.merma.stockActual', { stock: cantidadText(insumo.stockActual, insumo.unidad) })}</Text>
        ) : (
          <Field.Root invalid={!!errors.insumoId} required>
            <Field.Label>{t('insumos.merma.insumo')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('insumoId')} data-testid="merma-insumo">
                <option value="">{t('insumos.merma.elegir')}</option>
                {insumos.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorText(errors.insumoId)}</Field.ErrorText>
          </Field.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
          <Field.Root invalid={!!errors.cantidad} required>
            <Field.Label>{t('insumos.merma.cantidad')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" autoFocus={insumo !== null} {...register('cantidad')} data-testid="merma-cantidad" />
            <Field.ErrorText>{errorText(errors.cantidad)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.unidad}>
            <Field.Label>{t('insumos.merma.unidad')}</Field.Label>
            <NativeSelect.Root disabled={unidades.length === 0}>
              <NativeSelect.Field {...register('unidad')} data-testid="merma-unidad">
                {unidades.map((u) => (
                  <option key={u} value={u}>
                    {t(`insumos.unidadesLargas.${u}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorText(errors.unidad)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!errors.motivo} required>
          <Field.Label>{t('insumos.merma.motivo')}</Field.Label>
          <Input autoComplete="off" maxLength={200} placeholder={t('insumos.merma.motivoEjemplo')} {...register('motivo')} data-testid="merma-motivo" />
          <Field.ErrorText>{errorText(errors.motivo)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="merma-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-merma">
            {t('insumos.merma.registrar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
