import { describe, expect, it } from 'vitest';
import { computeSaleTotals } from './sale-totals';

describe('computeSaleTotals', () => {
  it('applies line discounts, then the sale discount, then the customer percent', () => {
    const result = computeSaleTotals({
      lines: [
        { unitPriceMinor: 450_000, quantityMilli: 2000, discount: { tipo: 'porcentaje', valor: 1000 } },
        { unitPriceMinor: 1_200_000, quantityMilli: 350, discount: { tipo: 'monto', valor: 20_000 } },
        { unitPriceMinor: 250_000, quantityMilli: 1000 },
      ],
      discount: { tipo: 'monto', valor: 10_000 },
      customerPercentScaled: 500,
    });
    expect(result).toEqual({
      ok: true,
      totals: {
        lines: [
          { grossMinor: 900_000, discountMinor: 90_000, subtotalMinor: 810_000 },
          { grossMinor: 420_000, discountMinor: 20_000, subtotalMinor: 400_000 },
          { grossMinor: 250_000, discountMinor: 0, subtotalMinor: 250_000 },
        ],
        subtotalMinor: 1_460_000,
        generalDiscountMinor: 10_000,
        customerDiscountMinor: 72_500,
        totalMinor: 1_377_500,
      },
    });
  });

  it('refuses a discount larger than its line or sale, and percents above 100', () => {
    expect(computeSaleTotals({ lines: [{ unitPriceMinor: 100, quantityMilli: 1000, discount: { tipo: 'monto', valor: 101 } }] })).toEqual({
      ok: false,
      error: { code: 'discount-exceeds-line', lineIndex: 0 },
    });
    expect(computeSaleTotals({ lines: [{ unitPriceMinor: 100, quantityMilli: 1000 }], discount: { tipo: 'monto', valor: 200 } })).toEqual({
      ok: false,
      error: { code: 'discount-exceeds-subtotal' },
    });
    expect(computeSaleTotals({ lines: [{ unitPriceMinor: 100, quantityMilli: 1000, discount: { tipo: 'porcentaje', valor: 10_001 } }] })).toEqual({
      ok: false,
      error: { code: 'percent-out-of-range', lineIndex: 0 },
    });
  });

  it('gives 0 for a fully discounted sale', () => {
    const result = computeSaleTotals({ lines: [{ unitPriceMinor: 999, quantityMilli: 1000 }], customerPercentScaled: 10_000 });
    expect(result.ok && result.totals.totalMinor).toBe(0);
  });
});
