/*
 * Splitting a table's bill into parts, in integer minor units. The parts always add up
 * to the table's total to the cent, and each line's quantity, gross, discount and subtotal add up
 * to the line's across the parts, so that stock, revenue and discounts stay exact whatever the
 * split. The api charges each part as its own sale with the lines this rule gives it.
 */

/** A line of what is left to charge, in minor units (quantity * 1000). */
export interface SplitLine {
  /** What the line comes to after its own discount. */
  netMinor: number;
  /** The line's own discount. */
  discountMinor: number;
  quantityMilli: number;
}

export interface SplitInput {
  lines: readonly SplitLine[];
  /** The table's own discount (on the subtotal) and the customer's, still to charge. */
  generalDiscountMinor: number;
  customerDiscountMinor: number;
}

/**
 * How the bill is split. `iguales`: n equal parts; `montos`: the amounts given (they must add up
 * to the total); `items`: each line to one part (`asignacion[lineIndex]` = part index, seats too).
 */
export type SplitPlan = { modo: 'iguales'; partes: number } | { modo: 'montos'; montosMinor: readonly number[] } | { modo: 'items'; partes: number; asignacion: readonly number[] };

export interface SplitPartLine {
  lineIndex: number;
  quantityMilli: number;
  grossMinor: number;
  discountMinor: number;
  subtotalMinor: number;
}

export interface SplitPart {
  lines: SplitPartLine[];
  subtotalMinor: number;
  generalDiscountMinor: number;
  customerDiscountMinor: number;
  totalMinor: number;
}

export type SplitError =
  | { code: 'partes-invalidas' }
  | { code: 'montos-no-suman'; totalMinor: number; sumMinor: number }
  | { code: 'parte-vacia'; partIndex: number }
  | { code: 'asignacion-invalida'; lineIndex: number };

export type SplitResult = { ok: true; parts: SplitPart[]; totalMinor: number } | { ok: false; error: SplitError };

/** The most parts a bill splits into. */
export const MAX_SPLIT_PARTS = 50;

/**
 * `total` shared in proportion to `weights` (largest remainder; ties to the first): the shares add
 * up to `total` exactly. All-zero weights share equally.
 */
