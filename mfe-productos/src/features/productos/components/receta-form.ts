import { z } from 'zod';
import { insumoUnidadSchema, recetaLineaInputSchema, type RecetaLinea, type RecetaLineaInput } from '@resto/shared/contracts';
import { formatNumber, parseNumberInput } from '@resto/shared/format';
import { consumoDe, costoDe, costoPorcion, toMicro, type InsumoUnidad, type LineaReceta, type RecetaContexto } from '@resto/shared/rules';
import type { NumberFields } from '@resto/shared/sales-ui';
import { componenteIds, contextoDe, mermaBp } from '../../insumos';

/*
 * Recipe lines as the product form and the modifier editor keep them (the component as one
 * choice 'i:12' or 'p:3', quantities and waste as typed in the venue's locale), as the api takes
 * them, and priced live with the shared engine from the loaded ingredients and preparations.
 */

/** Decimals of a line's quantity (millionths) and of its waste percent. */
export const CANTIDAD_DECIMALS = 6;
export const MERMA_DECIMALS = 2;

export interface RecetaLineaForm {
  /** 'i:<insumoId>', 'p:<preparacionId>', or '' before one is chosen. */
  componente: string;
  /** The component's name as the api gave it (shown while the lists load). */
  nombre: string;
  cantidad: string;
  unidad: InsumoUnidad;
  mermaPorcentaje: string;
  /** On a modifier option: the option takes this component out of the dish. */
  quitar: boolean;
}

export const nuevaLinea = (): RecetaLineaForm => ({ componente: '', nombre: '', cantidad: '', unidad: 'g', mermaPorcentaje: '', quitar: false });

export const componenteDe = (l: { insumoId?: number | null; preparacionId?: number | null }) =>
  l.insumoId != null ? `i:${l.insumoId}` : l.preparacionId != null ? `p:${l.preparacionId}` : '';

/** The ids a component choice names (the same choice as a preparation's lines). */
export const idsDe = componenteIds;

/** A quantity as a field pre-fills it: up to 6 decimals, as the venue writes numbers (0,25). */
export function cantidadText(value: number, locale: string): string {
  return formatNumber(value, locale, undefined, CANTIDAD_DECIMALS).replace(/[\u00a0\u202f]/gu, ' ');
}

export function lineasToForm(lineas: readonly RecetaLinea[], locale: string): RecetaLineaForm[] {
  return lineas.map((l) => ({
    componente: componenteDe(l),
    nombre: l.nombre,
    cantidad: l.quitar && l.cantidad === 0 ? '' : cantidadText(l.cantidad, locale),
    unidad: l.unidad,
    mermaPorcentaje: l.mermaPorcentaje > 0 ? cantidadText(l.mermaPorcentaje, locale) : '',
    quitar: l.quitar,
  }));
}

/** The messages of the form's own checks (the rest are the contract's). */
export interface RecetaFormTexts {
  elegirComponente: string;
  cantidadMayorACero: string;
}

/**
 * One line read as typed, then the contract's rules: a component chosen, a quantity above 0 (a
 * 'quitar' line takes none), waste below 100 %.
 */
export function recetaLineaFormSchema(fields: NumberFields, texts: RecetaFormTexts) {
  const typed = z
    .object({
      componente: z.string().refine((v) => idsDe(v).insumoId !== null || idsDe(v).preparacionId !== null, { message: texts.elegirComponente }),
      nombre: z.string(),
      cantidad: z.string(),
      unidad: insumoUnidadSchema,
      mermaPorcentaje: fields.number(MERMA_DECIMALS),
      quitar: z.boolean(),
    })
    .transform((l, ctx) => {
      if (l.quitar) return { ...l, cantidad: 0 };
      const cantidad = fields.number(CANTIDAD_DECIMALS, { blank: null }).safeParse(l.cantidad);
      if (!cantidad.success) {
        for (const issue of cantidad.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['cantidad'] });
        return z.NEVER;
      }
      if (cantidad.data <= 0) {
        ctx.addIssue({ code: 'custom', message: texts.cantidadMayorACero, path: ['cantidad'] });
        return z.NEVER;
      }
      return { ...l, cantidad: cantidad.data };
    })
    .transform(({ componente, cantidad, unidad, mermaPorcentaje, quitar }) => ({ ...idsDe(componente), cantidad, unidad, mermaPorcentaje, quitar }));
  return typed.pipe(recetaLineaInputSchema as unknown as z.ZodType<z.output<typeof recetaLineaInputSchema>, z.output<typeof typed>>);
}

