import {
  Alert,
  Box,
  Button,
  Field,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  RadioGroup,
  SegmentGroup,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MedioPago, PagoInput, TipoCambio, Venta } from '../contracts';
import type { ApiResult } from '../api-client/request';
import { isSessionExpiredError } from '../api-client/errors';
import { formatRate } from '../rules/money';
import { playSound } from '../ui/sound';
import { AppDialog } from './app-dialog';
import { getMediosPago } from './api/get-medios-pago';
import { getTiposCambio } from './api/get-tipos-cambio';
import {
  amountText,
  equalPartLines,
  foreignToCover,
  paymentContext,
  summarizePayments,
  toPagoInputs,
  type PaymentContext,
  type PaymentLine,
  type SplitMode,
} from './payment-lines';
import { SaleDocumentView, type TipoDocumento } from './sale-document';
import { ShortcutKey } from './shortcuts';
import { useApiQuery } from './use-api-query';
import { useHotkeys } from './use-hotkeys';
import { useMoney } from './use-money';

export interface CloseSaleDialogProps {
  open: boolean;
  /** What the sale costs, in the venue's minor units (the same shared rules the api charges with). */
  totalMinor: number;
  /** Offer methods that charge a current account (the sale's customer has one). Default false. */
  allowAccount?: boolean;
  /**
   * The id of this sale's charge: keep it while the sale is the same, so a retry after a timeout
   * replays the first charge instead of charging twice; make a new one after a sale was charged.
   */
  clientMutationId: string;
  /** Charges the sale (counter, sale draft or table: the caller knows the endpoint). */
  onFinalize: (pagos: PagoInput[], clientMutationId: string) => Promise<ApiResult<Venta>>;
  /** The sale was charged: clear the cart now, the document step follows. */
  onCharged: (venta: Venta) => void;
  /** The dialog closed: cancelled before paying, or done after the document step. */
  onClose: () => void;
}

export const MAX_SPLIT_PARTS = 20;

/**
 * The close-sale screen (SPEC §2 Sales screen, §9 split payments): payment lines in several
 * methods and currencies (converted at the venue's rates), split by amount or in equal parts,
 * the change, remito or fiscal ticket, then the printable document. Keyboard: Enter confirms,
 * F8 adds a payment, Esc closes.
 */
export function CloseSaleDialog(props: CloseSaleDialogProps) {
  const { t } = useTranslation();
  const [venta, setVenta] = useState<Venta | null>(null);
  const [documento, setDocumento] = useState<TipoDocumento>('remito');
  const close = () => {
    setVenta(null);
    props.onClose();
  };
  return (
    <AppDialog
      open={props.open}
      onClose={close}
      size="xl"
      testId="close-sale"
      title={venta ? t('salesUi.document.cobrada', { numero: venta.numero ?? venta.id }) : t('salesUi.closeSale.titulo')}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-autofocus="close-sale"]')}
    >
      {venta ? (
        <DoneStep venta={venta} documento={documento} onNewSale={close} />
      ) : (
        <PayStep
          {...props}
          documento={documento}
          onDocumento={setDocumento}
          onCancel={close}
          onCharged={(v) => {
            setVenta(v);
            props.onCharged(v);
          }}
        />
      )}
    </AppDialog>
  );
}

function DoneStep({ venta, documento, onNewSale }: { venta: Venta; documento: TipoDocumento; onNewSale: () => void }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  return (
    <Stack gap={4}>
      {venta.vuelto > 0 && (
        <Alert.Root status="info" data-testid="change-to-give">
          <Alert.Indicator />
          <Alert.Title fontSize="lg">{t('salesUi.document.entregarVuelto', { monto: amount(venta.vuelto) })}</Alert.Title>
        </Alert.Root>
      )}
      <SaleDocumentView venta={venta} documento={documento} />
      <HStack justify="flex-end">
        <Button colorPalette="primary" onClick={onNewSale} autoFocus data-autofocus="close-sale" data-testid="new-sale">
          {t('salesUi.document.nuevaVenta')} <ShortcutKey k="Esc" />
        </Button>
      </HStack>
    </Stack>
  );
}

