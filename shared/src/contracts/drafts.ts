import { z } from 'zod';
import { promocionAplicadaSchema } from './promociones';
import { hasAtMostDecimals } from '../rules/money';
import { COMMENT_MAX_LENGTH, DRAFT_CLEANUP_DEFAULT_HOURS } from '../rules/mesas';
import {
  amountSchema,
  clientMutationIdSchema,
  decimalIntSchema,
  fieldLabel,
  isoDateSchema,
  optionalTextSchema,
  positiveAmountSchema,
  requiredTextSchema,
  userRefSchema,
  weightSchema,
} from './fields';
import { comboEleccionesSchema, lineaComponentesSchema } from './combos';
import { cursoSchema, lineaModificadorSchema, modificadoresElegidosSchema } from './modificadores';
import { UNIDADES_MEDIDA } from './productos';
import { pagoInputSchema, propinaInputSchema, TIPOS_DESCUENTO, ventaSchema } from './ventas';

/*
 * Table drafts (comandas): the draft order, its items and its discount, and the draft routes.
 * Bodies use the documented names; PascalCase is accepted (the api camel-cases keys).
 */

/** Texts, word for word. */
export const NO_HAY_MESA_SELECCIONADA = 'No hay mesa seleccionada';
export const NO_HAY_DRAFT_ACTIVO = 'No hay draft activo';
export const MOTIVO_ELIMINACION_OBLIGATORIO = 'El motivo es obligatorio para llevar un registro de las eliminaciones';

export const DRAFT_ESTADOS = ['activo', 'finalizado', 'cancelado'] as const;
export type DraftEstado = (typeof DRAFT_ESTADOS)[number];
/** Why a draft ended: cancelled by staff, finalized into a sale, cancelled by the idle cleanup, moved to another table or joined to another table's. */
export const DRAFT_MOTIVOS_CIERRE = ['cancelado', 'finalizado', 'inactividad', 'movida', 'unida'] as const;
export type DraftMotivoCierre = (typeof DRAFT_MOTIVOS_CIERRE)[number];

/** A path id that must be a positive integer; anything else reads as 'No hay mesa seleccionada'. */
export const mesaIdParamsSchema = z.object({
  mesaId: z
    .union([z.number(), z.string().transform((v) => (/^\d{1,16}$/.test(v) ? Number(v) : 0))])
    .catch(0)
    .refine((n) => Number.isSafeInteger(n) && n > 0, { error: NO_HAY_MESA_SELECCIONADA }),
});

export const draftItemParamsSchema = z.object({
  id: decimalIntSchema(),
  itemId: decimalIntSchema(),
});

const comensalesSchema = z.number().refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= 500, {
  error: 'La cantidad de comensales debe ser un número entero de al menos 1',
});
const comentarioSchema = z.string().trim().max(COMMENT_MAX_LENGTH);
const camareroSchema = z.string().trim().max(100);

/**
 * POST /mesas/{mesaId}/draft. `comensales` defaults to 2; `camarero` to the signed-in user's
 * name; `mesaId`, when sent, must be the path's.
 */
export const draftCreateSchema = z
  .object({
    mesaId: z.number().int().nullish(),
    comensales: comensalesSchema.nullish(),
    comentario: comentarioSchema.nullish(),
    camarero: camareroSchema.nullish(),
    clienteId: z.number().int().positive().nullish(),
    clientMutationId: clientMutationIdSchema,
  })
  .nullish();
export type DraftCreate = z.input<typeof draftCreateSchema>;

/**
 * PATCH /mesas/drafts/{id}: only the fields sent change. An empty `comentario` or `camarero`
 * clears it; `clienteId: null` removes the customer.
 */
export const draftPatchSchema = z.object({
  comensales: comensalesSchema.optional(),
  comentario: comentarioSchema.nullish(),
  camarero: camareroSchema.nullish(),
  clienteId: z.number().int().positive().nullish(),
  clientMutationId: clientMutationIdSchema,
});
export type DraftPatch = z.input<typeof draftPatchSchema>;

/** Units are whole numbers; weight items take up to 3 decimals (checked against the product). */
const cantidadSchema = z.number().refine((v) => v > 0 && v <= 100_000 && hasAtMostDecimals(v, 3), {
  error: (iss) => `El campo '${fieldLabel(iss.path)}' debe ser mayor a 0 y tener hasta 3 decimales`,
});

