import { z } from 'zod';
import { comboGrupoInputSchema, productoComboInputSchema, type ComboGrupo, type ComboGrupoInput } from '@resto/shared/contracts';
import type { NumberFields } from '@resto/shared/sales-ui';
import { moneyText } from './producto-form-values';

/*
 * The product form's combo section: the groups as the form keeps them (a surcharge is text typed
 * the way the venue writes money, an option remembers its product's name to show it) and as the
 * api takes them (PUT /productos/{id}/combo).
 */

/** One option as the form keeps it: the component product (its name only shown), the surcharge as typed. */
export interface ComboOpcionForm {
  id?: number | undefined;
  productoId: number;
  nombre: string;
  recargo: string;
  activo: boolean;
}

export interface ComboGrupoForm {
  id?: number | undefined;
  nombre: string;
  opciones: ComboOpcionForm[];
}

export const nuevoComboGrupo = (): ComboGrupoForm => ({ nombre: '', opciones: [] });

/** The api's groups as the form pre-fills them ('1.500,00' for a surcharge, as the price field writes money). */
export function comboGruposToForm(grupos: readonly ComboGrupo[], fields: NumberFields): ComboGrupoForm[] {
  return grupos.map((g) => ({
    id: g.id,
    nombre: g.nombre,
    opciones: g.opciones.map((o) => ({ id: o.id, productoId: o.productoId, nombre: o.nombre, recargo: o.recargo > 0 ? moneyText(fields, o.recargo) : '', activo: o.activo })),
  }));
}

/**
 * The groups' field: each surcharge read as money (blank is 0), then the contract's rules
 * (a name, 1 to 20 options; 1 to 10 groups, checked only for a combo by the product form).
 */
export function comboGruposFieldSchema(fields: NumberFields) {
  const opcion = z.object({ id: z.number().optional(), productoId: z.number(), nombre: z.string(), recargo: fields.amount(), activo: z.boolean() });
  const grupo = z
    .object({ id: z.number().optional(), nombre: z.string(), opciones: z.array(opcion) })
    .pipe(comboGrupoInputSchema as unknown as z.ZodType<z.output<typeof comboGrupoInputSchema>, { id?: number | undefined; nombre: string; opciones: z.output<typeof opcion>[] }>);
  return z.array(grupo);
}

export type ComboGruposOutput = z.output<ReturnType<typeof comboGruposFieldSchema>>;

/** The contract's rule on the groups as a whole ('El combo necesita al menos un grupo', at most 10). */
export const comboGruposListSchema = productoComboInputSchema.shape.grupos;

/** The body of PUT /productos/{id}/combo. */
export function comboBody(grupos: ComboGruposOutput, clientMutationId: string): { grupos: ComboGrupoInput[]; clientMutationId: string } {
  return {
    grupos: grupos.map((g) => ({
      ...(g.id ? { id: g.id } : {}),
      nombre: g.nombre,
      opciones: g.opciones.map((o) => ({ ...(o.id ? { id: o.id } : {}), productoId: o.productoId, recargo: o.recargo, activo: o.activo })),
    })),
    clientMutationId,
  };
}

/**
 * The product form's last step: for a combo, its groups read and checked (their messages under each
 * field, the list's own under the section); for a simple product, none are kept.
 */
export function withComboGrupos(fields: NumberFields) {
  const field = comboGruposFieldSchema(fields);
  return <T extends { tipo?: 'simple' | 'combo' | undefined; comboGrupos: ComboGrupoForm[] }>(
    v: T,
    ctx: z.RefinementCtx,
  ): Omit<T, 'comboGrupos'> & { comboGrupos: ComboGruposOutput } => {
    if (v.tipo !== 'combo') return { ...v, comboGrupos: [] };
    const parsed = field.safeParse(v.comboGrupos);
    // The list's own rule (1 to 10 groups) once each group reads as the api takes it.
    const list = parsed.success ? comboGruposListSchema.safeParse(parsed.data) : null;
    const issues = parsed.success ? (list?.success ? [] : (list?.error.issues ?? [])) : parsed.error.issues;
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['comboGrupos', ...issue.path] });
    if (issues.length > 0 || !parsed.success) return z.NEVER;
    return { ...v, comboGrupos: parsed.data };
  };
}
