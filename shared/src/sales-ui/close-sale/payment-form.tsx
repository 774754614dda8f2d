import { Alert, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PagoInput, PropinaInput, ReceptorFiscal, Venta } from '../../contracts';
import type { ApiResult } from '../../api-client/request';
import { isSessionExpiredError } from '../../api-client/errors';
import { playSound } from '../../ui/sound';
import { readNumberField } from '../number-field';
import { amountText, equalPartLines, foreignToCover, summarizePayments, type PaymentContext, type PaymentLine, type SplitMode } from '../payment-lines';
import type { TipoDocumento } from '../sale-document';
import { ShortcutKey } from '../shortcuts';
import { useHotkeys } from '../use-hotkeys';
import { useMoney } from '../use-money';
import { DocumentTypeStep } from './document-type-step';
import { MAX_SPLIT_PARTS, PAYMENTS_ERROR, paymentFormSchema, type PaymentFormOutput, type PaymentFormValues } from './payment-form-schema';
import { PaymentLinesStep } from './payment-lines-step';
import { PaymentSummaryStep } from './payment-summary-step';
import { RECEPTOR_DEFAULTS, useFacturacionActiva } from './receptor-fiscal-step';
import { SplitModeStep } from './split-mode-step';
import { TipStep } from './tip-step';

export interface PaymentFormProps {
  ctx: PaymentContext;
  totalMinor: number;
  clientMutationId: string;
  /** `propinas`: the tip added at payment, empty without one. */
  onFinalize: (pagos: PagoInput[], clientMutationId: string, propinas: PropinaInput[]) => Promise<ApiResult<Venta>>;
  /** Charged: the sale and the document chosen for it. */
  onCharged: (venta: Venta, documento: TipoDocumento, receptor?: ReceptorFiscal | null) => void;
  onCancel: () => void;
}

let lineSeq = 0;
const newKey = () => `p${++lineSeq}`;

function firstUnusedMedio(ctx: PaymentContext, lines: readonly PaymentLine[]): number {
  const used = new Set(lines.map((l) => l.medioId));
  return (ctx.medios.find((m) => !used.has(m.id)) ?? ctx.medios[0])!.id;
}

/** A whole number of parts from 2 to 20, or null. */
function readParts(text: string, locale: string): number | null {
  const n = readNumberField(text, { locale, decimals: 0, blank: null });
  return n !== null && n >= 2 && n <= MAX_SPLIT_PARTS ? n : null;
}

/**
 * The payment form of the close-sale screen, one react-hook-form form in steps: split mode, the
 * payment lines (a field array; foreign currencies show what they are worth), what is paid and
 * the change, the document. Enter confirms, F8 adds a payment line.
 */
