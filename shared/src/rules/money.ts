/*
 * Money as integers: amounts in minor units at the currency's own scale (`currencyScale`: ARS
 * centavos, 2 decimals; CLP and COP whole pesos, 0 decimals), exchange rates and percentages as
 * scaled integers. Products of two scaled integers can pass 2^53, so they are computed with BigInt
 * and rounded once, half away from zero, to the currency's smallest unit.
 */
import { currencyScale } from '../format/currency-scale';

/** Exchange rates keep 6 decimals: 1185.5 is stored as 1_185_500_000. */
export const RATE_DECIMALS = 6;
export const RATE_SCALE = 1_000_000n;
/** Percentages keep 2 decimals (basis points): 12.5 % is 1250. */
export const PERCENT_DECIMALS = 2;
/** Quantities keep 3 decimals (grams of a kilo, ml of a litre): 0.25 kg is 250. */
export const QUANTITY_DECIMALS = 3;
export const QUANTITY_SCALE = 1000;

const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * '1e-7' -> '0.0000001': the exact digits of a tiny number's exponent form. Huge ones (1e21 and
 * up) stay refused, as no amount, rate or quantity comes near them.
 */
function expandExponent(text: string): string | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?e(-\d+)$/i.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * The plain decimal digits of a finite number as JavaScript prints it (shortest round-trip form),
 * so 0.1 + 0.2 reads '0.30000000000000004' and is refused rather than silently rounded.
 */
function decimalText(value: number | string): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Exponent forms only show up far outside money ranges; spelled out digit for digit, so that
    // 1e-320 reads as 320 decimals (refused) instead of rounding to 0.
    const text = String(value);
    const plain = /e/i.test(text) ? expandExponent(text) : text;
    return plain !== null && PLAIN_DECIMAL.test(plain) ? plain : null;
  }
  const text = value.trim();
  return PLAIN_DECIMAL.test(text) ? text : null;
}

/**
 * Exact conversion of a decimal (number or numeric string) to an integer scaled by 10^decimals.
 * Null when it is not a finite decimal or has more than `decimals` decimals.
 */
export function parseScaled(value: number | string, decimals: number): bigint | null {
  const text = decimalText(value);
  if (text === null) return null;
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[+-]/, '');
  const [whole = '', fraction = ''] = unsigned.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) return null;
  const digits = `${whole || '0'}${trimmed.padEnd(decimals, '0')}`;
  const scaled = BigInt(digits);
  return negative ? -scaled : scaled;
}

/** True when `value` is a finite decimal with at most `decimals` decimals. */
export function hasAtMostDecimals(value: number | string, decimals: number): boolean {
  return parseScaled(value, decimals) !== null;
}

/**
 * A decimal amount in the currency's major unit to integer minor units at the currency's scale:
 * `toMinor(1234.5, 'ARS')` is 123450, `toMinor(1000, 'CLP')` is 1000. Throws on more decimals
 * than the currency has: validate first (contracts' schemas, `amountScaleProblem`).
 */
export function toMinor(amount: number | string, currency: string): number {
  const scaled = parseScaled(amount, currencyScale(currency));
  if (scaled === null) throw new RangeError(`Importe inválido: ${String(amount)}`);
  return Number(scaled);
}

/**
 * Integer minor units back to the decimal amount of the wire: `fromMinor(123450, 'ARS')` is
 * 1234.5, `fromMinor(1000, 'CLP')` is 1000 (the nearest double prints as the exact decimal).
 */
