import { Alert, Button, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { abrirArqueoSchema, type Arqueo, type Caja } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { AppDialog, ShortcutKey, textMaxLength, useHotkeys, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { z } from 'zod';
import { abrirArqueo } from '../api/abrir-arqueo';
import { useCajas } from '../api/cajas';

/**
 * The contract with the amount typed in the venue's locale ('20.000', '1.234,50'); the till is
 * picked from the list when the venue has several (the api refuses an opening that names none).
 */
const formSchema = (fields: NumberFields, pickTill: boolean, required: string) =>
  abrirArqueoSchema.extend({
    montoInicial: fields.amount().pipe(abrirArqueoSchema.shape.montoInicial),
    cajaId: z
      .string()
      .optional()
      .refine((v) => !pickTill || (v !== undefined && v !== ''), { error: required })
      .transform((v) => (v === undefined || v === '' ? undefined : Number(v))),
  });
type Input = z.input<ReturnType<typeof formSchema>>;
type Output = z.output<ReturnType<typeof formSchema>>;

export interface AbrirArqueoDialogProps {
  open: boolean;
  onClose: () => void;
  onOpened: (arqueo: Arqueo) => void;
}

export function AbrirArqueoDialog({ open, onClose, onOpened }: AbrirArqueoDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('caja.arqueos.abrirCaja')} testId="abrir-arqueo-dialog">
      <AbrirArqueoForm onOpened={onOpened} onCancel={onClose} />
    </AppDialog>
  );
}

function AbrirArqueoForm({ onOpened, onCancel }: { onOpened: (arqueo: Arqueo) => void; onCancel: () => void }) {
  const { data: cajas } = useCajas();
  // Only active tills without an open session can open; with one till there is nothing to choose.
  const activas = (cajas ?? []).filter((c) => c.activa);
  const libres = activas.filter((c) => c.arqueoAbiertoId === null);
  return <AbrirArqueoFields key={activas.length > 1 ? 'tills' : 'single'} tills={activas.length > 1 ? libres : null} onOpened={onOpened} onCancel={onCancel} />;
}

function AbrirArqueoFields({ tills, onOpened, onCancel }: { tills: Caja[] | null; onOpened: (arqueo: Arqueo) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const schema = useMemo(() => formSchema(fields, tills !== null, t('caja.turnos.elegiCaja')), [fields, tills, t]);
  // One id for this opening, kept across retries: a repeated request never opens twice.
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { montoInicial: '', observaciones: '', cajaId: tills?.length === 1 ? String(tills[0]!.id) : '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await abrirArqueo({ ...values, clientMutationId: mutationId });
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message ?? t('caja.arqueos.abierta') });
      onOpened(result.data);
    } else {
      setServerError(saveFailureMessage(result, t('caja.arqueos.errorAbrir')));
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        {tills !== null && (
          <Field.Root invalid={!!errors.cajaId} required>
            <Field.Label>{t('caja.turnos.caja')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="abrir-caja-select" {...register('cajaId')}>
                <option value="">{t('caja.turnos.elegiCaja')}</option>
                {tills.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errorText(errors.cajaId)}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.montoInicial} required>
          <Field.Label>{t('caja.arqueos.montoInicial')}</Field.Label>
          <Input inputMode="decimal" autoComplete="off" autoFocus {...register('montoInicial')} />
          <Field.ErrorText>{errorText(errors.montoInicial)}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('caja.arqueos.observacionesOpcional')}</Field.Label>
          <Textarea rows={2} maxLength={textMaxLength(abrirArqueoSchema.shape.observaciones)} {...register('observaciones')} />
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting}>
            {t('caja.arqueos.abrirCaja')} <ShortcutKey k="Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
