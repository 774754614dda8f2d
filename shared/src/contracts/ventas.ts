import { z } from 'zod';
import { promocionAplicadaSchema } from './promociones';
import { HISTORY_QUICK_FILTERS } from '../rules/date-range';
import {
  amountSchema,
  clientMutationIdSchema,
  currencyCodeSchema,
  fieldLabel,
  isoDateSchema,
  optionalTextSchema,
  pageQuerySchema,
  positiveAmountSchema,
  requiredTextSchema,
  userRefSchema,
  weightSchema,
} from './fields';
import { comboEleccionesSchema, lineaComponentesSchema } from './combos';
import { MEDIO_PAGO_TIPOS } from './medios-pago';
import { lineaModificadorSchema, modificadoresElegidosSchema } from './modificadores';
import { UNIDADES_MEDIDA } from './productos';

/** Sale statuses. */
export const VENTA_ESTADOS = ['pagada', 'anulada', 'borrador'] as const;
export type VentaEstado = (typeof VENTA_ESTADOS)[number];
/** Where a sale was taken: the counter, a phone (sent to the register) or a table. */
export const VENTA_ORIGENES = ['mostrador', 'movil', 'mesa'] as const;
export type VentaOrigen = (typeof VENTA_ORIGENES)[number];
export const TIPOS_DESCUENTO = ['porcentaje', 'monto'] as const;

/**
 * One line of a sale as sent. Units: `cantidad` (a whole number); products sold by weight:
 * `peso` (up to 3 decimals, in the product's unit). `precioUnitario` defaults to the product's
 * price. Discount: `porcentaje` 0..100 or `monto` up to the line's amount.
 */
export const ventaItemInputSchema = z
  .object({
    productoId: z.number().int().positive(),
    cantidad: z.number().int().positive().max(100_000).optional(),
    peso: weightSchema.optional(),
    precioUnitario: positiveAmountSchema().optional(),
    tipoDescuento: z.enum(TIPOS_DESCUENTO).nullish(),
    valorDescuento: amountSchema.nullish(),
    notas: optionalTextSchema(150),
    /** Why the line is not at the product's price (ventas.precio-libre; recorded in the audit log). */
    motivoPrecio: optionalTextSchema(200),
    /** The ids of the options chosen. */
    modificadores: modificadoresElegidosSchema.optional(),
    /** A combo's choices: one option per group of the combo. */
    combo: comboEleccionesSchema.optional(),
  })
  .refine((i) => i.cantidad !== undefined || i.peso !== undefined, {
    error: (iss) => `El ítem '${fieldLabel(iss.path)}' necesita cantidad o peso`,
  });
export type VentaItemInput = z.input<typeof ventaItemInputSchema>;

/** A payment line: `monto` in `moneda` (default the venue's), converted at the venue's rate. */
export const pagoInputSchema = z.object({
  medioId: z.number().int().positive(),
  /** Informative: the api uses the method's stored name. */
  medioNombre: z.string().max(100).nullish(),
  monto: positiveAmountSchema(),
  moneda: currencyCodeSchema.optional(),
});
export type PagoInput = z.input<typeof pagoInputSchema>;

/**
 * A tip added at payment: a percent of what is charged (in the venue's currency) or an amount in
 * `moneda`, paid with `medioId`. Kept apart from the sale: not in its total nor in revenue.
 */
export const propinaInputSchema = z
  .object({
    tipo: z.enum(TIPOS_DESCUENTO),
    valor: positiveAmountSchema('La propina debe ser mayor a 0'),
    medioId: z.number().int().positive(),
    moneda: currencyCodeSchema.optional(),
  })
  .refine((p) => p.tipo !== 'porcentaje' || p.valor <= 100, { error: 'La propina en porcentaje debe estar entre 0 y 100', path: ['valor'] });
export type PropinaInput = z.input<typeof propinaInputSchema>;

const saleFields = {
  clienteId: z.number().int().positive().nullish(),
  descuentoTipo: z.enum(TIPOS_DESCUENTO).nullish(),
  descuentoValor: amountSchema.nullish(),
  observaciones: optionalTextSchema(500),
  /** Why, when the discounts are above the caller's role limit. */
  motivoDescuento: optionalTextSchema(300),
  /** The open register session (till) the charge goes to, when several are open; by default the caller's own. */
  arqueoId: z.number().int().positive().optional(),
  clientMutationId: clientMutationIdSchema,
};

