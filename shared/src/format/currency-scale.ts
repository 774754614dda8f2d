/*
 * One table of minor-unit scales (decimals of a currency's smallest unit), used by parsing,
 * arithmetic (`@resto/shared/rules` toMinor/fromMinor), formatting (`formatMoney`), the api's
 * storage and exchange conversions, so that what a cashier types, what is stored and what is
 * printed always agree.
 *
 * The values are what Intl's currency formatting displays (Node 20, CLDR 48, checked in
 * currency-scale.test.ts), written down rather than asked from Intl at run time: ICU versions
 * disagree on some codes (COP is 2 in ISO 4217 and some runtimes but 0 in CLDR), and a browser
 * with a different ICU than the api would otherwise store pesos and print centavos.
 *
 *   ARS 2  UYU 2  CLP 0  PEN 2  COP 0  MXN 2  DOP 2  VES 2
 *   CRC 2  PAB 2  GTQ 2  HNL 2  BRL 2  USD 2  CAD 2  EUR 2
 *
 * A venue's currency must be set before it has data: amounts are stored as integers at the
 * currency's scale, so switching ARS (2) to CLP (0) later would read stored centavos as pesos.
 */

export const CURRENCY_SCALES: Readonly<Record<string, number>> = {
  ARS: 2,
  UYU: 2,
  CLP: 0,
  PEN: 2,
  COP: 0,
  MXN: 2,
  DOP: 2,
  VES: 2,
  CRC: 2,
  PAB: 2,
  GTQ: 2,
  HNL: 2,
  BRL: 2,
  USD: 2,
  CAD: 2,
  EUR: 2,
};

const intlScales = new Map<string, number>();

/**
 * Decimals of a currency's minor unit: `currencyScale('ARS')` is 2, `currencyScale('CLP')` is 0.
 * Codes outside the table ask Intl; a code Intl does not know (a venue's own label) is 2.
 */
export function currencyScale(code: string): number {
  const upper = code.trim().toUpperCase();
  const known = CURRENCY_SCALES[upper];
  if (known !== undefined) return known;
  let scale = intlScales.get(upper);
  if (scale === undefined) {
    try {
      scale = new Intl.NumberFormat('en-US', { style: 'currency', currency: upper }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      scale = 2;
    }
    intlScales.set(upper, scale);
  }
  return scale;
}
