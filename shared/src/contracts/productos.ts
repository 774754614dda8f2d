import { z } from 'zod';

/** Units of measure (SPEC §3). Everything but 'unidad' is sold by weight or volume. */
export const UNIDADES_MEDIDA = ['unidad', 'kg', 'gramo', 'litro', 'ml'] as const;
export type UnidadMedida = (typeof UNIDADES_MEDIDA)[number];

export function isSoldByWeight(unidad: UnidadMedida): boolean {
  return unidad !== 'unidad';
}

/** A product as the sales desks read it. Money as decimals; stock with up to 3 decimals. */
export const productoVentaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio: z.number(),
  categoriaId: z.number().int().nullable(),
  categoria: z.string().nullable(),
  codigoBarras: z.string().nullable(),
  codigoSku: z.string().nullable(),
  unidadMedida: z.enum(UNIDADES_MEDIDA),
  /** Sold by weight or volume: the desk asks for `peso` instead of `cantidad`. */
  esPorPeso: z.boolean(),
  controlaStock: z.boolean(),
  /** Null when the product does not control stock. */
  stockActual: z.number().nullable(),
  stockMinimo: z.number().nullable(),
  /** Stock below the minimum (SPEC §5). */
  bajoStock: z.boolean(),
  activo: z.boolean(),
});
export type ProductoVenta = z.infer<typeof productoVentaSchema>;

/** GET /api/productos/buscar (alias /productos/search): name, barcode or SKU; accents and case ignored. */
export const productoBuscarQuerySchema = z.object({
  q: z.string().max(100).optional(),
  limite: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /api/productos/frecuentes: what this venue sold most, most first. */
export const productosFrecuentesQuerySchema = z.object({
  /** SPEC §9: 8 by default (the waiter app asks 4). */
  cantidad: z.coerce.number().int().min(1).max(50).default(8),
});

export const productoFrecuenteSchema = productoVentaSchema.extend({
  /** Paid sales lines of this product (voided sales do not count). */
  vecesVendido: z.number().int(),
});
export type ProductoFrecuente = z.infer<typeof productoFrecuenteSchema>;

/** GET /api/productos/categorias item. */
export const categoriaProductoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  orden: z.number().int(),
  cantidadProductos: z.number().int(),
});
export type CategoriaProducto = z.infer<typeof categoriaProductoSchema>;

/** GET /api/stock/historial/{productoId}: the product's stock movements, newest first. */
export const stockHistorialSchema = z.object({
  producto: z.object({ id: z.number().int(), nombre: z.string(), unidadMedida: z.enum(UNIDADES_MEDIDA), stockActual: z.number().nullable() }),
  movimientos: z.array(
    z.object({
      id: z.number().int(),
      tipo: z.enum(['venta', 'anulacion', 'ajuste']),
      /** Signed: a sale takes stock out (negative). */
      cantidad: z.number(),
      stockResultante: z.number(),
      ventaId: z.number().int().nullable(),
      motivo: z.string().nullable(),
      fecha: z.string(),
      usuario: z.string().nullable(),
    }),
  ),
});
export type StockHistorial = z.infer<typeof stockHistorialSchema>;
