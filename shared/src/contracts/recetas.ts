import { z } from 'zod';
import { clientMutationIdSchema } from './fields';
import { insumoCantidadPositivaSchema, recetaLineaSchema, recetaLineasInputSchema } from './insumos';

/*
 * A product's recipe and whether it can be sold. The recipe yields `rendimiento` portions; one sold
 * unit takes 1/rendimiento of its lines (see shared/rules/recetas). A product is unavailable ('86')
 * when staff marked it sold out (`disponible` false) or when a controlled ingredient its recipe
 * needs for one portion is not on hand (`insumoFaltante` names it).
 */

/** GET and PUT /api/productos/{id}/receta. */
export const productoRecetaSchema = z.object({
  productoId: z.number().int(),
  /** Portions the lines yield; null when the product has no recipe yet. */
  rendimiento: z.number().nullable(),
  lineas: z.array(recetaLineaSchema),
  /** One portion's cost at today's costs, and the product's price, margin and food cost (price minus cost, cost over price in percent); costs null without productos.costos. */
  costo: z.number().nullable(),
  precio: z.number(),
  margen: z.number().nullable(),
  foodCostPorcentaje: z.number().nullable(),
});
export type ProductoReceta = z.infer<typeof productoRecetaSchema>;

/** PUT /api/productos/{id}/receta (productos.editar): the recipe as a whole; no lines removes it. */
export const productoRecetaInputSchema = z.object({
  rendimiento: insumoCantidadPositivaSchema.default(1),
  lineas: recetaLineasInputSchema,
  clientMutationId: clientMutationIdSchema,
});
export type ProductoRecetaInput = z.input<typeof productoRecetaInputSchema>;

/** PATCH /api/productos/{id}/disponibilidad (productos.editar): sold out by hand, and back. */
export const disponibilidadInputSchema = z.object({
  disponible: z.boolean(),
  clientMutationId: clientMutationIdSchema,
});
export type DisponibilidadInput = z.input<typeof disponibilidadInputSchema>;

export const productoDisponibilidadSchema = z.object({
  productoId: z.number().int(),
  /** False when sold out by hand. */
  disponible: z.boolean(),
  /** A controlled ingredient one portion needs and the stock does not hold; null when it can be made. */
  insumoFaltante: z.string().nullable(),
});
export type ProductoDisponibilidad = z.infer<typeof productoDisponibilidadSchema>;

/** GET /api/productos/disponibilidad (autenticado): the venue's products that cannot be sold now. */
export const productosNoDisponiblesSchema = z.array(productoDisponibilidadSchema);
export type ProductosNoDisponibles = z.infer<typeof productosNoDisponiblesSchema>;

/**
 * Sent on both hubs (/ws/mesas and /ws/ventas) when products become unavailable or available again
 * (a sale used the last of an ingredient, a purchase arrived, staff marked one by hand): the
 * screens re-read GET /api/productos/disponibilidad.
 */
export const PRODUCTOS_DISPONIBILIDAD_EVENT = 'ProductosDisponibilidadChanged' as const;
export const productosDisponibilidadEventSchema = z.object({ productoIds: z.array(z.number().int()) });
export type ProductosDisponibilidadEvent = z.infer<typeof productosDisponibilidadEventSchema>;
