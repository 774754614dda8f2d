import { Alert, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { abrirArqueoSchema, type Arqueo } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { AppDialog, ShortcutKey, textMaxLength, useHotkeys, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import type { z } from 'zod';
import { abrirArqueo } from '../api/abrir-arqueo';

/** The contract with the amount typed in the venue's locale ('20.000', '1.234,50'). */
const formSchema = (fields: NumberFields) =>
  abrirArqueoSchema.extend({ montoInicial: fields.amount().pipe(abrirArqueoSchema.shape.montoInicial) });
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
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const schema = useMemo(() => formSchema(fields), [fields]);
  // One id for this opening, kept across retries: a repeated request never opens twice.
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: { montoInicial: '', observaciones: '' } });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await abrirArqueo({ ...values, clientMutationId: mutationId });
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message ?? t('caja.arqueos.abierta') });
      onOpened(result.data);
    } else {
      setServerError(result.message ?? t('caja.arqueos.errorAbrir'));
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
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
