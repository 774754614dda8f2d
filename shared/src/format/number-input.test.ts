import { formatAmountInput, formatNumberInput, parseAmountInput, parseNumberInput, type NumberInputResult } from './number-input';

const ok = (value: number, scaled: bigint): NumberInputResult => ({ ok: true, value, scaled });
const fail = (reason: string) => ({ ok: false, reason });
const money = (locale: string) => (text: string) => parseNumberInput(text, { locale, decimals: 2 });

describe('parseNumberInput es-AR (. groups, , decimals)', () => {
  const parse = money('es-AR');
  it.each([
    ['20000', 20000, 2000000n],
    ['20.000', 20000, 2000000n],
    ['1.234,50', 1234.5, 123450n],
    ['1.234.567,89', 1234567.89, 123456789n],
    ['1234,5', 1234.5, 123450n],
    ['12,5', 12.5, 1250n],
    [',5', 0.5, 50n],
    ['12,', 12, 1200n],
    ['  7  ', 7, 700n],
    ['0', 0, 0n],
    // Numeric keypad: a single dot that does not read as grouping is the decimal mark.
    ['12.5', 12.5, 1250n],
    ['12.50', 12.5, 1250n],
    ['0.25', 0.25, 25n],
    ['1234.5', 1234.5, 123450n],
    ['1.000,00', 1000, 100000n],
    ['+3', 3, 300n],
    // A leading 0 never starts a group, so this dot is the decimal mark.
    ['01.000', 1, 100n],
  ])('%j is %d', (text, value, scaled) => {
    expect(parse(text)).toEqual(ok(value, scaled));
  });

  it.each(['', '   '])('%j is empty', (text) => {
    expect(parse(text)).toEqual(fail('empty'));
  });

  it.each(['abc', '12a', '1e3', '$100', '1.234.5', '1,234.50', '12,3,4', '1.23.456', '0.250.000', ',', '.', '-', '1 000'])('%j is invalid', (text) => {
    expect(parse(text)).toEqual(fail('invalid'));
  });

  it.each(['1,234', '1.2345', '0,001', '1.234,567'])('%j has too many decimals for 2', (text) => {
    expect(parse(text)).toEqual(fail('too-many-decimals'));
  });

  it('refuses a negative unless allowed', () => {
    expect(parse('-5')).toEqual(fail('negative'));
    expect(parse('−1.234,5')).toEqual(fail('negative'));
    expect(parseNumberInput('-1.234,5', { locale: 'es-AR', decimals: 2, allowNegative: true })).toEqual(ok(-1234.5, -123450n));
    expect(parse('-0')).toEqual(ok(0, 0n));
    expect(parse('-abc')).toEqual(fail('invalid'));
  });

  it('reads quantities with 3 decimals', () => {
    const qty = (text: string) => parseNumberInput(text, { locale: 'es-AR', decimals: 3 });
    expect(qty('0,250')).toEqual(ok(0.25, 250n));
    expect(qty('0.250')).toEqual(ok(0.25, 250n));
    // Exactly three digits after a single dot read as grouping (the rule a cashier expects).
    expect(qty('1.250')).toEqual(ok(1250, 1250000n));
    expect(qty('1,2505')).toEqual(fail('too-many-decimals'));
  });

  it('whole numbers only when decimals is 0', () => {
    const units = (text: string) => parseNumberInput(text, { locale: 'es-AR', decimals: 0 });
    expect(units('3')).toEqual(ok(3, 3n));
    expect(units('2,5')).toEqual(fail('too-many-decimals'));
  });
});

describe('parseNumberInput pt-BR', () => {
  const parse = money('pt-BR');
  it.each([
    ['1.234,56', 1234.56, 123456n],
    ['20.000', 20000, 2000000n],
    ['9,9', 9.9, 990n],
    ['9.9', 9.9, 990n],
  ])('%j is %d', (text, value, scaled) => {
    expect(parse(text)).toEqual(ok(value, scaled));
  });
  it('refuses letters and bad grouping', () => {
    expect(parse('R$ 10')).toEqual(fail('invalid'));
    expect(parse('1.23,4')).toEqual(fail('invalid'));
  });
});

describe('parseNumberInput en-US (, groups, . decimals)', () => {
  const parse = money('en-US');
  it.each([
    ['20,000', 20000, 2000000n],
    ['1,234.50', 1234.5, 123450n],
    ['1,234,567.89', 1234567.89, 123456789n],
    ['1234.5', 1234.5, 123450n],
    ['1.000', 1, 100n],
    ['.5', 0.5, 50n],
    ['12,5', 12.5, 1250n],
  ])('%j is %d', (text, value, scaled) => {
    expect(parse(text)).toEqual(ok(value, scaled));
  });
  it.each(['1.234,50', '1,23,456', '12.3.4', 'twelve'])('%j is invalid', (text) => {
    expect(parse(text)).toEqual(fail('invalid'));
  });
  it('too many decimals and negatives', () => {
    expect(parse('1.005')).toEqual(fail('too-many-decimals'));
    expect(parse('-1,000')).toEqual(fail('negative'));
  });
});

