import { z } from 'zod';
import { hasAtMostDecimals, QUANTITY_DECIMALS } from '../rules/money';
import { clientMutationIdSchema, decimalIntSchema, isoDateSchema, optionalTextSchema, pageQuerySchema } from './fields';
import { UNIDADES_MEDIDA } from './productos';

/**
 * Why a product's stock moved. Manual adjustments (POST /api/stock/update) are `conteo` (a count:
 * the stock becomes what was counted), `merma` (loss or waste: out) and `compra` (a purchase: in).
 * The others come from documents: `venta` (a sale at the desk or on a phone), `comanda` (a table's
 * comanda charged as a sale), `anulacion` (a voided sale puts it back), `ajuste` (older manual
 * adjustments, before the reasons existed).
 */
export const STOCK_MOVIMIENTO_TIPOS = ['conteo', 'merma', 'compra', 'venta', 'comanda', 'anulacion', 'ajuste'] as const;
export type StockMovimientoTipo = (typeof STOCK_MOVIMIENTO_TIPOS)[number];

export const STOCK_AJUSTE_MOTIVOS = ['conteo', 'merma', 'compra'] as const;
export type StockAjusteMotivo = (typeof STOCK_AJUSTE_MOTIVOS)[number];

/** The sale behind a movement: its number, and the table when it was a comanda. */
export const stockDocumentoSchema = z.object({
  ventaId: z.number().int(),
  /** Null while the sale is a phone draft not yet charged. */
  ventaNumero: z.number().int().nullable(),
  /** The table's number when the sale was a table's comanda. */
  mesaNumero: z.number().int().nullable(),
});
export type StockDocumento = z.infer<typeof stockDocumentoSchema>;

/** One stock movement, as the lists and the product history show it. Quantities with up to 3 decimals. */
export const stockMovimientoSchema = z.object({
  id: z.number().int(),
  productoId: z.number().int(),
  producto: z.string(),
  unidadMedida: z.enum(UNIDADES_MEDIDA),
  tipo: z.enum(STOCK_MOVIMIENTO_TIPOS),
  /** Signed: out is negative (a sale, a loss), in is positive (a purchase, a void). */
  cantidad: z.number(),
  stockAnterior: z.number(),
  stockResultante: z.number(),
  /** The sale, comanda or void that moved it; null for manual adjustments. */
  documento: stockDocumentoSchema.nullable(),
  /** Kept for compatibility: the document's sale id. */
  ventaId: z.number().int().nullable(),
  /** The void's reason, or the adjustment's note. */
  motivo: z.string().nullable(),
  /** Purchases: the supplier and the invoice or delivery note. */
  proveedorId: z.number().int().nullable(),
  proveedor: z.string().nullable(),
  comprobante: z.string().nullable(),
  fecha: z.string(),
  usuario: z.string().nullable(),
});
export type StockMovimiento = z.infer<typeof stockMovimientoSchema>;

/**
 * GET /api/stock/movimientos: newest first, paged (20 by default). `fechaDesde` and
 * `fechaHasta` are the venue's calendar days, both included.
 */
export const stockMovimientosQuerySchema = pageQuerySchema.extend({
  productoId: decimalIntSchema().optional(),
  tipo: z.enum(STOCK_MOVIMIENTO_TIPOS).optional(),
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
});
export type StockMovimientosQuery = z.input<typeof stockMovimientosQuerySchema>;

export const stockMovimientosListSchema = z.object({ items: z.array(stockMovimientoSchema), total: z.number().int() });
export type StockMovimientosList = z.infer<typeof stockMovimientosListSchema>;

/** GET /api/stock/historial/{productoId}: the product with its last 200 movements, newest first. */
export const stockProductoHistorialSchema = z.object({
  producto: z.object({
    id: z.number().int(),
    nombre: z.string(),
    unidadMedida: z.enum(UNIDADES_MEDIDA),
    controlaStock: z.boolean(),
    /** Null when the product does not control stock. */
    stockActual: z.number().nullable(),
    stockMinimo: z.number().nullable(),
    bajoStock: z.boolean(),
  }),
  movimientos: z.array(stockMovimientoSchema),
  /** Every movement of the product (the list holds the newest 200). */
  total: z.number().int(),
});
export type StockProductoHistorial = z.infer<typeof stockProductoHistorialSchema>;

const cantidadSchema = z.number({ error: 'La cantidad es obligatoria' }).refine((v) => hasAtMostDecimals(v, QUANTITY_DECIMALS) && v >= 0 && v <= 1_000_000_000, {
  error: 'La cantidad no puede ser negativa y admite hasta 3 decimales',
});

/**
 * POST /api/stock/update: a manual adjustment of a product that controls stock.
 * `conteo`: `cantidad` is the stock counted (0 or more), the movement is the difference;
 * `merma`: `cantidad` (> 0) leaves; `compra`: `cantidad` (> 0) comes in, optionally from a
 * supplier with its invoice. Stock never goes below 0. Units are whole for products sold by unit.
 */
export const stockUpdateBodySchema = z
  .object({
    productoId: decimalIntSchema(),
    motivo: z.enum(STOCK_AJUSTE_MOTIVOS, { error: 'Elegí el motivo del ajuste: conteo, merma o compra' }),
    cantidad: cantidadSchema,
    nota: optionalTextSchema(300),
    proveedorId: decimalIntSchema().nullish(),
    comprobante: optionalTextSchema(60),
    clientMutationId: clientMutationIdSchema,
  })
  .refine((b) => b.motivo === 'conteo' || b.cantidad > 0, {
    error: 'La cantidad debe ser mayor a 0',
    path: ['cantidad'],
    when: (payload) => (payload.issues ?? []).length === 0,
  });
export type StockUpdateBody = z.input<typeof stockUpdateBodySchema>;

/** 200 of POST /api/stock/update: the movement written and the product's stock after it. */
export const stockUpdateResultSchema = z.object({
  movimiento: stockMovimientoSchema,
  stockActual: z.number(),
  bajoStock: z.boolean(),
});
export type StockUpdateResult = z.infer<typeof stockUpdateResultSchema>;
