import type { MedioPago, TipoCambio } from '../contracts';
import { amountText, equalPartLines, foreignToCover, parseAmountText, paymentContext, summarizePayments, toPagoInputs, type PaymentLine } from './payment-lines';
import { convertToLocal } from '../rules/money';

const medio = (id: number, nombre: string, tipo: MedioPago['tipo']): MedioPago => ({ id, nombre, tipo, orden: id, activo: true });
const MEDIOS = [medio(1, 'Efectivo', 'efectivo'), medio(2, 'Tarjeta de débito', 'tarjeta_debito'), medio(3, 'Cuenta corriente', 'cuenta_corriente')];
const tipo = (moneda: string, valor: string, esMonedaLocal = false): TipoCambio => ({
  id: moneda.length,
  moneda,
  valor,
  esDefault: esMonedaLocal,
  esMonedaLocal,
  actualizadoAt: '',
});
const TIPOS = [tipo('ARS', '0', true), tipo('USD', '1425.5'), tipo('BRL', '262.75'), tipo('EUR', '0')];
const ctx = paymentContext('ARS', MEDIOS, TIPOS);
const line = (key: string, medioId: number, moneda: string, amount: string): PaymentLine => ({ key, medioId, moneda, amountText: amount });

describe('payment context', () => {
  it('offers currencies with a rate above 0 and hides current-account methods unless the customer has one', () => {
    expect([...ctx.rates.keys()]).toEqual(['USD', 'BRL']);
    expect(ctx.rates.get('USD')).toBe(1_425_500_000n);
    expect(ctx.medios.map((m) => m.nombre)).toEqual(['Efectivo', 'Tarjeta de débito']);
    expect(paymentContext('ARS', MEDIOS, TIPOS, true).medios).toHaveLength(3);
  });
});

describe('amounts as typed', () => {
  it.each([
    ['1234', 123_400],
    ['1234,5', 123_450],
    ['1234.56', 123_456],
    [' 0,07 ', 7],
    ['12.', 1_200],
    // As the venue writes them (es-AR): '.' groups thousands, ',' marks decimals.
    ['1.234,50', 123_450],
    ['20.000', 2_000_000],
    ['10.999', 1_099_900],
  ])('%s is %i centavos', (text, minor) => {
    expect(parseAmountText(text, 'ARS', 'es-AR')).toBe(minor);
  });

  it.each(['', 'abc', '1,234', '1.23.4', '-5'])('%s is not an amount', (text) => {
    expect(parseAmountText(text, 'ARS', 'es-AR')).toBeNull();
  });

  it('reads amounts at the currency scale and the venue locale', () => {
    expect(parseAmountText('1.000', 'CLP', 'es-CL')).toBe(1_000);
    expect(parseAmountText('1.000,5', 'CLP', 'es-CL')).toBeNull();
    expect(parseAmountText('1,234.50', 'USD', 'en-US')).toBe(123_450);
    expect(parseAmountText('1.234,50', 'BRL', 'pt-BR')).toBe(123_450);
  });

  it('writes proposed amounts the way the venue writes them', () => {
    expect(amountText(123_450, 'ARS', 'es-AR')).toBe('1.234,50');
    expect(amountText(100, 'ARS', 'es-AR')).toBe('1');
    expect(amountText(1_000, 'CLP', 'es-CL')).toBe('1.000');
    expect(amountText(123_450, 'USD', 'en-US')).toBe('1,234.50');
  });
});

describe('foreign money to cover a rest', () => {
  it('is the least amount whose conversion reaches the rest', () => {
    const rate = 1_425_500_000n;
    for (const rest of [1, 99, 142_550, 1_370_000, 2_851_000, 999_999]) {
      const usd = foreignToCover(rest, rate, 'USD', 'ARS');
      expect(convertToLocal(usd, rate, 'USD', 'ARS')).toBeGreaterThanOrEqual(rest);
      expect(convertToLocal(usd - 1, rate, 'USD', 'ARS')).toBeLessThan(rest);
    }
  });

  it('works between currencies of different scales (dollars for Chilean pesos)', () => {
    const rate = 950_000_000n; // CLP 950 per USD
    // CLP 10.000 needs USD 10.53 (10.52 is CLP 9.994).
    expect(foreignToCover(10_000, rate, 'USD', 'CLP')).toBe(1_053);
    for (const rest of [1, 950, 10_000, 123_457]) {
      const usd = foreignToCover(rest, rate, 'USD', 'CLP');
      expect(convertToLocal(usd, rate, 'USD', 'CLP')).toBeGreaterThanOrEqual(rest);
      expect(convertToLocal(usd - 1, rate, 'USD', 'CLP')).toBeLessThan(rest);
    }
  });
});

