import { z } from 'zod';
import { HISTORY_QUICK_FILTERS } from '../rules/date-range';
import { LANGUAGES } from './constants';
import { decimalIntSchema, isoDateSchema, userRefSchema } from './fields';
import { propinasMozoSchema } from './propinas';

/*
 * Reports and the dashboard. Every report covers a range of the venue's calendar days
 * (a quick range: today, 7, 30 or 90 days, today included; or fechaDesde/fechaHasta, the name the
 * whole api gives a date range; today when neither is given). Amounts are decimals of the venue's
 * currency (`moneda`), summed by the database in minor units; quantities are decimals (3 places).
 */

export const REPORTE_ORIGENES = ['mostrador', 'movil', 'mesa'] as const;

/** The filters every report takes (each report applies the ones that fit it). */
export const reportesQuerySchema = z.object({
  rango: z.enum(HISTORY_QUICK_FILTERS).optional(),
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
  /** The register (a day's cash audit). */
  arqueoId: decimalIntSchema().optional(),
  /** Who took the sale. */
  usuarioId: decimalIntSchema().optional(),
  medioPagoId: decimalIntSchema().optional(),
  categoriaId: decimalIntSchema().optional(),
  productoId: decimalIntSchema().optional(),
  clienteId: decimalIntSchema().optional(),
  origen: z.enum(REPORTE_ORIGENES).optional(),
});
export type ReportesQuery = z.input<typeof reportesQuerySchema>;
export type ReportesFiltros = z.output<typeof reportesQuerySchema>;

const rangoSchema = {
  desde: z.string(),
  hasta: z.string(),
  moneda: z.string(),
  /** ISO instant the report was computed. */
  generadoAt: z.string(),
};

export const ventasPorDiaSchema = z.object({ fecha: z.string(), ventas: z.number().int(), total: z.number() });
export const ventasPorHoraSchema = z.object({ hora: z.number().int().min(0).max(23), ventas: z.number().int(), total: z.number() });
export const ventasPorMedioSchema = z.object({
  medioPagoId: z.number().int(),
  medio: z.string(),
  tipo: z.string(),
  /** What was tendered, in the venue's currency (payments in other currencies at their own rate). */
  montoLocal: z.number(),
  pagos: z.number().int(),
});
export const ventasPorMonedaSchema = z.object({ moneda: z.string(), monto: z.number(), montoLocal: z.number() });

/** GET /api/reportes/ventas */
export const reporteVentasSchema = z.object({
  ...rangoSchema,
  totales: z.object({
    ventas: z.number().int(),
    /** Sum of the paid sales' totals (after every discount). */
    total: z.number(),
    /** Before the sale-level discounts (line discounts already off). */
    subtotal: z.number(),
    /** Line, general and customer discounts. */
    descuentos: z.number(),
    ticketPromedio: z.number(),
    /** Cash change handed back (tendered - change = total). */
    vuelto: z.number(),
    anuladas: z.number().int(),
    totalAnuladas: z.number(),
  }),
  porDia: z.array(ventasPorDiaSchema),
  porHora: z.array(ventasPorHoraSchema),
  porMedio: z.array(ventasPorMedioSchema),
  porMoneda: z.array(ventasPorMonedaSchema),
  porOrigen: z.array(z.object({ origen: z.string(), ventas: z.number().int(), total: z.number() })),
  porUsuario: z.array(z.object({ usuario: userRefSchema, ventas: z.number().int(), total: z.number() })),
  /** Tips of the paid sales, apart from revenue (not in any total above), per waiter. */
  propinas: z.number().default(0),
  propinasPorMozo: z.array(propinasMozoSchema).default([]),
  /** Voids in the range of sales of days whose Z close was already issued: those days keep their figures, the void counts here (total negative, already in the totals above). */
  anulacionesDiasCerrados: z.object({ ventas: z.number().int(), total: z.number() }).default({ ventas: 0, total: 0 }),
});
export type ReporteVentas = z.infer<typeof reporteVentasSchema>;