export function PaymentForm({ ctx, totalMinor, clientMutationId, onFinalize, onCharged, onCancel }: PaymentFormProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const facturacion = useFacturacionActiva();
  const schema = useMemo(
    () =>
      paymentFormSchema(
        totalMinor,
        ctx,
        {
          montoInvalido: t('salesUi.closeSale.montoInvalido'),
          pagosInsuficientes: t('salesUi.closeSale.pagosInsuficientes'),
          vueltoSoloEfectivo: t('salesUi.closeSale.vueltoSoloEfectivo'),
          propinaInvalida: t('salesUi.closeSale.propinaInvalida'),
        },
        facturacion,
      ),
    [totalMinor, ctx, t, facturacion],
  );
  const form = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver: zodResolver(schema),
    // A refusal stays until the cashier changes something, then shows again on the next try.
    reValidateMode: 'onSubmit',
    defaultValues: {
      mode: 'monto',
      partsText: '2',
      documento: 'remito',
      receptor: RECEPTOR_DEFAULTS,
      propinaTipo: 'ninguna',
      propinaText: '',
      propinaMedioId: ctx.medios[0]!.id,
      lines: [{ key: newKey(), medioId: ctx.medios[0]!.id, moneda: ctx.localCurrency, amountText: amountText(totalMinor, ctx.localCurrency, ctx.locale) }],
    },
  });
  const { control, getValues, setValue, setFocus, clearErrors, setError, formState } = form;
  const fieldArray = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const mode = useWatch({ control, name: 'mode' });
  const partsText = useWatch({ control, name: 'partsText' });
  const summary = summarizePayments(totalMinor, lines, ctx);
  const busy = formState.isSubmitting;

  useEffect(() => {
    // The dialog's focus trap places its initial focus in a timeout: select the amount after it.
    const timer = setTimeout(() => setFocus('lines.0.amountText', { shouldSelect: true }), 0);
    return () => clearTimeout(timer);
  }, [setFocus]);

  const selectAmount = (index: number) => setTimeout(() => setFocus(`lines.${index}.amountText`, { shouldSelect: true }), 0);

  /** What the other lines leave to pay, in the venue's currency. */
  const remainingWithout = (index: number | null) => {
    const current = summarizePayments(totalMinor, getValues('lines'), ctx);
    const paid = current.lines.reduce((sum, l, i) => (i !== index && l.localMinor !== null ? sum + l.localMinor : sum), 0);
    return Math.max(0, totalMinor - paid);
  };

  const edited = () => clearErrors();

  const changeCurrency = (index: number, moneda: string) => {
    edited();
    // Propose what covers the rest of the sale in the new currency; the cashier types over it.
    const rest = remainingWithout(index);
    const rate = ctx.rates.get(moneda);
    // Foreign money at a counter is nearly always notes in the drawer: propose cash.
    const cash = rate ? ctx.medios.find((m) => m.tipo === 'efectivo') : undefined;
    const proposed = rate ? foreignToCover(rest, rate, moneda, ctx.localCurrency) : rest;
    setValue(`lines.${index}.amountText`, amountText(proposed, moneda, ctx.locale));
    if (cash) setValue(`lines.${index}.medioId`, cash.id);
    selectAmount(index);
  };

  const addLine = () => {
    if (getValues('mode') !== 'monto') return;
    edited();
    const current = getValues('lines');
    fieldArray.append(
      { key: newKey(), medioId: firstUnusedMedio(ctx, current), moneda: ctx.localCurrency, amountText: amountText(remainingWithout(null), ctx.localCurrency, ctx.locale) },
      { shouldFocus: false },
    );
    selectAmount(current.length);
  };

  const changeMode = (next: SplitMode) => {
    edited();
    setValue('mode', next);
    const current = getValues('lines');
    const parts = readParts(getValues('partsText'), ctx.locale) ?? 2;
    if (next === 'partes') fieldArray.replace(equalPartLines(totalMinor, parts, current, ctx, newKey));
    else fieldArray.replace(current.slice(0, 1).map((l) => ({ ...l, amountText: amountText(totalMinor, ctx.localCurrency, ctx.locale) })));
  };

  const changeParts = (text: string) => {
    edited();
    // The field keeps what is typed; the split follows once it is a whole number from 2 to 20.
    const n = readParts(text, ctx.locale);
    if (n !== null) fieldArray.replace(equalPartLines(totalMinor, n, getValues('lines'), ctx, newKey));
  };

  useHotkeys({ F8: addLine }, { enabled: !busy });

  const submit = form.handleSubmit(
    async ({ pagos, documento, receptor, propinas }) => {
      try {
        const result = await onFinalize(pagos, clientMutationId, propinas);
        if (result.success && result.data) {
          playSound('payment');
          onCharged(result.data, documento, receptor);
          return;
        }
        fail(result.message || t('salesUi.closeSale.errorFinalizar'));
      } catch (e) {
        if (!isSessionExpiredError(e)) fail(t('salesUi.closeSale.errorFinalizar'));
      }
    },
    () => playSound('error'),
  );

  function fail(message: string) {
    setError(PAYMENTS_ERROR as never, { type: 'server', message });
    playSound('error');
  }

  const error = (formState.errors as Record<string, { message?: string } | undefined>)[PAYMENTS_ERROR]?.message;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(e) => {
          if (busy) e.preventDefault();
          else void submit(e);
        }}
        noValidate
      >
        <Stack gap={4}>
          <HStack justify="space-between" align="baseline" wrap="wrap">
            <Text color="fg.muted">{t('salesUi.closeSale.totalACobrar')}</Text>
            <Text fontSize="3xl" fontWeight="bold" data-testid="close-sale-total">
              {money(totalMinor)}
            </Text>
          </HStack>

          <SplitModeStep parts={readParts(partsText, ctx.locale)} onMode={changeMode} onParts={changeParts} />
          <PaymentLinesStep ctx={ctx} mode={mode} lines={lines} summaries={summary.lines} fieldArray={fieldArray} onCurrency={changeCurrency} onAdd={addLine} onEdit={edited} />
          <Separator />
          <PaymentSummaryStep totalMinor={totalMinor} summary={summary} />
          <TipStep ctx={ctx} totalMinor={totalMinor} onEdit={edited} />
          <DocumentTypeStep />

          {error && (
            <Alert.Root status="error" data-testid="close-sale-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}

          <HStack justify="flex-end" gap={2}>
            <Button variant="outline" size="lg" onClick={onCancel} disabled={busy}>
              {t('salesUi.closeSale.cancelar')} <ShortcutKey k="Esc" />
            </Button>
            <Button type="submit" colorPalette="primary" size="lg" loading={busy} loadingText={t('salesUi.closeSale.cobrando')} data-testid="confirm-payment">
              {t('salesUi.closeSale.confirmar')} <ShortcutKey k="Enter" />
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
