import { z } from 'zod';
import { CANALES_VENTA, listaPrecioBodySchema, type CanalVenta, type ListaPrecio, type ListaPrecioBody } from '@resto/shared/contracts';

/** The dialog's values: the contract's fields as a person edits them (a mode picks fixed prices or a percentage). */
export const listaPrecioFormSchema = z
  .object({
    nombre: z.string(),
    canales: z.array(z.enum(CANALES_VENTA)),
    conHorario: z.boolean(),
    dias: z.array(z.number().int()),
    desde: z.string(),
    hasta: z.string(),
    prioridad: z.number({ error: 'La prioridad debe ser un número entero' }).int({ error: 'La prioridad debe ser un número entero' }),
    activa: z.boolean(),
    modo: z.enum(['fijos', 'porcentaje']),
    ajustePorcentaje: z.string(),
    precios: z.array(z.object({ productoId: z.number().int(), producto: z.string(), precio: z.string() })),
  })
  .superRefine((values, ctx) => {
    // The contract judges what is sent; its messages land on the fields a person sees.
    const result = listaPrecioBodySchema.safeParse(toBody(values, null));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const [head, index, leaf] = issue.path;
      let path: (string | number)[] = [String(head ?? 'nombre')];
      if (head === 'vigencia') path = [String(index ?? 'dias')];
      else if (head === 'precios' && typeof index === 'number') path = ['precios', index, String(leaf ?? 'precio')];
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  });

export type ListaPrecioFormInput = z.input<typeof listaPrecioFormSchema>;
export type ListaPrecioFormValues = z.output<typeof listaPrecioFormSchema>;

/** A decimal as a person types it ('12,5' or '12.5'); NaN when it is not one. */
function decimal(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? Number.NaN : Number(clean);
}

/** The body POST/PUT /api/listas-precios take from the dialog's values. */
export function toBody(values: ListaPrecioFormInput, clientMutationId: string | null): ListaPrecioBody {
  return {
    nombre: values.nombre,
    canales: values.canales as CanalVenta[],
    vigencia: values.conHorario ? { dias: [...values.dias].sort((a, b) => a - b), desde: values.desde, hasta: values.hasta } : null,
    prioridad: values.prioridad,
    activa: values.activa,
    ...(values.modo === 'porcentaje'
      ? { ajustePorcentaje: decimal(values.ajustePorcentaje), precios: null }
      : { precios: values.precios.map((p) => ({ productoId: p.productoId, precio: decimal(p.precio) })), ajustePorcentaje: null }),
    ...(clientMutationId ? { clientMutationId } : {}),
  };
}

/** The dialog's starting values: an existing list, or a new one for the salon, always, at fixed prices. */
export function formDefaults(lista: ListaPrecio | null): ListaPrecioFormInput {
  return {
    nombre: lista?.nombre ?? '',
    canales: lista?.canales ?? ['salon'],
    conHorario: !!lista?.vigencia,
    dias: lista?.vigencia?.dias ?? [1, 2, 3, 4, 5, 6, 7],
    desde: lista?.vigencia?.desde ?? '18:00',
    hasta: lista?.vigencia?.hasta ?? '20:00',
    prioridad: lista?.prioridad ?? 0,
    activa: lista?.activa ?? true,
    modo: lista && lista.ajustePorcentaje !== null ? 'porcentaje' : 'fijos',
    ajustePorcentaje: lista?.ajustePorcentaje === null || lista?.ajustePorcentaje === undefined ? '' : String(lista.ajustePorcentaje),
    precios: (lista?.precios ?? []).map((p) => ({ productoId: p.productoId, producto: p.producto, precio: String(p.precio) })),
  };
}
