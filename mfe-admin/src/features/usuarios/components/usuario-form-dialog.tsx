import { Alert, Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_PROBLEM_TEXT, passwordProblem, refusePersonalPassword, usuarioCreateSchema, usuarioPasswordSchema, type Rol, type Usuario } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { AppDialog, textMaxLength, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { rolLabel } from '../../roles';
import { resetPassword } from '../api/reset-password';
import { createUsuario, updateUsuario } from '../api/save-usuario';

const { nombre, email, password, rolIds } = usuarioCreateSchema.shape;
/** Creating: A password is required; the password rule, as the api applies it, holds neither the name nor the e-mail. */
const createSchema = z.object({ nombre, email, password, rolIds }).superRefine(refusePersonalPassword);
/** Editing: the password is reset apart. */
const editSchema = z.object({ nombre, email, rolIds });
type CreateInput = z.input<typeof createSchema>;
type CreateOutput = z.output<typeof createSchema>;

export interface UsuarioFormDialogProps {
  open: boolean;
  /** The user to edit; null to create one. */
  usuario: Usuario | null;
  roles: readonly Rol[];
  onClose: () => void;
  onSaved: () => void;
}

export function UsuarioFormDialog({ open, usuario, roles, onClose, onSaved }: UsuarioFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={usuario ? t('admin.usuarios.editar') : t('admin.usuarios.nuevo')} size="lg" testId="usuario-dialog">
      <UsuarioForm usuario={usuario} roles={roles} onCancel={onClose} onSaved={onSaved} />
    </AppDialog>
  );
}

function UsuarioForm({ usuario, roles, onCancel, onSaved }: Omit<UsuarioFormDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CreateInput, unknown, CreateOutput>({
    // The same form without the password when editing.
    resolver: zodResolver((usuario ? editSchema : createSchema) as typeof createSchema),
    defaultValues: {
      nombre: usuario?.nombre ?? '',
      email: usuario?.email ?? '',
      password: '',
      rolIds: usuario?.roles.map((r) => r.id) ?? [],
    },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = usuario
      ? await updateUsuario(usuario.id, { nombre: values.nombre, email: values.email, rolIds: values.rolIds, clientMutationId: mutationId })
      : await createUsuario({ ...values, activo: true, clientMutationId: mutationId });
    if (result.success) {
      notify({ severity: 'success', message: result.message ?? t('admin.guardado') });
      onSaved();
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <Field.Root invalid={!!errors.nombre} required>
            <Field.Label>{t('admin.usuarios.nombre')}</Field.Label>
            <Input autoComplete="off" autoFocus maxLength={textMaxLength(nombre)} {...register('nombre')} />
            <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>{t('admin.usuarios.email')}</Field.Label>
            <Input type="email" autoComplete="off" maxLength={200} {...register('email')} />
            <Field.ErrorText>{errorText(errors.email)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {!usuario && (
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>{t('admin.usuarios.password')}</Field.Label>
            <Input type="password" autoComplete="new-password" maxLength={200} {...register('password')} />
            <Field.ErrorText>{errorText(errors.password)}</Field.ErrorText>
          </Field.Root>
        )}
        <Fieldset.Root invalid={!!errors.rolIds}>
          <Fieldset.Legend>{t('admin.usuarios.roles')}</Fieldset.Legend>
          <Controller
            control={control}
            name="rolIds"
            render={({ field }) => (
              <HStack gap={4} wrap="wrap" mt={2}>
                {roles.map((rol) => (
                  <Checkbox.Root
                    key={rol.id}
                    checked={field.value.includes(rol.id)}
                    onCheckedChange={(e) => field.onChange(e.checked === true ? [...field.value, rol.id] : field.value.filter((id) => id !== rol.id))}
                    data-testid={`usuario-rol-${rol.nombre}`}
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{rolLabel(rol.nombre, t)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            )}
          />
          {errors.rolIds && (
            <Text color="fg.error" fontSize="sm" data-testid="roles-error">
              {errorText(errors.rolIds)}
            </Text>
          )}
        </Fieldset.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-usuario">
            {t('common.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** A reset follows the password rule for this user's own e-mail and name. */
const passwordFormSchemaFor = (usuario: Usuario) =>
  z.object({
    password: usuarioPasswordSchema.shape.password.refine((v) => passwordProblem(v, usuario) !== 'personal', { error: PASSWORD_PROBLEM_TEXT.personal }),
  });

/** Sets a new password for `usuario`; the api ends the sessions they had open. */
export function ResetPasswordDialog({ usuario, onClose }: { usuario: Usuario | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={usuario !== null} onClose={onClose} title={t('admin.usuarios.resetPassword')} testId="password-dialog">
      {usuario && <ResetPasswordForm usuario={usuario} onDone={onClose} />}
    </AppDialog>
  );
}

function ResetPasswordForm({ usuario, onDone }: { usuario: Usuario; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<ReturnType<typeof passwordFormSchemaFor>>>({ resolver: zodResolver(passwordFormSchemaFor(usuario)), defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password: newPassword }) => {
    setServerError(null);
    const result = await resetPassword(usuario.id, { password: newPassword, clientMutationId: mutationId });
    if (result.success) {
      notify({ severity: 'success', message: t('admin.usuarios.passwordRestablecida', { nombre: usuario.nombre }) });
      onDone();
    } else {
      setServerError(saveFailureMessage(result, t('admin.errorGuardar')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text>{t('admin.usuarios.resetPasswordAyuda', { nombre: usuario.nombre })}</Text>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>{t('admin.usuarios.nuevaPassword')}</Field.Label>
          <Input type="password" autoComplete="new-password" autoFocus maxLength={200} {...register('password')} />
          <Field.ErrorText>{errorText(errors.password)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onDone}>
            {t('common.cancelar')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-password">
            {t('admin.usuarios.resetPassword')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