export function recetaLineasFormSchema(fields: NumberFields, texts: RecetaFormTexts) {
  return z.array(recetaLineaFormSchema(fields, texts));
}

/** The lines the api takes (ids as the contract wants them: only the one the line names). */
export function lineasBody(lineas: readonly z.output<typeof recetaLineaInputSchema>[]): RecetaLineaInput[] {
  return lineas.map((l) => ({
    ...(l.insumoId != null ? { insumoId: l.insumoId } : { preparacionId: l.preparacionId! }),
    cantidad: l.cantidad,
    unidad: l.unidad,
    mermaPorcentaje: l.mermaPorcentaje,
    quitar: l.quitar,
  }));
}

function engineLine(l: { insumoId: number | null; preparacionId: number | null; cantidad: number; unidad: InsumoUnidad; mermaPorcentaje: number; quitar: boolean }): LineaReceta {
  return {
    insumoId: l.insumoId,
    preparacionId: l.preparacionId,
    cantidad: toMicro(l.cantidad),
    unidad: l.unidad,
    mermaPorcentaje: mermaBp(l.mermaPorcentaje),
    quitar: l.quitar,
  };
}

/** What the engine needs of the loaded ingredients and preparations (the ingredient screens' own: a hidden cost counts as 0). */
export const recetaContexto = contextoDe;

/** A line as typed, for the engine; null while it is incomplete or not a number. */
export function lineaEnVivo(l: RecetaLineaForm, locale: string): LineaReceta | null {
  const ids = idsDe(l.componente);
  if (ids.insumoId === null && ids.preparacionId === null) return null;
  const cantidad = l.quitar ? { ok: true as const, value: 0 } : parseNumberInput(l.cantidad, { locale, decimals: CANTIDAD_DECIMALS });
  const merma = l.mermaPorcentaje.trim() === '' ? { ok: true as const, value: 0 } : parseNumberInput(l.mermaPorcentaje, { locale, decimals: MERMA_DECIMALS });
  if (!cantidad.ok || !merma.ok || merma.value >= 100) return null;
  return engineLine({ ...ids, cantidad: cantidad.value, unidad: l.unidad, mermaPorcentaje: merma.value, quitar: l.quitar });
}

/** What a line costs whole (gross of its waste, through its preparation), in minor units; null when it cannot be priced. */
export function costoLinea(linea: LineaReceta, ctx: RecetaContexto): number | null {
  try {
    return costoDe(consumoDe([{ receta: { rendimiento: toMicro(1), lineas: [linea] }, quantityMilli: 1000 }], ctx), ctx.insumos);
  } catch {
    return null;
  }
}

/** Each line's cost as typed (null while it cannot be priced, and for a line that takes its component out); undefined without a context. */
export function costosEnVivo(lineas: readonly RecetaLineaForm[], locale: string, ctx: RecetaContexto | null): (number | null)[] | undefined {
  if (!ctx) return undefined;
  return lineas.map((l) => {
    const live = l.quitar ? null : lineaEnVivo(l, locale);
    return live ? costoLinea(live, ctx) : null;
  });
}

/** One portion's cost of lines that yield `rendimiento` portions; null when a line cannot be priced. */
export function costoPorcionEnVivo(lineas: readonly LineaReceta[], rendimiento: number, ctx: RecetaContexto): number | null {
  if (!(rendimiento > 0)) return null;
  try {
    return costoPorcion({ receta: { rendimiento: toMicro(rendimiento), lineas } }, ctx);
  } catch {
    return null;
  }
}
