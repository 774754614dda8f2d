import { z } from 'zod';
import { CRITICAL_ORDER_REFRESH_MAX_MS, CRITICAL_ORDER_REFRESH_MIN_MS, PEDIDO_ESTADOS, type PedidoEstado } from '../rules/pedidos';
import { clientMutationIdSchema, decimalIntSchema, isoDateSchema, optionalTextSchema, userRefSchema } from './fields';
import { comboEleccionesSchema, lineaComponentesSchema } from './combos';
import { cursoSchema, lineaModificadorSchema, modificadoresElegidosSchema } from './modificadores';
import { UNIDADES_MEDIDA } from './productos';
import { pagoInputSchema } from './ventas';

/*
 * Kitchen orders and their statuses. A table's confirmed items go to the kitchen
 * as an order of tipo 'mesa' in estado 'pendiente'; items confirmed while that order is still
 * pending join it, items confirmed after the kitchen took it start a new one.
 */

export { PEDIDO_ESTADOS, type PedidoEstado };
export const PEDIDO_TIPOS = ['mesa', 'mostrador', 'delivery', 'takeaway'] as const;
export type PedidoTipo = (typeof PEDIDO_TIPOS)[number];
export const PEDIDO_CANALES = ['presencial', 'telefono', 'online'] as const;
export type PedidoCanal = (typeof PEDIDO_CANALES)[number];
/** The types taken at the counter, by phone or online (a table's orders come from its comandas). */
export const PEDIDO_TIPOS_DIRECTOS = ['mostrador', 'takeaway', 'delivery'] as const;

export const pedidoItemSchema = z.object({
  id: z.number().int(),
  /** The table draft's item it came from. */
  draftItemId: z.number().int().nullable(),
  productoId: z.number().int(),
  nombre: z.string(),
  unidadMedida: z.enum(UNIDADES_MEDIDA),
  cantidad: z.number(),
  precioUnitario: z.number(),
  subtotal: z.number(),
  notas: z.string().nullable(),
  /** Removed from the table while the order was pending: shown struck through. */
  eliminado: z.boolean(),
  /** The options it was taken with, its course and whether it is held (greyed until fired). */
  modificadores: z.array(lineaModificadorSchema).optional(),
  /**
   * A combo's components as the line kept them (empty for a simple product); the kitchen's copy of
   * a combo line names the component it prepares.
   */
  componentes: lineaComponentesSchema.optional(),
  /** A direct order's line: the price list of its channel that priced it (its name), null at the product's own price. */
  listaPrecio: z.string().nullish(),
  curso: cursoSchema.nullish(),
  enEspera: z.boolean().optional(),
});
export type PedidoItem = z.infer<typeof pedidoItemSchema>;

export const pedidoSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  tipo: z.enum(PEDIDO_TIPOS),
  estado: z.enum(PEDIDO_ESTADOS),
  canal: z.enum(PEDIDO_CANALES),
  mesaId: z.number().int().nullable(),
  mesaNumero: z.number().int().nullable(),
  draftId: z.number().int().nullable(),
  cliente: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  /** The sale the table was finalized into. */
  ventaId: z.number().int().nullable(),
  notas: z.string().nullable(),
  /** The venue's date and time of creation. */
  fecha: z.string(),
  hora: z.string(),
  /** ISO instants; the critical-order check reads estado and fechaCreacion. */
  fechaCreacion: z.string(),
  fechaActualizacion: z.string(),
  usuario: userRefSchema,
  /** Active items at their prices (no discounts: the sale carries those). */
  total: z.number(),
  items: z.array(pedidoItemSchema),
  /** A table's round: 1 for its first order to the kitchen, 2 for the next... (null off a table). */
  ronda: z.number().int().nullable(),
  /** Name and address of a takeaway or delivery customer with no customer record. */
  clienteNombre: z.string().nullable(),
  direccion: z.string().nullable(),
  /** Booked for later: the ISO instant it goes to the kitchen; `retenido` until then. */
  programadoPara: z.string().nullable(),
  retenido: z.boolean(),
  cancelacion: z.object({ usuario: userRefSchema, motivo: z.string().nullable() }).nullable(),
});
export type Pedido = z.infer<typeof pedidoSchema>;

const estadosQuery = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : value,
  z.array(z.enum(PEDIDO_ESTADOS)),
);

/**
 * GET /api/pedidos: `estado` (one or comma-separated), `mesaId`, `draftId`, `tipo`, and the
 * venue's dates `fechaDesde`..`fechaHasta`. Without estado and dates: the orders in progress
 * (pendiente, preparacion, listo). Oldest first.
 */
