import { z } from 'zod';
import { currencyScale } from '../format/currency-scale';
import { divRound, formatScaled, hasAtMostDecimals, parseScaled, PERCENT_DECIMALS, QUANTITY_DECIMALS } from '../rules/money';
import { productoTipoSchema } from './combos';
import { ALICUOTAS_IVA } from './facturacion';
import { clientMutationIdSchema, decimalIntSchema, isoDateSchema, optionalTextSchema, positiveAmountSchema, requiredTextSchema } from './fields';

/** Units of measure. Everything but 'unidad' is sold by weight or volume. */
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
  /** Stock below the minimum. */
  bajoStock: z.boolean(),
  activo: z.boolean(),
});
export type ProductoVenta = z.infer<typeof productoVentaSchema>;

/** GET /api/productos/buscar (alias /productos/search): name, barcode or SKU; accents and case ignored. */
export const productoBuscarQuerySchema = z.object({
  q: z.string().max(100).optional(),
  limite: decimalIntSchema(1, 50).default(20),
});

/** GET /api/productos/frecuentes: what this venue sold most, most first. */
export const productosFrecuentesQuerySchema = z.object({
  /** 8 by default (the waiter app asks 4). */
  cantidad: decimalIntSchema(1, 50).default(8),
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

/* ------------------------------------------------------------------------------------------------
 * The catalogue as the back office reads and writes it: the product sent and read, its list and
 * its filters. Money travels as decimals in the venue's currency (the api keeps minor units at the
 * currency's scale), quantities with up to 3 decimals, percentages with up to 2.
 * ---------------------------------------------------------------------------------------------- */

/** Images are JPG or PNG, at most 2 MB (checked by content, not by name). */
export const IMAGEN_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGEN_TIPOS = ['image/jpeg', 'image/png'] as const;
/** Sizes the api serves an image at: `card` for catalogue cards, `thumb` for list rows. */
export const IMAGEN_TAMANOS = ['card', 'thumb'] as const;
export type ImagenTamano = (typeof IMAGEN_TAMANOS)[number];

/** The date picker's range (the api refuses an expiry date outside it). */
export const FECHA_VENCIMIENTO_MIN_ANIO = 1900;
export const FECHA_VENCIMIENTO_MAX_ANIO = 2099;
/** The minimum-stock placeholder. */
export const STOCK_MINIMO_SUGERIDO = 5;

/** The image URLs of a product (relative to the host, like every /api path); they change when the image does. */
export const productoImagenSchema = z.object({ card: z.string(), thumb: z.string() });
export type ProductoImagen = z.infer<typeof productoImagenSchema>;

/** A product as the back office reads it (GET /api/productos, /api/productos/{id}, after create/update). */
export const productoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** 'combo': a fixed price and choice groups (GET /api/productos/{id}/combo); 'simple' otherwise. */
  tipo: productoTipoSchema,
  descripcion: z.string().nullable(),
  codigoBarras: z.string().nullable(),
  codigoSku: z.string().nullable(),
  marca: z.string().nullable(),
  categoriaId: z.number().int().nullable(),
  categoria: z.string().nullable(),
  subcategoriaId: z.number().int().nullable(),
  subcategoria: z.string().nullable(),
  proveedorId: z.number().int().nullable(),
  unidadMedida: z.enum(UNIDADES_MEDIDA),
  esPorPeso: z.boolean(),
  /** Null only for products created before costs were kept. */
  costo: z.number().nullable(),
  /** (precio / costo - 1) x 100 with 2 decimals; null without a cost. */
  porcentajeGanancia: z.number().nullable(),
  precio: z.number(),
  controlaStock: z.boolean(),
  stockActual: z.number(),
  stockMinimo: z.number(),
  /** Stock below the minimum (only for products that control stock). */
  bajoStock: z.boolean(),
  activo: z.boolean(),
  visibleRestaurant: z.boolean(),
  visibleOrders: z.boolean(),
  visiblePos: z.boolean(),
  /** 'YYYY-MM-DD' or null. */
  fechaVencimiento: z.string().nullable(),
  /** The IVA rate its sales are invoiced at. */
  ivaAlicuota: z.enum(ALICUOTAS_IVA),
  imagen: productoImagenSchema.nullable(),
  fechaModificacion: z.string(),
});
export type Producto = z.infer<typeof productoSchema>;

