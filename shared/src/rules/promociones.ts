import { percentOf, QUANTITY_SCALE } from './money';

/*
 * A promotion's discount, computed the same way by the api (what it charges) and by a screen (what
 * it shows), from the lines the api tagged with the promotion when they were added. Per
 * promotion, the tagged lines' whole units are pooled (a category promotion mixes products),
 * sorted from the dearest, and grouped in sets: for N x M (lleva N, paga M) the N - M cheapest
 * units of each full set of N are free; for the second unit, the cheaper unit of each pair is
 * `porcentaje` off. A set left incomplete takes nothing: 3 units under 2x1 give one free unit.
 * Integer minor units; a percent is rounded once per line, halves up.
 */

/** How a promotion discounts: nxm takes `lleva` and pays `paga`; segunda-unidad takes `porcentaje` (scaled by 100: 5000 = 50 %) off. */
export type PromotionRule = { tipo: 'nxm'; lleva: number; paga: number } | { tipo: 'segunda-unidad'; porcentaje: number };

/** What a line keeps of the promotion it was added under: the promotion's id, name and rule then. */
export type PromotionTag = { id: number; nombre: string } & PromotionRule;

export interface PromotionLine {
  unitPriceMinor: number;
  quantityMilli: number;
  promotion: PromotionTag | null | undefined;
  /** A deleted line takes no part. */
  eliminado?: boolean | undefined;
  /** The most the line can be discounted (its gross less its own discount); the promotion never goes past it. */
  capMinor?: number | undefined;
}

export interface PromotionApplied {
  id: number;
  nombre: string;
  discountMinor: number;
}

export interface PromotionDiscounts {
  /** Every promotion's discount together. */
  totalMinor: number;
  /** Each input line's share of it, in input order. */
  lines: number[];
  /** One entry per promotion that discounts something, in the order its first line came. */
  promotions: PromotionApplied[];
}

const groupKey = (t: PromotionTag) => (t.tipo === 'nxm' ? `${t.id}:nxm:${t.lleva}:${t.paga}` : `${t.id}:2u:${t.porcentaje}`);

/** The promotions' discounts over the lines (see above). */
export function promotionDiscounts(lines: readonly PromotionLine[]): PromotionDiscounts {
  const groups = new Map<string, { tag: PromotionTag; units: { price: number; line: number }[] }>();
  lines.forEach((line, index) => {
    const tag = line.promotion;
    if (!tag || line.eliminado) return;
    const units = Math.floor(line.quantityMilli / QUANTITY_SCALE);
    if (units <= 0) return;
    const key = groupKey(tag);
    let group = groups.get(key);
    if (!group) {
      group = { tag, units: [] };
      groups.set(key, group);
    }
    for (let u = 0; u < units; u++) group.units.push({ price: line.unitPriceMinor, line: index });
  });
  const shares = lines.map(() => 0);
  const byPromotion = new Map<number, PromotionApplied>();
  for (const { tag, units } of groups.values()) {
    // Dearest first; a tie keeps the order the lines came in.
    units.sort((a, b) => b.price - a.price || a.line - b.line);
    const own = new Map<number, number>();
    const setSize = tag.tipo === 'nxm' ? tag.lleva : 2;
    const free = tag.tipo === 'nxm' ? tag.lleva - tag.paga : 1;
    if (setSize < 1 || free < 1 || free > setSize) continue;
    for (let start = 0; start + setSize <= units.length; start += setSize) {
      for (let k = start + setSize - free; k < start + setSize; k++) own.set(units[k]!.line, (own.get(units[k]!.line) ?? 0) + units[k]!.price);
    }
    let discountMinor = 0;
    for (const [line, base] of own) {
      const input = lines[line]!;
      const wanted = tag.tipo === 'nxm' ? base : percentOf(base, tag.porcentaje);
      const room = Math.max(0, (input.capMinor ?? Number.MAX_SAFE_INTEGER) - shares[line]!);
      const share = Math.min(wanted, room);
      shares[line] = shares[line]! + share;
      discountMinor += share;
    }
    if (discountMinor <= 0) continue;
    const known = byPromotion.get(tag.id);
    if (known) known.discountMinor += discountMinor;
    else byPromotion.set(tag.id, { id: tag.id, nombre: tag.nombre, discountMinor });
  }
  const promotions = [...byPromotion.values()];
  return { totalMinor: promotions.reduce((sum, p) => sum + p.discountMinor, 0), lines: shares, promotions };
}

/**
 * Which of the promotions that hold now a product is added under: one naming the product wins
 * over one of its category, then the first given (the oldest). None for a product sold by weight.
 */
export function pickPromotion<T extends { productoId: number | null; categoriaId: number | null }>(
  vigentes: readonly T[],
  producto: { id: number; categoriaId: number | null; esPorPeso: boolean },
): T | undefined {
  if (producto.esPorPeso) return undefined;
  return vigentes.find((p) => p.productoId === producto.id) ?? vigentes.find((p) => p.categoriaId !== null && p.categoriaId === producto.categoriaId);
}

/** A line's stored tag (JSON text), or null when it is absent or unreadable. */
export function parsePromotionTag(text: string | null | undefined): PromotionTag | null {
  if (!text) return null;
  try {
    const tag = JSON.parse(text) as PromotionTag;
    return typeof tag?.id === 'number' && typeof tag.nombre === 'string' ? tag : null;
  } catch {
    return null;
  }
}
