import { currencyScale } from './currency-scale';

/*
 * One parser for every money and quantity field: numbers typed the way the venue writes them.
 *
 * Marks come from Intl for the venue's locale (es-AR and pt-BR: `.` groups, `,` decimals; en-US
 * and es-MX the reverse; es-CR groups with a space). Accepted:
 * - plain digits (`20000`), with or without the locale's decimal mark (`1234,5` in es-AR);
 * - correct grouping (`20.000`, `1.234.567,89` in es-AR; `1,234.50` in en-US); a whole number
 *   that is grouped must be grouped right (`1.23.4` is invalid);
 * - a leading or trailing decimal mark (`,5`, `12,`), a leading minus when allowed.
 *
 * The numeric-keypad rule (what a cashier expects, as Fudo and Toast do): the other mark (`.` in
 * es-AR, `,` in en-US) used once without the locale's decimal mark is grouping only when it
 * reads as grouping, i.e. 1 to 3 digits not starting with 0, then exactly 3 digits: `20.000` and
 * `1.250` in es-AR are twenty thousand and one thousand two hundred fifty. Otherwise the keypad's
 * dot is the decimal mark: `12.5` and `0.250` in es-AR are 12,5 and 0,25.
 *
 * Failures say what is wrong: 'empty', 'invalid' (a letter, a stray symbol, two decimal marks,
 * bad grouping), 'too-many-decimals' (more than the field allows; trailing zeros do not count, so
 * `1.000,00` is fine for CLP) and 'negative'.
 */

export type NumberInputError = 'empty' | 'invalid' | 'too-many-decimals' | 'negative';

export type NumberInputResult =
  | { ok: true; /** The number as an integer at `decimals` (12,5 at 2 -> 1250n). */ scaled: bigint; /** The decimal as a JS number, for zod and the wire. */ value: number }
  | { ok: false; reason: NumberInputError };

export interface NumberInputOptions {
  /** BCP 47 locale of the venue (its marks are used). */
  locale: string;
  /** Decimals the field allows (and the scale of `scaled`). */
  decimals: number;
  /** Accept a leading minus. Default false: a negative is refused with 'negative'. */
  allowNegative?: boolean;
}

export interface AmountInputOptions {
  /** BCP 47 locale of the venue. */
  locale: string;
  /** ISO 4217 code; its scale (`currencyScale`) is the number of decimals allowed. */
  currency: string;
  /** Accept a leading minus. Default false. */
  allowNegative?: boolean;
}

interface LocaleMarks {
  group: string;
  decimal: string;
}

const marksCache = new Map<string, LocaleMarks>();

/** Grouping and decimal marks of a locale; space-like group marks (es-CR) are returned as ' '. */
export function numberMarks(locale: string): LocaleMarks {
  let marks = marksCache.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    const rawGroup = parts.find((p) => p.type === 'group')?.value ?? ',';
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    marks = { group: /^\s$/u.test(rawGroup) ? ' ' : rawGroup, decimal };
    marksCache.set(locale, marks);
  }
  return marks;
}

const SPACES = /[\s\u00a0\u202f]+/gu;

