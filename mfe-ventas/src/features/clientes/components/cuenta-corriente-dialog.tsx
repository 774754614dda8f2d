import { Alert, Badge, Button, Field, Grid, HStack, Input, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pagoCuentaSchema, type Cliente, type CuentaCorriente } from '@resto/shared/contracts';
import { newClientMutationId, saveFailureMessage } from '@resto/shared/api-client';
import { queryFailure } from '@resto/shared/query';
import { formatDateTime } from '@resto/shared/format';
import {
  AppDialog,
  paymentContext,
  ShortcutKey,
  useHotkeys,
  useNumberFields,
  usePaymentSetup,
  useMoney,
  useValidationText,
  type NumberFields,
  type PaymentContext,
} from '@resto/shared/sales-ui';
import { notify, playSound } from '@resto/shared/ui';
import { clientesKeys } from '../api/query-keys';
import { useCuentaCorriente } from '../api/get-cuenta-corriente';
import { registrarPagoCuenta } from '../api/registrar-pago-cuenta';

export interface CuentaCorrienteDialogProps {
  /** The customer whose account is shown; null keeps the dialog closed. */
  cliente: Cliente | null;
  onClose: () => void;
  /** A payment was recorded: the balance in lists is stale. */
  onChanged: () => void;
}

/**
 * A customer's current account: what they owe, the sales on account, payments and voids that made
 * it, and a payment on account (in any method but the account itself, in the venue's currency or
 * a foreign one at the venue's rate). Ctrl+Enter records the payment.
 */
export function CuentaCorrienteDialog({ cliente, onClose, onChanged }: CuentaCorrienteDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={cliente !== null}
      onClose={onClose}
      size="xl"
      title={cliente ? t('ventas.cuenta.titulo', { nombre: cliente.nombre }) : ''}
      testId="cuenta-corriente-dialog"
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-autofocus="cuenta"]')}
    >
      {cliente && <CuentaBody cliente={cliente} onChanged={onChanged} />}
    </AppDialog>
  );
}

function CuentaBody({ cliente, onChanged }: { cliente: Cliente; onChanged: () => void }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const cuenta = useCuentaCorriente(cliente.id);
  const data = cuenta.data;
  const cuentaError = queryFailure(cuenta.error).error;
  const client = useQueryClient();

  if (!data) {
    if (cuentaError !== null) {
      return (
        <Alert.Root status="error" data-testid="cuenta-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('ventas.cuenta.errorCargar')}</Alert.Title>
            <Alert.Description>{cuentaError}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={() => void cuenta.refetch()} data-autofocus="cuenta">
            {t('common.reintentar')}
          </Button>
        </Alert.Root>
      );
    }
    return (
      <HStack justify="center" py={8}>
        <Spinner />
      </HStack>
    );
  }

  return (
    <Stack gap={5}>
      <HStack justify="space-between" align="baseline" wrap="wrap">
        <Text color="fg.muted">{t('ventas.cuenta.saldo')}</Text>
        <Stack gap={0} align="flex-end">
          <Text fontSize="3xl" fontWeight="bold" data-testid="cuenta-saldo" color={data.saldo > 0 ? 'fg.error' : undefined}>
            {amount(data.saldo)}
          </Text>
          {data.saldo < 0 && (
            <Text fontSize="sm" color="green.fg">
              {t('ventas.cuenta.aFavor')}
            </Text>
          )}
        </Stack>
      </HStack>
      {cliente.cuentaCorriente ? (
        data.saldo > 0 ? (
          <PagoForm
            cliente={cliente}
            saldo={data.saldo}
            onPaid={(next) => {
              client.setQueryData(clientesKeys.cuentaCorriente(cliente.id), next);
              onChanged();
            }}
          />
        ) : (
          <Text color="fg.muted" data-testid="cuenta-sin-deuda">
            {t('ventas.cuenta.sinDeuda')}
          </Text>
        )
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('ventas.cuenta.deshabilitada')}</Alert.Title>
        </Alert.Root>
      )}
      <Movimientos cuenta={data} />
    </Stack>
  );
}

