import { Alert, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { anularVentaSchema, type AnularVenta, type Venta } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { approvalHeaders, approvalRequestOf, ManagerApprovalDialog, textMaxLength, useValidationText, type ApprovalRequest } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { anularVenta } from '../api/anular-venta';

/** Voids a paid sale: the reason is required; stock comes back and the cash leaves the open register. */
export function VoidSaleForm({ venta, onVoided, onCancel }: { venta: Venta; onVoided: (venta: Venta) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  // Without ventas.anular the api asks for a manager's approval on the spot.
  const [approval, setApproval] = useState<ApprovalRequest | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AnularVenta, unknown, z.output<typeof anularVentaSchema>>({ resolver: zodResolver(anularVentaSchema), defaultValues: { motivo: '' } });

  const send = async (motivo: string, token?: string) => {
    setServerError(null);
    const result = await anularVenta(venta.id, { motivo, clientMutationId: mutationId }, token ? approvalHeaders(token) : undefined);
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message ?? t('ventas.historial.anulada') });
      onVoided(result.data);
      return;
    }
    const request = token ? null : approvalRequestOf(result);
    if (request) setApproval(request);
    else setServerError(saveFailureMessage(result, t('ventas.historial.errorAnular')));
  };

  const submit = handleSubmit(async (values) => send(values.motivo));

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="void-form">
        <Stack gap={3} borderWidth="1px" borderColor="red.muted" borderRadius="md" p={3}>
          <Text fontSize="sm" color="fg.muted">
            {t('ventas.historial.anularAyuda')}
          </Text>
          <Field.Root invalid={!!errors.motivo} required>
            <Field.Label>{t('ventas.historial.motivo')}</Field.Label>
            <Textarea
              rows={2}
              autoFocus
              maxLength={textMaxLength(anularVentaSchema.shape.motivo)}
              {...register('motivo')}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void submit();
                }
              }}
            />
            <Field.ErrorText>{errorText(errors.motivo)}</Field.ErrorText>
          </Field.Root>
          {serverError && (
            <Alert.Root status="error" data-testid="void-error">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          )}
          <HStack justify="flex-end">
            <Button size="sm" variant="outline" onClick={onCancel}>
              {t('common.cancelar')}
            </Button>
            <Button size="sm" type="submit" colorPalette="red" loading={isSubmitting} data-testid="confirm-void">
              {t('ventas.historial.confirmarAnular')}
            </Button>
          </HStack>
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
