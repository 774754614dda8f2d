import { Alert, Button, Checkbox, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clienteUpdateSchema, type Cliente, type ClienteUpdate } from '@resto/shared/contracts';
import { newClientMutationId } from '@resto/shared/api-client';
import { fiscalIdProblem } from '@resto/shared/rules';
import { AppDialog, parseDecimalInput, ShortcutKey, useHotkeys, useMoney, useValidationText } from '@resto/shared/sales-ui';
import { notify } from '@resto/shared/ui';
import { createCliente } from '../api/create-cliente';
import { updateCliente } from '../api/update-cliente';

/** The api's text for a CUIT/CUIL whose check digit is wrong (Argentina). */
export const CUIT_CHECK_DIGIT = 'El CUIT/CUIL no es válido: el dígito verificador no coincide';

/** The contract's rules plus the CUIT/CUIL check digit of the venue's country (SPEC §5). */
export function clienteFormSchema(country: string) {
  return clienteUpdateSchema.superRefine((value, ctx) => {
    if (value.cuit && fiscalIdProblem(value.cuit, country) === 'check-digit') {
      ctx.addIssue({ code: 'custom', path: ['cuit'], message: CUIT_CHECK_DIGIT });
    }
  });
}

type FormInput = ClienteUpdate;
type Output = z.output<typeof clienteUpdateSchema>;
type TextField = 'nombre' | 'email' | 'telefono' | 'direccion' | 'numero' | 'departamento' | 'ciudad' | 'provincia' | 'cuit';

const TEXT_FIELDS: { name: TextField; required?: boolean; inputMode?: 'email' | 'tel' | 'numeric' }[] = [
  { name: 'nombre', required: true },
  { name: 'email', inputMode: 'email' },
  { name: 'telefono', required: true, inputMode: 'tel' },
  { name: 'cuit', inputMode: 'numeric' },
  { name: 'direccion', required: true },
  { name: 'numero' },
  { name: 'departamento', required: true },
  { name: 'ciudad', required: true },
  { name: 'provincia' },
];

export interface ClienteFormDialogProps {
  open: boolean;
  /** The customer to edit, or null to create one. */
  cliente: Cliente | null;
  onClose: () => void;
  onSaved: (cliente: Cliente) => void;
}

export function ClienteFormDialog({ open, cliente, onClose, onSaved }: ClienteFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t(cliente ? 'ventas.clientes.editar' : 'ventas.clientes.nuevo')} size="lg" testId="cliente-dialog">
      <ClienteForm cliente={cliente} onCancel={onClose} onSaved={onSaved} />
    </AppDialog>
  );
}

function defaults(cliente: Cliente | null): FormInput {
  if (!cliente) return { nombre: '', email: '', telefono: '', direccion: '', numero: '', departamento: '', ciudad: '', provincia: '', cuit: '', descuento: 0, cuentaCorriente: false, comentario: '' };
  return {
    nombre: cliente.nombre,
    email: cliente.email ?? '',
    telefono: cliente.telefono,
    direccion: cliente.direccion,
    numero: cliente.numero ?? '',
    departamento: cliente.departamento,
    ciudad: cliente.ciudad,
    provincia: cliente.provincia ?? '',
    cuit: cliente.cuit ?? '',
    descuento: cliente.descuento,
    cuentaCorriente: cliente.cuentaCorriente,
    comentario: cliente.comentario ?? '',
  };
}

function ClienteForm({ cliente, onCancel, onSaved }: { cliente: Cliente | null; onCancel: () => void; onSaved: (c: Cliente) => void }) {
  const { t } = useTranslation();
  const { locale } = useMoney();
  const errorText = useValidationText();
  const country = locale.split('-')[1] ?? 'AR';
  const schema = useMemo(() => clienteFormSchema(country), [country]);
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, Output>({ resolver: zodResolver(schema), defaultValues: defaults(cliente) });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const body = { ...values, clientMutationId: mutationId };
    const result = cliente ? await updateCliente(cliente.id, body) : await createCliente(body);
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message ?? t(cliente ? 'ventas.clientes.actualizado' : 'ventas.clientes.creado') });
      onSaved(result.data);
      return;
    }
    const message = result.message ?? t('ventas.clientes.errorGuardar');
    // The api checks what only it can (the phone for the venue's country): show it on the field.
    const field = /tel[eé]fono/i.test(message) ? 'telefono' : /CUIT|CUIL/i.test(message) ? 'cuit' : null;
    if (field) setError(field as Path<FormInput>, { type: 'server', message }, { shouldFocus: true });
    else setServerError(message);
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {TEXT_FIELDS.map(({ name, required, inputMode }) => (
            <Field.Root key={name} invalid={!!errors[name]} required={required ?? false}>
              <Field.Label>{t(`ventas.clientes.campos.${name}`)}</Field.Label>
              <Input autoComplete="off" autoFocus={name === 'nombre'} {...(inputMode ? { inputMode } : {})} {...register(name)} />
              {name === 'telefono' && !errors.telefono && <Field.HelperText>{t('ventas.clientes.telefonoAyuda')}</Field.HelperText>}
              <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
            </Field.Root>
          ))}
          <Field.Root invalid={!!errors.descuento}>
            <Field.Label>{t('ventas.clientes.campos.descuento')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('descuento', { setValueAs: parseDecimalInput })} />
            <Field.ErrorText>{errorText(errors.descuento)}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={control}
            name="cuentaCorriente"
            render={({ field }) => (
              <Checkbox.Root alignSelf="end" checked={field.value ?? false} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{t('ventas.clientes.campos.cuentaCorriente')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('ventas.clientes.campos.comentario')}</Field.Label>
          <Textarea rows={2} {...register('comentario')} />
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
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-cliente">
            {t('common.guardar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
