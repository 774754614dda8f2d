import type { Insumo, Preparacion } from '@resto/shared/contracts';
import { currencyScale } from '@resto/shared/format';
import { consumoDe, costoDe, INSUMO_QUANTITY_SCALE, RecetaInvalidaError, toMicro, type LineaReceta, type PreparacionReceta, type RecetaContexto } from '@resto/shared/rules';

/*
 * A recipe's cost computed in the browser, with the shared engine the api uses, from the
 * ingredients and preparations the screen has loaded: what the editor shows while the lines are
 * typed. The saved answer (the api's) is what the lists show.
 */

/** A decimal amount of the api (costs per whole unit) in minor units of `currency`. */
export const aMinor = (decimal: number, currency: string) => Math.round(decimal * 10 ** currencyScale(currency));

/** A line's waste percent (12.5) in the engine's basis points (1250). */
export const mermaBp = (percent: number) => Math.round(percent * 100);

/** A preparation's saved lines as the engine reads them. */
export function lineasDeReceta(lineas: Preparacion['lineas']): LineaReceta[] {
  return lineas.map((l) => ({
    insumoId: l.insumoId,
    preparacionId: l.preparacionId,
    cantidad: toMicro(l.cantidad),
    unidad: l.unidad,
    mermaPorcentaje: mermaBp(l.mermaPorcentaje),
    quitar: l.quitar,
  }));
}

/** The engine's context: each ingredient's cost (0 when the caller may not see it) and each preparation's lines. */
export function contextoDe(insumos: readonly Insumo[], preparaciones: readonly Preparacion[], currency: string): RecetaContexto {
  return {
    insumos: new Map(insumos.map((i) => [i.id, { id: i.id, unidad: i.unidad, costoUnitario: aMinor(i.costoUnitario ?? 0, currency) }])),
    preparaciones: new Map(
      preparaciones.map((p): [number, PreparacionReceta] => [p.id, { id: p.id, unidad: p.unidad, rendimiento: toMicro(p.rendimiento), lineas: lineasDeReceta(p.lineas) }]),
    ),
  };
}

/** The context with one preparation's lines as the editor has them now (a cycle through it is then caught). */
export function conBorrador(ctx: RecetaContexto, borrador: PreparacionReceta): RecetaContexto {
  const preparaciones = new Map(ctx.preparaciones);
  preparaciones.set(borrador.id, borrador);
  return { insumos: ctx.insumos, preparaciones };
}

/** Every line once, as a batch: one portion of a recipe that yields one. */
const lote = (lineas: readonly LineaReceta[]) => [{ receta: { rendimiento: INSUMO_QUANTITY_SCALE, lineas }, quantityMilli: 1000 }];

export type CostoLote =
  | { ok: true; /** Minor units of the whole batch, rounded once. */ total: number; /** Each line's cost, in minor units. */ lineas: number[] }
  | { ok: false; motivo: RecetaInvalidaError['motivo'] };

/** What the lines cost together and each one, or why the engine cannot compute it (a cycle, a unit that does not convert). */
export function costoLote(lineas: readonly LineaReceta[], ctx: RecetaContexto): CostoLote {
  try {
    return {
      ok: true,
      total: costoDe(consumoDe(lote(lineas), ctx), ctx.insumos),
      lineas: lineas.map((l) => costoDe(consumoDe(lote([l]), ctx), ctx.insumos)),
    };
  } catch (error) {
    if (error instanceof RecetaInvalidaError) return { ok: false, motivo: error.motivo };
    throw error;
  }
}

/** The batch's cost per unit of its yield, as a decimal of the currency ($ 2.450 over 800 g is 3.0625 a gram). */
export function costoPorUnidad(totalMinor: number, rendimiento: number, currency: string): number | null {
  if (!(rendimiento > 0)) return null;
  return totalMinor / 10 ** currencyScale(currency) / rendimiento;
}

/** A cost per unit with up to 4 decimals (a gram of sauce costs fractions of a peso): '$ 3,0625'. */
export function costoUnidadText(value: number, locale: string, currency: string): string {
  const digits = currencyScale(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 4) })
      .format(value)
      .replace(/\u2212/g, '-');
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value)} ${currency}`;
  }
}