function Movimientos({ cuenta }: { cuenta: CuentaCorriente }) {
  const { t } = useTranslation();
  const { amount, currency, locale } = useMoney();
  if (cuenta.movimientos.length === 0) return <Text color="fg.muted">{t('ventas.cuenta.sinMovimientos')}</Text>;
  const columns = ['fecha', 'tipo', 'detalle', 'usuario', 'monto'] as const;
  return (
    <Stack gap={2}>
      <Text fontWeight="semibold">{t('ventas.cuenta.movimientos')}</Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="40vh">
        <Table.Root size="sm" stickyHeader data-testid="cuenta-movimientos">
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c} textAlign={c === 'monto' ? 'end' : undefined}>
                  {t(`ventas.cuenta.columnas.${c}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cuenta.movimientos.map((m) => {
              const detail = [
                m.ventaNumero !== null ? t('ventas.cuenta.ventaNumero', { numero: m.ventaNumero }) : null,
                m.medio,
                m.moneda && m.moneda !== currency && m.montoMoneda !== null ? amount(m.montoMoneda, m.moneda) : null,
                m.nota,
              ].filter(Boolean);
              return (
                <Table.Row key={m.id} data-testid="cuenta-movimiento">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(m.fecha, { locale, seconds: false })}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={m.tipo === 'venta' ? 'purple' : m.tipo === 'pago' ? 'green' : 'gray'}>{t(`ventas.cuenta.tipos.${m.tipo}`)}</Badge>
                  </Table.Cell>
                  <Table.Cell>{detail.join(' · ')}</Table.Cell>
                  <Table.Cell>{m.usuario.nombre}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                    {amount(m.monto)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/**
 * The contract with the amount typed the way the venue writes numbers, at the chosen currency's
 * own decimals ('12.955' pesos, '10,50' dollars).
 */
function pagoFormSchema(fields: NumberFields) {
  const typed = pagoCuentaSchema.extend({ monto: z.string() });
  return typed
    .transform((values, ctx): z.input<typeof pagoCuentaSchema> => {
      const parsed = fields.amount(values.moneda ? { currency: values.moneda } : {}).safeParse(values.monto);
      if (parsed.success) return { ...values, monto: parsed.data };
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['monto'] });
      return z.NEVER;
    })
    .pipe(pagoCuentaSchema);
}
type FormInput = z.input<ReturnType<typeof pagoFormSchema>>;
type Output = z.output<ReturnType<typeof pagoFormSchema>>;

function PagoForm({ cliente, saldo, onPaid }: { cliente: Cliente; saldo: number; onPaid: (cuenta: CuentaCorriente) => void }) {
  const { t } = useTranslation();
  const { currency, locale } = useMoney();
  const setup = usePaymentSetup();
  const setupError = queryFailure(setup.error).error;
  // The account itself cannot pay the account: the shared context leaves it out.
  const ctx = useMemo(() => (setup.data ? paymentContext(currency, setup.data.medios, setup.data.tipos, false, locale) : null), [setup.data, currency, locale]);
  if (!ctx) {
    return setupError !== null ? (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {t('salesUi.closeSale.errorMedios')}: {setupError}
        </Alert.Title>
      </Alert.Root>
    ) : (
      <Spinner size="sm" />
    );
  }
  return <PagoFields cliente={cliente} saldo={saldo} ctx={ctx} onPaid={onPaid} />;
}

function PagoFields({ cliente, saldo, ctx, onPaid }: { cliente: Cliente; saldo: number; ctx: PaymentContext; onPaid: (cuenta: CuentaCorriente) => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  // One id per payment: a retry after a timeout records it once; a new one after it is recorded.
  const [mutationId, setMutationId] = useState(newClientMutationId);
  const [serverError, setServerError] = useState<string | null>(null);
  // No amount is proposed (one Ctrl+Enter would record money never received): it is typed, or
  // 'Todo el saldo' fills the balance.
  const fields = useNumberFields();
  const schema = useMemo(() => pagoFormSchema(fields), [fields]);
  const defaults: FormInput = { medioId: ctx.medios[0]?.id ?? 0, moneda: ctx.localCurrency, monto: '', nota: '' };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, Output>({ resolver: zodResolver(schema), defaultValues: defaults });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await registrarPagoCuenta(cliente.id, { ...values, clientMutationId: mutationId });
    if (result.success && result.data) {
      playSound('payment');
      notify({ severity: 'success', message: result.message ?? t('ventas.cuenta.registrado') });
      setMutationId(newClientMutationId());
      reset(defaults);
      onPaid(result.data);
      return;
    }
    playSound('error');
    setServerError(saveFailureMessage(result, t('ventas.cuenta.errorPago')));
  });
  useHotkeys({ 'Control+Enter': () => void submit() });

  if (ctx.medios.length === 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('salesUi.closeSale.sinMedios')}</Alert.Title>
      </Alert.Root>
    );
  }

  const currencies = [ctx.localCurrency, ...ctx.rates.keys()];
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="pago-cuenta-form">
      <Stack gap={3} borderWidth="1px" borderRadius="md" p={4}>
        <Text fontWeight="semibold">{t('ventas.cuenta.registrarPago')}</Text>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1.5fr' }} gap={3} alignItems="start">
          <Field.Root invalid={!!errors.medioId}>
            <Field.Label>{t('ventas.cuenta.medio')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('medioId', { setValueAs: Number })}>
                {ctx.medios.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('ventas.cuenta.moneda')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('moneda')}>
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors.monto} required>
            <Field.Label>{t('ventas.cuenta.monto')}</Field.Label>
            <Input inputMode="decimal" autoComplete="off" data-autofocus="cuenta" onFocus={(e) => e.currentTarget.select()} {...register('monto')} />
            <Field.ErrorText>{errorText(errors.monto)}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <Field.Root invalid={!!errors.nota}>
          <Field.Label>{t('ventas.cuenta.nota')}</Field.Label>
          <Input maxLength={300} autoComplete="off" {...register('nota')} />
          <Field.ErrorText>{errorText(errors.nota)}</Field.ErrorText>
        </Field.Root>
        {serverError && (
          <Alert.Root status="error" data-testid="pago-cuenta-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap={2} wrap="wrap">
          <Button
            variant="ghost"
            onClick={() => {
              setValue('moneda', ctx.localCurrency);
              setValue('monto', fields.amountText(saldo));
            }}
          >
            {t('ventas.cuenta.todoElSaldo')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="registrar-pago">
            {t('ventas.cuenta.registrar')} <ShortcutKey k="Ctrl+Enter" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
