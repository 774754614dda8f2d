import type { MedioPago, TipoCambio } from '../contracts';
import {
  amountText,
  equalPartLines,
  foreignToCover,
  parseAmountText,
  paymentContext,
  summarizePayments,
  toPagoInputs,
  type PaymentLine,
} from './payment-lines';
import { convertToLocal } from '../rules/money';

const medio = (id: number, nombre: string, tipo: MedioPago['tipo']): MedioPago => ({ id, nombre, tipo, orden: id, activo: true });
const MEDIOS = [medio(1, 'Efectivo', 'efectivo'), medio(2, 'Tarjeta de débito', 'tarjeta_debito'), medio(3, 'Cuenta corriente', 'cuenta_corriente')];
const tipo = (moneda: string, valor: string, esMonedaLocal = false): TipoCambio => ({ id: moneda.length, moneda, valor, esDefault: esMonedaLocal, esMonedaLocal, actualizadoAt: '' });
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
  ])('%s is %i centavos', (text, minor) => {
    expect(parseAmountText(text)).toBe(minor);
  });

  it.each(['', 'abc', '1.234,50', '1,234', '10.999', '-5'])('%s is not an amount', (text) => {
    expect(parseAmountText(text)).toBeNull();
  });

  it('writes proposed amounts without a thousands separator', () => {
    expect(amountText(123_450)).toBe('1234.5');
    expect(amountText(100)).toBe('1');
  });
});

describe('foreign money to cover a rest', () => {
  it('is the least amount whose conversion reaches the rest', () => {
    const rate = 1_425_500_000n;
    for (const rest of [1, 99, 142_550, 1_370_000, 2_851_000, 999_999]) {
      const usd = foreignToCover(rest, rate);
      expect(convertToLocal(usd, rate)).toBeGreaterThanOrEqual(rest);
      expect(convertToLocal(usd - 1, rate)).toBeLessThan(rest);
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
    expect(parts.map((p) => p.amountText)).toEqual(['3.34', '3.33', '3.33']);
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
});