export const productoReporteSchema = z.object({
  productoId: z.number().int(),
  producto: z.string(),
  categoria: z.string().nullable(),
  cantidad: z.number(),
  ingresos: z.number(),
  /** At the product's current cost; null when it has none. */
  costo: z.number().nullable(),
  margen: z.number().nullable(),
  /** Percent of the revenue, 2 decimals. */
  margenPorcentaje: z.number().nullable(),
  /** A: the products making 80 % of the revenue, B: the next 15 %, C: the rest. */
  abc: z.enum(['A', 'B', 'C']),
});
export type ProductoReporte = z.infer<typeof productoReporteSchema>;

/** GET /api/reportes/productos */
export const reporteProductosSchema = z.object({
  ...rangoSchema,
  /** `costo` and `margen` (and each item's) are null for a caller without productos.costos. */
  totales: z.object({ cantidad: z.number(), ingresos: z.number(), costo: z.number().nullable(), margen: z.number().nullable(), productos: z.number().int() }),
  items: z.array(productoReporteSchema),
  /** 'Sin movimiento': active products with no unit sold in the range, by name. */
  sinMovimiento: z.array(z.object({ productoId: z.number().int(), producto: z.string(), categoria: z.string().nullable(), cantidad: z.number() })),
  /** 'Menos vendidos': active products that sold in the range, fewest units first. */
  menosVendidos: z.array(z.object({ productoId: z.number().int(), producto: z.string(), categoria: z.string().nullable(), cantidad: z.number() })),
  stockBajo: z.array(z.object({ productoId: z.number().int(), producto: z.string(), stockActual: z.number(), stockMinimo: z.number() })),
  /**
   * Units sold with each modifier option and what the option added to revenue (its price
   * delta times the units, before discounts), most units first.
   */
  modificadores: z
    .array(z.object({ productoId: z.number().int(), producto: z.string(), grupo: z.string(), opcion: z.string(), cantidad: z.number(), ingresos: z.number() }))
    .optional(),
  /**
   * Combos' revenue attributed to their components: each combo line's revenue split over the
   * components it was taken with in proportion to their base prices (the remainder of the minor
   * units to the last one, so a combo's parts sum to its revenue). The combo's own row in `items`
   * keeps its units and revenue; these rows are not added to the totals again. Most revenue first.
   */
  componentes: z
    .array(
      z.object({
        comboId: z.number().int(),
        combo: z.string(),
        productoId: z.number().int(),
        producto: z.string(),
        categoria: z.string().nullable(),
        cantidad: z.number(),
        ingresos: z.number(),
      }),
    )
    .optional(),
});
export type ReporteProductos = z.infer<typeof reporteProductosSchema>;

/** GET /api/reportes/clientes */
export const reporteClientesSchema = z.object({
  ...rangoSchema,
  totales: z.object({ clientes: z.number().int(), ventas: z.number().int(), total: z.number(), ventasSinCliente: z.number().int(), saldoCuentas: z.number() }),
  top: z.array(
    z.object({
      clienteId: z.number().int(),
      cliente: z.string(),
      ventas: z.number().int(),
      total: z.number(),
      ticketPromedio: z.number(),
      primeraCompra: z.string(),
      ultimaCompra: z.string(),
      /** Average days between purchases; null with a single purchase. */
      diasEntreCompras: z.number().nullable(),
    }),
  ),
  /** Current accounts with a balance today (not bounded by the range). */
  cuentas: z.array(z.object({ clienteId: z.number().int(), cliente: z.string(), saldo: z.number(), ultimoMovimiento: z.string() })),
});
export type ReporteClientes = z.infer<typeof reporteClientesSchema>;

/** GET /api/reportes/financiero */
export const reporteFinancieroSchema = z.object({
  ...rangoSchema,
  ingresos: z.number(),
  /** The cost of goods and what follows from it (margin, result): null for a caller without productos.costos. */
  costoMercaderia: z.number().nullable(),
  margenBruto: z.number().nullable(),
  margenBrutoPorcentaje: z.number().nullable(),
  gastos: z.number(),
  resultado: z.number().nullable(),
  gastosPorCategoria: z.array(z.object({ categoria: z.string(), monto: z.number(), gastos: z.number().int() })),
  /** Money in and out by currency; montoLocal at each payment's own rate, expenses at today's rate. */
  flujoPorMoneda: z.array(
    z.object({ moneda: z.string(), entradas: z.number(), salidas: z.number(), neto: z.number(), entradasLocal: z.number(), salidasLocal: z.number(), netoLocal: z.number() }),
  ),
  porDia: z.array(z.object({ fecha: z.string(), ingresos: z.number(), gastos: z.number() })),
});
export type ReporteFinanciero = z.infer<typeof reporteFinancieroSchema>;

