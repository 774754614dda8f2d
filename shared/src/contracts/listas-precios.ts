import { z } from 'zod';
import { hasAtMostDecimals, PERCENT_DECIMALS } from '../rules/money';
import { clientMutationIdSchema, positiveAmountSchema } from './fields';

/**
 * Price lists by channel and time. The api prices each line when it is added, by the active list
 * of the sale's channel at that moment in the venue's time zone (a table is `salon`, a counter
 * sale `mostrador`, a phone sale `takeaway`); the line keeps the list's name.
 */
export const CANALES_VENTA = ['salon', 'mostrador', 'takeaway', 'delivery', 'qr', 'web'] as const;
export type CanalVenta = (typeof CANALES_VENTA)[number];

const HORA_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const horaSchema = z.string().regex(HORA_RE, { error: 'La hora debe tener el formato HH:mm (00:00 a 23:59)' });

/**
 * When a list applies: on `dias` (1 Monday ... 7 Sunday) from `desde` to `hasta` (venue's time,
 * `hasta` excluded). A window whose `hasta` is not after `desde` crosses midnight and belongs to
 * the day it starts: Friday 22:00–02:00 covers Saturday 01:00.
 */
export const vigenciaSchema = z
  .object({
    dias: z
      .array(z.number().int().min(1, { error: 'Los días van de 1 (lunes) a 7 (domingo)' }).max(7, { error: 'Los días van de 1 (lunes) a 7 (domingo)' }))
      .min(1, { error: 'Elegí al menos un día' })
      .refine((d) => new Set(d).size === d.length, { error: 'Hay días repetidos' }),
    desde: horaSchema,
    hasta: horaSchema,
  })
  .refine((v) => v.desde !== v.hasta, { error: 'La hora desde y la hora hasta no pueden ser iguales', path: ['hasta'] });
export type Vigencia = z.infer<typeof vigenciaSchema>;

export const listaPrecioItemInputSchema = z.object({
  productoId: z.number().int().positive(),
  precio: positiveAmountSchema(),
});

const ajustePorcentajeSchema = z.number().refine((v) => v !== 0 && v > -100 && v <= 1000 && hasAtMostDecimals(v, PERCENT_DECIMALS), {
  error: 'El ajuste debe ser un porcentaje mayor a -100 y hasta 1000, distinto de 0, con hasta 2 decimales',
});

/** POST /api/listas-precios and PUT /api/listas-precios/{id}: either fixed `precios` or `ajustePorcentaje` over the base price. */
export const listaPrecioBodySchema = z
  .object({
    nombre: z.string().trim().min(1, { error: 'El nombre es obligatorio' }).max(80, { error: 'El nombre admite hasta 80 caracteres' }),
    canales: z
      .array(z.enum(CANALES_VENTA, { error: 'Canal inválido: salon, mostrador, takeaway, delivery, qr o web' }))
      .min(1, { error: 'Elegí al menos un canal' })
      .refine((c) => new Set(c).size === c.length, { error: 'Hay canales repetidos' }),
    vigencia: vigenciaSchema.nullish(),
    prioridad: z.number().int().min(-1000).max(1000).default(0),
    activa: z.boolean().default(true),
    precios: z.array(listaPrecioItemInputSchema).min(1, { error: 'Indicá al menos un precio' }).max(2000).nullish(),
    ajustePorcentaje: ajustePorcentajeSchema.nullish(),
    clientMutationId: clientMutationIdSchema,
  })
  .refine((b) => (b.precios ? 1 : 0) + (b.ajustePorcentaje !== null && b.ajustePorcentaje !== undefined ? 1 : 0) === 1, {
    error: 'Indicá precios por producto o un porcentaje de ajuste, no ambos',
    path: ['precios'],
  });
export type ListaPrecioBody = z.input<typeof listaPrecioBodySchema>;
export type ListaPrecioParsed = z.output<typeof listaPrecioBodySchema>;

export const listaPrecioItemSchema = z.object({ productoId: z.number().int(), producto: z.string(), precio: z.number() });

export const listaPrecioSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  canales: z.array(z.enum(CANALES_VENTA)),
  vigencia: z.object({ dias: z.array(z.number().int()), desde: z.string(), hasta: z.string() }).nullable(),
  prioridad: z.number().int(),
  activa: z.boolean(),
  precios: z.array(listaPrecioItemSchema).nullable(),
  ajustePorcentaje: z.number().nullable(),
  fechaCreacion: z.string(),
  fechaModificacion: z.string(),
});
export type ListaPrecio = z.infer<typeof listaPrecioSchema>;

/** GET /api/listas-precios/vigentes?canal=: the products a list prices now for the channel (the others sell at their own price). */
export const listasVigentesQuerySchema = z.object({ canal: z.enum(CANALES_VENTA, { error: 'Canal inválido: salon, mostrador, takeaway, delivery, qr o web' }) });
export const precioVigenteSchema = z.object({ productoId: z.number().int(), precio: z.number(), lista: z.string() });
export const preciosVigentesSchema = z.object({ canal: z.enum(CANALES_VENTA), fecha: z.string(), items: z.array(precioVigenteSchema) });
export type PreciosVigentes = z.infer<typeof preciosVigentesSchema>;

/**
 * /ws/mesas (to the venue) and /ws/ventas (to everyone) 'ListasPreciosChanged': what the lists
 * price now for `canales` changed, because a window opened or closed (`vigencia`) or a list was
 * created, edited or deleted (`lista`). The screens that show prices re-read `/vigentes`.
 */
export const LISTAS_PRECIOS_CHANGED_EVENT = 'ListasPreciosChanged';
export interface ListasPreciosChangedEvent {
  canales: CanalVenta[];
  motivo: 'vigencia' | 'lista';
  clientMutationId: string | null;
}
