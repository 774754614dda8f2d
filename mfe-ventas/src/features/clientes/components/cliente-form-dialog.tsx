import { Alert, Button, Checkbox, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clienteUpdateSchema, type Cliente } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { fiscalIdProblem, PERCENT_DECIMALS } from '@resto/shared/rules';
import { AppDialog, ShortcutKey, TextCounter, textMaxLength, useHotkeys, useMoney, useNumberFields, useValidationText, type NumberFields } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { createCliente } from '../api/create-cliente';
import { updateCliente } from '../api/update-cliente';

/** The api's text for a CUIT/CUIL whose check digit is wrong (Argentina). */
export const CUIT_CHECK_DIGIT = 'El CUIT/CUIL no es válido: el dígito verificador no coincide';

/**
 * The contract's rules plus the CUIT/CUIL check digit of the venue's country; the
 * discount is typed the way the venue writes numbers ('12,5').
 */
/** The api's text for an account without a credit limit (CLIENTE_LIMITE_CREDITO_OBLIGATORIO). */
export const LIMITE_OBLIGATORIO = 'La cuenta corriente necesita un límite de crédito mayor a 0';

/** `cuentas`: whether the user may open an account or change its limit (else the account is left as it is). */
export function clienteFormSchema(country: string, fields: NumberFields, cuentas = true) {
  const typed = clienteUpdateSchema.extend({
    descuento: fields.number(PERCENT_DECIMALS).pipe(clienteUpdateSchema.shape.descuento.unwrap()),
    // Blank reads as 0, no limit: refused below when the account is on, as the api refuses it.
    limiteCredito: fields.amount().optional(),
  });
  return typed.superRefine((value, ctx) => {
    if (value.cuit && fiscalIdProblem(value.cuit, country) === 'check-digit') {
      ctx.addIssue({ code: 'custom', path: ['cuit'], message: CUIT_CHECK_DIGIT });
    }
    if (cuentas && value.cuentaCorriente && !(value.limiteCredito && value.limiteCredito > 0)) {
      ctx.addIssue({ code: 'custom', path: ['limiteCredito'], message: LIMITE_OBLIGATORIO });
    }
  });
}

type FormInput = z.input<ReturnType<typeof clienteFormSchema>>;
type Output = z.output<ReturnType<typeof clienteFormSchema>>;
type TextField = 'nombre' | 'email' | 'telefono' | 'direccion' | 'numero' | 'departamento' | 'ciudad' | 'provincia' | 'cuit';

/** The server's limits, from the contract: the inputs stop there instead of failing on save. */
const MAX_LENGTH = Object.fromEntries(
  (['nombre', 'email', 'telefono', 'direccion', 'numero', 'departamento', 'ciudad', 'provincia', 'cuit', 'comentario'] as const).map((name) => [
    name,
    textMaxLength(clienteUpdateSchema.shape[name]),
  ]),
) as Partial<Record<TextField | 'comentario', number>>;

/** Fields long enough to be cut short by their limit show how much is used. */
const COUNTED: ReadonlySet<TextField | 'comentario'> = new Set(['nombre', 'direccion', 'comentario']);

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

function defaults(cliente: Cliente | null, fields: NumberFields): FormInput {
  if (!cliente)
    return {
      nombre: '',
      email: '',
      telefono: '',
      direccion: '',
      numero: '',
      departamento: '',
      ciudad: '',
      provincia: '',
      cuit: '',
      descuento: '',
      cuentaCorriente: false,
      limiteCredito: '',
      comentario: '',
    };
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
    descuento: cliente.descuento ? fields.numberText(cliente.descuento, PERCENT_DECIMALS) : '',
    cuentaCorriente: cliente.cuentaCorriente,
    limiteCredito: cliente.limiteCredito ? fields.amountText(cliente.limiteCredito) : '',
    comentario: cliente.comentario ?? '',
  };
}

