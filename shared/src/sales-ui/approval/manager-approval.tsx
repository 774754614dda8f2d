import { Alert, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api, type ApiResult } from '../../api-client';
import { ACCIONES_APROBABLES, APROBACION_HEADER, aprobacionCreateSchema, type AccionAprobable, type Aprobacion } from '../../contracts/auditoria';
import { AppDialog } from '../app-dialog';
import { useValidationText } from '../validation';

/*
 * A manager's approval on the spot: when the api refuses an action above the caller's
 * limits it says which (`data.accion`, `data.entidadId`); this dialog asks the manager's user,
 * PIN and the reason, gets a single-use token and hands it back to retry the action with it.
 */

/** What to approve, read from a refusal; null when the refusal is not one of these. */
export interface ApprovalRequest {
  accion: AccionAprobable;
  entidadId: number | null;
  /** The figure to approve (a discount: every discount together), as the refusal gave it: the token passes only for it. */
  valor?: number | null | undefined;
  /** The refusal's text, shown above the form. */
  message: string | undefined;
}

export function approvalRequestOf(result: Pick<ApiResult<unknown>, 'success' | 'data' | 'code' | 'message'> | null | undefined): ApprovalRequest | null {
  if (!result || result.success) return null;
  const data = result.data as { accion?: unknown; entidadId?: unknown; valor?: unknown } | undefined;
  if (!data || typeof data !== 'object' || !(ACCIONES_APROBABLES as readonly unknown[]).includes(data.accion)) return null;
  if (result.code === 'APROBACION_INVALIDA') return null;
  return {
    accion: data.accion as AccionAprobable,
    entidadId: typeof data.entidadId === 'number' ? data.entidadId : null,
    valor: typeof data.valor === 'number' ? data.valor : null,
    message: result.message,
  };
}

/** The header that carries an approval token on the retried request. */
export function approvalHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { [APROBACION_HEADER]: token } : {};
}

type ApprovalValues = z.input<typeof formSchema>;

export interface ManagerApprovalDialogProps {
  /** What to approve; null closes the dialog. */
  request: ApprovalRequest | null;
  /** A reason the user already typed (a void's), proposed as the approval's reason. */
  motivo?: string | undefined;
  onApproved: (token: string, motivo: string) => void;
  onClose: () => void;
}

const formSchema = aprobacionCreateSchema.pick({ usuario: true, pin: true, motivo: true }).required({ usuario: true });

/** The manager's user, PIN (4-6 digits, hidden) and the reason; on success, the token. */
export function ManagerApprovalDialog({ request, motivo, onApproved, onClose }: ManagerApprovalDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={request !== null} onClose={onClose} title={t('salesUi.aprobacion.titulo')} testId="manager-approval-dialog" size="sm">
      {request && <ApprovalForm request={request} motivo={motivo} onApproved={onApproved} onClose={onClose} />}
    </AppDialog>
  );
}

function ApprovalForm({ request, motivo, onApproved, onClose }: ManagerApprovalDialogProps & { request: ApprovalRequest }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ApprovalValues, unknown, z.output<typeof formSchema>>({ resolver: zodResolver(formSchema), defaultValues: { usuario: '', pin: '', motivo: motivo ?? '' } });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    // The table and figure being approved, as the refusal named them: the manager approves that, not a blank cheque.
    const result = await api.post<Aprobacion>('/aprobaciones', { ...values, accion: request.accion, entidadId: request.entidadId, valor: request.valor ?? null });
    if (result.success && result.data) onApproved(result.data.token, values.motivo);
    else setServerError(result.message ?? t('salesUi.aprobacion.error'));
  });

  return (
    <form
      onSubmit={(e) => {
        // A dialog opened from another form: its submit must not reach that form (React bubbles through portals).
        e.stopPropagation();
        void submit(e);
      }}
      noValidate
      data-testid="manager-approval-form"
    >
      <Stack gap={3}>
        {request.message && (
          <Text fontSize="sm" color="fg.muted" data-testid="manager-approval-reason">
            {request.message}
          </Text>
        )}
        <Field.Root invalid={!!errors.usuario} required>
          <Field.Label>{t('salesUi.aprobacion.usuario')}</Field.Label>
          <Input autoComplete="off" autoFocus {...register('usuario')} />
          <Field.ErrorText>{errorText(errors.usuario)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.pin} required>
          <Field.Label>{t('salesUi.aprobacion.pin')}</Field.Label>
          <Input type="password" inputMode="numeric" autoComplete="off" maxLength={6} {...register('pin')} />
          <Field.ErrorText>{errorText(errors.pin)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.motivo} required>
          <Field.Label>{t('salesUi.aprobacion.motivo')}</Field.Label>
          <Textarea rows={2} maxLength={300} {...register('motivo')} />
          <Field.ErrorText>{errorText(errors.motivo)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="manager-approval-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end">
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('common.cancelar')}
          </Button>
          <Button size="sm" type="submit" loading={isSubmitting} data-testid="manager-approval-submit">
            {t('salesUi.aprobacion.aprobar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
