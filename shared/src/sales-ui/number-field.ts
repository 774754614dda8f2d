import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currencyScale, formatAmountInput, formatNumber, formatNumberInput, parseNumberInput, type NumberInputError, type NumberInputResult } from '../format';
import { useMoney } from './use-money';

/*
 * Every money and quantity text field of a form goes through `numberField`: the text is read in
 * the venue's locale (es-AR `20.000` and `1.234,50`, en `1,234.50`, plain digits too) with the
 * currency's own decimals, and a text that is not a number says why (a letter, too many
 * decimals, a negative). Pipe it into the contract's field to keep the api's own rules:
 * `fields.amount().pipe(abrirArqueoSchema.shape.montoInicial)`.
 */

export interface NumberFieldOptions {
  /** The venue's locale (BCP 47). */
  locale: string;
  /** An amount in this currency: its own decimals (ARS 2, CLP 0). */
  currency?: string;
  /** Decimals of a quantity or percent (without `currency`). Default 0. */
  decimals?: number;
  allowNegative?: boolean;
  /** What a blank field is worth; null makes blank an error. Default 0. */
  blank?: number | null;
}

/** The text shown for a refused number: `reason` and the decimals the field takes. */
export type NumberFieldMessage = (reason: NumberInputError, decimals: number) => string;

export function fieldDecimals(options: Pick<NumberFieldOptions, 'currency' | 'decimals'>): number {
  return options.currency ? currencyScale(options.currency) : (options.decimals ?? 0);
}

/** A text field's zod schema: string in, number out (or an issue saying what is wrong). */
export function numberField(options: NumberFieldOptions, message: NumberFieldMessage) {
  const decimals = fieldDecimals(options);
  const blank = options.blank === undefined ? 0 : options.blank;
  return z.string().transform((text, ctx) => {
    const result = parseNumberInput(text, { locale: options.locale, decimals, allowNegative: options.allowNegative ?? false });
    if (result.ok) return result.value;
    if (result.reason === 'empty' && blank !== null) return blank;
    ctx.addIssue({ code: 'custom', message: message(result.reason, decimals), params: { reason: result.reason } });
    return z.NEVER;
  });
}

/** Reads a field's text the way `numberField` does: the number, or null when it is not one. */
export function readNumberField(text: string, options: NumberFieldOptions): number | null {
  const parsed = numberField(options, () => '').safeParse(text);
  return parsed.success ? parsed.data : null;
}

export interface NumberFields {
  locale: string;
  currency: string;
  /** An amount in the venue's currency (or `currency`). */
  amount: (options?: Omit<NumberFieldOptions, 'locale' | 'decimals'>) => ReturnType<typeof numberField>;
  /** A quantity, weight or percent with `decimals` decimals. */
  number: (decimals: number, options?: Omit<NumberFieldOptions, 'locale' | 'decimals' | 'currency'>) => ReturnType<typeof numberField>;
  /** The parser's answer for a text at `decimals` (or an amount's currency): the scaled integer, or why not. */
  parse: (text: string, options: { decimals?: number; currency?: string; allowNegative?: boolean }) => NumberInputResult;
  /** Decimals an amount in `currency` takes (ARS 2, CLP 0). */
  decimalsOf: (currency: string) => number;
  /** The message for a refused text, as the fields give it. */
  message: NumberFieldMessage;
  /** An amount (a decimal as the api has it) as the field pre-fills it: 1234.5 -> '1.234,50'. */
  amountText: (decimal: number, currency?: string) => string;
  /** Minor units as the field pre-fills them: 123450 -> '1.234,50'. */
  minorText: (minor: number | bigint, currency?: string) => string;
  /** A quantity as a field pre-fills it: 0.25 -> '0,25', 3 -> '3'. */
  numberText: (value: number, decimals: number) => string;
}

/** The venue's number fields and their texts in the interface language. */
export function useNumberFields(): NumberFields {
  const { t } = useTranslation();
  const { locale, currency } = useMoney();
  return useMemo(() => {
    const example = (decimals: number) => formatNumber(decimals === 0 ? 1234 : 1234.5, locale, decimals);
    const message: NumberFieldMessage = (reason, decimals) => {
      switch (reason) {
        case 'empty':
          return t('salesUi.numero.vacio');
        case 'invalid':
          return t('salesUi.numero.invalido', { ejemplo: example(decimals) });
        case 'too-many-decimals':
          return decimals === 0 ? t('salesUi.numero.sinDecimales') : t('salesUi.numero.decimales', { decimales: decimals });
        case 'negative':
          return t('salesUi.numero.negativo');
      }
    };
    const minorText = (minor: number | bigint, cur = currency) => formatAmountInput(minor, { locale, currency: cur });
    return {
      locale,
      currency,
      message,
      decimalsOf: currencyScale,
      parse: (text, options) => parseNumberInput(text, { locale, decimals: fieldDecimals(options), allowNegative: options.allowNegative ?? false }),
      amount: (options = {}) => numberField({ currency, ...options, locale }, message),
      number: (decimals, options = {}) => numberField({ ...options, locale, decimals }, message),
      minorText,
      amountText: (decimal, cur = currency) => minorText(Math.round(decimal * 10 ** currencyScale(cur)), cur),
      numberText: (value, decimals) => formatNumberInput(BigInt(Math.round(value * 10 ** decimals)), { locale, decimals }),
    };
  }, [t, locale, currency]);
}