/**
 * POST /mesas/drafts/{id}/items: one item. `cantidad` (units, or the weight of a weight item) or
 * `peso`; `precioUnitario` defaults to the product's price. Other item fields the client sends
 * (productoNombre, subtotalItem, esPorPeso...) are ignored: the server reads them off the product.
 */
export const draftItemAddSchema = z
  .object({
    productoId: z.number().int().positive(),
    cantidad: cantidadSchema.optional(),
    peso: weightSchema.optional(),
    precioUnitario: positiveAmountSchema().optional(),
    /** Why the line is not at the product's price (ventas.precio-libre; recorded in the audit log). */
    motivoPrecio: optionalTextSchema(200),
    notas: optionalTextSchema(COMMENT_MAX_LENGTH),
    tipoDescuento: z.enum(TIPOS_DESCUENTO).nullish(),
    valorDescuento: amountSchema.nullish(),
    mesaVinculadaId: z.number().int().positive().nullish(),
    /** The ids of the options chosen (the product's groups decide which are needed). */
    modificadores: modificadoresElegidosSchema.optional(),
    /** A combo's choices: one option per group of the combo. */
    combo: comboEleccionesSchema.optional(),
    /** The line's course, and whether it waits for the waiter to fire it. */
    curso: cursoSchema.nullish(),
    enEspera: z.boolean().optional(),
    clientMutationId: clientMutationIdSchema,
  })
  .refine((i) => i.cantidad !== undefined || i.peso !== undefined, { error: 'Indicá la cantidad o el peso del producto' });
export type DraftItemAdd = z.input<typeof draftItemAddSchema>;

/** Most lines one batch add takes (a confirmed pending list). */
export const DRAFT_LOTE_MAX_ITEMS = 100;

/**
 * POST /mesas/drafts/{id}/items/lote: a confirmed pending list in one request, one transaction
 * and one PedidoConfirmed event. Each line is a single add's body and needs its own
 * `clientMutationId`: a line already applied (by this batch sent before, or by a single add with
 * that id) is not added again, so the whole batch or any line may be retried. One invalid line
 * adds none (400 naming it).
 */
export const draftItemsLoteSchema = z.object({
  items: z
    .array(draftItemAddSchema.and(z.object({ clientMutationId: z.string().trim().min(1, { error: 'Cada producto del lote necesita su ClientMutationId' }).max(200) })))
    .min(1, { error: 'El lote no tiene productos' })
    .max(DRAFT_LOTE_MAX_ITEMS, { error: `El lote admite hasta ${DRAFT_LOTE_MAX_ITEMS} productos` })
    .refine((items) => new Set(items.map((i) => i.clientMutationId.trim())).size === items.length, {
      error: 'Cada producto del lote necesita un ClientMutationId distinto',
    }),
});
export type DraftItemsLote = z.input<typeof draftItemsLoteSchema>;

/** PATCH /mesas/drafts/{id}/items/{itemId}/notas: the item's note; empty or null clears it. */
export const draftNotasSchema = z.object({
  notas: z.string().trim().max(COMMENT_MAX_LENGTH).nullish(),
  clientMutationId: clientMutationIdSchema,
});
export type DraftNotas = z.input<typeof draftNotasSchema>;

/** PATCH /mesas/drafts/{id}/items/{itemId}/cantidad. */
export const draftCantidadSchema = z.object({ cantidad: cantidadSchema, clientMutationId: clientMutationIdSchema });
export type DraftCantidad = z.input<typeof draftCantidadSchema>;

/** DELETE /mesas/drafts/{id}/items/{itemId}: the reason is required and trimmed. */
export const draftItemDeleteSchema = z.object({
  motivoEliminacion: requiredTextSchema(MOTIVO_ELIMINACION_OBLIGATORIO, 200),
  clientMutationId: clientMutationIdSchema,
});
export type DraftItemDelete = z.input<typeof draftItemDeleteSchema>;

/**
 * PATCH /mesas/drafts/{id}/descuento: `porcentaje` 0..100 or `monto` up to the subtotal of the
 * active items. A value of 0 or null removes the discount.
 */