const NO_ITEMS = 'La venta no tiene productos';

/** POST /api/ventas/finalizar: a counter sale, charged at once. */
export const finalizarVentaSchema = z.object({
  items: z
    .array(ventaItemInputSchema)
    .max(500)
    .refine((items) => items.length > 0, { error: NO_ITEMS }),
  pagos: z.array(pagoInputSchema).max(20).default([]),
  /** Tips added at payment, kept apart from the sale. */
  propinas: z.array(propinaInputSchema).max(5).default([]),
  ...saleFields,
});
export type FinalizarVenta = z.input<typeof finalizarVentaSchema>;

/** POST /api/ventas/drafts: a phone sale sent to the register (the cart must have products). */
export const ventaDraftCreateSchema = z.object({
  items: z
    .array(ventaItemInputSchema)
    .max(500)
    .refine((items) => items.length > 0, { error: 'El carrito no tiene productos: agregá al menos uno antes de enviarlo a caja' }),
  clienteId: saleFields.clienteId,
  observaciones: saleFields.observaciones,
  clientMutationId: clientMutationIdSchema,
});
export type VentaDraftCreate = z.input<typeof ventaDraftCreateSchema>;

/** POST /api/ventas/drafts/{id}/finalize: charges a draft; `items` replaces its lines when given. */
export const finalizarDraftSchema = z.object({
  items: z
    .array(ventaItemInputSchema)
    .max(500)
    .refine((items) => items.length > 0, { error: NO_ITEMS })
    .optional(),
  pagos: z.array(pagoInputSchema).max(20).default([]),
  /** Tips added at payment, kept apart from the sale. */
  propinas: z.array(propinaInputSchema).max(5).default([]),
  ...saleFields,
});
export type FinalizarDraft = z.input<typeof finalizarDraftSchema>;

/** POST /api/ventas/{id}/anular. */
export const anularVentaSchema = z.object({
  motivo: requiredTextSchema('El motivo de anulación es obligatorio', 300),
  clientMutationId: clientMutationIdSchema,
});
export type AnularVenta = z.input<typeof anularVentaSchema>;

export const ventaItemSchema = z.object({
  id: z.number().int(),
  productoId: z.number().int(),
  producto: z.string(),
  categoria: z.string().nullable(),
  unidadMedida: z.enum(UNIDADES_MEDIDA),
  esPorPeso: z.boolean(),
  /** Units, or the weight for products sold by weight (up to 3 decimals). */
  cantidad: z.number(),
  peso: z.number().nullable(),
  precioUnitario: z.number(),
  /** The promotion the line was added under, and its share of the promotion's discount (`descuento` is the line's own). */
  promocion: z.string().nullish(),
  promocionId: z.number().int().nullish(),
  descuentoPromocion: z.number().optional(),
  bruto: z.number(),
  tipoDescuento: z.enum(TIPOS_DESCUENTO).nullable(),
  valorDescuento: z.number().nullable(),
  descuento: z.number(),
  subtotal: z.number(),
  notas: z.string().nullable(),
  modificadores: z.array(lineaModificadorSchema).optional(),
  /** A combo's components as the line kept them (empty for a simple product). */
  componentes: lineaComponentesSchema.optional(),
  /** The price list the line was priced by when it was added; null at the product's own price. */
  listaPrecio: z.string().nullish(),
});
export type VentaItem = z.infer<typeof ventaItemSchema>;

export const ventaPagoSchema = z.object({
  id: z.number().int(),
  medioId: z.number().int(),
  medio: z.string(),
  medioTipo: z.enum(MEDIO_PAGO_TIPOS),
  moneda: z.string(),
  /** In `moneda`. */
  monto: z.number(),
  /** The rate used (exact decimal string), null for the venue's currency. */
  tasa: z.string().nullable(),
  /** In the venue's currency. */
  montoLocal: z.number(),
});
export type VentaPago = z.infer<typeof ventaPagoSchema>;

/**
 * The customer of a sale. `cuentaCorriente` is whether they can take a sale on account now, so a
 * register charging a phone sale knows to offer it; optional because older servers did not send
 * it (absent reads as false).
 */
export const ventaClienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  cuentaCorriente: z.boolean().optional(),
});
export type VentaCliente = z.infer<typeof ventaClienteSchema>;