export const PRODUCTO_ESTADOS = ['todos', 'activos', 'inactivos'] as const;
/** `urgencia`: products under their minimum first, then by name (the stock screen's order). */
export const PRODUCTO_ORDENES = ['nombre', 'precio', 'stock', 'urgencia'] as const;
export type ProductoOrden = (typeof PRODUCTO_ORDENES)[number];

/**
 * GET /api/productos (page size 20). `q` searches name (every word,
 * accents and case ignored), barcode and SKU; `bajoStock` keeps products under their minimum;
 * `controlaStock` keeps the products that control stock (or those that do not).
 */
export const productosQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  estado: z.enum(PRODUCTO_ESTADOS).default('todos'),
  ordenarPor: z.enum(PRODUCTO_ORDENES).default('nombre'),
  ordenDireccion: z.enum(['asc', 'desc']).default('asc'),
  pagina: decimalIntSchema().default(1),
  limite: decimalIntSchema(1, 100).default(20),
  categoriaId: decimalIntSchema().optional(),
  subcategoriaId: decimalIntSchema().optional(),
  proveedorId: decimalIntSchema().optional(),
  marca: z.string().trim().max(80).optional(),
  bajoStock: z.stringbool().default(false),
  /** Only products that control stock (true) or only those that do not (false). */
  controlaStock: z.stringbool().optional(),
});
export type ProductosQuery = z.input<typeof productosQuerySchema>;

/** GET /api/productos answers `{ items, total }` (total: every product matching the filters). */
export const productosListSchema = z.object({ items: z.array(productoSchema), total: z.number().int() });
export type ProductosList = z.infer<typeof productosListSchema>;

/**
 * Product list response: a plain array, `{ items, total? }`, or `{ productos, total? }`
 * (total defaults to the array's length). Anything else is an empty list.
 */