export const draftDescuentoSchema = z
  .object({
    descuentoValor: amountSchema.nullish(),
    descuentoTipo: z.enum(TIPOS_DESCUENTO).nullish(),
    /** Why, when the discount is above the caller's role limit. */
    motivo: optionalTextSchema(300),
    clientMutationId: clientMutationIdSchema,
  })
  .refine((d) => d.descuentoTipo !== 'porcentaje' || (d.descuentoValor ?? 0) <= 100, { error: 'El porcentaje de descuento debe estar entre 0 y 100' })
  .refine((d) => !d.descuentoValor || !!d.descuentoTipo, { error: 'Indicá el tipo de descuento: porcentaje o monto' });
export type DraftDescuento = z.input<typeof draftDescuentoSchema>;

/**
 * POST /mesas/drafts/{id}/finalizar: the payment lines (an array of MedioId,
 * MedioNombre, Monto), or `{ pagos, clientMutationId, observaciones }` to carry the client's id.
 */
export const draftFinalizarSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { pagos: body } : body),
  z.object({
    pagos: z.array(pagoInputSchema).max(20),
    /** Tips added at payment, kept apart from the sale. */
    propinas: z.array(propinaInputSchema).max(5).default([]),
    clientMutationId: clientMutationIdSchema,
    observaciones: optionalTextSchema(500),
    /** The open register session (till) the table is charged into, when several are open and none is the caller's. */
    arqueoId: z.number().int().positive().optional(),
  }),
);
export type DraftFinalizar = z.input<typeof draftFinalizarSchema>;

/**
 * DELETE /mesas/drafts/{id}: cancels the table. With lines sent to the kitchen it needs a reason
 * and mesas.cancelar or a manager's approval.
 */
export const draftCancelarSchema = z.object({ motivo: optionalTextSchema(300), clientMutationId: clientMutationIdSchema }).nullish();
export type DraftCancelar = z.input<typeof draftCancelarSchema>;

/** GET /mesas/drafts/finalizados: the venue's dates, both included; default today. */
export const draftsFinalizadosQuerySchema = z.object({ fechaDesde: isoDateSchema.optional(), fechaHasta: isoDateSchema.optional() });

/** POST /mesas/drafts/limpiar?horasInactividad=N (default 24). */
export const limpiarDraftsQuerySchema = z.object({
  horasInactividad: decimalIntSchema(1, 24 * 365).default(DRAFT_CLEANUP_DEFAULT_HOURS),
});

export const draftItemSchema = z.object({
  id: z.number().int(),
  productoId: z.number().int(),
  productoNombre: z.string(),
  /** Same as productoNombre (the waiter app reads `nombre`). */
  nombre: z.string(),
  categoria: z.string().nullable(),
  unidadMedida: z.enum(UNIDADES_MEDIDA),
  esPorPeso: z.boolean(),
  /** Units, or the weight of a weight item (up to 3 decimals). */
  cantidad: z.number(),
  peso: z.number().nullable(),
  precioUnitario: z.number(),
  notas: z.string().nullable(),
  tipoDescuento: z.enum(TIPOS_DESCUENTO).nullable(),
  valorDescuento: z.number().nullable(),
  /** The promotion the line was added under (its name and id), null when none applied; its discount is the draft's `promociones`. */
  promocion: z.string().nullish(),
  promocionId: z.number().int().nullish(),
  /** The item's discount as an amount. */
  descuento: z.number(),
  /** Price times quantity minus the item's discount (a deleted item keeps its own). */
  subtotalItem: z.number(),
  mesaVinculadaId: z.number().int().nullable(),
  /** The price list the line was priced by when it was added; null at the product's own price. */
  listaPrecio: z.string().nullish(),
  /** The options it was taken with (their deltas are in precioUnitario). */
  modificadores: z.array(lineaModificadorSchema).optional(),
  /** A combo's components as the line kept them (empty for a simple product). */
  componentes: lineaComponentesSchema.optional(),
  curso: cursoSchema.nullish(),
  /** Held: the kitchen sees it greyed and nothing prints until it is fired. */
  enEspera: z.boolean().optional(),
  eliminado: z.boolean(),
  motivoEliminacion: z.string().nullable(),
  fechaEliminacion: z.string().nullable(),
  fechaCreacion: z.string(),
  fechaModificacion: z.string(),
});
export type DraftItem = z.infer<typeof draftItemSchema>;

