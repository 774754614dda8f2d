import { describe, expect, it } from 'vitest';
import { computeDraftTotals } from './draft-totals';
import { computeSaleTotals } from './sale-totals';

describe('computeDraftTotals', () => {
  const items = [
    { unitPriceMinor: 250_000, quantityMilli: 2000, discount: { tipo: 'monto' as const, valor: 50_000 }, eliminado: false },
    { unitPriceMinor: 320_000, quantityMilli: 1000, eliminado: true },
    { unitPriceMinor: 1_800_000, quantityMilli: 250, eliminado: false },
  ];

  it('counts only active items, keeps the deleted ones own amounts, and totals as the sale would', () => {
    const result = computeDraftTotals({ items, discount: { tipo: 'porcentaje', valor: 1000 }, customerPercentScaled: 500 });
    expect(result).toEqual({
      ok: true,
      totals: {
        items: [
          { grossMinor: 500_000, discountMinor: 50_000, subtotalMinor: 450_000 },
          { grossMinor: 320_000, discountMinor: 0, subtotalMinor: 320_000 },
          { grossMinor: 450_000, discountMinor: 0, subtotalMinor: 450_000 },
        ],
        subtotalMinor: 900_000,
        appliedDiscount: { tipo: 'porcentaje', valor: 1000 },
        discountMinor: 90_000,
        customerDiscountMinor: 40_500,
        totalMinor: 769_500,
        activeCount: 2,
      },
    });
    // Finalizing charges the active items with the same discounts: the sale's total is the draft's.
    const sale = computeSaleTotals({ lines: [items[0]!, items[2]!], discount: { tipo: 'porcentaje', valor: 1000 }, customerPercentScaled: 500 });
    expect(sale.ok && sale.totals.totalMinor).toBe(769_500);
  });

  it('caps an amount discount at the subtotal left after deletions', () => {
    const result = computeDraftTotals({ items: [{ ...items[2]!, eliminado: false }], discount: { tipo: 'monto', valor: 600_000 } });
    expect(result.ok && result.totals).toMatchObject({ appliedDiscount: { tipo: 'monto', valor: 450_000 }, discountMinor: 450_000, totalMinor: 0 });
    const empty = computeDraftTotals({ items: [{ ...items[2]!, eliminado: true }], discount: { tipo: 'monto', valor: 1 } });
    expect(empty.ok && empty.totals).toMatchObject({ appliedDiscount: null, subtotalMinor: 0, totalMinor: 0, activeCount: 0 });
  });

  it('reports the index of an item whose discount exceeds it, and a percent above 100', () => {
    expect(computeDraftTotals({ items: [items[1]!, { unitPriceMinor: 100, quantityMilli: 1000, discount: { tipo: 'monto', valor: 101 }, eliminado: false }] })).toEqual({
      ok: false,
      error: { code: 'discount-exceeds-line', lineIndex: 1 },
    });
    expect(computeDraftTotals({ items, discount: { tipo: 'porcentaje', valor: 10_001 } })).toEqual({
      ok: false,
      error: { code: 'percent-out-of-range', lineIndex: null },
    });
  });
});
