import { Alert, Button, Field, HStack, Input, RadioCard, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Controller, type Control, type FieldError, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccionAprobable } from '../../contracts/auditoria';
import { useValidationText } from '../validation';
import { useAutorizantes, type ApproverInput } from './autorizantes';

/** The approval form's values: who approves (picked or typed), the PIN and the reason. */
export type ApprovalFormValues = ApproverInput & { pin: string; motivo: string };

export interface ApproverFieldProps {
  accion: AccionAprobable;
  /** The approval form's `usuarioId` (picked) and `usuario` (typed) fields. */
  control: Control<ApprovalFormValues>;
  register: UseFormRegister<ApprovalFormValues>;
  setValue: UseFormSetValue<ApprovalFormValues>;
  /** Nobody picked nor typed, once the form was checked. */
  error: FieldError | undefined;
}

/**
 * Who approves: the managers who may approve `accion` (names only), one picked as a card; or a
 * badge's code typed or scanned (a user name or e-mail still works). Picking clears what was
 * typed and typing clears the pick, so the request names one approver. Nobody is picked at first:
 * the manager picks themselves. When the list cannot be read or is empty the dialog says so and
 * the typed field remains.
 */
export function ApproverField({ accion, control, register, setValue, error }: ApproverFieldProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const list = useAutorizantes(accion);
  const managers = list.data ?? [];
  const listed = managers.length > 0;

  return (
    <Stack gap={3}>
      {list.isPending && (
        <HStack gap={2} color="fg.muted" data-testid="manager-approval-loading">
          <Spinner size="xs" />
          <Text fontSize="sm">{t('salesUi.aprobacion.cargando')}</Text>
        </HStack>
      )}
      {listed && (
        <Controller
          control={control}
          name="usuarioId"
          render={({ field }) => (
            <RadioCard.Root
              size="sm"
              colorPalette="primary"
              name={field.name}
              value={field.value || null}
              onValueChange={(e) => {
                field.onChange(e.value ?? '');
                // Checked again at once: a pick answers "who approves" (the message sits under the typed field).
                if (e.value) setValue('usuario', '', { shouldValidate: true });
              }}
              data-testid="manager-approval-autorizantes"
            >
              <RadioCard.Label>{t('salesUi.aprobacion.encargado')}</RadioCard.Label>
              {/* A long list scrolls inside the dialog; a name can also be typed below. */}
              <SimpleGrid columns={managers.length > 1 ? 2 : 1} gap={2} maxH="48" overflowY="auto" p="1px">
                {managers.map((a) => (
                  <RadioCard.Item key={a.id} value={String(a.id)} borderColor={error ? 'border.error' : undefined}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemText>{a.nombre}</RadioCard.ItemText>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </SimpleGrid>
            </RadioCard.Root>
          )}
        />
      )}
      {(list.isError || (list.isSuccess && !listed)) && (
        <Alert.Root status="warning" size="sm" data-testid="manager-approval-sin-lista">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{list.isError ? t('salesUi.aprobacion.listaError') : t('salesUi.aprobacion.listaVacia')}</Alert.Title>
            <Alert.Description>{t('salesUi.aprobacion.listaFallback')}</Alert.Description>
          </Alert.Content>
          {list.isError && (
            <Button size="xs" variant="outline" alignSelf="center" loading={list.isFetching} onClick={() => void list.refetch()}>
              {t('common.reintentar')}
            </Button>
          )}
        </Alert.Root>
      )}
      <Field.Root invalid={!!error} required={!listed}>
        <Field.Label>{listed ? t('salesUi.aprobacion.usuarioOtro') : t('salesUi.aprobacion.usuario')}</Field.Label>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          // A badge scanner types into the focused field.
          autoFocus
          data-testid="manager-approval-usuario"
          {...register('usuario', {
            onChange: (e: { target: { value: string } }) => {
              if (e.target.value) setValue('usuarioId', '');
            },
          })}
        />
        <Field.ErrorText>{errorText(error)}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
