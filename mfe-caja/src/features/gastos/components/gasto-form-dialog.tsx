import { Alert, Button, Checkbox, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { gastoBodySchema, type Gasto } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import {
  AppDialog,
  approvalHeaders,
  approvalRequestOf,
  ManagerApprovalDialog,
  ShortcutKey,
  textMaxLength,
  useHotkeys,
  useNumberFields,
  useValidationText,
  type ApprovalRequest,
  type NumberFields,
} from '@resto/shared/sales-ui';
import { useSession } from '@resto/shared/session';
import { notify } from '@resto/shared/ui';
import { createGasto } from '../api/create-gasto';
import { updateGasto } from '../api/update-gasto';

const SUGGESTED = ['proveedores', 'servicios', 'sueldos', 'limpieza', 'mantenimiento', 'otros'] as const;
const AMOUNTS = ['montoPesos', 'montoReales', 'montoDolares'] as const;
/** The currency of each amount: the venue's own, reais and dollars. */
const AMOUNT_CURRENCY = { montoPesos: null, montoReales: 'BRL', montoDolares: 'USD' } as const;

/** The contract with the three amounts typed in the venue's locale, each in its currency's decimals. */
function formSchema(fields: NumberFields) {
  const amount = (name: (typeof AMOUNTS)[number]) => {
    const currency = AMOUNT_CURRENCY[name];
    return fields.amount(currency ? { currency } : {}).pipe(gastoBodySchema.shape[name].unwrap());
  };
  const typed = z.object({ ...gastoBodySchema.shape, montoPesos: amount('montoPesos'), montoReales: amount('montoReales'), montoDolares: amount('montoDolares') });
  // Then the contract itself, with its rule on the three amounts together.
  return typed.pipe(gastoBodySchema as unknown as z.ZodType<z.output<typeof gastoBodySchema>, z.output<typeof typed>>);
}
type Input = z.input<ReturnType<typeof formSchema>>;
type Output = z.output<ReturnType<typeof formSchema>>;

export interface GastoFormDialogProps {
  open: boolean;
  /** The expense to edit; null to record a new one. */
  gasto: Gasto | null;
  /** Categories already used, offered as suggestions. */
  categorias: readonly string[];
  onClose: () => void;
  onSaved: (gasto: Gasto) => void;
}

export function GastoFormDialog({ open, gasto, categorias, onClose, onSaved }: GastoFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={gasto ? t('caja.gastos.editar') : t('caja.gastos.nuevo')} size="lg" testId="gasto-dialog">
      <GastoForm gasto={gasto} categorias={categorias} onCancel={onClose} onSaved={onSaved} />
    </AppDialog>
  );
}

function GastoForm({ gasto, categorias, onCancel, onSaved }: Omit<GastoFormDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const { user } = useSession();
  const fields = useNumberFields();
  const schema = useMemo(() => formSchema(fields), [fields]);
  const prefill = (value: number, name: (typeof AMOUNTS)[number]) => (value === 0 ? '' : fields.amountText(value, AMOUNT_CURRENCY[name] ?? fields.currency));
  const [mutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: gasto
      ? {
          categoria: gasto.categoria,
          descripcion: gasto.descripcion,
          notas: gasto.notas ?? '',
          pagadoPor: gasto.pagadoPor,
          montoPesos: prefill(gasto.montoPesos, 'montoPesos'),
          montoReales: prefill(gasto.montoReales, 'montoReales'),
          montoDolares: prefill(gasto.montoDolares, 'montoDolares'),
          desdeCaja: gasto.desdeCaja,
        }
      : { categoria: '', descripcion: '', notas: '', pagadoPor: user?.nombre ?? '', montoPesos: '', montoReales: '', montoDolares: '', desdeCaja: true },
  });

  // An expense from the drawer above the venue's limit asks for a manager's PIN, then is sent again with the token.
  const [approval, setApproval] = useState<{ request: ApprovalRequest; values: Output } | null>(null);
  const send = async (values: Output, token?: string) => {
    setServerError(null);
    const body = { ...values, clientMutationId: mutationId };
    const headers = token ? approvalHeaders(token) : undefined;
    const result = gasto ? await updateGasto(gasto.id, body, headers) : await createGasto(body, headers);
    if (result.success && result.data) {
      notify({ severity: 'success', message: result.message ?? t(gasto ? 'caja.gastos.actualizado' : 'caja.gastos.registrado') });
      onSaved(result.data);
      return;
    }
    const request = token ? null : approvalRequestOf(result);
    if (request) setApproval({ request, values });
    else setServerError(saveFailureMessage(result, t('caja.gastos.errorGuardar')));
  };
  const submit = handleSubmit((values) => send(values));
  useHotkeys({ 'Control+Enter': () => void submit() }, { enabled: approval === null });

  const suggestions = [...new Set([...SUGGESTED.map((c) => t(`caja.gastos.categorias.${c}`)), ...categorias])];
  // The "at least one amount" rule concerns the three fields together: zod reports it on the form.
  const amountsError = (errors as Record<string, { message?: string; type?: unknown } | undefined>)[''];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <Field.Root invalid={!!errors.categoria} required>
            <Field.Label>{t('caja.gastos.campos.categoria')}</Field.Label>
            <Input list="gasto-categorias" autoComplete="off" autoFocus maxLength={textMaxLength(gastoBodySchema.shape.categoria)} {...register('categoria')} />
            <datalist id="gasto-categorias">
              {suggestions.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <Field.ErrorText>{errorText(errors.categoria)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.pagadoPor} required>
            <Field.Label>{t('caja.gastos.campos.pagadoPor')}</Field.Label>
            <Input autoComplete="off" maxLength={textMaxLength(gastoBodySchema.shape.pagadoPor)} {...register('pagadoPor')} />
            <Field.ErrorText>{errorText(errors.pagadoPor)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!errors.descripcion} required>
          <Field.Label>{t('caja.gastos.campos.descripcion')}</Field.Label>
          <Input autoComplete="off" maxLength={textMaxLength(gastoBodySchema.shape.descripcion)} {...register('descripcion')} />
          <Field.ErrorText>{errorText(errors.descripcion)}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap={4}>
          {AMOUNTS.map((name) => (
            <Field.Root key={name} invalid={!!errors[name] || !!amountsError}>
              <Field.Label>{t(`caja.gastos.campos.${name}`)}</Field.Label>
              <Input inputMode="decimal" autoComplete="off" {...register(name)} />
              <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        {amountsError && (
          <Alert.Root status="error" data-testid="amounts-error">
            <Alert.Indicator />
            <Alert.Title>{errorText(amountsError)}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root>
          <Field.Label>{t('caja.gastos.campos.notas')}</Field.Label>
          <Textarea rows={2} maxLength={textMaxLength(gastoBodySchema.shape.notas)} {...register('notas')} />
        </Field.Root>
        <Controller
          control={control}
          name="desdeCaja"
          render={({ field }) => (
            <Checkbox.Root checked={field.value ?? true} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('caja.gastos.campos.desdeCaja')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
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
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-gasto">
            {t('common.guardar')} <ShortcutKey k="Enter" />
          </Button>
        </Stack>
      </Stack>
      <ManagerApprovalDialog
        request={approval?.request ?? null}
        onClose={() => setApproval(null)}
        onApproved={(token) => {
          const values = approval?.values;
          setApproval(null);
          if (values) void send(values, token);
        }}
      />
    </form>
  );
}