describe('summary of the payment lines', () => {
  it('converts dollars at the venue rate and gives the change in cash', () => {
    const s = summarizePayments(1_370_000, [line('a', 1, 'ARS', '5000'), line('b', 1, 'USD', '10')], ctx);
    expect(s.allValid).toBe(true);
    expect(s.lines.map((l) => l.localMinor)).toEqual([500_000, 1_425_500]);
    expect(s.settlement).toEqual({ ok: true, paidMinor: 1_925_500, changeMinor: 555_500 });
  });

  it('says how much is missing', () => {
    expect(summarizePayments(1_000_000, [line('a', 2, 'ARS', '600')], ctx).settlement).toEqual({
      ok: false,
      reason: 'insufficient',
      paidMinor: 60_000,
      missingMinor: 940_000,
    });
  });

  it('refuses change when the card alone pays more than the total', () => {
    const s = summarizePayments(100_000, [line('a', 2, 'ARS', '2000')], ctx);
    expect(s.settlement).toMatchObject({ ok: false, reason: 'change-not-cash' });
  });

  it('marks lines that are not payments: zero, bad text, a currency without rate, a hidden method', () => {
    const s = summarizePayments(100, [line('a', 1, 'ARS', '0'), line('b', 1, 'ARS', 'x'), line('c', 1, 'EUR', '5'), line('d', 3, 'ARS', '1')], ctx);
    expect(s.lines.map((l) => l.valid)).toEqual([false, false, false, false]);
    expect(s.allValid).toBe(false);
  });
});

describe('equal parts', () => {
  it('splits the total exactly, extra centavos first, keeping the methods already chosen', () => {
    let n = 0;
    const previous = [line('a', 2, 'USD', '1')];
    const parts = equalPartLines(1_000, 3, previous, ctx, () => `k${++n}`);
    expect(parts.map((p) => p.amountText)).toEqual(['3,34', '3,33', '3,33']);
    expect(parts.map((p) => p.medioId)).toEqual([2, 1, 1]);
    expect(parts.every((p) => p.moneda === 'ARS')).toBe(true);
    expect(parts[0]!.key).toBe('a');
  });
});

describe('payment lines for the api', () => {
  it('sends decimals with the method and the currency', () => {
    expect(toPagoInputs([line('a', 1, 'ARS', '5000,5'), line('b', 1, 'USD', '10')], ctx)).toEqual([
      { medioId: 1, medioNombre: 'Efectivo', monto: 5000.5, moneda: 'ARS' },
      { medioId: 1, medioNombre: 'Efectivo', monto: 10, moneda: 'USD' },
    ]);
  });

  it('a Chilean venue pays in whole pesos and in dollars with cents', () => {
    const clp = paymentContext('CLP', MEDIOS, [tipo('CLP', '0', true), tipo('USD', '950')], false, 'es-CL');
    const lines = [line('a', 1, 'CLP', '5.000'), line('b', 1, 'USD', '10,50')];
    const s = summarizePayments(15_000, lines, clp);
    expect(s.lines.map((l) => l.localMinor)).toEqual([5_000, 9_975]);
    expect(s.settlement).toEqual({ ok: false, reason: 'insufficient', paidMinor: 14_975, missingMinor: 25 });
    expect(toPagoInputs(lines, clp)).toEqual([
      { medioId: 1, medioNombre: 'Efectivo', monto: 5000, moneda: 'CLP' },
      { medioId: 1, medioNombre: 'Efectivo', monto: 10.5, moneda: 'USD' },
    ]);
    expect(equalPartLines(10_000, 3, [], clp, () => 'k').map((p) => p.amountText)).toEqual(['3.334', '3.333', '3.333']);
  });
});
