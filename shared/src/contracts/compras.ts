import { z } from 'zod';
import { LANGUAGES } from './constants';
import { amountSchema, clientMutationIdSchema, decimalIntSchema, optionalTextSchema } from './fields';
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

/** GET /api/compras: filters and page (newest first). */
export const comprasQuerySchema = z.object({
  estado: z.enum(COMPRA_ESTADOS).optional(),
  proveedorId: decimalIntSchema().optional(),
  page: decimalIntSchema().default(1),
  pageSize: decimalIntSchema(1, 100).default(20),
});
export type ComprasQuery = z.input<typeof comprasQuerySchema>;

/** GET /api/compras/{id}/pdf: the order's texts in this language (es by default); figures as the venue writes them. */
export const compraPdfQuerySchema = z.object({ idioma: z.enum(LANGUAGES).optional() });

/** An ingredient whose average cost a reception raised past the venue's threshold. */
export const compraAlertaInsumoSchema = z.object({
  insumoId: z.number().int(),
  nombre: z.string(),
  /** Average cost per unit before and after the reception. */
  costoAnterior: z.number(),
  costoNuevo: z.number(),
  /** The rise, in percent of the cost before. */
  aumentoPorcentaje: z.number(),
});

/**
 * A dish a reception pushed above the venue's food-cost target: one portion's cost before and
 * after, its price and food cost now (with `opcion` when the ingredient is in that modifier
 * option: cost and price of the dish with it), and the ingredients that rose.
 */
export const compraAlertaSchema = z.object({
  id: z.number().int(),
  compraId: z.number().int(),
  compraNumero: z.number().int(),
  productoId: z.number().int(),
  nombre: z.string(),
  opcionId: z.number().int().nullable(),
  opcion: z.string().nullable(),
  costoAnterior: z.number(),
  costoNuevo: z.number(),
  precio: z.number(),
  foodCostPorcentaje: z.number(),
  /** The venue's target food cost (foodCostObjetivo) when it alerted. */
  objetivo: z.number(),
  insumos: z.array(compraAlertaInsumoSchema),
  fecha: z.string(),
  vista: z.boolean(),
});
export type CompraAlerta = z.infer<typeof compraAlertaSchema>;

/** POST /api/compras/{id}/recepcion: the purchase as it stands and the dishes it moved past their target. */
export const recepcionResultSchema = z.object({
  compra: compraSchema,
  alertas: z.array(compraAlertaSchema),
});
export type RecepcionResult = z.infer<typeof recepcionResultSchema>;
