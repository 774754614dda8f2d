import { z } from 'zod';
import { CANALES_VENTA, promocionBodySchema, TIPOS_PROMOCION, type CanalVenta, type Promocion, type PromocionBody } from '@resto/shared/contracts';

/** The dialog's values: the contract's fields as a person edits them (a scope picks a product or a category). */
export const promocionFormSchema = z
  .object({
    nombre: z.string(),
    tipo: z.enum(TIPOS_PROMOCION),
    lleva: z.string(),
    paga: z.string(),
    porcentaje: z.string(),
    alcance: z.enum(['producto', 'categoria']),
    productoId: z.number().int().nullable(),
    producto: z.string(),
    categoriaId: z.string(),
    canales: z.array(z.enum(CANALES_VENTA)),
    conHorario: z.boolean(),
    dias: z.array(z.number().int()),
    desde: z.string(),
    hasta: z.string(),
    activa: z.boolean(),
  })
  .superRefine((values, ctx) => {
    // The contract judges what is sent; its messages land on the fields a person sees.
    const result = promocionBodySchema.safeParse(toBody(values, null));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const [head, index] = issue.path;
      let path = String(head ?? 'nombre');
      if (head === 'vigencia') path = String(index ?? 'dias');
      else if (head === 'productoId' || head === 'categoriaId') path = values.alcance === 'producto' ? 'productoId' : 'categoriaId';
      ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
  });

export type PromocionFormInput = z.input<typeof promocionFormSchema>;
export type PromocionFormValues = z.output<typeof promocionFormSchema>;

/** A number as a person types it ('12,5' or '12.5'); NaN when it is not one. */
function decimal(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? Number.NaN : Number(clean);
}

/** The body POST/PUT /api/promociones take from the dialog's values. */
export function toBody(values: PromocionFormInput, clientMutationId: string | null): PromocionBody {
  const nxm = values.tipo === 'nxm';
  const categoriaId = values.categoriaId ? Number(values.categoriaId) : null;
  return {
    nombre: values.nombre,
    tipo: values.tipo,
    lleva: nxm ? decimal(values.lleva) : null,
    paga: nxm ? decimal(values.paga) : null,
    porcentaje: nxm ? null : decimal(values.porcentaje),
    productoId: values.alcance === 'producto' ? values.productoId : null,
    categoriaId: values.alcance === 'categoria' ? categoriaId : null,
    canales: values.canales as CanalVenta[],
    vigencia: values.conHorario ? { dias: [...values.dias].sort((a, b) => a - b), desde: values.desde, hasta: values.hasta } : null,
    activa: values.activa,
    ...(clientMutationId ? { clientMutationId } : {}),
  };
}

/** The dialog's starting values: an existing promotion, or a new 2x1 on a product for the salon, always. */
export function formDefaults(p: Promocion | null): PromocionFormInput {
  return {
    nombre: p?.nombre ?? '',
    tipo: p?.tipo ?? 'nxm',
    lleva: String(p?.lleva ?? 2),
    paga: String(p?.paga ?? 1),
    porcentaje: p?.porcentaje === null || p?.porcentaje === undefined ? '50' : String(p.porcentaje),
    alcance: p?.categoriaId ? 'categoria' : 'producto',
    productoId: p?.productoId ?? null,
    producto: p?.producto ?? '',
    categoriaId: p?.categoriaId ? String(p.categoriaId) : '',
    canales: p?.canales ?? ['salon'],
    conHorario: !!p?.vigencia,
    dias: p?.vigencia?.dias ?? [1, 2, 3, 4, 5, 6, 7],
    desde: p?.vigencia?.desde ?? '18:00',
    hasta: p?.vigencia?.hasta ?? '20:00',
    activa: p?.activa ?? true,
  };
}

/** How a promotion reads in a list: '2x1', '3x2' or the second unit's percent. */
export function reglaDe(p: Pick<Promocion, 'tipo' | 'lleva' | 'paga' | 'porcentaje'>, t: (key: string, params?: Record<string, unknown>) => string): string {
  return p.tipo === 'nxm' ? t('promociones.regla.nxm', { lleva: p.lleva, paga: p.paga }) : t('promociones.regla.segundaUnidad', { porcentaje: p.porcentaje });
}