describe('parseNumberInput es-CR (space groups)', () => {
  const parse = money('es-CR');
  it('groups with a space (regular or non-breaking)', () => {
    expect(parse('1 234,5')).toEqual(ok(1234.5, 123450n));
    expect(parse('1\u00a0234\u00a0567')).toEqual(ok(1234567, 123456700n));
    expect(parse('12.5')).toEqual(ok(12.5, 1250n));
    expect(parse('12 34')).toEqual(fail('invalid'));
  });
});

describe('parseAmountInput uses the currency scale', () => {
  it('CLP has no decimals (es-CL)', () => {
    const clp = (text: string) => parseAmountInput(text, { locale: 'es-CL', currency: 'CLP' });
    expect(clp('1.000')).toEqual(ok(1000, 1000n));
    expect(clp('1000')).toEqual(ok(1000, 1000n));
    expect(clp('1.234.567')).toEqual(ok(1234567, 1234567n));
    expect(clp('1.000,00')).toEqual(ok(1000, 1000n));
    expect(clp('12,5')).toEqual(fail('too-many-decimals'));
    expect(clp('12.5')).toEqual(fail('too-many-decimals'));
    expect(clp('-1.000')).toEqual(fail('negative'));
    expect(parseAmountInput('-1.000', { locale: 'es-CL', currency: 'CLP', allowNegative: true })).toEqual(ok(-1000, -1000n));
  });

  it('ARS, BRL and USD have 2', () => {
    expect(parseAmountInput('1.234,56', { locale: 'es-AR', currency: 'ARS' })).toEqual(ok(1234.56, 123456n));
    expect(parseAmountInput('1.234,56', { locale: 'pt-BR', currency: 'BRL' })).toEqual(ok(1234.56, 123456n));
    expect(parseAmountInput('1,234.56', { locale: 'en-US', currency: 'USD' })).toEqual(ok(1234.56, 123456n));
    expect(parseAmountInput('1,234.567', { locale: 'en-US', currency: 'USD' })).toEqual(fail('too-many-decimals'));
  });

  it('COP has no decimals (es-CO)', () => {
    expect(parseAmountInput('25.000', { locale: 'es-CO', currency: 'COP' })).toEqual(ok(25000, 25000n));
    expect(parseAmountInput('25.000,5', { locale: 'es-CO', currency: 'COP' })).toEqual(fail('too-many-decimals'));
  });
});

describe('formatAmountInput / formatNumberInput pre-fill fields', () => {
  it.each([
    [123450, 'es-AR', 'ARS', '1.234,50'],
    [100000, 'es-AR', 'ARS', '1.000'],
    [5, 'es-AR', 'ARS', '0,05'],
    [1000, 'es-CL', 'CLP', '1.000'],
    [1234567, 'es-CL', 'CLP', '1.234.567'],
    [123456, 'pt-BR', 'BRL', '1.234,56'],
    [123450, 'en-US', 'USD', '1,234.50'],
    [-123450, 'es-AR', 'ARS', '-1.234,50'],
    [123450, 'es-CR', 'CRC', '1 234,50'],
  ])('%d %s %s is %j', (minor, locale, currency, text) => {
    expect(formatAmountInput(minor, { locale, currency })).toBe(text);
  });

  it('keeps every digit of big amounts', () => {
    expect(formatAmountInput(900719925474099312n, { locale: 'es-AR', currency: 'ARS' })).toBe('9.007.199.254.740.993,12');
  });

  it.each([
    ['es-AR', 'ARS', 123450],
    ['es-AR', 'ARS', 100000],
    ['es-AR', 'ARS', 1],
    ['es-CL', 'CLP', 1000],
    ['es-CO', 'COP', 1250],
    ['pt-BR', 'BRL', 99],
    ['en-US', 'USD', 123456789],
    ['es-MX', 'MXN', 100000],
    ['es-CR', 'CRC', 1234567],
  ])('%s %s %d reads back unchanged', (locale, currency, minor) => {
    const text = formatAmountInput(minor, { locale, currency });
    const parsed = parseAmountInput(text, { locale, currency, allowNegative: true });
    expect(parsed.ok && parsed.scaled).toBe(BigInt(minor));
  });

  it('quantities at 3 decimals', () => {
    expect(formatNumberInput(250, { locale: 'es-AR', decimals: 3 })).toBe('0,250');
    expect(formatNumberInput(1500, { locale: 'es-AR', decimals: 3 })).toBe('1,500');
    expect(formatNumberInput(2000, { locale: 'es-AR', decimals: 3 })).toBe('2');
  });
});