interface Setup {
  medios: MedioPago[];
  tipos: TipoCambio[];
}

async function loadSetup(signal: AbortSignal): Promise<ApiResult<Setup>> {
  const [medios, tipos] = await Promise.all([getMediosPago(signal), getTiposCambio(signal)]);
  if (!medios.success) return { ...medios, data: undefined };
  if (!tipos.success) return { ...tipos, data: undefined };
  return { success: true, data: { medios: medios.data ?? [], tipos: tipos.data ?? [] } };
}

type PayStepProps = Omit<CloseSaleDialogProps, 'open' | 'onClose'> & {
  documento: TipoDocumento;
  onDocumento: (d: TipoDocumento) => void;
  onCancel: () => void;
};

function PayStep(props: PayStepProps) {
  const { t } = useTranslation();
  const { currency, locale } = useMoney();
  const setup = useApiQuery('close-sale-setup', loadSetup);
  const ctx = useMemo(
    () => (setup.data ? paymentContext(currency, setup.data.medios, setup.data.tipos, props.allowAccount ?? false, locale) : null),
    [setup.data, currency, props.allowAccount, locale],
  );

  if (!ctx) {
    if (setup.error) {
      return (
        <Alert.Root status="error" data-testid="close-sale-setup-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('salesUi.closeSale.errorMedios')}</Alert.Title>
            <Alert.Description>{setup.error}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={setup.reload} data-autofocus="close-sale">
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
  if (ctx.medios.length === 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('salesUi.closeSale.sinMedios')}</Alert.Title>
      </Alert.Root>
    );
  }
  return <PaymentForm {...props} ctx={ctx} />;
}

let lineSeq = 0;
const newKey = () => `p${++lineSeq}`;

function firstUnusedMedio(ctx: PaymentContext, lines: readonly PaymentLine[]): number {
  const used = new Set(lines.map((l) => l.medioId));
  return (ctx.medios.find((m) => !used.has(m.id)) ?? ctx.medios[0])!.id;
}

function PaymentForm({ ctx, totalMinor, clientMutationId, onFinalize, onCharged, documento, onDocumento, onCancel }: PayStepProps & { ctx: PaymentContext }) {
  const { t } = useTranslation();
  const { money, locale } = useMoney();
  const [mode, setMode] = useState<SplitMode>('monto');
  const [parts, setParts] = useState(2);
  const [partsText, setPartsText] = useState('2');
  const [lines, setLines] = useState<PaymentLine[]>(() => [
    { key: newKey(), medioId: ctx.medios[0]!.id, moneda: ctx.localCurrency, amountText: amountText(totalMinor, ctx.localCurrency, ctx.locale) },
  ]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusKey = useRef<string | null>(null);
  const amountRefs = useRef(new Map<string, HTMLInputElement>());
  const summary = summarizePayments(totalMinor, lines, ctx);
  const currencies = [ctx.localCurrency, ...ctx.rates.keys()];

  useEffect(() => {
    // The dialog's focus trap places its initial focus in a timeout: select the amount after it.
    const timer = setTimeout(() => amountRefs.current.values().next().value?.select(), 0);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!focusKey.current) return;
    amountRefs.current.get(focusKey.current)?.select();
    focusKey.current = null;
  }, [lines]);

  /** What the other lines leave to pay, in the venue's currency. */
  const remainingWithout = (key: string | null) => {
    const paid = summary.lines.reduce((sum, l) => (l.key !== key && l.localMinor !== null ? sum + l.localMinor : sum), 0);
    return Math.max(0, totalMinor - paid);
  };

  const update = (key: string, patch: Partial<PaymentLine>) => {
    setError(null);
    setLines((current) => current.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  };

  const changeCurrency = (line: PaymentLine, moneda: string) => {
    // Propose what covers the rest of the sale in the new currency; the cashier types over it.
    const rest = remainingWithout(line.key);
    const rate = ctx.rates.get(moneda);
    // Foreign money at a counter is nearly always notes in the drawer: propose cash.
    const cash = rate ? ctx.medios.find((m) => m.tipo === 'efectivo') : undefined;
    update(line.key, { moneda, amountText: amountText(rate ? foreignToCover(rest, rate, moneda, ctx.localCurrency) : rest, moneda, ctx.locale), ...(cash ? { medioId: cash.id } : {}) });
    focusKey.current = line.key;
  };

  const addLine = () => {
    if (mode !== 'monto') return;
    setError(null);
    const key = newKey();
    focusKey.current = key;
    setLines((current) => [
      ...current,
      { key, medioId: firstUnusedMedio(ctx, current), moneda: ctx.localCurrency, amountText: amountText(remainingWithout(null), ctx.localCurrency, ctx.locale) },
    ]);
  };

  const removeLine = (key: string) => {
    setError(null);
    setLines((current) => (current.length > 1 ? current.filter((l) => l.key !== key) : current));
  };

  const changeMode = (next: SplitMode) => {
    setError(null);
    setMode(next);
    if (next === 'partes') setLines((current) => equalPartLines(totalMinor, parts, current, ctx, newKey));
    else setLines((current) => current.slice(0, 1).map((l) => ({ ...l, amountText: amountText(totalMinor, ctx.localCurrency, ctx.locale) })));
  };

  const changeParts = (text: string) => {
    // The field keeps what is typed; the split follows once it is a whole number from 2 to 20.
    setPartsText(text);
    const n = Number(text);
    if (!Number.isInteger(n) || n < 2 || n > MAX_SPLIT_PARTS) return;
    setParts(n);
    setLines((current) => equalPartLines(totalMinor, n, current, ctx, newKey));
  };

  useHotkeys({ F8: addLine }, { enabled: !busy });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!summary.allValid) return fail(t('salesUi.closeSale.montoInvalido'));
    const s = summary.settlement;
    if (!s.ok) return fail(t(s.reason === 'insufficient' ? 'salesUi.closeSale.pagosInsuficientes' : 'salesUi.closeSale.vueltoSoloEfectivo'));
    setBusy(true);
    setError(null);
    try {
      const result = await onFinalize(toPagoInputs(lines, ctx), clientMutationId);
      if (result.success && result.data) {
        playSound('payment');
        onCharged(result.data);
        return;
      }
      fail(result.message || t('salesUi.closeSale.errorFinalizar'));
    } catch (e) {
      if (!isSessionExpiredError(e)) fail(t('salesUi.closeSale.errorFinalizar'));
    } finally {
      setBusy(false);
    }
  };

  function fail(message: string) {
    setError(message);
    playSound('error');
  }

  const s = summary.settlement;
  const paidMinor = s.paidMinor;
  const missingMinor = Math.max(0, totalMinor - paidMinor);
  const changeMinor = s.ok ? s.changeMinor : 0;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        <HStack justify="space-between" align="baseline" wrap="wrap">
          <Text color="fg.muted">{t('salesUi.closeSale.totalACobrar')}</Text>
          <Text fontSize="3xl" fontWeight="bold" data-testid="close-sale-total">
            {money(totalMinor)}
          </Text>
        </HStack>

        <HStack gap={3} wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('salesUi.closeSale.dividir')}
          </Text>
          <SegmentGroup.Root size="sm" value={mode} onValueChange={(e) => changeMode(e.value as SplitMode)} data-testid="split-mode">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'monto', label: t('salesUi.closeSale.porMonto') },
                { value: 'partes', label: t('salesUi.closeSale.partesIguales') },
              ]}
            />
          </SegmentGroup.Root>
          {mode === 'partes' && (
            <Field.Root orientation="horizontal" w="auto" gap={2}>
              <Field.Label fontSize="sm">{t('salesUi.closeSale.partes')}</Field.Label>
              <Input
                type="number"
                size="sm"
                w="5rem"
                min={2}
                max={MAX_SPLIT_PARTS}
                value={partsText}
                onChange={(e) => changeParts(e.target.value)}
                aria-invalid={String(parts) !== partsText || undefined}
                data-testid="split-parts"
              />
            </Field.Root>
          )}
        </HStack>

        <Stack gap={2} data-testid="payment-lines">
          {lines.map((line, i) => {
            const info = summary.lines[i];
            const rate = ctx.rates.get(line.moneda);
            const n = i + 1;
            return (
              <Grid
                key={line.key}
                templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1.4fr auto' }}
                gap={2}
                alignItems="center"
                data-testid={`payment-line-${n}`}
              >
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={`${t('salesUi.closeSale.medio')} ${n}`}
                    value={line.medioId}
                    onChange={(e) => update(line.key, { medioId: Number(e.target.value) })}
                  >
                    {ctx.medios.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.nombre}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <NativeSelect.Root size="sm" disabled={mode === 'partes'}>
                  <NativeSelect.Field
                    aria-label={`${t('salesUi.closeSale.moneda')} ${n}`}
                    value={line.moneda}
                    onChange={(e) => changeCurrency(line, e.target.value)}
                  >
                    {currencies.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Stack gap={0}>
                  <Input
                    size="sm"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={`${t('salesUi.closeSale.monto')} ${n}`}
                    aria-invalid={info && !info.valid ? true : undefined}
                    readOnly={mode === 'partes'}
                    value={line.amountText}
                    onChange={(e) => update(line.key, { amountText: e.target.value })}
                    onFocus={(e) => e.currentTarget.select()}
                    ref={(el) => {
                      if (el) amountRefs.current.set(line.key, el);
                      else amountRefs.current.delete(line.key);
                    }}
                    {...(i === 0 ? { 'data-autofocus': 'close-sale' } : {})}
                  />
                  {rate !== undefined && (
                    <Text fontSize="xs" color="fg.muted" data-testid={`payment-line-${n}-local`}>
                      {info?.localMinor != null ? t('salesUi.closeSale.equivale', { monto: money(info.localMinor) }) : ''}{' '}
                      ({t('salesUi.closeSale.cotizacion', { moneda: line.moneda, valor: new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(formatRate(rate) as `${number}`) })})
                    </Text>
                  )}
                </Stack>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('salesUi.closeSale.quitarPago', { n })}
                  disabled={lines.length === 1 || mode === 'partes'}
                  onClick={() => removeLine(line.key)}
                >
                  ✕
                </IconButton>
              </Grid>
            );
          })}
          {mode === 'monto' && (
            <Box>
              <Button size="sm" variant="outline" onClick={addLine} data-testid="add-payment">
                {t('salesUi.closeSale.agregarPago')} <ShortcutKey k="F8" />
              </Button>
            </Box>
          )}
        </Stack>

        <Separator />
        <Stack gap={1} fontSize="lg">
          <HStack justify="space-between">
            <Text>{t('salesUi.closeSale.pagado')}</Text>
            <Text data-testid="payment-paid">{money(paidMinor)}</Text>
          </HStack>
          {missingMinor > 0 ? (
            <HStack justify="space-between" color="fg.error" fontWeight="semibold">
              <Text>{t('salesUi.closeSale.falta')}</Text>
              <Text data-testid="payment-missing">{money(missingMinor)}</Text>
            </HStack>
          ) : !s.ok ? (
            <Text color="fg.error" fontSize="sm" data-testid="payment-change-not-cash">
              {t('salesUi.closeSale.vueltoSoloEfectivo')}
            </Text>
          ) : (
            <HStack justify="space-between" fontWeight="semibold" color="green.fg">
              <Text>{t('salesUi.closeSale.vuelto')}</Text>
              <Text data-testid="payment-change">{money(changeMinor)}</Text>
            </HStack>
          )}
        </Stack>

        <RadioGroup.Root
          value={documento}
          onValueChange={(e) => onDocumento(e.value as TipoDocumento)}
          orientation="horizontal"
          size="sm"
          aria-label={t('salesUi.closeSale.comprobante')}
        >
          <HStack gap={4} wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {t('salesUi.closeSale.comprobante')}
            </Text>
            {(['remito', 'fiscal'] as const).map((d) => (
              <RadioGroup.Item key={d} value={d}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(d === 'remito' ? 'salesUi.closeSale.remito' : 'salesUi.closeSale.ticketFiscal')}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>

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
  );
}