export function readProductoList<T>(data: unknown): { items: T[]; total: number } {
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  if (data && typeof data === 'object') {
    const o = data as { items?: unknown; productos?: unknown; total?: unknown };
    const items = Array.isArray(o.items) ? o.items : Array.isArray(o.productos) ? o.productos : null;
    if (items) return { items: items as T[], total: typeof o.total === 'number' ? o.total : items.length };
  }
  return { items: [], total: 0 };
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A date-only 'YYYY-MM-DD' from a date, a 'YYYY-MM-DD...' string or an ISO timestamp; null when invalid. */
export function toDateOnly(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}`;
}

/** Id fields a form may send as '' or '3' (selects): '' and 0 are empty, digits become numbers. */
const ID_FIELDS = ['categoriaId', 'subcategoriaId', 'proveedorId'] as const;
const DROPPED_WHEN_EMPTY = ['categoriaDescripcion', 'categoriaId', 'subcategoriaId', 'codigoSku', 'fechaVencimiento'] as const;
const VISIBLE_FLAGS = ['visibleRestaurant', 'visibleOrders', 'visiblePos'] as const;

/**
 * Product (sent to the server): fields dropped when empty (categoriaDescripcion,
 * categoriaId, subcategoriaId, codigoSku, fechaVencimiento), `categoria` always removed,
 * fechaVencimiento as a date-only 'YYYY-MM-DD' (dropped when invalid), visibleRestaurant,
 * visibleOrders and visiblePos false unless true. The screens call it before sending; the api's
 * body schema applies it again, so a caller that skips it gets the same product.
 */
export function normalizeProductoBody<T extends Record<string, unknown>>(body: T): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  delete out.categoria;
  for (const key of ID_FIELDS) {
    const v = out[key];
    if (typeof v === 'string' && /^\d+$/.test(v.trim())) out[key] = Number(v.trim());
    if (out[key] === 0) delete out[key];
  }
  for (const key of DROPPED_WHEN_EMPTY) if (isBlank(out[key])) delete out[key];
  if ('fechaVencimiento' in out) {
    const date = toDateOnly(out.fechaVencimiento);
    if (date === null) delete out.fechaVencimiento;
    else out.fechaVencimiento = date;
  }
  for (const key of VISIBLE_FLAGS) out[key] = out[key] === true;
  return out;
}

/** Required category: a custom issue so the api shows this text whatever was sent ('' included). */
export const categoriaIdSchema = z.custom<number>((v) => typeof v === 'number' && Number.isInteger(v) && v > 0, { error: 'La categoría es obligatoria' });

const quantitySchema = (min: 'zero' | 'positive', message: string) =>
  z.number({ error: message }).refine((v) => hasAtMostDecimals(v, QUANTITY_DECIMALS) && (min === 'zero' ? v >= 0 : v > 0) && v <= 1_000_000_000, {
    error: message,
  });

/** Every field of a product body, before the normalisation and the price rule. */
export const productoFieldsSchema = z.object({
  nombre: requiredTextSchema('El nombre es obligatorio', 120),
  /** 'simple' when absent on create; absent on update keeps the product's kind. */
  tipo: productoTipoSchema.optional(),
  descripcion: optionalTextSchema(1000),
  codigoBarras: optionalTextSchema(64),
  codigoSku: optionalTextSchema(64),
  marca: optionalTextSchema(80),
  categoriaId: categoriaIdSchema,
  subcategoriaId: z.number().int().positive().nullish(),
  /** A supplier of /api/proveedores. */
  proveedorId: z.number().int().positive().nullish(),
  unidadMedida: z.enum(UNIDADES_MEDIDA).default('unidad'),
  /**
   * Required from a caller who holds productos.costos (the api refuses its absence with
   * COSTO_OBLIGATORIO); one without it sends none and the stored cost stays.
   */
  costo: positiveAmountSchema('El costo debe ser mayor a 0').optional(),
  /** Profit over cost in %, up to 2 decimals; with no `precio` the api computes the price from it. */
  porcentajeGanancia: z
    .number()
    .refine((v) => hasAtMostDecimals(v, PERCENT_DECIMALS) && v > -100 && v <= 100_000, {
      error: 'El porcentaje de ganancia debe ser mayor a -100 y tener hasta 2 decimales',
    })
    .nullish(),
  /** The sale price; when sent it wins and the api recomputes the profit % from it. */
  precio: positiveAmountSchema('El precio debe ser mayor a 0').nullish(),
  controlaStock: z.boolean().default(false),
  stockActual: quantitySchema('zero', 'El stock no puede ser negativo (hasta 3 decimales)').default(0),
  stockMinimo: quantitySchema('positive', 'El stock mínimo debe ser mayor a 0 (hasta 3 decimales)').default(STOCK_MINIMO_SUGERIDO),
  activo: z.boolean().default(true),
  visibleRestaurant: z.boolean().default(false),
  visibleOrders: z.boolean().default(false),
  visiblePos: z.boolean().default(false),
  fechaVencimiento: isoDateSchema
    .refine(
      (v) => {
        const year = Number(v.slice(0, 4));
        return year >= FECHA_VENCIMIENTO_MIN_ANIO && year <= FECHA_VENCIMIENTO_MAX_ANIO;
      },
      { error: `La fecha de vencimiento debe estar entre ${FECHA_VENCIMIENTO_MIN_ANIO} y ${FECHA_VENCIMIENTO_MAX_ANIO}` },
    )
    .nullish(),
  /** The IVA rate; absent: 21 % on create, unchanged on update. */
  ivaAlicuota: z.enum(ALICUOTAS_IVA).optional(),
  /** Why the price or cost changes: kept in the price history and the audit log beside who and when. */
  motivo: optionalTextSchema(500),
  clientMutationId: clientMutationIdSchema,
});

export const PRECIO_O_GANANCIA_REQUERIDO = 'El precio es obligatorio: ingresá el precio o el porcentaje de ganancia';

/**
 * POST /api/productos/dto and PUT /api/productos/dto/{id}: the whole product, normalised as SPEC
 * the body's rules say. Price rule: `precio` wins when sent (the profit % is recomputed from cost and price);
 * with only `porcentajeGanancia` the price is cost x (1 + %/100) rounded at the currency's scale.
 */
export const productoBodySchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? normalizeProductoBody(v as Record<string, unknown>) : v),
  productoFieldsSchema.refine((p) => (p.precio !== null && p.precio !== undefined) || (p.porcentajeGanancia !== null && p.porcentajeGanancia !== undefined), {
    error: PRECIO_O_GANANCIA_REQUERIDO,
    path: ['precio'],
    when: (payload) => (payload.issues ?? []).length === 0,
  }),
);
export type ProductoBody = z.input<typeof productoFieldsSchema>;
export type ProductoBodyParsed = z.output<typeof productoFieldsSchema>;

/**
 * The sale price for a cost and a profit %, rounded half away from zero at the currency's scale
 * (what the form shows and the api stores): `precioDesdeGanancia(1000, 30, 'ARS')` is 1300.
 */
export function precioDesdeGanancia(costo: number, porcentaje: number, currency: string): number {
  const costoMinor = parseScaled(costo, currencyScale(currency));
  const pct = parseScaled(porcentaje, PERCENT_DECIMALS);
  if (costoMinor === null || pct === null) return Number.NaN;
  const minor = divRound(costoMinor * (10_000n + pct), 10_000n);
  return Number(formatScaled(minor, currencyScale(currency)));
}

/** The profit % (2 decimals) of a price over a cost: `gananciaDesdePrecio(1000, 1300)` is 30. */
export function gananciaDesdePrecio(costo: number, precio: number): number {
  const c = parseScaled(costo, 6);
  const p = parseScaled(precio, 6);
  if (c === null || p === null || c <= 0n) return Number.NaN;
  return Number(formatScaled(divRound((p - c) * 10_000n, c), PERCENT_DECIMALS));
}

/** DELETE /api/productos/{id}: a product ever sold is deactivated (kept for its sales), else erased. */
export const productoEliminadoSchema = z.object({
  id: z.number().int(),
  /** 'eliminado': erased; 'desactivado': it has sales, so it was deactivated instead. */
  resultado: z.enum(['eliminado', 'desactivado']),
});
export type ProductoEliminado = z.infer<typeof productoEliminadoSchema>;

/** Most rows one POST /api/productos/lote takes (the CSV import has its own path). */
export const PRODUCTOS_LOTE_MAX = 2000;

/**
 * POST /api/productos/lote: an array of product bodies, or `{ productos, clientMutationId }`.
 * Rows are validated one by one by the api (each with productoBodySchema), so every refused row
 * is reported; all or nothing.
 */
export const productosLoteBodySchema = z.union([
  z.array(z.unknown()).min(1, { error: 'Enviá al menos un producto' }).max(PRODUCTOS_LOTE_MAX),
  z.object({
    productos: z.array(z.unknown()).min(1, { error: 'Enviá al menos un producto' }).max(PRODUCTOS_LOTE_MAX),
    clientMutationId: clientMutationIdSchema,
  }),
]);

/** One refused row of a bulk create: `fila` counts from 1; `motivos` are Spanish texts. */
export const productoLoteRechazoSchema = z.object({
  fila: z.number().int(),
  nombre: z.string().nullable(),
  motivos: z.array(z.string()),
});
export type ProductoLoteRechazo = z.infer<typeof productoLoteRechazoSchema>;

/** 201 of POST /api/productos/lote. A refusal (422 PRODUCTOS_LOTE_RECHAZADO) carries `data: { rechazados }`. */
export const productosLoteResultSchema = z.object({ creados: z.number().int(), ids: z.array(z.number().int()) });
export type ProductosLoteResult = z.infer<typeof productosLoteResultSchema>;
export const productosLoteRechazadoDataSchema = z.object({ rechazados: z.array(productoLoteRechazoSchema) });

/** GET /api/productos/{id}/imagen?size=card|thumb (card by default). */
export const productoImagenQuerySchema = z.object({
  size: z.enum(IMAGEN_TAMANOS).default('card'),
  v: z.string().max(64).optional(),
});
