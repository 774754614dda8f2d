import type { MedioPago, PagoInput, TipoCambio } from '../contracts';
import { currencyScale } from '../format/currency-scale';
import { DEFAULT_LOCALE } from '../format/money';
import { formatAmountInput, parseAmountInput } from '../format/number-input';
import { convertToLocal, fromMinor, parseRate, RATE_SCALE, settlePayments, splitEqual, type Settlement } from '../rules/money';

/*
 * The payment lines of the close-sale screen as pure data: what the cashier typed, what each line
 * is worth in the venue's currency at the venue's rates, and whether the lines cover the total.
 * The api recomputes all of it; these are the same shared rules, so the screen shows what the
 * api will charge.
 */

export interface PaymentContext {
  localCurrency: string;
  /** The venue's locale: amounts are typed and proposed the way it writes them. */
  locale: string;
  /** The methods the cashier may pick, in the venue's order. */
  medios: readonly MedioPago[];
  /** Foreign currencies with a usable rate: code -> local units per unit, scaled by 10^6. */
  rates: ReadonlyMap<string, bigint>;
}

/** One line as typed: `amountText` is in `moneda`. */
export interface PaymentLine {
  key: string;
  medioId: number;
  moneda: string;
  amountText: string;
}

export interface LineSummary {
  key: string;
  /** Minor units in the line's currency (its own scale); null when the text is not an amount. */
  amountMinor: number | null;
  /** Minor units in the venue's currency; null when the line is not valid. */
  localMinor: number | null;
  valid: boolean;
}

export interface PaymentSummary {
  lines: LineSummary[];
  allValid: boolean;
  settlement: Settlement;
}

export type SplitMode = 'monto' | 'partes';

/**
 * The methods and currencies a sale can be paid with. Methods that charge a current account only
 * when the sale's customer has one; currencies other than the venue's only with a rate above 0.
 */
export function paymentContext(
  localCurrency: string,
  medios: readonly MedioPago[],
  tipos: readonly TipoCambio[],
  allowAccount = false,
  locale: string = DEFAULT_LOCALE,
): PaymentContext {
  const rates = new Map<string, bigint>();
  for (const tipo of tipos) {
    if (tipo.esMonedaLocal || tipo.moneda === localCurrency) continue;
    const rate = parseRate(tipo.valor);
    if (rate !== null && rate > 0n) rates.set(tipo.moneda, rate);
  }
  const usable = medios.filter((m) => m.activo && (allowAccount || m.tipo !== 'cuenta_corriente'));
  return { localCurrency, locale, medios: usable, rates };
}

/**
 * An amount typed in `currency` as the venue writes it ('1.234,5' or '1234.50' in es-AR) -> minor
 * units at the currency's scale; null when it is not an amount (letters, a negative, more decimals
 * than the currency has). `parseAmountInput` says why.
 */
export function parseAmountText(text: string, currency: string, locale: string = DEFAULT_LOCALE): number | null {
  const parsed = parseAmountInput(text, { locale, currency });
  if (!parsed.ok) return null;
  const minor = Number(parsed.scaled);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 123450 ARS -> '1.234,50' (es-AR): what an amount field shows for an amount the screen proposes. */
export function amountText(minor: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  return formatAmountInput(minor, { locale, currency });
}

/**
 * The smallest amount of a foreign currency (its minor units) worth at least `localMinor` of the
 * venue's currency at `rateScaled`: ARS 1000.00 at 1185.5 is USD 0.85; CLP 10000 at 950 is USD 10.53.
 */
export function foreignToCover(localMinor: number, rateScaled: bigint, foreign: string, local: string): number {
  // foreign = local * 10^fs * RATE_SCALE / (rate * 10^ls), rounded up.
  const numerator = BigInt(localMinor) * RATE_SCALE * 10n ** BigInt(currencyScale(foreign));
  const denominator = rateScaled * 10n ** BigInt(currencyScale(local));
  let amount = numerator / denominator;
  if (amount * denominator < numerator) amount += 1n;
  // Rounding to the venue's smallest unit may still fall short by one: step up until it covers.
  while (convertToLocal(Number(amount), rateScaled, foreign, local) < localMinor) amount += 1n;
  return Number(amount);
}

export function summarizePayments(totalMinor: number, lines: readonly PaymentLine[], ctx: PaymentContext): PaymentSummary {
  const summaries: LineSummary[] = [];
  const settled: { localMinor: number; cash: boolean }[] = [];
  for (const line of lines) {
    const medio = ctx.medios.find((m) => m.id === line.medioId);
    const amountMinor = parseAmountText(line.amountText, line.moneda, ctx.locale);
    const local = line.moneda === ctx.localCurrency;
    const rate = local ? null : ctx.rates.get(line.moneda);
    const valid = medio !== undefined && amountMinor !== null && amountMinor > 0 && (local || rate !== undefined);
    const localMinor = !valid ? null : rate ? convertToLocal(amountMinor, rate, line.moneda, ctx.localCurrency) : amountMinor;
    summaries.push({ key: line.key, amountMinor, localMinor, valid });
    if (valid && localMinor !== null) settled.push({ localMinor, cash: medio.tipo === 'efectivo' });
  }
  return {
    lines: summaries,
    allValid: lines.length > 0 && summaries.every((s) => s.valid),
    settlement: settlePayments(totalMinor, settled),
  };
}

/**
 * `parts` lines in the venue's currency that add up to the total exactly (the first ones carry
 * the extra minor units); the methods already chosen for the first lines are kept.
 */
export function equalPartLines(totalMinor: number, parts: number, previous: readonly PaymentLine[], ctx: PaymentContext, newKey: () => string): PaymentLine[] {
  const fallback = ctx.medios[0]?.id ?? 0;
  return splitEqual(totalMinor, parts).map((minor, i) => ({
    key: previous[i]?.key ?? newKey(),
    medioId: previous[i]?.medioId ?? fallback,
    moneda: ctx.localCurrency,
    amountText: amountText(minor, ctx.localCurrency, ctx.locale),
  }));
}

/** The payment lines as the finalize endpoints take them (amounts as decimals). */
export function toPagoInputs(lines: readonly PaymentLine[], ctx: PaymentContext): PagoInput[] {
  return lines.flatMap((line) => {
    const minor = parseAmountText(line.amountText, line.moneda, ctx.locale);
    const medio = ctx.medios.find((m) => m.id === line.medioId);
    if (minor === null || !medio) return [];
    return [{ medioId: medio.id, medioNombre: medio.nombre, monto: fromMinor(minor, line.moneda), moneda: line.moneda }];
  });
}
