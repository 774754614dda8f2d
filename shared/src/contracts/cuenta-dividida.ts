import { z } from 'zod';
import { amountSchema, clientMutationIdSchema, decimalIntSchema, optionalTextSchema, positiveAmountSchema, userRefSchema } from './fields';
import { draftSchema } from './drafts';
import { pagoInputSchema, propinaInputSchema, TIPOS_DESCUENTO, ventaSchema } from './ventas';

/*
 * Splitting a table's bill, tips, moving and joining tables. Amounts in the venue's
 * currency's major unit, as everywhere else in the API.
 */

/** How a bill is split: equal parts, amounts, lines to guests, lines to seats. */
export const DIVISION_MODOS = ['iguales', 'montos', 'items', 'asientos'] as const;
export type DivisionModo = (typeof DIVISION_MODOS)[number];

export const PARTE_ESTADOS = ['pendiente', 'pagada'] as const;
export type ParteEstado = (typeof PARTE_ESTADOS)[number];

/** The most parts a bill splits into (the shared rule's MAX_SPLIT_PARTS). */
export const MAX_PARTES = 50;

/**
 * PUT /api/mesas/drafts/{id}/division: splits what is still to charge. `partes` for iguales,
 * items and asientos; `montos` for montos (they must add up to what is left); `asignacion` for
 * items and asientos: each active item to a part (1-based: the guest or the seat).
 */
export const divisionInputSchema = z
  .object({
    modo: z.enum(DIVISION_MODOS),
    partes: z.number().int().min(1).max(MAX_PARTES).optional(),
    montos: z.array(positiveAmountSchema()).min(1).max(MAX_PARTES).optional(),
    asignacion: z
      .array(z.object({ itemId: z.number().int().positive(), parte: z.number().int().min(1).max(MAX_PARTES) }))
      .max(2000)
      .optional(),
    clientMutationId: clientMutationIdSchema,
  })
  .refine((d) => (d.modo === 'montos' ? !!d.montos : d.modo === 'iguales' ? d.partes !== undefined : true), {
    error: 'Indicá en cuántas partes (o con qué montos) se divide la cuenta',
    path: ['partes'],
  })
  .refine((d) => (d.modo === 'items' || d.modo === 'asientos' ? !!d.asignacion : true), { error: 'Asigná cada producto a una parte', path: ['asignacion'] });
export type DivisionInput = z.input<typeof divisionInputSchema>;

export const parteItemSchema = z.object({
  itemId: z.number().int(),
  productoNombre: z.string(),
  /** The part's share of the line (units or weight; a fraction when the line is shared). */
  cantidad: z.number(),
  subtotal: z.number(),
});

export const propinaSchema = z.object({
  id: z.number().int(),
  ventaId: z.number().int(),
  mozo: userRefSchema.nullable(),
  medioId: z.number().int(),
  medioNombre: z.string(),
  moneda: z.string(),
  monto: z.number(),
  /** In the venue's currency. */
  montoLocal: z.number(),
});
export type Propina = z.infer<typeof propinaSchema>;

export const cuentaParteSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  /** The guest (iguales, montos, items) or the seat (asientos) the part is: 'Parte 2', 'Asiento 3'. */
  grupo: z.number().int(),
  modo: z.enum(DIVISION_MODOS),
  estado: z.enum(PARTE_ESTADOS),
  subtotal: z.number(),
  descuento: z.number(),
  total: z.number(),
  items: z.array(parteItemSchema),
  ventaId: z.number().int().nullable(),
  propinas: z.array(propinaSchema),
});
export type CuentaParte = z.infer<typeof cuentaParteSchema>;

/** A table's split: its parts (paid and pending); they add up to the table's total. */
export const cuentaDivisionSchema = z.object({
  draftId: z.number().int(),
  numeroMesa: z.number().int(),
  modo: z.enum(DIVISION_MODOS).nullable(),
  /** The table's total now (what the parts add up to). */
  total: z.number(),
  cobrado: z.number(),
  pendiente: z.number(),
  partes: z.array(cuentaParteSchema),
});
export type CuentaDivision = z.infer<typeof cuentaDivisionSchema>;

/** POST /api/mesas/drafts/{id}/partes/{parteId}/cobrar. */
export const cobrarParteSchema = z.object({
  pagos: z.array(pagoInputSchema).min(1).max(20),
  propinas: z.array(propinaInputSchema).max(5).default([]),
  observaciones: optionalTextSchema(500),
  clientMutationId: clientMutationIdSchema,
});
export type CobrarParte = z.input<typeof cobrarParteSchema>;

export const parteCobradaSchema = z.object({
  venta: ventaSchema,
  propinas: z.array(propinaSchema),
  division: cuentaDivisionSchema,
  /** The table's draft: ended (finalizado) when this was its last part. */
  draft: draftSchema,
  mesaCerrada: z.boolean(),
});
export type ParteCobrada = z.infer<typeof parteCobradaSchema>;

export const parteParamsSchema = z.object({
  id: decimalIntSchema(),
  parteId: decimalIntSchema(),
});

/** POST /api/mesas/drafts/{id}/mover: the comanda goes to a free table. */
export const moverMesaSchema = z.object({ mesaId: z.number().int().positive(), clientMutationId: clientMutationIdSchema });
/** POST /api/mesas/drafts/{id}/unir: the comanda of table `mesaId` joins this one (its lines keep their origin in mesaVinculadaId). */
export const unirMesasSchema = z.object({ mesaId: z.number().int().positive(), clientMutationId: clientMutationIdSchema });
/** POST /api/mesas/drafts/{id}/separar: the lines from table `mesaId` go back to a comanda of their own there. */
export const separarMesaSchema = z.object({ mesaId: z.number().int().positive(), clientMutationId: clientMutationIdSchema });

/** A tip amount typed on a form (percent or amount), before it is sent. */
export const propinaFormSchema = z.object({ tipo: z.enum(TIPOS_DESCUENTO), valor: amountSchema });
