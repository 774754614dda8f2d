import { z } from 'zod';
import { preparacionInputSchema, type Preparacion, type PreparacionInput } from '@resto/shared/contracts';
import type { NumberFields } from '@resto/shared/sales-ui';
import { cantidadText, CANTIDAD_DECIMALES } from './insumo-form';
import { lineaInput, lineasToForm, nuevaLinea, type RecetaLineaForm } from './receta-lineas';

export interface PreparacionFormValues {
  nombre: string;
  unidad: string;
  rendimiento: string;
  activo: boolean;
  lineas: RecetaLineaForm[];
}

export function preparacionDefaults(p: Preparacion | null, locale: string): PreparacionFormValues {
  return {
    nombre: p?.nombre ?? '',
    unidad: p?.unidad ?? 'kg',
    rendimiento: p ? cantidadText(p.rendimiento, locale) : '',
    activo: p?.activo ?? true,
    lineas: p ? lineasToForm(p.lineas, locale) : [nuevaLinea()],
  };
}

/** The contract's own text for a line that names nothing (its refinement runs only once the line's fields read). */
const SIN_COMPONENTE = 'Cada línea de la receta lleva un insumo o una preparación';

const CANTIDAD_CERO = 'La cantidad de cada línea de la receta debe ser mayor a 0';

/** Where the contract's issue about a line's field is shown in the editor. */
function formPath(path: readonly PropertyKey[]): PropertyKey[] {
  if (path[0] !== 'lineas' || typeof path[1] !== 'number') return [...path];
  const field = path[2];
  if (field === 'cantidad' || field === 'unidad' || field === 'mermaPorcentaje') return ['lineas', path[1], field];
  // A line without a component (or with both) is the component's issue.
  return ['lineas', path[1], 'componente'];
}

/**
 * The editor's texts read as the venue writes numbers, then checked by the shared contract
 * (preparacionInputSchema): its issues land on the field they are about.
 */
export function preparacionFormSchema(fields: NumberFields, clientMutationId: string) {
  return z
    .object({
      nombre: z.string(),
      unidad: z.string(),
      rendimiento: fields.number(CANTIDAD_DECIMALES, { blank: null }),
      activo: z.boolean(),
      lineas: z.array(z.object({ componente: z.string(), nombre: z.string(), cantidad: z.string(), unidad: z.string(), mermaPorcentaje: z.string() })),
    })
    .transform((v, ctx): PreparacionInput => {
      let ok = true;
      const lineas = v.lineas.map((l, i) => {
        const read = lineaInput(l, fields);
        if (!l.componente) {
          ok = false;
          ctx.addIssue({ code: 'custom', path: ['lineas', i, 'componente'], message: SIN_COMPONENTE });
          return { ...read.input, insumoId: null, preparacionId: null, unidad: 'unidad' as const, cantidad: read.cantidadOk ? read.input.cantidad : 0 };
        }
        if (l.cantidad.trim() !== '' && !read.cantidadOk) {
          ok = false;
          ctx.addIssue({ code: 'custom', path: ['lineas', i, 'cantidad'], message: fields.message('invalid', CANTIDAD_DECIMALES) });
        }
        if (!read.mermaOk) {
          ok = false;
          ctx.addIssue({ code: 'custom', path: ['lineas', i, 'mermaPorcentaje'], message: fields.message('invalid', 2) });
        }
        // A quantity left blank is the contract's to refuse (> 0).
        return read.cantidadOk ? read.input : { ...read.input, cantidad: 0 };
      });
      const checked = preparacionInputSchema.safeParse({ nombre: v.nombre, unidad: v.unidad, rendimiento: v.rendimiento, activo: v.activo, lineas, clientMutationId });
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          // The line's own rule about its quantity belongs under the quantity.
          const path = issue.message === CANTIDAD_CERO && issue.path.length === 2 ? [...issue.path, 'cantidad'] : formPath(issue.path);
          ctx.addIssue({ code: 'custom', path, message: issue.message });
        }
        return z.NEVER;
      }
      if (!ok) return z.NEVER;
      return checked.data;
    });
}
