import { z } from 'zod';
import { amountSchema, clientMutationIdSchema, optionalTextSchema } from './fields';
import { insumoCantidadPositivaSchema, insumoCantidadSchema, insumoUnidadSchema } from './insumos';

/*
 * Purchase orders to suppliers. A purchase is written as a draft (borrador), sent (enviada: its
 * PDF goes to the supplier), and received once or in parts (parcial, then recibida); a draft or a
 * sent order may be cancelled (cancelada). Each reception raises the stock of its ingredients and
 * sets their cost to the weighted average with what was on hand (the last cost is kept too).
 */

export const COMPRA_ESTADOS = ['borrador', 'enviada', 'parcial', 'recibida', 'cancelada'] as const;
export type CompraEstado = (typeof COMPRA_ESTADOS)[number];

export const compraLineaInputSchema = z.object({
  insumoId: z.number().int().positive(),
  cantidad: insumoCantidadPositivaSchema,
  /** Cost per unit of the ingredient, in the venue's currency. */
  costoUnitario: amountSchema,
});

/** POST /api/compras and PUT /api/compras/{id} (a draft only). */
export const compraInputSchema = z.object({
  proveedorId: z.number().int().positive(),
  lineas: z.array(compraLineaInputSchema).min(1, { error: 'La compra necesita al menos un insumo' }).max(200, { error: 'Una compra admite hasta 200 insumos' }),
  notas: optionalTextSchema(500),
  clientMutationId: clientMutationIdSchema,
});
export type CompraInput = z.input<typeof compraInputSchema>;

/** POST /api/compras/{id}/recepcion: what arrived now, at what cost (lines of the same shape). */
export const recepcionInputSchema = z.object({
  lineas: z
    .array(z.object({ insumoId: z.number().int().positive(), cantidad: insumoCantidadSchema, costoUnitario: amountSchema }))
    .min(1, { error: 'Indicá qué llegó de la compra' })
    .max(200),
  clientMutationId: clientMutationIdSchema,
});
export type RecepcionInput = z.input<typeof recepcionInputSchema>;

export const compraLineaSchema = z.object({
  id: z.number().int(),
  insumoId: z.number().int(),
  nombre: z.string(),
  unidad: insumoUnidadSchema,
  cantidad: z.number(),
  costoUnitario: z.number(),
  cantidadRecibida: z.number(),
  subtotal: z.number(),
});

export const compraSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  proveedorId: z.number().int(),
  proveedorNombre: z.string(),
  estado: z.enum(COMPRA_ESTADOS),
  notas: z.string().nullable(),
  total: z.number(),
  lineas: z.array(compraLineaSchema),
  usuarioNombre: z.string().nullable(),
  fecha: z.string(),
  enviadaAt: z.string().nullable(),
  recibidaAt: z.string().nullable(),
});
export type Compra = z.infer<typeof compraSchema>;

/** GET /api/compras?estado&proveedorId&page&pageSize: newest first, with their lines. */
export const comprasPageSchema = z.object({
  items: z.array(compraSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ComprasPage = z.infer<typeof comprasPageSchema>;
