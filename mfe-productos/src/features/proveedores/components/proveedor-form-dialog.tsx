import { Alert, Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ERROR_CATALOGUE, proveedorUpdateSchema, type Proveedor } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { fiscalIdProblem } from '@resto/shared/rules';
import { AppDialog, ShortcutKey, textMaxLength, useHotkeys, useMoney, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { ProveedorRefusal, useSaveProveedor } from '../api/proveedores-api';

/**
 * The contract's rules (name, CUIT/CUIL of 11 digits or more, locality and
 * province required) plus the CUIT/CUIL check digit when the venue is in Argentina, with the
 * api's own text.
 */
export function proveedorFormSchema(country: string) {
  return proveedorUpdateSchema.superRefine((value, ctx) => {
    if (fiscalIdProblem(value.cuit, country) === 'check-digit') {
      ctx.addIssue({ code: 'custom', path: ['cuit'], message: ERROR_CATALOGUE.CUIT_DIGITO_VERIFICADOR });
    }
  });
}

type FormInput = z.input<ReturnType<typeof proveedorFormSchema>>;
type FormOutput = z.output<ReturnType<typeof proveedorFormSchema>>;
type TextField = 'nombre' | 'cuit' | 'email' | 'direccion' | 'localidad' | 'provincia';

const TEXT_FIELDS: { name: TextField; required?: boolean; inputMode?: 'email' | 'numeric' }[] = [
  { name: 'nombre', required: true },
  { name: 'cuit', required: true, inputMode: 'numeric' },
  { name: 'email', inputMode: 'email' },
  { name: 'direccion' },
  { name: 'localidad', required: true },
  { name: 'provincia', required: true },
];

/** The server's limits, from the contract: the inputs stop there instead of failing on save. */
const MAX_LENGTH = Object.fromEntries(
  (['nombre', 'cuit', 'email', 'direccion', 'localidad', 'provincia', 'comentario'] as const).map((name) => [name, textMaxLength(proveedorUpdateSchema.shape[name])]),
) as Partial<Record<TextField | 'comentario', number>>;

/** Refusals the api gives about one field: shown on that field. */
const FIELD_OF_CODE: Record<string, TextField> = {
  CUIT_DIGITO_VERIFICADOR: 'cuit',
  CUIT_LONGITUD: 'cuit',
  PROVEEDOR_YA_EXISTE: 'nombre',
};

function defaults(p: Proveedor | null): FormInput {
  return {
    nombre: p?.nombre ?? '',
    cuit: p?.cuit ?? '',
    email: p?.email ?? '',
    direccion: p?.direccion ?? '',
    localidad: p?.localidad ?? '',
    provincia: p?.provincia ?? '',
    comentario: p?.comentario ?? '',
    ...(p ? { activo: p.activo } : {}),
  };
}

export interface ProveedorFormDialogProps {
  open: boolean;
  /** The supplier to edit, or null to create one. */
  proveedor: Proveedor | null;
  onClose: () => void;
  onSaved: (proveedor: Proveedor) => void;
}

export function ProveedorFormDialog({ open, proveedor, onClose, onSaved }: ProveedorFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t(proveedor ? 'inventario.proveedores.editar' : 'inventario.proveedores.nuevo')} size="lg" testId="proveedor-dialog">
      <ProveedorForm proveedor={proveedor} onCancel={onClose} onSaved={onSaved} />
    </AppDialog>
  );
}

function ProveedorForm({ proveedor, onCancel, onSaved }: { proveedor: Proveedor | null; onCancel: () => void; onSaved: (p: Proveedor) => void }) {
  const { t } = useTranslation();
  const { locale } = useMoney();
  const errorText = useValidationText();
  const country = locale.split('-')[1] ?? 'AR';
  const schema = useMemo(() => proveedorFormSchema(country), [country]);
  // One id per dialog: a retry after a timeout is the same creation, never a second supplier.
  const [clientMutationId] = useState(newClientMutationId);
  const save = useSaveProveedor();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: defaults(proveedor) });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const body = { ...values, clientMutationId };
    try {
      const saved = await save.mutateAsync(proveedor ? { id: proveedor.id, body } : { id: null, body });
      notify({ severity: 'success', message: t(proveedor ? 'inventario.proveedores.actualizado' : 'inventario.proveedores.creado') });
      onSaved(saved);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('inventario.proveedores.errorGuardar');
      const field = error instanceof ProveedorRefusal && error.code ? FIELD_OF_CODE[error.code] : undefined;
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setServerError(message);
    }
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {TEXT_FIELDS.map(({ name, required, inputMode }) => (
            <Field.Root key={name} invalid={!!errors[name]} required={required ?? false}>
              <Field.Label>{t(`inventario.proveedores.campos.${name}`)}</Field.Label>
              <Input autoComplete="off" autoFocus={name === 'nombre'} maxLength={MAX_LENGTH[name]} {...(inputMode ? { inputMode } : {})} {...register(name)} />
              {name === 'cuit' && !errors.cuit && <Field.HelperText>{t('inventario.proveedores.cuitAyuda')}</Field.HelperText>}
              <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('inventario.proveedores.campos.comentario')}</Field.Label>
          <Textarea rows={2} maxLength={MAX_LENGTH.comentario} {...register('comentario')} />
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="proveedor-form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" justify="flex-end" gap={2}>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancelar')} <ShortcutKey k="Esc" />
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-proveedor">
            {t('common.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
