import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pinSchema, type Usuario } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { AppDialog, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { setPin } from '../api/auditoria';

const formSchema = z.object({ pin: pinSchema });

/** Sets or removes a user's approval PIN (stored hashed by the api). */
export function PinDialog({ usuario, onClose }: { usuario: Usuario | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={usuario !== null} onClose={onClose} title={t('auditoria.pinTitulo')} testId="pin-dialog" size="sm">
      {usuario && <PinForm usuario={usuario} onDone={onClose} />}
    </AppDialog>
  );
}

function PinForm({ usuario, onDone }: { usuario: Usuario; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof formSchema>>({ resolver: zodResolver(formSchema), defaultValues: { pin: '' } });

  const save = async (pin: string | null) => {
    setServerError(null);
    const result = await setPin(usuario.id, { pin, clientMutationId: newClientMutationId() });
    if (result.success) {
      notify({ severity: 'success', message: t(pin === null ? 'auditoria.pinQuitado' : 'auditoria.pinGuardado', { nombre: usuario.nombre }) });
      onDone();
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  };
  const submit = handleSubmit(({ pin }) => save(pin));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text fontSize="sm">{t('auditoria.pinAyuda', { nombre: usuario.nombre })}</Text>
        <Field.Root invalid={!!errors.pin} required>
          <Field.Label>{t('auditoria.pinNuevo')}</Field.Label>
          <Input type="password" inputMode="numeric" autoComplete="new-password" autoFocus maxLength={6} data-testid="pin-input" {...register('pin')} />
          <Field.ErrorText>{errorText(errors.pin)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="space-between" gap={2} wrap="wrap">
          <Button
            variant="ghost"
            colorPalette="red"
            loading={removing}
            onClick={() => {
              setRemoving(true);
              void save(null).finally(() => setRemoving(false));
            }}
          >
            {t('auditoria.pinQuitar')}
          </Button>
          <HStack gap={2}>
            <Button variant="outline" onClick={onDone}>
              {t('common.cancelar')}
            </Button>
            <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-pin">
              {t('auditoria.pinGuardar')}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </form>
  );
}
