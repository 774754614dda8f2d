import { divRound } from './money';

/*
 * Recipes: what a dish takes from the ingredients, and what it costs.
 *
 * Quantities are integers in millionths of a unit (INSUMO_QUANTITY_SCALE: 30 g of a 'g' ingredient
 * is 30_000_000, of a 'kg' one 30_000). Costs are minor units of the venue's currency per whole
 * unit of the ingredient. Everything is multiplied as exact fractions (BigInt) and rounded once,
 * half away from zero: each line's contribution to one ingredient at a millionth of its unit, and a
 * cost at the currency's smallest unit.
 *
 * A line's gross quantity covers its waste: 100 g with a 20 % merma takes 125 g (net / (1 - merma)).
 * A line of a preparation (a sub-recipe) takes its share of the preparation's yield from each of
 * the preparation's own lines, down to the ingredients. A product's recipe yields `rendimiento`
 * portions; one sold unit takes 1/rendimiento of its lines. A modifier option's lines are per sold
 * unit and add to the dish; a line with `quitar` takes that component out of it.
 */

export const INSUMO_UNIDADES = ['kg', 'g', 'l', 'ml', 'unidad'] as const;
export type InsumoUnidad = (typeof INSUMO_UNIDADES)[number];

/** Millionths of a unit. */
export const INSUMO_QUANTITY_SCALE = 1_000_000;

/** Deepest nesting of preparations a recipe may have (a sauce in a filling in a dish). */
export const PREPARACION_PROFUNDIDAD_MAX = 4;

const BASE: Record<InsumoUnidad, { dimension: 'masa' | 'volumen' | 'unidad'; factor: bigint }> = {
  kg: { dimension: 'masa', factor: 1000n },
  g: { dimension: 'masa', factor: 1n },
  l: { dimension: 'volumen', factor: 1000n },
  ml: { dimension: 'volumen', factor: 1n },
  unidad: { dimension: 'unidad', factor: 1n },
};

/** True when a quantity in `from` can be expressed in `to` (mass with mass, volume with volume). */
export function unidadesCompatibles(from: InsumoUnidad, to: InsumoUnidad): boolean {
  return BASE[from].dimension === BASE[to].dimension;
}

/** The units a line may use for a component measured in `unidad`. */
export function unidadesPara(unidad: InsumoUnidad): InsumoUnidad[] {
  return INSUMO_UNIDADES.filter((u) => unidadesCompatibles(u, unidad));
}

/** A decimal quantity (0.03 kg) in millionths, rounded to the nearest millionth. */
export function toMicro(quantity: number): number {
  return Math.round(quantity * INSUMO_QUANTITY_SCALE);
}

/** Millionths back to the decimal quantity. */
export function fromMicro(micro: number): number {
  return micro / INSUMO_QUANTITY_SCALE;
}

/** A quantity in millionths of `from` expressed in millionths of `to`; null when they do not convert. */
export function convertirCantidad(micro: number, from: InsumoUnidad, to: InsumoUnidad): number | null {
  if (!unidadesCompatibles(from, to)) return null;
  return Number(divRound(BigInt(micro) * BASE[from].factor, BASE[to].factor));
}

export interface LineaReceta {
  insumoId?: number | null;
  preparacionId?: number | null;
  /** Millionths of `unidad`, net of waste. */
  cantidad: number;
  unidad: InsumoUnidad;
  /** Basis points (20 % = 2000), below 10000. */
  mermaPorcentaje: number;
  /** On a modifier option's line: takes the component out of the dish. */
  quitar?: boolean;
}

export interface PreparacionReceta {
  id: number;
  unidad: InsumoUnidad;
  /** Millionths of `unidad` its lines yield. */
  rendimiento: number;
  lineas: readonly LineaReceta[];
}

export interface InsumoReceta {
  id: number;
  unidad: InsumoUnidad;
  /** Minor units per whole unit. */
  costoUnitario: number;
}

export interface RecetaContexto {
  insumos: ReadonlyMap<number, InsumoReceta>;
  preparaciones: ReadonlyMap<number, PreparacionReceta>;
}

/** A fraction num/den of what the lines say. */
interface Factor {
  num: bigint;
  den: bigint;
}

export class RecetaInvalidaError extends Error {
  constructor(
    readonly motivo: 'componente' | 'unidad' | 'ciclo' | 'profundidad',
    readonly id: number | null,
  ) {
    super(`receta inválida: ${motivo} ${id ?? ''}`);
  }
}

