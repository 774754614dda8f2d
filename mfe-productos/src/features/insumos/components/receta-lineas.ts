import type { Insumo, Preparacion, RecetaLineaInput } from '@resto/shared/contracts';
import { readNumberField, type NumberFields } from '@resto/shared/sales-ui';
import { toMicro, type InsumoUnidad, type LineaReceta } from '@resto/shared/rules';
import { mermaBp } from '../costo-receta';
import { cantidadText, CANTIDAD_DECIMALES } from './insumo-form';

/*
 * A recipe's lines as the editor keeps them: the component as 'i:<id>' (an ingredient) or
 * 'p:<id>' (a preparation), the quantity and the waste as typed. Read into the api's lines
 * (recetaLineaInputSchema) when saved, and into the engine's lines for the live cost.
 */

export interface RecetaLineaForm {
  componente: string;
  /** The component's name as saved (shown while it is no longer among the active ones). */
  nombre: string;
  cantidad: string;
  unidad: string;
  mermaPorcentaje: string;
}

export const nuevaLinea = (): RecetaLineaForm => ({ componente: '', nombre: '', cantidad: '', unidad: '', mermaPorcentaje: '' });

export const componenteDeInsumo = (id: number) => `i:${id}`;
export const componenteDePreparacion = (id: number) => `p:${id}`;

/** The ingredient or preparation a line names. */
export function componenteIds(componente: string): { insumoId: number | null; preparacionId: number | null } {
  const [kind, id] = componente.split(':');
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) return { insumoId: null, preparacionId: null };
  return kind === 'i' ? { insumoId: n, preparacionId: null } : kind === 'p' ? { insumoId: null, preparacionId: n } : { insumoId: null, preparacionId: null };
}

/** The unit a component is measured in: its lines may use it or a compatible one. */
export function unidadDe(componente: string, insumos: readonly Insumo[], preparaciones: readonly Preparacion[]): InsumoUnidad | null {
  const { insumoId, preparacionId } = componenteIds(componente);
  if (insumoId !== null) return insumos.find((i) => i.id === insumoId)?.unidad ?? null;
  if (preparacionId !== null) return preparaciones.find((p) => p.id === preparacionId)?.unidad ?? null;
  return null;
}

/** Saved lines as the editor pre-fills them. */
export function lineasToForm(lineas: Preparacion['lineas'], locale: string): RecetaLineaForm[] {
  return lineas.map((l) => ({
    componente: l.insumoId !== null ? componenteDeInsumo(l.insumoId) : componenteDePreparacion(l.preparacionId ?? 0),
    nombre: l.nombre,
    cantidad: cantidadText(l.cantidad, locale),
    unidad: l.unidad,
    mermaPorcentaje: l.mermaPorcentaje > 0 ? cantidadText(l.mermaPorcentaje, locale) : '',
  }));
}

/** A line's texts as the api takes them (numbers read as the venue writes them; NaN where a text is not a number, for the contract to refuse). */
export function lineaInput(l: RecetaLineaForm, fields: NumberFields): { input: RecetaLineaInput; cantidadOk: boolean; mermaOk: boolean } {
  const cantidad = readNumberField(l.cantidad, { locale: fields.locale, decimals: CANTIDAD_DECIMALES, blank: null });
  const merma = readNumberField(l.mermaPorcentaje, { locale: fields.locale, decimals: 2, blank: 0 });
  return {
    input: { ...componenteIds(l.componente), cantidad: cantidad ?? Number.NaN, unidad: l.unidad as InsumoUnidad, mermaPorcentaje: merma ?? Number.NaN },
    cantidadOk: cantidad !== null,
    mermaOk: merma !== null,
  };
}

/** The line for the engine, or null while it is incomplete (no component, no quantity yet). */
export function lineaMotor(l: RecetaLineaForm, fields: NumberFields): LineaReceta | null {
  const { input, cantidadOk, mermaOk } = lineaInput(l, fields);
  if ((input.insumoId == null && input.preparacionId == null) || !cantidadOk || !mermaOk || !l.unidad) return null;
  const merma = input.mermaPorcentaje ?? 0;
  if (merma < 0 || merma >= 100) return null;
  return { insumoId: input.insumoId ?? null, preparacionId: input.preparacionId ?? null, cantidad: toMicro(input.cantidad), unidad: input.unidad, mermaPorcentaje: mermaBp(merma) };
}
