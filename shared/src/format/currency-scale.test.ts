import { CURRENCY_SCALES, currencyScale } from './currency-scale';
import { formatMoney } from './money';

// What Intl's currency formatting displays for each currency of Plus EUR (Node 20, CLDR 48).
const EXPECTED: Record<string, number> = {
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

describe('currencyScale', () => {
  it.each(Object.entries(EXPECTED))('%s has %d decimals', (code, scale) => {
    expect(currencyScale(code)).toBe(scale);
    expect(currencyScale(code.toLowerCase())).toBe(scale);
  });

  it('the table holds exactly the 15 SPEC currencies plus EUR', () => {
    expect(Object.keys(CURRENCY_SCALES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s: the table agrees with what Intl displays here', (code, scale) => {
    const intl = new Intl.NumberFormat('es-AR', { style: 'currency', currency: code }).resolvedOptions();
    expect(intl.maximumFractionDigits).toBe(scale);
  });

  it.each(Object.entries(EXPECTED))('%s: formatMoney shows the table scale', (code, scale) => {
    const text = formatMoney(1, { currency: code, locale: 'en-US' });
    expect(text).toMatch(scale === 0 ? /\b1$/ : /\b0\.01$/);
  });

  it('asks Intl for codes outside the table and falls back to 2 for unknown ones', () => {
    expect(currencyScale('PYG')).toBe(0);
    expect(currencyScale('KWD')).toBe(3);
    expect(currencyScale('???')).toBe(2);
  });
});