/** A sale with its lines and payments. Amounts in the venue's currency unless said otherwise. */
export const ventaSchema = z.object({
  id: z.number().int(),
  /** Same as id: the finalize result gives ventaId. */
  ventaId: z.number().int(),
  /** The venue's sale number, set when paid. */
  numero: z.number().int().nullable(),
  estado: z.enum(VENTA_ESTADOS),
  origen: z.enum(VENTA_ORIGENES),
  /** The venue's date and time of payment (of creation for drafts). */
  fecha: z.string(),
  hora: z.string(),
  moneda: z.string(),
  usuario: userRefSchema,
  cajero: userRefSchema.nullable(),
  cliente: ventaClienteSchema.nullable(),
  items: z.array(ventaItemSchema),
  pagos: z.array(ventaPagoSchema),
  subtotal: z.number(),
  descuentoTipo: z.enum(TIPOS_DESCUENTO).nullable(),
  descuentoValor: z.number().nullable(),
  descuentoGeneral: z.number(),
  descuentoClientePorcentaje: z.number(),
  descuentoCliente: z.number(),
  /** The promotions' discount off the subtotal, before the sale's discount, and each promotion's line. */
  descuentoPromociones: z.number().optional(),
  promociones: z.array(promocionAplicadaSchema).optional(),
  total: z.number(),
  pagado: z.number(),
  vuelto: z.number(),
  arqueoId: z.number().int().nullable(),
  observaciones: z.string().nullable(),
  motivoAnulacion: z.string().nullable(),
  anuladaAt: z.string().nullable(),
  finalizadaAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Venta = z.infer<typeof ventaSchema>;

/** A row of the sales history or of the pending drafts. */
export const ventaResumenSchema = z.object({
  id: z.number().int(),
  numero: z.number().int().nullable(),
  estado: z.enum(VENTA_ESTADOS),
  origen: z.enum(VENTA_ORIGENES),
  fecha: z.string(),
  hora: z.string(),
  usuario: userRefSchema,
  cliente: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  total: z.number(),
  cantidadItems: z.number().int(),
  medios: z.array(z.string()),
});
export type VentaResumen = z.infer<typeof ventaResumenSchema>;

/**
 * GET /api/ventas/historial: `rango` (today, 7, 30, 90 days) or `fechaDesde`..`fechaHasta`
 * (the venue's dates, both included; default today). `q`: sale number, customer, user or product.
 */
export const historialQuerySchema = pageQuerySchema.extend({
  rango: z.enum(HISTORY_QUICK_FILTERS).optional(),
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
  q: z.string().max(100).optional(),
  estado: z.enum(['pagada', 'anulada']).optional(),
});

export const historialSchema = z.object({
  items: z.array(ventaResumenSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  limite: z.number().int(),
  desde: z.string(),
  hasta: z.string(),
  totales: z.object({ pagadas: z.number().int(), montoPagadas: z.number(), anuladas: z.number().int() }),
});
export type Historial = z.infer<typeof historialSchema>;

export const DOCUMENTO_NO_FISCAL_LEYENDA = 'DOCUMENTO NO VÁLIDO COMO FACTURA';

/** GET /api/ventas/{id}/remito?formato=ticket|a4: the printable non-fiscal document. */
export const remitoQuerySchema = z.object({ formato: z.enum(['ticket', 'a4']).default('ticket') });
export const documentoVentaSchema = z.object({
  tipo: z.literal('remito'),
  formato: z.enum(['ticket', 'a4']),
  ventaId: z.number().int(),
  numero: z.number().int(),
  leyenda: z.literal(DOCUMENTO_NO_FISCAL_LEYENDA),
  /** A whole HTML page, ready to print (80 mm ticket or A4). */
  html: z.string(),
});
export type DocumentoVenta = z.infer<typeof documentoVentaSchema>;

/**
 * GET /api/ventas/limite-descuento: how much the caller may discount on their own, so the counter
 * asks a manager the moment a discount above it is entered. `porcentaje` is the share of the
 * lines' gross (line and sale discounts together; a customer's own percent is not counted);
 * `libre` when the caller holds ventas.descuento-libre. The api checks again when the sale is charged.
 */
export const limiteDescuentoSchema = z.object({ porcentaje: z.number().min(0).max(100), libre: z.boolean() });
export type LimiteDescuento = z.infer<typeof limiteDescuentoSchema>;
