import { z } from 'zod';
import { hasAtMostDecimals, PERCENT_DECIMALS } from '../rules/money';
import { clientMutationIdSchema } from './fields';
import { CANALES_VENTA, vigenciaSchema } from './listas-precios';

/**
 * Quantity deals (2x1, 3x2, the second unit at a percentage off) on a product or a category, in
 * a window. The api tags each line with the promotion active for its channel when the line is
 * added; the comanda's and the sale's totals then carry the promotion's discount, computed from
 * the tagged lines (shared rule `promotionDiscounts`).
 */
export const TIPOS_PROMOCION = ['nxm', 'segunda-unidad'] as const;
export type TipoPromocion = (typeof TIPOS_PROMOCION)[number];

const unidadesSchema = z.number().int().min(1, { error: 'Las unidades van de 1 a 20' }).max(20, { error: 'Las unidades van de 1 a 20' });

/** POST /api/promociones and PUT /api/promociones/{id}. */
export const promocionBodySchema = z
  .object({
    nombre: z.string().trim().min(1, { error: 'El nombre es obligatorio' }).max(80, { error: 'El nombre admite hasta 80 caracteres' }),
    tipo: z.enum(TIPOS_PROMOCION, { error: 'Tipo inválido: nxm o segunda-unidad' }),
    /** nxm: takes `lleva` units, pays `paga` (2x1: lleva 2, paga 1). */
    lleva: unidadesSchema.nullish(),
    paga: unidadesSchema.nullish(),
    /** segunda-unidad: the percent off the cheaper unit of each pair (50 = half price). */
    porcentaje: z
      .number()
      .refine((v) => v > 0 && v <= 100 && hasAtMostDecimals(v, PERCENT_DECIMALS), { error: 'El porcentaje debe ser mayor a 0 y hasta 100, con hasta 2 decimales' })
      .nullish(),
    productoId: z.number().int().positive().nullish(),
    categoriaId: z.number().int().positive().nullish(),
    canales: z
      .array(z.enum(CANALES_VENTA, { error: 'Canal inválido: salon, mostrador, takeaway, delivery, qr o web' }))
      .min(1, { error: 'Elegí al menos un canal' })
      .refine((c) => new Set(c).size === c.length, { error: 'Hay canales repetidos' }),
    vigencia: vigenciaSchema.nullish(),
    activa: z.boolean().default(true),
    clientMutationId: clientMutationIdSchema,
  })
  .refine((b) => (b.productoId ? 1 : 0) + (b.categoriaId ? 1 : 0) === 1, { error: 'Indicá un producto o una categoría, no ambos', path: ['productoId'] })
  .refine((b) => b.tipo !== 'nxm' || (!!b.lleva && !!b.paga && b.paga < b.lleva), {
    error: 'Indicá cuántas unidades lleva y cuántas paga (paga menos de las que lleva)',
    path: ['paga'],
  })
  .refine((b) => b.tipo !== 'segunda-unidad' || (b.porcentaje !== null && b.porcentaje !== undefined), {
    error: 'Indicá el porcentaje de descuento de la segunda unidad',
    path: ['porcentaje'],
  });
export type PromocionBody = z.input<typeof promocionBodySchema>;
export type PromocionParsed = z.output<typeof promocionBodySchema>;

export const promocionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_PROMOCION),
  lleva: z.number().int().nullable(),
  paga: z.number().int().nullable(),
  porcentaje: z.number().nullable(),
  productoId: z.number().int().nullable(),
  producto: z.string().nullable(),
  categoriaId: z.number().int().nullable(),
  categoria: z.string().nullable(),
  canales: z.array(z.enum(CANALES_VENTA)),
  vigencia: z.object({ dias: z.array(z.number().int()), desde: z.string(), hasta: z.string() }).nullable(),
  activa: z.boolean(),
  fechaCreacion: z.string(),
  fechaModificacion: z.string(),
});
export type Promocion = z.infer<typeof promocionSchema>;

/** A promotion's discount on a comanda or a sale, as its discount line shows it ("2x1 Pizzas −$ 7.500"). */
export const promocionAplicadaSchema = z.object({ promocionId: z.number().int(), nombre: z.string(), descuento: z.number() });
export type PromocionAplicada = z.infer<typeof promocionAplicadaSchema>;
