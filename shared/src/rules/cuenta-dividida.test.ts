import { describe, expect, it } from 'vitest';
import { allocateMinor, splitBill, type SplitInput } from './cuenta-dividida';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('allocateMinor', () => {
  it('shares a total exactly, the remainder to the largest fractions', () => {
    expect(allocateMinor(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocateMinor(101, [1, 2])).toEqual([34, 67]);
    expect(allocateMinor(5, [0, 0])).toEqual([3, 2]);
  });
});

describe('splitBill', () => {
  const table: SplitInput = {
    lines: [
      { netMinor: 1_050_00, discountMinor: 0, quantityMilli: 1000 },
      { netMinor: 333_33, discountMinor: 11_11, quantityMilli: 3000 },
      { netMinor: 7_01, discountMinor: 0, quantityMilli: 250 },
    ],
    generalDiscountMinor: 10_01,
    customerDiscountMinor: 3_03,
  };
  const total = 1_050_00 + 333_33 + 7_01 - 10_01 - 3_03;

  it('equal parts add up to the total and every line to itself', () => {
    const result = splitBill(table, { modo: 'iguales', partes: 3 });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.totalMinor).toBe(total);
    expect(sum(result.parts.map((p) => p.totalMinor))).toBe(total);
    const totals = result.parts.map((p) => p.totalMinor);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
    table.lines.forEach((line, i) => {
      const shares = result.parts.flatMap((p) => p.lines.filter((l) => l.lineIndex === i));
      expect(sum(shares.map((s) => s.subtotalMinor))).toBe(line.netMinor);
      expect(sum(shares.map((s) => s.quantityMilli))).toBe(line.quantityMilli);
      expect(sum(shares.map((s) => s.discountMinor))).toBe(line.discountMinor);
    });
  });

  it('amounts must add up to the total, and each part is its amount exactly', () => {
    const bad = splitBill(table, { modo: 'montos', montosMinor: [100_00, 200_00] });
    expect(bad).toEqual({ ok: false, error: { code: 'montos-no-suman', totalMinor: total, sumMinor: 300_00 } });
    const result = splitBill(table, { modo: 'montos', montosMinor: [100_00, 200_01, total - 300_01] });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.parts.map((p) => p.totalMinor)).toEqual([100_00, 200_01, total - 300_01]);
  });

  it('by items: whole lines to their part, an empty part refused', () => {
    const result = splitBill(table, { modo: 'items', partes: 2, asignacion: [0, 1, 1] });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.parts[0]!.lines.map((l) => l.lineIndex)).toEqual([0]);
    expect(result.parts[1]!.lines.map((l) => [l.lineIndex, l.quantityMilli])).toEqual([
      [1, 3000],
      [2, 250],
    ]);
    expect(sum(result.parts.map((p) => p.totalMinor))).toBe(total);
    expect(splitBill(table, { modo: 'items', partes: 3, asignacion: [0, 1, 1] })).toEqual({ ok: false, error: { code: 'parte-vacia', partIndex: 2 } });
  });
});