export function fromMinor(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Importe en unidades mínimas inválido: ${minor}`);
  return Number(formatScaled(BigInt(minor), currencyScale(currency)));
}

/** Why an amount does not fit the currency (too many decimals), or null when it does. */
export function amountScaleProblem(amount: number | string, currency: string): 'too-many-decimals' | null {
  return parseScaled(amount, currencyScale(currency)) === null ? 'too-many-decimals' : null;
}

/** Integer division rounded half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('División por cero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** Parses an exchange rate (up to 6 decimals) to its scaled integer; null when invalid or negative. */
export function parseRate(value: number | string): bigint | null {
  const scaled = parseScaled(value, RATE_DECIMALS);
  return scaled === null || scaled < 0n ? null : scaled;
}

/** 1_185_500_000n -> '1185.5'; exact, no trailing zeros. */
export function formatRate(scaled: bigint | number): string {
  return formatScaled(BigInt(scaled), RATE_DECIMALS);
}

/** A scaled integer as a plain decimal string without trailing zeros: (1250n, 2) -> '12.5'. */
export function formatScaled(scaled: bigint, decimals: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An amount in a foreign currency (its own minor units) in the venue's currency (the venue's minor
 * units) at `rateScaled` (venue units per foreign unit, 6 decimals), rounded half away from zero
 * to the venue currency's smallest unit: USD 10.00 (1000) at 1185.5 to ARS is 1185500 (11855.00);
 * USD 10.00 (1000) at 950.5 to CLP is 9505 (whole pesos).
 */
export function convertToLocal(minor: number, rateScaled: bigint | number, from: string, to: string): number {
  const fromScale = currencyScale(from);
  const toScale = currencyScale(to);
  const numerator = BigInt(minor) * BigInt(rateScaled) * 10n ** BigInt(toScale);
  return Number(divRound(numerator, RATE_SCALE * 10n ** BigInt(fromScale)));
}

/** `percentScaled` (2 decimals: 1250 = 12.5 %) of an amount in minor units, rounded to the currency's smallest unit. */
export function percentOf(minor: number, percentScaled: number): number {
  return Number(divRound(BigInt(minor) * BigInt(percentScaled), 10_000n));
}

/** Price in minor units times a quantity with 3 decimals (0.250 kg = 250), rounded to the currency's smallest unit. */
export function lineAmount(unitPriceMinor: number, quantityMilli: number): number {
  return Number(divRound(BigInt(unitPriceMinor) * BigInt(quantityMilli), BigInt(QUANTITY_SCALE)));
}

/**
 * Splits a total (minor units) into `parts` amounts that differ by at most one minor unit and add up to the total
 * exactly; the first parts carry the remainder (10.00 in 3 -> 3.34, 3.33, 3.33).
 */
export function splitEqual(totalMinor: number, parts: number): number[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('La cantidad de partes debe ser un entero mayor a 0');
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new RangeError('El total debe ser un importe no negativo');
  const base = Math.floor(totalMinor / parts);
  const remainder = totalMinor - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * What is left to pay when splitting by amount: the total minus the lines already entered,
 * never below 0 (an overpayment becomes change, see `settlePayments`).
 */
export function remainingToPay(totalMinor: number, paidMinor: readonly number[]): number {
  const paid = paidMinor.reduce((sum, amount) => sum + amount, 0);
  return Math.max(0, totalMinor - paid);
}

export interface PaymentToSettle {
  /** Amount in the venue's currency (foreign payments already converted). */
  localMinor: number;
  /** Cash goes into the drawer, so only cash can be handed back as change. */
  cash: boolean;
}

export type Settlement =
  | { ok: true; paidMinor: number; changeMinor: number }
  | { ok: false; reason: 'insufficient'; paidMinor: number; missingMinor: number }
  | { ok: false; reason: 'change-not-cash'; paidMinor: number; nonCashMinor: number };

/**
 * Checks that the payments cover the total and works out the change. Change is handed back in
 * cash, so payments other than cash may not exceed the total on their own.
 */
export function settlePayments(totalMinor: number, payments: readonly PaymentToSettle[]): Settlement {
  const paidMinor = payments.reduce((sum, p) => sum + p.localMinor, 0);
  if (paidMinor < totalMinor) return { ok: false, reason: 'insufficient', paidMinor, missingMinor: totalMinor - paidMinor };
  const nonCashMinor = payments.filter((p) => !p.cash).reduce((sum, p) => sum + p.localMinor, 0);
  if (nonCashMinor > totalMinor) return { ok: false, reason: 'change-not-cash', paidMinor, nonCashMinor };
  return { ok: true, paidMinor, changeMinor: paidMinor - totalMinor };
}
