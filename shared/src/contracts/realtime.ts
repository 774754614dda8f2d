import { z } from 'zod';
import { DRAFT_MOTIVOS_CIERRE, draftItemSchema, draftSinItemsSchema } from './drafts';

/*
 * Payloads of the /ws/mesas hub events (Real-time hubs). camelCase on the wire.
 *
 * Every event carries the draft's `version` after the change, and the events of an
 * open draft carry its data: `draft` (the draft without items, totals included) and `items` (the
 * items the change added or changed, whole, as GET returns them). A screen that holds the draft
 * at version v applies an event of version v + 1 (replace the draft's fields, upsert `items` by
 * id), ignores one of version v or less (its own change, already applied from the response) and
 * re-reads the draft (GET /mesas/{mesaId}/draft) when the version is higher than v + 1: it missed
 * an event. Older senders omit these fields: then re-read as before.
 */

const eventBase = {
  mesaNumero: z.number().int(),
  clientMutationId: z.string().nullish(),
};

/** A table opened: `draft` is the new draft (version 1, no items). */
export const mesaOpenedEventSchema = z.object({
  ...eventBase,
  mesaId: z.number().int(),
  draftId: z.number().int(),
  ultimaActualizacion: z.string(),
  version: z.number().int().optional(),
  draft: draftSinItemsSchema.optional(),
});
export type MesaOpenedEvent = z.infer<typeof mesaOpenedEventSchema>;

/**
 * Items added (one add or a whole batch: `items` are the new ones, in order; a batch's event
 * carries its first new line's ClientMutationId), an item's quantity, note or restoration
 * (`items` is that item), or the draft's own fields (diners, comment, customer, discount: `items`
 * is empty).
 */
export const pedidoConfirmedEventSchema = z.object({
  ...eventBase,
  mesaId: z.number().int(),
  draftId: z.number().int(),
  ultimaActualizacion: z.string(),
  version: z.number().int().optional(),
  draft: draftSinItemsSchema.optional(),
  items: z.array(draftItemSchema).optional(),
});
export type PedidoConfirmedEvent = z.infer<typeof pedidoConfirmedEventSchema>;

/** An item deleted (soft): `items` is that item, now `eliminado` with its reason. */
export const productoRemovedEventSchema = z.object({
  ...eventBase,
  itemId: z.number().int(),
  ultimaActualizacion: z.string(),
  /** Added with the table drafts; older senders may omit them. */
  mesaId: z.number().int().optional(),
  draftId: z.number().int().optional(),
  version: z.number().int().optional(),
  draft: draftSinItemsSchema.optional(),
  items: z.array(draftItemSchema).optional(),
});
export type ProductoRemovedEvent = z.infer<typeof productoRemovedEventSchema>;

/** The draft ended: drop it (the table is free). */
export const mesaClosedEventSchema = z.object({
  ...eventBase,
  /** Added with the table drafts; older senders may omit them. */
  mesaId: z.number().int().optional(),
  draftId: z.number().int().optional(),
  /** cancelado, finalizado (then `ventaId` is the sale) or inactividad (the idle cleanup). */
  motivo: z.enum(DRAFT_MOTIVOS_CIERRE).optional(),
  ventaId: z.number().int().nullish(),
  version: z.number().int().optional(),
});
export type MesaClosedEvent = z.infer<typeof mesaClosedEventSchema>;

export const mesasHubEventSchemas = {
  MesaOpened: mesaOpenedEventSchema,
  PedidoConfirmed: pedidoConfirmedEventSchema,
  ProductoRemoved: productoRemovedEventSchema,
  MesaClosed: mesaClosedEventSchema,
} as const;

export interface MesasHubEvents {
  MesaOpened: MesaOpenedEvent;
  PedidoConfirmed: PedidoConfirmedEvent;
  ProductoRemoved: ProductoRemovedEvent;
  MesaClosed: MesaClosedEvent;
}
export type MesasHubEventName = keyof MesasHubEvents;
export const MESAS_HUB_EVENTS: MesasHubEventName[] = ['MesaOpened', 'PedidoConfirmed', 'ProductoRemoved', 'MesaClosed'];

export type HubName = 'mesas' | 'ventas';
export const HUB_PATHS: Record<HubName, string> = { mesas: '/ws/mesas', ventas: '/ws/ventas' };