function addLines(out: Map<number, number>, lines: readonly LineaReceta[], factor: Factor, ctx: RecetaContexto, path: readonly number[]): void {
  for (const line of lines) {
    if (line.quitar) continue;
    const grossNum = BigInt(line.cantidad) * 10_000n * factor.num;
    const grossDen = BigInt(10_000 - line.mermaPorcentaje) * factor.den;
    if (line.insumoId != null) {
      const insumo = ctx.insumos.get(line.insumoId);
      if (!insumo) throw new RecetaInvalidaError('componente', line.insumoId);
      if (!unidadesCompatibles(line.unidad, insumo.unidad)) throw new RecetaInvalidaError('unidad', line.insumoId);
      const micro = Number(divRound(grossNum * BASE[line.unidad].factor, grossDen * BASE[insumo.unidad].factor));
      out.set(insumo.id, (out.get(insumo.id) ?? 0) + micro);
      continue;
    }
    const prepId = line.preparacionId;
    const prep = prepId == null ? undefined : ctx.preparaciones.get(prepId);
    if (!prep) throw new RecetaInvalidaError('componente', prepId ?? null);
    if (path.includes(prep.id)) throw new RecetaInvalidaError('ciclo', prep.id);
    if (path.length >= PREPARACION_PROFUNDIDAD_MAX) throw new RecetaInvalidaError('profundidad', prep.id);
    if (!unidadesCompatibles(line.unidad, prep.unidad)) throw new RecetaInvalidaError('unidad', prep.id);
    // The share of the preparation's yield this line takes: gross (in the preparation's unit) / yield.
    addLines(out, prep.lineas, { num: grossNum * BASE[line.unidad].factor, den: grossDen * BASE[prep.unidad].factor * BigInt(prep.rendimiento) }, ctx, [...path, prep.id]);
  }
}

function sameComponent(a: LineaReceta, b: LineaReceta): boolean {
  return (a.insumoId != null && a.insumoId === b.insumoId) || (a.preparacionId != null && a.preparacionId === b.preparacionId);
}

export interface ConsumoLinea {
  /** The dish's recipe, or null when it has none. */
  receta: { rendimiento: number; lineas: readonly LineaReceta[] } | null;
  /** The lines of the modifier options chosen on the sold line. */
  opciones?: readonly (readonly LineaReceta[])[];
  /** Units sold, in thousandths (QUANTITY_SCALE of sales): 2 portions = 2000. */
  quantityMilli: number;
}

/**
 * What sold lines take from each ingredient, in millionths of the ingredient's unit. Throws
 * RecetaInvalidaError when a line names a component missing from `ctx`, a unit that does not
 * convert, or preparations that contain themselves.
 */
export function consumoDe(items: readonly ConsumoLinea[], ctx: RecetaContexto): Map<number, number> {
  const out = new Map<number, number>();
  for (const item of items) {
    const options = item.opciones ?? [];
    const removed = options.flat().filter((l) => l.quitar);
    if (item.receta && item.receta.rendimiento > 0) {
      const kept = item.receta.lineas.filter((l) => !removed.some((r) => sameComponent(r, l)));
      // quantityMilli / 1000 units, each 1 / (rendimiento / 10^6) of the lines.
      addLines(out, kept, { num: BigInt(item.quantityMilli) * BigInt(INSUMO_QUANTITY_SCALE), den: 1000n * BigInt(item.receta.rendimiento) }, ctx, []);
    }
    for (const lines of options) addLines(out, lines, { num: BigInt(item.quantityMilli), den: 1000n }, ctx, []);
  }
  for (const [id, micro] of out) if (micro === 0) out.delete(id);
  return out;
}

/** The cost of quantities (millionths of each ingredient's unit) in minor units, rounded once. */
export function costoDe(consumo: ReadonlyMap<number, number>, insumos: ReadonlyMap<number, InsumoReceta>): number {
  let total = 0n;
  for (const [id, micro] of consumo) total += BigInt(micro) * BigInt(insumos.get(id)?.costoUnitario ?? 0);
  return Number(divRound(total, BigInt(INSUMO_QUANTITY_SCALE)));
}

/** The cost of one portion of a dish (with the chosen options), in minor units. */
export function costoPorcion(item: Omit<ConsumoLinea, 'quantityMilli'>, ctx: RecetaContexto): number {
  return costoDe(consumoDe([{ ...item, quantityMilli: 1000 }], ctx), ctx.insumos);
}

/** Food cost: cost over price in basis points (3000 = 30 %); null without a price. */
export function foodCostBp(costoMinor: number, precioMinor: number): number | null {
  if (precioMinor <= 0) return null;
  return Number(divRound(BigInt(costoMinor) * 10_000n, BigInt(precioMinor)));
}

/** The price that puts a cost at a target food cost (basis points), before rounding rules. */
export function precioParaFoodCost(costoMinor: number, objetivoBp: number): number {
  if (objetivoBp <= 0) throw new RangeError('El food cost objetivo debe ser mayor a 0');
  return Number(divRound(BigInt(costoMinor) * 10_000n, BigInt(objetivoBp)));
}

/** Weighted average cost after receiving `cantidad` at `costo`: (stock·cost + in·cost) / (stock + in); the incoming cost when nothing (or less than nothing) was on hand. */
export function costoPromedio(stockMicro: number, costoActual: number, cantidadMicro: number, costoEntrada: number): number {
  if (stockMicro <= 0) return costoEntrada;
  const total = BigInt(stockMicro) + BigInt(cantidadMicro);
  if (total <= 0n) return costoEntrada;
  return Number(divRound(BigInt(stockMicro) * BigInt(costoActual) + BigInt(cantidadMicro) * BigInt(costoEntrada), total));
}
