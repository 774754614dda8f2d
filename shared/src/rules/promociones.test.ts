import { describe, expect, it } from 'vitest';
import { computeSaleTotals } from './sale-totals';
import { promotionDiscounts, type PromotionTag } from './promociones';

const dosPorUno: PromotionTag = { id: 1, nombre: '2x1', tipo: 'nxm', lleva: 2, paga: 1 };
const tresPorDos: PromotionTag = { id: 2, nombre: '3x2', tipo: 'nxm', lleva: 3, paga: 2 };
const segunda = (porcentaje: number): PromotionTag => ({ id: 3, nombre: 'Segunda', tipo: 'segunda-unidad', porcentaje });
const line = (unitPriceMinor: number, units: number, promotion: PromotionTag | null = dosPorUno) => ({ unitPriceMinor, quantityMilli: units * 1000, promotion });

describe('promotionDiscounts', () => {
  it('2x1: 3 units give one free; 3x2: 7 units give two; lines of one promotion are pooled', () => {
    expect(promotionDiscounts([line(1000, 3)])).toEqual({ totalMinor: 1000, lines: [1000], promotions: [{ id: 1, nombre: '2x1', discountMinor: 1000 }] });
    expect(promotionDiscounts([line(500, 4, tresPorDos), line(500, 3, tresPorDos)]).totalMinor).toBe(1000);
    expect(promotionDiscounts([line(1000, 1), line(1000, 1), line(700, 1, null)]).lines).toEqual([0, 1000, 0]);
  });

  it('mixes prices: sorted from the dearest, the cheapest of each set is free', () => {
    const r = promotionDiscounts([line(1050, 1), line(1320, 1), line(1190, 1), line(1240, 1)]);
    // (1320, 1240) and (1190, 1050): 1240 and 1050 free.
    expect(r.totalMinor).toBe(1240 + 1050);
    expect(r.lines).toEqual([1050, 0, 0, 1240]);
  });

  it('the second unit: each pair takes the percent off its cheaper unit, rounded halves up per line', () => {
    expect(promotionDiscounts([line(2800, 5, segunda(5000))]).totalMinor).toBe(2800);
    // 33.33 % of 2 * 1001 = 667.27 -> 667; of 1003 = 334.30 -> 334; 50 % of 1 -> 1 (half up).
    expect(promotionDiscounts([line(1001, 4, segunda(3333))]).totalMinor).toBe(667);
    expect(promotionDiscounts([line(1, 2, segunda(5000))]).totalMinor).toBe(1);
  });

  it('ignores deleted lines and weights below a unit, and never discounts a line past its cap', () => {
    expect(promotionDiscounts([{ ...line(1000, 2), eliminado: true }]).totalMinor).toBe(0);
    expect(promotionDiscounts([{ unitPriceMinor: 1000, quantityMilli: 1500, promotion: dosPorUno }]).totalMinor).toBe(0);
    expect(promotionDiscounts([{ ...line(1000, 2), capMinor: 300 }]).totalMinor).toBe(300);
  });

  it('the sale takes the promotion off the subtotal before its own discount and the customer’s', () => {
    const r = computeSaleTotals({
      lines: [{ unitPriceMinor: 1000, quantityMilli: 2000 }],
      discount: { tipo: 'porcentaje', valor: 1000 },
      customerPercentScaled: 1000,
      promotionDiscountMinor: 1000,
    });
    expect(r).toMatchObject({ ok: true, totals: { subtotalMinor: 2000, promotionDiscountMinor: 1000, generalDiscountMinor: 100, customerDiscountMinor: 90, totalMinor: 810 } });
  });
});
