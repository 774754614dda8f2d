import { z } from 'zod';
import { LANGUAGES } from './constants';
import { EXPORT_FORMATOS, reportesQuerySchema } from './reportes';

/*
 * The cost reports: what each dish costs against its price, what the kitchen used against what the
 * sales say it should have, and menu engineering (popularity against margin). They read costs, so
 * they need reportes.ver and productos.costos (COSTOS_SIN_PERMISO otherwise). Money in decimals of
 * the venue's currency, quantities in decimals of each ingredient's unit, percents with 2 decimals.
 */

/** The three reports, each with its exports at GET /api/reportes/{tipo}/exportar/{formato}. */
export const REPORTE_COSTOS_TIPOS = ['costos', 'consumo', 'ingenieria-menu'] as const;
export type ReporteCostosTipo = (typeof REPORTE_COSTOS_TIPOS)[number];

/** The range of the use and menu-engineering reports: a quick range or fechaDesde/fechaHasta, the one range of every route. */
export const reporteCostosRangoQuerySchema = reportesQuerySchema.pick({ rango: true, fechaDesde: true, fechaHasta: true });
export type ReporteCostosRangoQuery = z.input<typeof reporteCostosRangoQuerySchema>;

export const reporteCostosExportParamsSchema = z.object({ formato: z.enum(EXPORT_FORMATOS) });
/** An export's range (ignored by the costs report, which is of today) and the caller's language. */
export const reporteCostosExportQuerySchema = reporteCostosRangoQuerySchema.extend({ idioma: z.enum(LANGUAGES).optional() });

/** One dish of GET /api/reportes/costos. */
export const costoProductoSchema = z.object({
  productoId: z.number().int(),
  nombre: z.string(),
  categoria: z.string().nullable(),
  /** One portion at today's ingredient costs. */
  costo: z.number(),
  precio: z.number(),
  /** precio - costo. */
  margen: z.number(),
  /** costo / precio in percent; null without a price. */
  foodCostPorcentaje: z.number().nullable(),
  /** When the price last changed (the product's creation if it never did). */
  fechaCambioPrecio: z.string(),
  /** The same recipe at each ingredient's cost of that date. */
  costoAlCambioPrecio: z.number(),
  /** How much the cost rose since (percent, negative when it fell); null when it cost nothing then. */
  subaCostoPorcentaje: z.number().nullable(),
  /** Its food cost is above the venue's target. */
  señalado: z.boolean(),
});
export type CostoProducto = z.infer<typeof costoProductoSchema>;

export const reporteCostosSchema = z.object({
  moneda: z.string(),
  generadoAt: z.string(),
  /** The venue's target food cost in percent (general config `foodCostObjetivo`, 30 by default). */
  objetivo: z.number(),
  /** The dishes whose cost rose most since their last price change first. */
  items: z.array(costoProductoSchema),
  señalados: z.number().int(),
});
export type ReporteCostos = z.infer<typeof reporteCostosSchema>;

/** One ingredient of GET /api/reportes/consumo. Quantities in its unit. */
export const consumoInsumoSchema = z.object({
  insumoId: z.number().int(),
  nombre: z.string(),
  unidad: z.string(),
  /** What the sales took (sales minus voids). */
  teorico: z.number(),
  merma: z.number(),
  compras: z.number(),
  stockInicial: z.number(),
  stockFinal: z.number(),
  /** stockInicial + compras - stockFinal. */
  real: z.number(),
  /** real - teorico - merma: what went missing (positive) or appeared (negative). */
  varianza: z.number(),
  /** The cost per unit at the end of the range. */
  costoUnitario: z.number(),
  /** What the sales took and the waste, at each movement's cost. */
  teoricoCosto: z.number(),
  mermaCosto: z.number(),
  /** The variance at costoUnitario. */
  varianzaCosto: z.number(),
});
export type ConsumoInsumo = z.infer<typeof consumoInsumoSchema>;

export const reporteConsumoSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  moneda: z.string(),
  generadoAt: z.string(),
  /** The largest losses first. */
  items: z.array(consumoInsumoSchema),
  totales: z.object({ teoricoCosto: z.number(), mermaCosto: z.number(), varianzaCosto: z.number() }),
});
export type ReporteConsumo = z.infer<typeof reporteConsumoSchema>;

/** Kasavana-Smith: popularity (share >= 70 % of 1/n) against unit margin (>= the weighted average). */
export const MENU_CLASES = ['estrella', 'caballo', 'rompecabezas', 'perro'] as const;
export type MenuClase = (typeof MENU_CLASES)[number];

export const ingenieriaMenuItemSchema = z.object({
  productoId: z.number().int(),
  nombre: z.string(),
  categoria: z.string().nullable(),
  unidades: z.number(),
  /** Share of the units of the dishes listed, in percent. */
  popularidadPorcentaje: z.number(),
  /** What a unit was charged on average (after line discounts). */
  precioPromedio: z.number(),
  /** One portion at today's costs. */
  costo: z.number(),
  margenUnitario: z.number(),
  margenTotal: z.number(),
  clase: z.enum(MENU_CLASES),
});
export type IngenieriaMenuItem = z.infer<typeof ingenieriaMenuItemSchema>;

export const reporteIngenieriaMenuSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  moneda: z.string(),
  generadoAt: z.string(),
  /** By total margin, highest first. */
  items: z.array(ingenieriaMenuItemSchema),
  totales: z.object({
    unidades: z.number(),
    margenTotal: z.number(),
    /** The weighted average unit margin: the line between high and low margin. */
    margenPromedio: z.number(),
    /** 70 % of an equal share, in percent: the line between high and low popularity. */
    umbralPopularidad: z.number(),
  }),
});
export type ReporteIngenieriaMenu = z.infer<typeof reporteIngenieriaMenuSchema>;