function escape(mark: string): string {
  return mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Digits grouped by threes with `group` (first group 1-3 digits, no leading 0), or plain digits. */
function wholePart(text: string, group: string): string | null {
  if (/^\d*$/.test(text)) return text;
  const grouped = new RegExp(`^[1-9]\\d{0,2}(${escape(group)}\\d{3})+$`);
  return grouped.test(text) ? text.split(group).join('') : null;
}

function count(text: string, mark: string): number {
  return text.split(mark).length - 1;
}

/** The integer part and the decimals typed, or null when the text is not a number. */
function split(text: string, { group, decimal }: LocaleMarks): { whole: string; fraction: string } | null {
  const decimals = count(text, decimal);
  if (decimals > 1) return null;
  if (decimals === 1) {
    const at = text.indexOf(decimal);
    const whole = wholePart(text.slice(0, at), group);
    const fraction = text.slice(at + decimal.length);
    return whole !== null && /^\d*$/.test(fraction) ? { whole, fraction } : null;
  }
  const whole = wholePart(text, group);
  // Several group marks, or one that reads as grouping ("20.000"): a whole number.
  if (whole !== null) return { whole, fraction: '' };
  // The numeric keypad's mark used once as the decimal mark ("12.5" in es-AR, "12,5" in en-US).
  const keypad = decimal === ',' ? '.' : ',';
  if (count(text, keypad) !== 1) return null;
  const at = text.indexOf(keypad);
  const keypadWhole = wholePart(text.slice(0, at), group === keypad ? '\u0000' : group);
  const fraction = text.slice(at + 1);
  return keypadWhole !== null && /^\d*$/.test(fraction) ? { whole: keypadWhole, fraction } : null;
}

/** Parses a number typed in a field with the venue's locale (see the rules above). */
export function parseNumberInput(text: string, options: NumberInputOptions): NumberInputResult {
  const { locale, decimals, allowNegative = false } = options;
  const marks = numberMarks(locale);
  let rest = String(text ?? '')
    .replace(SPACES, ' ')
    .trim();
  if (rest === '') return { ok: false, reason: 'empty' };
  let negative = false;
  if (/^[-\u2212]/u.test(rest)) {
    negative = true;
    rest = rest.slice(1).trim();
  } else if (rest.startsWith('+')) {
    rest = rest.slice(1).trim();
  }
  if (rest === '' || /[^\d., ]/.test(rest)) return { ok: false, reason: 'invalid' };
  // Spaces only group digits where the locale groups with a space (es-CR).
  if (rest.includes(' ') && marks.group !== ' ') return { ok: false, reason: 'invalid' };
  const parts = split(rest, marks);
  if (!parts || (parts.whole === '' && parts.fraction === '')) return { ok: false, reason: 'invalid' };
  const fraction = parts.fraction.replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, reason: 'too-many-decimals' };
  const scaled = BigInt(`${parts.whole || '0'}${fraction.padEnd(decimals, '0')}`);
  if (negative && scaled !== 0n && !allowNegative) return { ok: false, reason: 'negative' };
  const signed = negative ? -scaled : scaled;
  return { ok: true, scaled: signed, value: Number(scaledToDecimalText(signed, decimals)) };
}

/** Parses an amount typed in a field: `parseNumberInput` with the currency's own decimals. */
export function parseAmountInput(text: string, options: AmountInputOptions): NumberInputResult {
  return parseNumberInput(text, { locale: options.locale, decimals: currencyScale(options.currency), allowNegative: options.allowNegative });
}

function scaledToDecimalText(scaled: bigint, decimals: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals === 0 ? '' : `.${digits.slice(digits.length - decimals)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export interface NumberInputFormatOptions {
  /** BCP 47 locale of the venue. */
  locale: string;
  /** Decimals of `scaled`. */
  decimals: number;
}

/**
 * Text to pre-fill a field with, grouped with the locale's marks and without a currency symbol,
 * so that `parseNumberInput` reads it back unchanged. A whole number shows no decimals
 * (`1.000`); otherwise every decimal of the scale is shown (`1.234,50`).
 */
export function formatNumberInput(scaled: bigint | number, options: NumberInputFormatOptions): string {
  const value = typeof scaled === 'bigint' ? scaled : BigInt(Math.trunc(scaled));
  const { decimals, locale } = options;
  const whole = decimals === 0 || value % 10n ** BigInt(decimals) === 0n;
  const digits = whole ? 0 : decimals;
  const formatter = new Intl.NumberFormat(locale, { useGrouping: 'always', minimumFractionDigits: digits, maximumFractionDigits: digits });
  // Intl accepts exact decimal strings, so big amounts keep every digit.
  const text = formatter.format(scaledToDecimalText(value, decimals) as `${number}`);
  return text.replace(/[\u00a0\u202f]/gu, ' ').replace(/\u2212/gu, '-');
}

/** Pre-fills an amount field: minor units of `currency` as the venue writes them, no symbol. */
export function formatAmountInput(minor: bigint | number, options: { locale: string; currency: string }): string {
  return formatNumberInput(minor, { locale: options.locale, decimals: currencyScale(options.currency) });
}