export const arqueoReporteSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  estado: z.enum(['abierto', 'cerrado']),
  montoInicial: z.number(),
  esperado: z.number().nullable(),
  contado: z.number().nullable(),
  diferencia: z.number().nullable(),
  ventas: z.number().int(),
  totalVentas: z.number(),
  usuarioApertura: z.string(),
  usuarioCierre: z.string().nullable(),
  monedas: z.array(z.object({ moneda: z.string(), esperado: z.number(), contado: z.number(), diferencia: z.number() })),
});

/** GET /api/reportes/arqueos */
export const reporteArqueosSchema = z.object({
  ...rangoSchema,
  totales: z.object({ arqueos: z.number().int(), esperado: z.number(), contado: z.number(), diferencia: z.number() }),
  items: z.array(arqueoReporteSchema),
});
export type ReporteArqueos = z.infer<typeof reporteArqueosSchema>;

/** GET /api/reportes/dashboard */
export const dashboardSchema = z.object({
  fecha: z.string(),
  moneda: z.string(),
  generadoAt: z.string(),
  hoy: z.object({ ventas: z.number().int(), total: z.number(), ticketPromedio: z.number() }),
  /** The same weekday a week before, up to the same time of day. */
  semanaPasada: z.object({ fecha: z.string(), ventas: z.number().int(), total: z.number() }),
  /** Percent change of today's total against the same weekday last week (null when that was 0). */
  variacion: z.number().nullable(),
  mesas: z.object({ ocupadas: z.number().int(), total: z.number().int() }),
  pedidos: z.object({ enCurso: z.number().int(), atrasados: z.number().int(), alertaMinutos: z.number().int() }),
  /**
   * The registers: `sesiones` every open session, the oldest first, each with its till, who opened
   * it and its expected cash (venue's currency); `esperado` their sum (0 with none open).
   * `arqueoId` and `fecha` are the oldest open session's (null with none open).
   */
  caja: z.object({
    abierta: z.boolean(),
    arqueoId: z.number().int().nullable(),
    fecha: z.string().nullable(),
    esperado: z.number(),
    sesiones: z.array(
      z.object({
        arqueoId: z.number().int(),
        caja: z.string(),
        usuario: z.string(),
        fecha: z.string(),
        esperado: z.number(),
      }),
    ),
  }),
  stockBajo: z.number().int(),
  ultimos30: z.array(ventasPorDiaSchema),
  porHoraHoy: z.array(ventasPorHoraSchema),
  mediosHoy: z.array(ventasPorMedioSchema),
  topProductos: z.array(z.object({ productoId: z.number().int(), producto: z.string(), cantidad: z.number(), ingresos: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/* The daily Z close: one per venue day, numbered, never changed once issued. */

export const cierreZDatosSchema = z.object({
  fecha: z.string(),
  moneda: z.string(),
  ventas: z.number().int(),
  total: z.number(),
  subtotal: z.number(),
  descuentos: z.number(),
  vuelto: z.number(),
  anuladas: z.number().int(),
  totalAnuladas: z.number(),
  /**
   * Voids made that day of sales of earlier days whose Z was already issued: how many, and their
   * total (negative), already in the day's figures. Absent on a Z issued before the Z named them.
   */
  anulacionesDiasCerrados: z.object({ ventas: z.number().int(), total: z.number() }).optional(),
  porMedio: z.array(ventasPorMedioSchema),
  porMoneda: z.array(ventasPorMonedaSchema),
  /** Document types issued that day (non-fiscal delivery notes; invoices when e-invoicing lands). */
  porDocumento: z.array(z.object({ documento: z.string(), cantidad: z.number().int(), total: z.number() })),
  gastos: z.object({ cantidad: z.number().int(), pesos: z.number(), reales: z.number(), dolares: z.number(), totalLocal: z.number() }),
  caja: z
    .object({
      arqueoId: z.number().int(),
      estado: z.enum(['abierto', 'cerrado']),
      montoInicial: z.number(),
      esperado: z.number().nullable(),
      contado: z.number().nullable(),
      diferencia: z.number().nullable(),
    })
    .nullable(),
  /**
   * Each register session of the day (tills and shifts), oldest first; `caja` is their sum. Absent
   * on a Z issued before a venue could have several sessions a day.
   */
  cajas: z
    .array(
      z.object({
        arqueoId: z.number().int(),
        caja: z.string().nullable(),
        usuario: z.string(),
        estado: z.enum(['abierto', 'cerrado']),
        montoInicial: z.number(),
        esperado: z.number().nullable(),
        contado: z.number().nullable(),
        diferencia: z.number().nullable(),
      }),
    )
    .optional(),
});
export type CierreZDatos = z.infer<typeof cierreZDatosSchema>;

export const cierreZSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  fecha: z.string(),
  emitidoAt: z.string(),
  usuario: userRefSchema,
  datos: cierreZDatosSchema,
});
export type CierreZ = z.infer<typeof cierreZSchema>;

/** POST /api/reportes/cierres-z: the day to close (default: today). */
export const cierreZBodySchema = z.object({ fecha: isoDateSchema.optional() });

export const cierresZListSchema = z.object({ items: z.array(cierreZSchema.omit({ datos: true }).extend({ total: z.number(), ventas: z.number().int() })) });
export type CierresZList = z.infer<typeof cierresZListSchema>;

export const cierreZImprimirQuerySchema = z.object({ formato: z.enum(['ticket', 'a4']).default('ticket') });

/** Which report an export carries, and in which format. */
export const REPORTE_TIPOS = ['ventas', 'productos', 'clientes', 'financiero', 'arqueos'] as const;
export type ReporteTipo = (typeof REPORTE_TIPOS)[number];
export const EXPORT_FORMATOS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormato = (typeof EXPORT_FORMATOS)[number];
export const exportParamsSchema = z.object({ tipo: z.enum(REPORTE_TIPOS), formato: z.enum(EXPORT_FORMATOS) });
/** The report's filters plus the caller's language for the export's titles and headers (default es). */
export const exportQuerySchema = reportesQuerySchema.extend({ idioma: z.enum(LANGUAGES).optional() });
export type ExportQuery = z.input<typeof exportQuerySchema>;

/** GET /api/reportes/cierres-z/{id}/imprimir: the printable page (80 mm roll or A4). */
export const cierreZDocumentoSchema = z.object({ id: z.number().int(), numero: z.number().int(), formato: z.enum(['ticket', 'a4']), html: z.string() });
export type CierreZDocumento = z.infer<typeof cierreZDocumentoSchema>;

/** GET /api/reportes/arqueos/{id}/explicacion: the likely causes of a closed register's difference. */
export const CAUSAS_DIFERENCIA = [
  'VENTA_NO_COBRADA',
  'VENTA_COBRADA_DOS_VECES',
  'ANULADA_SIN_DEVOLVER',
  'ANULADA_DESPUES_DEL_CONTEO',
  'EFECTIVO_QUE_ERA_TARJETA',
  'TARJETA_QUE_ERA_EFECTIVO',
  'VUELTO_DE_MAS',
  'TASA_DISTINTA',
  'GASTO_DUPLICADO',
  'GASTO_FALTANTE',
] as const;
export const explicacionArqueoSchema = z.object({
  arqueoId: z.number().int(),
  fecha: z.string(),
  moneda: z.string(),
  /** Counted − expected. */
  diferencia: z.number(),
  causas: z.array(
    z.object({
      codigo: z.enum(CAUSAS_DIFERENCIA),
      /** In Spanish, naming the sale or expense; screens translate `codigo` with `params`. */
      descripcion: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      /** What this cause would explain, signed like the difference. */
      monto: z.number(),
      ventaId: z.number().int().nullable(),
      gastoId: z.number().int().nullable(),
    }),
  ),
});
export type ExplicacionArqueo = z.infer<typeof explicacionArqueoSchema>;
