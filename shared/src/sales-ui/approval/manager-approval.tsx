import { Alert, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, type ApiResult } from '../../api-client';
import { ACCIONES_APROBABLES, APROBACION_HEADER, aprobacionCreateSchema, type AccionAprobable, type Aprobacion } from '../../contracts/auditoria';
import { AppDialog } from '../app-dialog';
import { useValidationText } from '../validation';
import { ApproverField } from './approver-field';
import { approverOf } from './autorizantes';

/*
 * A manager's approval on the spot: when the api refuses an action above the caller's
 * limits it says which (`data.accion`, `data.entidadId`); this dialog lists who may approve that
 * action (GET /aprobaciones/autorizantes), the manager picks themselves (or types a badge's code,
 * user name or e-mail) and gives their PIN and the reason; it gets a single-use token and hands it
 * back to retry the action with it.
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

/**
 * The header that carries the approval tokens on the retried request: one, or several separated
 * by commas when one action needs two approvals (a void that also outgrows the discount).
 */
export function approvalHeaders(token: string | readonly string[] | null | undefined): Record<string, string> {
  const value = typeof token === 'string' ? token : (token ?? []).join(', ');
  return value ? { [APROBACION_HEADER]: value } : {};
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

/** The approver's rule of the contract (a name or e-mail is required when none is picked). */
const typedApprover = aprobacionCreateSchema.shape.usuario.unwrap();

const formSchema = aprobacionCreateSchema
  .pick({ pin: true, motivo: true })
  .extend({ usuarioId: z.string(), usuario: z.string() })
  .superRefine((values, ctx) => {
    if (values.usuarioId) return;
    for (const issue of typedApprover.safeParse(values.usuario).error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: ['usuario'] });
  });

/** The manager (picked from the list, or typed), PIN (4-6 digits, hidden) and the reason; on success, the token. */
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
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ApprovalValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    // Nobody is picked: not the caller, not the only manager listed.
    defaultValues: { usuarioId: '', usuario: '', pin: '', motivo: motivo ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    // The table and figure being approved, as the refusal named them: the manager approves that, not a blank cheque.
    const result = await api.post<Aprobacion>('/aprobaciones', {
      accion: request.accion,
      entidadId: request.entidadId,
      valor: request.valor ?? null,
      ...approverOf(values),
      pin: values.pin,
      motivo: values.motivo,
    });
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
        <ApproverField accion={request.accion} control={control} register={register} setValue={setValue} error={errors.usuario} />
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
