import { Alert, Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { rolCreateSchema, type Rol } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { ADMIN_REQUIRED_PERMISSION, DEFAULT_DISCOUNT_LIMIT, PERMISSION_AREA_NAMES, PERMISSION_AREAS, type Permission } from '@resto/shared/rules';
import { AppDialog, textMaxLength, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { permissionKey, rolDescripcion, rolLabel } from '../rol-label';
import { createRol, updateRol } from '../api/save-rol';

const DESCUENTO_FUERA_DE_RANGO = 'El descuento máximo debe estar entre 0 y 100';

/** The role's discount limit as typed: a whole percent from 0 to 100. */
const descuentoMaximoInput = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, { error: DESCUENTO_FUERA_DE_RANGO })
  .transform(Number)
  .pipe(z.number().int().min(0).max(100, { error: DESCUENTO_FUERA_DE_RANGO }));

const formSchema = z.object({
  nombre: rolCreateSchema.shape.nombre,
  descripcion: rolCreateSchema.shape.descripcion,
  permisos: rolCreateSchema.shape.permisos,
  descuentoMaximo: descuentoMaximoInput,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export interface RolFormDialogProps {
  open: boolean;
  /** The role to edit; null to create one. */
  rol: Rol | null;
  onClose: () => void;
  onSaved: () => void;
}

export function RolFormDialog({ open, rol, onClose, onSaved }: RolFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={rol ? t('admin.roles.editar') : t('admin.roles.nuevo')} size="xl" testId="rol-dialog">
      <RolForm rol={rol} onCancel={onClose} onSaved={onSaved} />
    </AppDialog>
  );
}

/** The role's name and its permissions, area by area, each a checkbox. */
function RolForm({ rol, onCancel, onSaved }: Omit<RolFormDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  // A built-in role's seeded description is shown translated; left as shown, the stored one is kept.
  const shownDescripcion = rol ? (rolDescripcion(rol, t) ?? '') : '';
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      nombre: rol?.nombre ?? '',
      descripcion: shownDescripcion,
      permisos: rol?.permisos ?? [],
      descuentoMaximo: String(rol?.descuentoMaximo ?? DEFAULT_DISCOUNT_LIMIT),
    },
  });
  const isAdminRole = rol?.sistema === true && rol.nombre === 'admin';

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    // The seeded roles keep their names: only what they may do changes.
    const descripcion = rol && values.descripcion === shownDescripcion ? rol.descripcion : values.descripcion;
    const body = rol?.sistema ? { descripcion, permisos: values.permisos, descuentoMaximo: values.descuentoMaximo } : { ...values, descripcion };
    const result = rol ? await updateRol(rol.id, { ...body, clientMutationId: mutationId }) : await createRol({ ...values, clientMutationId: mutationId });
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
          <Field.Root invalid={!!errors.nombre} required disabled={rol?.sistema}>
            <Field.Label>{t('admin.roles.nombre')}</Field.Label>
            {rol?.sistema ? (
              <Input value={rolLabel(rol.nombre, t)} readOnly />
            ) : (
              <Input autoComplete="off" autoFocus maxLength={textMaxLength(rolCreateSchema.shape.nombre)} {...register('nombre')} />
            )}
            {rol?.sistema && <Field.HelperText>{t('admin.roles.sistemaAyuda')}</Field.HelperText>}
            <Field.ErrorText>{errorText(errors.nombre)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.descripcion}>
            <Field.Label>{t('admin.roles.descripcion')}</Field.Label>
            <Input autoComplete="off" maxLength={textMaxLength(rolCreateSchema.shape.descripcion)} {...register('descripcion')} />
            <Field.ErrorText>{errorText(errors.descripcion)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.descuentoMaximo} required>
            <Field.Label>{t('admin.roles.descuentoMaximo')}</Field.Label>
            <Input autoComplete="off" inputMode="numeric" maxLength={3} data-testid="rol-descuento-maximo" {...register('descuentoMaximo')} />
            {errors.descuentoMaximo ? (
              <Field.ErrorText>{errorText(errors.descuentoMaximo)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('admin.roles.descuentoMaximoAyuda')}</Field.HelperText>
            )}
          </Field.Root>
        </SimpleGrid>
        <Controller
          control={control}
          name="permisos"
          render={({ field }) => {
            const value = field.value ?? [];
            const toggle = (permission: Permission, on: boolean) =>
              field.onChange(on ? [...value.filter((p) => p !== permission), permission] : value.filter((p) => p !== permission));
            return (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} data-testid="permisos-editor">
                {PERMISSION_AREA_NAMES.map((area) => (
                  <Fieldset.Root key={area} borderWidth="1px" borderRadius="md" p={3} data-testid={`area-${area}`}>
                    <Fieldset.Legend fontWeight="semibold" px={1}>
                      {t(`admin.areas.${area}`)}
                    </Fieldset.Legend>
                    <Stack gap={2} mt={1}>
                      {PERMISSION_AREAS[area].map((permission: Permission) => {
                        // The admin role never loses the right to manage users and roles.
                        const locked = isAdminRole && permission === ADMIN_REQUIRED_PERMISSION;
                        return (
                          <Checkbox.Root
                            key={permission}
                            checked={value.includes(permission)}
                            disabled={locked}
                            onCheckedChange={(e) => toggle(permission, e.checked === true)}
                            data-testid={`permiso-${permission}`}
                          >
                            <Checkbox.HiddenInput onBlur={field.onBlur} />
                            <Checkbox.Control />
                            {/* Only the label is shown; the key stays as a tooltip for support. */}
                            <Checkbox.Label title={permission}>{t(permissionKey(permission))}</Checkbox.Label>
                          </Checkbox.Root>
                        );
                      })}
                    </Stack>
                  </Fieldset.Root>
                ))}
              </SimpleGrid>
            );
          }}
        />
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
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-rol">
            {t('common.guardar')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