function ClienteForm({ cliente, onCancel, onSaved }: { cliente: Cliente | null; onCancel: () => void; onSaved: (c: Cliente) => void }) {
  const { t } = useTranslation();
  const { locale } = useMoney();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const country = locale.split('-')[1] ?? 'AR';
  // Opening an account or changing its limit is clientes.cuenta-corriente's: without it an
  // existing account is shown as it is, and a new customer gets none.
  const cuentas = usePermission('clientes.cuenta-corriente');
  const schema = useMemo(() => clienteFormSchema(country, fields, cuentas), [country, fields, cuentas]);
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  /** The api found a customer this one looks like: saving again says it is someone else. */
  const [lookAlike, setLookAlike] = useState(false);
  const errorRef = useRef<HTMLDivElement | null>(null);
  const duplicateRef = useRef<HTMLButtonElement | null>(null);
  // The refusal sits at the top of a form taller than the screen: brought into view, and the
  // look-alike's 'save anyway' focused, so the user sees what happened where they are.
  useEffect(() => {
    if (!serverError) return;
    errorRef.current?.scrollIntoView({ block: 'nearest' });
    if (lookAlike) duplicateRef.current?.focus();
  }, [serverError, lookAlike]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, Output>({ resolver: zodResolver(schema), defaultValues: defaults(cliente, fields) });
  const typed = useWatch({ control });
  const counter = (name: TextField | 'comentario') => {
    const max = MAX_LENGTH[name];
    return max !== undefined && COUNTED.has(name) ? <TextCounter length={(typed[name] ?? '').length} max={max} testId={`${name}-counter`} /> : null;
  };

  const save = (confirmarDuplicado: boolean) =>
    handleSubmit(async (values) => {
      setServerError(null);
      setLookAlike(false);
      const { limiteCredito, ...rest } = values;
      const body = {
        ...rest,
        limiteCredito: values.cuentaCorriente && limiteCredito ? limiteCredito : null,
        ...(confirmarDuplicado ? { confirmarDuplicado } : {}),
        clientMutationId: mutationId,
      };
      const result = cliente ? await updateCliente(cliente.id, body) : await createCliente(body);
      if (result.success && result.data) {
        notify({ severity: 'success', message: result.message ?? t(cliente ? 'ventas.clientes.actualizado' : 'ventas.clientes.creado') });
        onSaved(result.data);
        return;
      }
      const message = saveFailureMessage(result, t('ventas.clientes.errorGuardar'));
      const duplicate =
        result.code === 'CLIENTE_POSIBLE_DUPLICADO' || (result.status === 409 && typeof (result.data as { clienteId?: unknown } | undefined)?.clienteId === 'number');
      if (duplicate) setLookAlike(true);
      // The api checks what only it can (the phone for the venue's country): show it on the field.
      const field = /tel[eé]fono/i.test(message) ? 'telefono' : /CUIT|CUIL/i.test(message) ? 'cuit' : null;
      if (field) setError(field as Path<FormInput>, { type: 'server', message }, { shouldFocus: true });
      else setServerError(message);
    });
  const submit = save(false);
  useHotkeys({ 'Control+Enter': () => void submit() });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        {serverError && (
          <Alert.Root status="error" data-testid="form-error" ref={errorRef}>
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
            {lookAlike && (
              <Button ref={duplicateRef} size="xs" variant="outline" colorPalette="red" ms="auto" onClick={() => void save(true)()} data-testid="confirmar-duplicado">
                {t('ventas.clientes.guardarIgual')}
              </Button>
            )}
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {TEXT_FIELDS.map(({ name, required, inputMode }) => (
            <Field.Root key={name} invalid={!!errors[name]} required={required ?? false}>
              <Field.Label>{t(`ventas.clientes.campos.${name}`)}</Field.Label>
              <Input autoComplete="off" autoFocus={name === 'nombre'} maxLength={MAX_LENGTH[name]} {...(inputMode ? { inputMode } : {})} {...register(name)} />
              {name === 'telefono' && !errors.telefono && <Field.HelperText>{t('ventas.clientes.telefonoAyuda')}</Field.HelperText>}
              {counter(name)}
              <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
            </Field.Root>
          ))}
          <Field.Root invalid={!!errors.descuento}>
            <Field.Label>{t('ventas.clientes.campos.descuento')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" {...register('descuento')} />
            <Field.ErrorText>{errorText(errors.descuento)}</Field.ErrorText>
          </Field.Root>
          {(cuentas || cliente?.cuentaCorriente) && (
            <Controller
              control={control}
              name="cuentaCorriente"
              render={({ field }) => (
                // Without the permission an open account can still be closed (clientes.editar), never opened.
                <Checkbox.Root alignSelf="end" checked={field.value ?? false} disabled={!cuentas && !field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('ventas.clientes.campos.cuentaCorriente')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          )}
          {typed.cuentaCorriente && (
            <Field.Root invalid={!!errors.limiteCredito} required>
              <Field.Label>{t('ventas.clientes.campos.limiteCredito')}</Field.Label>
              <Input inputMode="decimal" autoComplete="off" readOnly={!cuentas} {...register('limiteCredito')} />
              {cuentas && <Field.HelperText>{t('ventas.clientes.limiteAyuda')}</Field.HelperText>}
              <Field.ErrorText>
                {errors.limiteCredito?.message === LIMITE_OBLIGATORIO ? t('errors.CLIENTE_LIMITE_CREDITO_OBLIGATORIO') : errorText(errors.limiteCredito)}
              </Field.ErrorText>
            </Field.Root>
          )}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('ventas.clientes.campos.comentario')}</Field.Label>
          <Textarea rows={2} maxLength={MAX_LENGTH.comentario} {...register('comentario')} />
          {counter('comentario')}
        </Field.Root>
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
