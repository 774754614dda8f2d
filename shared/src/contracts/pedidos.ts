import { z } from 'zod';
import { PEDIDO_ESTADOS, type PedidoEstado } from '../rules/pedidos';
import { clientMutationIdSchema, isoDateSchema, userRefSchema } from './fields';
import { UNIDADES_MEDIDA } from './productos';

/*
 * Kitchen orders (SPEC §3 Order, §4 Order statuses). A table's confirmed items go to the kitchen
 * as an order of tipo 'mesa' in estado 'pendiente'; items confirmed while that order is still
 * pending join it, items confirmed after the kitchen took it start a new one.
 */

export { PEDIDO_ESTADOS, type PedidoEstado };
export const PEDIDO_TIPOS = ['mesa', 'mostrador', 'delivery', 'takeaway'] as const;
export type PedidoTipo = (typeof PEDIDO_TIPOS)[number];
export const PEDIDO_CANALES = ['presencial', 'telefono', 'online'] as const;

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
});
export type Pedido = z.infer<typeof pedidoSchema>;

const estadosQuery = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value),
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
  mesaId: z.coerce.number().int().positive().optional(),
  draftId: z.coerce.number().int().positive().optional(),
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
});

/** PATCH /api/pedidos/{id}/estado. */
export const pedidoEstadoBodySchema = z.object({ estado: z.enum(PEDIDO_ESTADOS), clientMutationId: clientMutationIdSchema });
export type PedidoEstadoBody = z.input<typeof pedidoEstadoBodySchema>;
