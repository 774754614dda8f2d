import { Alert, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reabrirArqueoSchema, type Arqueo, type ReabrirArqueo } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { AppDialog, approvalHeaders, approvalRequestOf, ManagerApprovalDialog, ShortcutKey, textMaxLength, useValidationText, type ApprovalRequest } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { reabrirArqueo } from '../api/reabrir-arqueo';

export interface ReabrirArqueoDialogProps {
  /** The day's closed register; null closes the dialog. */
  arqueoId: number | null;
  onClose: () => void;
  onReopened: (arqueo: Arqueo) => void;
}

/** Reopens the day's closed register with a reason; a manager approves it with their PIN when the api asks. */
export function ReabrirArqueoDialog({ arqueoId, onClose, onReopened }: ReabrirArqueoDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={arqueoId !== null} onClose={onClose} title={t('caja.arqueos.reabrir')} testId="reabrir-arqueo-dialog">
      {arqueoId !== null && <ReabrirForm arqueoId={arqueoId} onCancel={onClose} onReopened={onReopened} />}
    </AppDialog>
  );
}

function ReabrirForm({ arqueoId, onCancel, onReopened }: { arqueoId: number; onCancel: () => void; onReopened: (arqueo: Arqueo) => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [approval, setApproval] = useState<ApprovalRequest | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ReabrirArqueo, unknown, z.output<typeof reabrirArqueoSchema>>({ resolver: zodResolver(reabrirArqueoSchema), defaultValues: { motivo: '' } });

  const send = async (motivo: string, token?: string) => {
    setServerError(null);
    const result = await reabrirArqueo(arqueoId, { motivo, clientMutationId: mutationId }, token ? approvalHeaders(token) : undefined);
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message ?? t('caja.arqueos.reabierta') });
      onReopened(result.data);
      return;
    }
    const request = token ? null : approvalRequestOf(result);
    if (request) setApproval(request);
    else setServerError(saveFailureMessage(result, t('caja.arqueos.errorReabrir')));
  };
  const submit = handleSubmit((values) => send(values.motivo));

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="reabrir-form">
        <Stack gap={4}>
          <Text color="fg.muted">{t('caja.arqueos.reabrirAyuda')}</Text>
          <Field.Root invalid={!!errors.motivo} required>
            <Field.Label>{t('caja.arqueos.motivoReabrir')}</Field.Label>
            <Textarea rows={2} autoFocus maxLength={textMaxLength(reabrirArqueoSchema.shape.motivo)} {...register('motivo')} />
            <Field.ErrorText>{errorText(errors.motivo)}</Field.ErrorText>
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
            <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="confirm-reabrir">
              {t('caja.arqueos.reabrir')}
            </Button>
          </Stack>
        </Stack>
      </form>
      <ManagerApprovalDialog
        request={approval}
        motivo={getValues('motivo')}
        onClose={() => setApproval(null)}
        onApproved={(token) => {
          setApproval(null);
          void send(getValues('motivo').trim(), token);
        }}
      />
    </>
  );
}
