import { describe, expect, it } from 'vitest';
import {
  convertToLocal,
  divRound,
  formatRate,
  fromMinor,
  hasAtMostDecimals,
  lineAmount,
  parseRate,
  percentOf,
  remainingToPay,
  settlePayments,
  splitEqual,
  toMinor,
  amountScaleProblem,
} from './money';

describe('amounts in minor units', () => {
  it('converts decimals exactly, including the ones binary floats cannot hold', () => {
    expect(toMinor(1234.56, 'ARS')).toBe(123456);
    expect(toMinor(0.29, 'ARS')).toBe(29);
    expect(toMinor(1.1, 'BRL')).toBe(110);
    expect(toMinor('19.9', 'USD')).toBe(1990);
    expect(toMinor(-5.05, 'ARS')).toBe(-505);
    expect(fromMinor(123456, 'ARS')).toBe(1234.56);
    expect(fromMinor(29, 'ARS')).toBe(0.29);
  });

  it('uses the scale of each currency: CLP and COP have no minor unit', () => {
    expect(toMinor(1000, 'CLP')).toBe(1000);
    expect(toMinor(1000, 'COP')).toBe(1000);
    expect(toMinor(1000, 'ARS')).toBe(100000);
    expect(() => toMinor(1234.5, 'CLP')).toThrow(RangeError);
    expect(toMinor('1234.0', 'CLP')).toBe(1234);
    expect(fromMinor(1000, 'CLP')).toBe(1000);
    expect(fromMinor(100000, 'ARS')).toBe(1000);
    expect(fromMinor(-5, 'COP')).toBe(-5);
    expect(amountScaleProblem(1234.5, 'CLP')).toBe('too-many-decimals');
    expect(amountScaleProblem(1234.5, 'ARS')).toBeNull();
    expect(amountScaleProblem(1234, 'CLP')).toBeNull();
  });

  it.each(['ARS', 'UYU', 'CLP', 'PEN', 'COP', 'MXN', 'DOP', 'VES', 'CRC', 'PAB', 'GTQ', 'HNL', 'BRL', 'USD', 'CAD', 'EUR'])('%s: 1000 and back is exact', (code) => {
    expect(fromMinor(toMinor(1000, code), code)).toBe(1000);
    expect(fromMinor(toMinor(-0, code), code)).toBe(0);
  });

  it('refuses more than 2 decimals instead of rounding them away', () => {
    expect(hasAtMostDecimals(1.005, 2)).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-7, 2)).toBe(false);
    expect(hasAtMostDecimals(10.5, 2)).toBe(true);
    expect(hasAtMostDecimals('1.230', 2)).toBe(true);
    expect(hasAtMostDecimals('abc', 2)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
    expect(hasAtMostDecimals(1e21, 2)).toBe(false);
    expect(() => toMinor(2.345, 'ARS')).toThrow(RangeError);
  });

  it('rounds half away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
  });
});

describe('exchange rates', () => {
  it('keeps six exact decimals and prints them without trailing zeros', () => {
    expect(parseRate('1185.5')).toBe(1_185_500_000n);
    expect(parseRate(0.000001)).toBe(1n);
    expect(parseRate('1.0000001')).toBeNull();
    expect(parseRate(-1)).toBeNull();
    expect(formatRate(1_185_500_000n)).toBe('1185.5');
    expect(formatRate(0)).toBe('0');
    expect(formatRate(1n)).toBe('0.000001');
  });

  it('converts a foreign amount to the venue currency rounded to the centavo', () => {
    // USD 10.00 at 1185.50 = ARS 11855.00
    expect(convertToLocal(1000, parseRate('1185.5')!, 'USD', 'ARS')).toBe(1_185_500);
    // BRL 0.03 at 215.333333 = 6.45999999 -> 6.46
    expect(convertToLocal(3, parseRate('215.333333')!, 'BRL', 'ARS')).toBe(646);
    // Large amounts stay exact: USD 90,000,000.00 at 1234.567891
    expect(convertToLocal(9_000_000_000, parseRate('1234.567891')!, 'USD', 'ARS')).toBe(11_111_111_019_000);
  });

  it('converts between currencies of different scales, rounded to the venue currency unit', () => {
    // USD 10.00 at 1185.5 ARS = ARS 11855.00 (cents to centavos)
    expect(convertToLocal(1000, parseRate('1185.5')!, 'USD', 'ARS')).toBe(1_185_500);
    // USD 10.53 at 950 CLP = CLP 10003.5 -> 10004 whole pesos
    expect(convertToLocal(1053, parseRate('950')!, 'USD', 'CLP')).toBe(10_004);
    // USD 0.01 at 950.4 = CLP 9.504 -> 10
    expect(convertToLocal(1, parseRate('950.4')!, 'USD', 'CLP')).toBe(10);
    // CLP 1000 at 0.00105 USD per peso = USD 1.05 (pesos to cents)
    expect(convertToLocal(1000, parseRate('0.00105')!, 'CLP', 'USD')).toBe(105);
    // COP 50000 at 0.0125 BRL = BRL 625.00
    expect(convertToLocal(50_000, parseRate('0.0125')!, 'COP', 'BRL')).toBe(62_500);
  });
});

describe('percentages and quantities', () => {
  it('takes a percent with two decimals of an amount', () => {
    expect(percentOf(10_000, 1250)).toBe(1250);
    expect(percentOf(999, 3333)).toBe(333);
    expect(percentOf(5, 1000)).toBe(1);
  });

  it('multiplies a price by a quantity with three decimals', () => {
    // 0.350 kg of a 12,000.00 per kg ice cream = 4,200.00
    expect(lineAmount(1_200_000, 350)).toBe(420_000);
    expect(lineAmount(1999, 3000)).toBe(5997);
    expect(lineAmount(1001, 125)).toBe(125);
  });
});

describe('splitting and change', () => {
  it('splits equal parts that add up to the total exactly', () => {
    expect(splitEqual(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEqual(2, 3)).toEqual([1, 1, 0]);
    expect(splitEqual(900, 1)).toEqual([900]);
    const parts = splitEqual(1_234_567, 7);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1_234_567);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    expect(() => splitEqual(100, 0)).toThrow(RangeError);
  });

  it('tells what is left to pay when splitting by amount', () => {
    expect(remainingToPay(10_000, [3000, 2500])).toBe(4500);
    expect(remainingToPay(10_000, [12_000])).toBe(0);
  });

  it('accepts payments that cover the total and gives change only from cash', () => {
    expect(
      settlePayments(10_000, [
        { localMinor: 4000, cash: false },
        { localMinor: 7000, cash: true },
      ]),
    ).toEqual({
      ok: true,
      paidMinor: 11_000,
      changeMinor: 1000,
    });
    expect(settlePayments(10_000, [{ localMinor: 9999, cash: true }])).toEqual({
      ok: false,
      reason: 'insufficient',
      paidMinor: 9999,
      missingMinor: 1,
    });
    expect(settlePayments(10_000, [{ localMinor: 12_000, cash: false }])).toMatchObject({ ok: false, reason: 'change-not-cash' });
    expect(settlePayments(0, [])).toEqual({ ok: true, paidMinor: 0, changeMinor: 0 });
  });
});