export function allocateMinor(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const w = weights.some((x) => x > 0) ? weights.map((x) => BigInt(Math.max(0, x))) : weights.map(() => 1n);
  const sum = w.reduce((a, b) => a + b, 0n);
  const t = BigInt(total);
  const floors = w.map((x) => (t * x) / sum);
  const rems = w.map((x, i) => ({ i, r: t * x - floors[i]! * sum }));
  let left = Number(t - floors.reduce((a, b) => a + b, 0n));
  rems.sort((a, b) => (b.r === a.r ? a.i - b.i : b.r > a.r ? 1 : -1));
  const out = floors.map(Number);
  for (const { i } of rems) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/**
 * Integer matrix with the given row and column sums (both add up to the same total), each cell
 * within one unit of the exact proportion `row * col / total`.
 */
function roundMatrix(rows: readonly number[], cols: readonly number[]): number[][] {
  const total = rows.reduce((a, b) => a + b, 0);
  if (total === 0) return rows.map(() => cols.map(() => 0));
  const T = BigInt(total);
  const cells = rows.map((r) => cols.map((c) => (BigInt(r) * BigInt(c)) / T));
  const need = cols.map((c, j) => c - cells.reduce((s, row) => s + Number(row[j]!), 0));
  const order = rows
    .map((_, i) => i)
    .sort((a, b) => {
      const ra = rows[a]! - cells[a]!.reduce((s, x) => s + Number(x), 0);
      const rb = rows[b]! - cells[b]!.reduce((s, x) => s + Number(x), 0);
      return rb - ra || a - b;
    });
  const out = cells.map((row) => row.map(Number));
  for (const i of order) {
    let left = rows[i]! - out[i]!.reduce((s, x) => s + x, 0);
    // The columns that still need the most take this row's leftover units, one each.
    const byNeed = cols.map((_, j) => j).sort((a, b) => need[b]! - need[a]! || a - b);
    for (const j of byNeed) {
      if (left <= 0) break;
      if (need[j]! <= 0) continue;
      out[i]![j]! += 1;
      need[j]! -= 1;
      left -= 1;
    }
    // Unreachable with consistent sums; kept exact regardless.
    if (left > 0) out[i]![byNeed[0]!]! += left;
  }
  return out;
}

/** Splits what is left of a table's bill by `plan` (see SplitPlan), exactly. */
export function splitBill(input: SplitInput, plan: SplitPlan): SplitResult {
  const { lines } = input;
  const net = lines.map((l) => l.netMinor);
  const netSum = net.reduce((a, b) => a + b, 0);
  const general = input.generalDiscountMinor;
  const customer = input.customerDiscountMinor;
  const totalMinor = netSum - general - customer;
  const n = plan.modo === 'montos' ? plan.montosMinor.length : plan.partes;
  if (!Number.isInteger(n) || n < 1 || n > MAX_SPLIT_PARTS) return { ok: false, error: { code: 'partes-invalidas' } };

  let matrix: number[][];
  let generals: number[];
  let customers: number[];
  if (plan.modo === 'items') {
    for (const [index, part] of plan.asignacion.entries()) {
      if (!Number.isInteger(part) || part < 0 || part >= n) return { ok: false, error: { code: 'asignacion-invalida', lineIndex: index } };
    }
    if (plan.asignacion.length !== lines.length) return { ok: false, error: { code: 'asignacion-invalida', lineIndex: plan.asignacion.length } };
    for (let p = 0; p < n; p++) if (!plan.asignacion.includes(p)) return { ok: false, error: { code: 'parte-vacia', partIndex: p } };
    matrix = net.map((value, i) => Array.from({ length: n }, (_, p) => (plan.asignacion[i] === p ? value : 0)));
    const cols = Array.from({ length: n }, (_, p) => matrix.reduce((s, row) => s + row[p]!, 0));
    generals = allocateMinor(general, cols);
    customers = allocateMinor(
      customer,
      cols.map((c, p) => c - generals[p]!),
    );
  } else {
    let targets: number[];
    if (plan.modo === 'iguales')
      targets = allocateMinor(
        totalMinor,
        Array.from({ length: n }, () => 1),
      );
    else {
      const sumMinor = plan.montosMinor.reduce((a, b) => a + b, 0);
      if (plan.montosMinor.some((m) => !Number.isSafeInteger(m) || m <= 0)) return { ok: false, error: { code: 'partes-invalidas' } };
      if (sumMinor !== totalMinor) return { ok: false, error: { code: 'montos-no-suman', totalMinor, sumMinor } };
      targets = [...plan.montosMinor];
    }
    generals = allocateMinor(general, targets);
    customers = allocateMinor(customer, targets);
    matrix = roundMatrix(
      net,
      targets.map((t, p) => t + generals[p]! + customers[p]!),
    );
  }

  const parts: SplitPart[] = Array.from({ length: n }, (_, p) => ({
    lines: [],
    subtotalMinor: 0,
    generalDiscountMinor: generals[p]!,
    customerDiscountMinor: customers[p]!,
    totalMinor: 0,
  }));
  lines.forEach((line, i) => {
    const shares = matrix[i]!;
    // Whole lines (items) go whole; otherwise quantity and discount follow the line's share.
    const weights = shares.some((s) => s > 0) ? shares : plan.modo === 'items' ? shares.map((_, p) => (plan.asignacion[i] === p ? 1 : 0)) : shares.map(() => 1);
    const quantities = allocateMinor(line.quantityMilli, weights);
    const discounts = allocateMinor(line.discountMinor, weights);
    shares.forEach((subtotal, p) => {
      if (quantities[p] === 0 && subtotal === 0 && discounts[p] === 0) return;
      parts[p]!.lines.push({ lineIndex: i, quantityMilli: quantities[p]!, grossMinor: subtotal + discounts[p]!, discountMinor: discounts[p]!, subtotalMinor: subtotal });
      parts[p]!.subtotalMinor += subtotal;
    });
  });
  for (const [p, part] of parts.entries()) {
    part.totalMinor = part.subtotalMinor - part.generalDiscountMinor - part.customerDiscountMinor;
    if (part.lines.length === 0 || part.totalMinor < 0) return { ok: false, error: { code: 'parte-vacia', partIndex: p } };
  }
  return { ok: true, parts, totalMinor };
}
