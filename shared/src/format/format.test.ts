import {
  COUNTRIES,
  currencyDisplayName,
  findCountryByLocale,
  formatCompact,
  formatDate,
  formatMoney,
  formatPercent,
  formatTime,
  minorToDecimalString,
  minorUnitDigits,
  unitSystemForLocale,
} from './index';
import { resources } from '../i18n/resources';

// ICU output differs between runtimes, so the separators are normalised instead of snapshotting bytes.
const norm = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('money', () => {
  it('formats integer minor units in es-AR ARS by default', () => {
    expect(norm(formatMoney(123456789))).toBe('$ 1.234.567,89');
    expect(norm(formatMoney(5))).toBe('$ 0,05');
  });

  it('honours currency and locale', () => {
    expect(norm(formatMoney(123456789, { currency: 'BRL', locale: 'pt-BR' }))).toBe('R$ 1.234.567,89');
    expect(norm(formatMoney(123456789, { currency: 'USD', locale: 'en-US' }))).toBe('$1,234,567.89');
  });

  it('uses the currency minor unit (CLP has no decimals)', () => {
    expect(minorUnitDigits('CLP')).toBe(0);
    expect(minorUnitDigits('ARS')).toBe(2);
    expect(norm(formatMoney(1500, { currency: 'CLP', locale: 'es-CL' }))).toBe('$1.500');
  });

  it('never goes through floating point', () => {
    expect(minorToDecimalString(-1)).toBe('-0.01');
    expect(minorToDecimalString(900719925474099312n)).toBe('9007199254740993.12');
    expect(minorToDecimalString(1500, 'CLP')).toBe('1500');
  });
});

describe('money: one sign per currency, one minus sign', () => {
  it('a foreign currency is written with its sign, not its code, beside the venue currency', () => {
    expect(norm(formatMoney(0, { currency: 'USD', locale: 'es-AR' }))).toBe('US$ 0,00');
    expect(norm(formatMoney(0, { currency: 'BRL', locale: 'es-AR' }))).toBe('R$ 0,00');
    expect(norm(formatMoney(150, { currency: 'EUR', locale: 'es-AR' }))).toBe('€ 1,50');
    expect(norm(formatMoney(0, { currency: 'BRL', locale: 'en-US' }))).toBe('R$0.00');
  });

  it("keeps the code where the narrow sign would be a '$' read as the local currency", () => {
    expect(norm(formatMoney(1500, { currency: 'CLP', locale: 'es-AR' }))).toBe('CLP 1.500');
    expect(norm(formatMoney(100, { currency: 'ARS', locale: 'en-US' }))).toBe('ARS 1.00');
  });

  it('a negative amount has the one minus sign before the currency', () => {
    expect(norm(formatMoney(-123450))).toBe('-$ 1.234,50');
    expect(norm(formatMoney(-5, { currency: 'USD', locale: 'en-US' }))).toBe('-$0.05');
    expect(formatMoney(-1)).not.toContain('\u2212');
  });
});

describe('formatPercent', () => {
  it('follows the locale, the value is the percent itself', () => {
    expect(norm(formatPercent(12.5))).toBe('12,5%');
    expect(norm(formatPercent('12.5', { locale: 'en-US' }))).toBe('12.5%');
    expect(norm(formatPercent(10, { locale: 'pt-BR' }))).toBe('10%');
    expect(norm(formatPercent(33.333))).toBe('33,33%');
  });
});

describe('formatCompact', () => {
  it('keeps numbers under 1,000 as they are', () => {
    expect(formatCompact(999)).toBe('999');
  });
  it('one decimal plus K from 1,000', () => {
    expect(formatCompact(1000)).toBe('1,0K');
    expect(formatCompact(15_340)).toBe('15,3K');
    expect(formatCompact(1500, 'en-US')).toBe('1.5K');
  });
  it('two decimals plus M from 1,000,000', () => {
    expect(formatCompact(1_000_000)).toBe('1,00M');
    expect(formatCompact(2_345_678, 'en-US')).toBe('2.35M');
    expect(formatCompact(-2_500_000, 'en-US')).toBe('-2.50M');
  });
});

describe('dates', () => {
  const d = new Date(2024, 0, 5, 21, 7, 9);
  it('date as dd/mm/yyyy', () => {
    expect(formatDate(d)).toBe('05/01/2024');
  });
  it('24-hour time by default', () => {
    expect(formatTime(d)).toBe('21:07:09');
    expect(formatTime(new Date(2024, 0, 5, 0, 3, 0), { seconds: false })).toBe('00:03');
  });
});

describe('currencies and countries', () => {
  it('display names', () => {
    expect(currencyDisplayName('BRL')).toBe('Reales');
    expect(currencyDisplayName('usd')).toBe('Dólares');
    expect(currencyDisplayName('EUR')).toBe('Euros');
    expect(currencyDisplayName('ARS')).toBe('Pesos Argentinos');
    expect(currencyDisplayName('CLP')).toBe('Peso chileno');
  });

  it("a currency the product does not name gets the locale's name, never its code twice", () => {
    expect(currencyDisplayName('UYU')).toBe('Peso uruguayo');
    expect(currencyDisplayName('uyu', undefined, 'pt-BR')).toBe('Peso uruguaio');
    expect(currencyDisplayName('UYU', undefined, 'en-US')).toBe('Uruguayan Peso');
    expect(currencyDisplayName('XQZ')).toBe('XQZ');
  });

  it('display names are texts of each language, es keeping the SPEC names', () => {
    const t = (lang: 'es' | 'br' | 'en') => (key: string, o: { defaultValue: string }) => {
      const [group, code] = key.split('.') as [string, string];
      const tree = resources[lang].translation as Record<string, Record<string, string> | undefined>;
      return tree[group]?.[code] ?? o.defaultValue;
    };
    expect(['ARS', 'BRL', 'USD', 'EUR'].map((c) => currencyDisplayName(c, t('es')))).toEqual(['Pesos Argentinos', 'Reales', 'Dólares', 'Euros']);
    expect(currencyDisplayName('ARS', t('br'))).toBe('Pesos argentinos');
    expect(currencyDisplayName('BRL', t('br'))).toBe('Reais');
    expect(currencyDisplayName('ARS', t('en'))).toBe('Argentine pesos');
    expect(currencyDisplayName('usd', t('en'))).toBe('Dollars');
    expect(currencyDisplayName('CLP', t('en'), 'en-US')).toBe('Chilean Peso');
  });

  it('has the 15 supported countries, only the US imperial', () => {
    expect(COUNTRIES).toHaveLength(15);
    expect(COUNTRIES.filter((c) => c.unitSystem === 'imperial').map((c) => c.code)).toEqual(['US']);
    expect(findCountryByLocale('es-AR')).toMatchObject({ country: 'Argentina', defaultCurrency: 'ARS', flag: '🇦🇷' });
    expect(COUNTRIES.map((c) => c.defaultCurrency)).toEqual(['ARS', 'UYU', 'CLP', 'PEN', 'COP', 'MXN', 'DOP', 'VES', 'CRC', 'PAB', 'GTQ', 'HNL', 'BRL', 'USD', 'CAD']);
    expect(unitSystemForLocale('en-US')).toBe('imperial');
    expect(unitSystemForLocale('fr-FR')).toBe('metric');
  });
});
