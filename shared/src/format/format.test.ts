import { COUNTRIES, currencyDisplayName, findCountryByLocale, formatCompact, formatDate, formatMoney, formatTime, minorToDecimalString, minorUnitDigits, unitSystemForLocale } from './index';

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
    expect(currencyDisplayName('CLP')).toBe('CLP');
  });

  it('has the 15 supported countries, only the US imperial', () => {
    expect(COUNTRIES).toHaveLength(15);
    expect(COUNTRIES.filter((c) => c.unitSystem === 'imperial').map((c) => c.code)).toEqual(['US']);
    expect(findCountryByLocale('es-AR')).toMatchObject({ country: 'Argentina', defaultCurrency: 'ARS', flag: '🇦🇷' });
    expect(COUNTRIES.map((c) => c.defaultCurrency)).toEqual([
      'ARS', 'UYU', 'CLP', 'PEN', 'COP', 'MXN', 'DOP', 'VES', 'CRC', 'PAB', 'GTQ', 'HNL', 'BRL', 'USD', 'CAD',
    ]);
    expect(unitSystemForLocale('en-US')).toBe('imperial');
    expect(unitSystemForLocale('fr-FR')).toBe('metric');
  });
});