export const pedidosQuerySchema = z.object({
  estado: estadosQuery.optional(),
  tipo: z.enum(PEDIDO_TIPOS).optional(),
  mesaId: decimalIntSchema().optional(),
  draftId: decimalIntSchema().optional(),
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
  canal: z.enum(PEDIDO_CANALES).optional(),
  /** 'true': only the orders booked for later that still wait for their time. */
  programados: z.enum(['true', 'false']).optional(),
});

/** PATCH /api/pedidos/{id}/estado. */
export const pedidoEstadoBodySchema = z.object({
  estado: z.enum(PEDIDO_ESTADOS),
  /** Why it is cancelled (kept with who cancelled it). */
  motivo: optionalTextSchema(200),
  clientMutationId: clientMutationIdSchema,
});
export type PedidoEstadoBody = z.input<typeof pedidoEstadoBodySchema>;

export const pedidoItemInputSchema = z.object({
  productoId: z.number().int().positive(),
  cantidad: z.number().positive().max(100_000),
  notas: optionalTextSchema(150),
  modificadores: modificadoresElegidosSchema.optional(),
  /** A combo's choices, one per group (the api checks and prices them). */
  combo: comboEleccionesSchema.optional(),
});

/**
 * POST /api/pedidos and PUT /api/pedidos/{id}: a counter, takeaway or delivery order. Prices come
 * from the products, never from the body. `programadoPara` (ISO instant) in the future holds the
 * order until then (reservas-pedidos).
 */
export const pedidoInputSchema = z.object({
  tipo: z.enum(PEDIDO_TIPOS_DIRECTOS),
  canal: z.enum(PEDIDO_CANALES).default('presencial'),
  items: z.array(pedidoItemInputSchema).min(1, { error: 'El pedido no tiene productos' }).max(200),
  notas: optionalTextSchema(500),
  clienteId: z.number().int().positive().nullish(),
  clienteNombre: optionalTextSchema(120),
  direccion: optionalTextSchema(200),
  programadoPara: z.iso.datetime({ offset: true, error: 'La hora programada no es válida' }).nullish(),
  clientMutationId: clientMutationIdSchema,
});
export type PedidoInput = z.input<typeof pedidoInputSchema>;

/** POST /api/pedidos/{id}/cobrar: the order charged as a sale through the register. */
export const pedidoCobrarSchema = z.object({
  pagos: z.array(pagoInputSchema).min(1).max(20),
  clientMutationId: clientMutationIdSchema,
});
export type PedidoCobrarInput = z.input<typeof pedidoCobrarSchema>;

/** GET /api/pedidos/criticos/count: `umbral` overrides the venue's minutes (the stored timing config). */
export const pedidosCriticosQuerySchema = z.object({ umbral: decimalIntSchema(1, 24 * 60).optional() });
export const pedidosCriticosSchema = z.object({ count: z.number().int(), umbralMinutos: z.number().int() });
export type PedidosCriticos = z.infer<typeof pedidosCriticosSchema>;

const alertaMinutosSchema = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);
const refrescoMsSchema = z.number().int().min(CRITICAL_ORDER_REFRESH_MIN_MS).max(CRITICAL_ORDER_REFRESH_MAX_MS);

/**
 * GET/PUT /api/pedidos/config: the venue's critical threshold in minutes and how
 * often the header re-reads the count, in ms. A PUT without `refrescoMs` keeps it.
 */
export const pedidosConfigSchema = z.object({ alertaMinutos: alertaMinutosSchema, refrescoMs: refrescoMsSchema });
export const pedidosConfigInputSchema = z.object({
  alertaMinutos: alertaMinutosSchema,
  refrescoMs: refrescoMsSchema.optional(),
  clientMutationId: clientMutationIdSchema,
});
export type PedidosConfig = z.infer<typeof pedidosConfigSchema>;
export type PedidosConfigInput = z.input<typeof pedidosConfigInputSchema>;

/** /ws/mesas 'PedidosConfigChanged' to the venue: the headers apply the new threshold and interval at once. */
export const PEDIDOS_CONFIG_CHANGED_EVENT = 'PedidosConfigChanged';
export interface PedidosConfigChangedEvent {
  config: PedidosConfig;
  clientMutationId: string | null;
}

/** /ws/mesas 'PedidoChanged': a new order or a change of one, with the writer's mutation id. */
export interface PedidoChangedEvent {
  pedido: Pedido;
  clientMutationId: string | null;
}
export { PEDIDO_CHANGED_EVENT } from './constants';