/** A table draft with its items and the server's totals (what finalize charges). */
export const draftSchema = z.object({
  id: z.number().int(),
  /** Null once the table was removed from the plan (finalized drafts keep numeroMesa). */
  mesaId: z.number().int().nullable(),
  numeroMesa: z.number().int(),
  estado: z.enum(DRAFT_ESTADOS),
  comensales: z.number().int(),
  comentario: z.string().nullable(),
  camarero: z.string().nullable(),
  clienteId: z.number().int().nullable(),
  cliente: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  usuario: userRefSchema,
  fechaApertura: z.string(),
  ultimaActualizacion: z.string(),
  fechaCierre: z.string().nullable(),
  motivoCierre: z.enum(DRAFT_MOTIVOS_CIERRE).nullable(),
  ventaId: z.number().int().nullable(),
  descuentoTipo: z.enum(TIPOS_DESCUENTO).nullable(),
  descuentoValor: z.number().nullable(),
  /** Sum of the active items. */
  subtotal: z.number(),
  /** The draft discount as an amount (an amount discount is capped at the subtotal). */
  descuento: z.number(),
  descuentoClientePorcentaje: z.number(),
  descuentoCliente: z.number(),
  /** The promotions' discount off the subtotal, before the draft's discount, and each promotion's line ("2x1 Pizzas −$ 7.500"). */
  descuentoPromociones: z.number().optional(),
  promociones: z.array(promocionAplicadaSchema).optional(),
  total: z.number(),
  /** Active (not deleted) items. */
  cantidadItems: z.number().int(),
  /**
   * 1 when opened, +1 on every change: the /ws/mesas events carry the version they lead to, so a
   * screen that holds version v applies an event of v + 1, ignores one of v or less and re-reads
   * the draft when it sees a higher one (it missed an event).
   */
  version: z.number().int(),
  items: z.array(draftItemSchema),
});
export type Draft = z.infer<typeof draftSchema>;

/** A draft without its items: what the /ws/mesas events carry besides the items that changed. */
export const draftSinItemsSchema = draftSchema.omit({ items: true });
export type DraftSinItems = z.infer<typeof draftSinItemsSchema>;

/**
 * Result of POST /mesas/drafts/{id}/items: the change the add made, as its
 * PedidoConfirmed event carries it: the draft without its items as the add left it (its new
 * `version`, totals and stamp) and the lines the add put on it. The whole comanda is not sent
 * back on every add (tens of kilobytes on a long table, to a phone on the venue's Wi-Fi): a
 * screen holding version - 1 appends the lines, one holding that version or a later one has it
 * already, and any other reads the table again. A replay answers the same change.
 */
export const draftAgregadoSchema = z.object({ draft: draftSinItemsSchema, items: z.array(draftItemSchema) });
export type DraftAgregado = z.infer<typeof draftAgregadoSchema>;

/** One line of a batch add's result: `aplicado` false when its ClientMutationId was already applied. */
export const draftLoteLineaSchema = z.object({ clientMutationId: z.string(), aplicado: z.boolean(), itemId: z.number().int().nullable() });

/** Result of POST /mesas/drafts/{id}/items/lote: the draft after the batch and each line's fate. */
export const draftLoteResultadoSchema = z.object({ draft: draftSchema, items: z.array(draftLoteLineaSchema) });
export type DraftLoteResultado = z.infer<typeof draftLoteResultadoSchema>;

/** Result of finalize: the sale's id, the sale and the ended draft. */
export const draftFinalizadoSchema = z.object({ ventaId: z.number().int(), venta: ventaSchema, draft: draftSchema });
export type DraftFinalizado = z.infer<typeof draftFinalizadoSchema>;

/** An idle table the cleanup left open: what it has (lines that reached the kitchen among them), for a manager to decide. */
export const draftPendienteSchema = z.object({
  id: z.number().int(),
  numeroMesa: z.number().int(),
  ultimaActualizacion: z.string(),
  total: z.number(),
  items: z.array(z.object({ id: z.number().int(), producto: z.string(), cantidad: z.number(), subtotal: z.number(), enviadoACocina: z.boolean() })),
});
export type DraftPendiente = z.infer<typeof draftPendienteSchema>;

/** Result of the idle cleanup: the tables freed (nothing of them reached the kitchen) and those left for a manager. */
export const draftsLimpiezaSchema = z.object({
  cancelados: z.number().int(),
  drafts: z.array(z.object({ id: z.number().int(), numeroMesa: z.number().int() })),
  pendientes: z.array(draftPendienteSchema),
});
export type DraftsLimpieza = z.infer<typeof draftsLimpiezaSchema>;
