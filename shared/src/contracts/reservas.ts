import { z } from 'zod';
import { RESERVA_DURACION_MAX, RESERVA_DURACION_MIN, RESERVA_ESTADOS } from '../rules/reservas';
import { clientMutationIdSchema, decimalIntSchema, isoDateSchema, optionalTextSchema, requiredTextSchema } from './fields';

/*
 * Reservations, their states and /reservas with asignar-mesa and liberar-mesa.
 * The rules (date, hours, party size, table capacity, overlaps) are the api's refusals of
 * the catalogue (RESERVA_*), checked by `problemaDeReserva` of `@resto/shared/rules`.
 */

export const reservaEstadoSchema = z.enum(RESERVA_ESTADOS);

/** A reservation as the api returns it. `inicio`/`fin`: the instants of its sitting (ISO). */
export const reservaSchema = z.object({
  id: z.number().int(),
  clienteNombre: z.string(),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  /** The venue's date 'YYYY-MM-DD' and time 'HH:mm'. */
  fecha: z.string(),
  hora: z.string(),
  personas: z.number().int(),
  mesaId: z.number().int().nullable(),
  mesaNumero: z.number().int().nullable(),
  notas: z.string().nullable(),
  estado: reservaEstadoSchema,
  inicio: z.string(),
  fin: z.string(),
  /** The table's draft opened when the party was seated. */
  draftId: z.number().int().nullable(),
  fechaCreacion: z.string(),
  fechaActualizacion: z.string(),
});
export type Reserva = z.infer<typeof reservaSchema>;

const emailSchema = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'El e-mail no tiene un formato válido' })
  .transform((v) => (v ? v.toLowerCase() : null));

const horaSchema = z
  .string()
  .trim()
  .regex(/^\d{2}:\d{2}$/, { error: 'La hora debe tener el formato HH:mm' });

const reservaFields = {
  clienteNombre: requiredTextSchema('El nombre del cliente es obligatorio', 120),
  telefono: optionalTextSchema(40),
  email: emailSchema,
  fecha: isoDateSchema,
  hora: horaSchema,
  personas: z.number({ error: 'La cantidad de personas es obligatoria' }).int({ error: 'La cantidad de personas debe ser un número entero' }),
  /** Required: a missing table is refused with 'La mesa es obligatoria'. */
  mesaId: z.number().int().nullish(),
  notas: optionalTextSchema(500),
  clientMutationId: clientMutationIdSchema,
};

/** POST /api/reservas: a new reservation, confirmada unless `estado` en_espera. */
export const reservaCreateSchema = z.object({ ...reservaFields, estado: z.enum(['confirmada', 'en_espera']).nullish() });
export type ReservaCreate = z.input<typeof reservaCreateSchema>;

/** PUT /api/reservas/{id}: the whole reservation, while confirmada or en espera. */
export const reservaUpdateSchema = z.object(reservaFields);
export type ReservaUpdate = z.input<typeof reservaUpdateSchema>;

/** PATCH /api/reservas/{id}/estado. To sentada: seats the party at its table (as asignar-mesa). */
export const reservaEstadoBodySchema = z.object({ estado: reservaEstadoSchema, clientMutationId: clientMutationIdSchema });
export type ReservaEstadoBody = z.input<typeof reservaEstadoBodySchema>;

/** GET /api/reservas: one day (`fecha`, default the venue's today) or a range `fechaDesde`..`fechaHasta`. */
export const reservasQuerySchema = z.object({
  fecha: isoDateSchema.optional(),
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
  mesaId: decimalIntSchema().optional(),
  estado: reservaEstadoSchema.optional(),
});
export type ReservasQuery = z.input<typeof reservasQuerySchema>;

export const reservaIdParamsSchema = z.object({ reservaId: decimalIntSchema() });
export const reservaMesaParamsSchema = z.object({ reservaId: decimalIntSchema(), mesaId: decimalIntSchema() });
export const liberarMesaParamsSchema = z.object({ mesaId: decimalIntSchema() });

/** The venue's reservation settings: the sitting length used for overlaps (120 min by default). */
export const reservasConfigSchema = z.object({ duracionMinutos: z.number().int() });
export type ReservasConfig = z.infer<typeof reservasConfigSchema>;
export const reservasConfigBodySchema = z.object({
  duracionMinutos: z.number().int().min(RESERVA_DURACION_MIN).max(RESERVA_DURACION_MAX),
  clientMutationId: clientMutationIdSchema,
});

/** Seating: the reservation and the draft it opened on the table. */
export const reservaSentadaSchema = z.object({ reserva: reservaSchema, draftId: z.number().int() });
export type ReservaSentada = z.infer<typeof reservaSentadaSchema>;

/**
 * /ws/mesas `ReservaChanged` (to the global tables group): a reservation was created, changed,
 * seated, released or cancelled. Floor plans re-read GET /mesas, /reservas its day.
 */
export const reservaChangedEventSchema = z.object({
  reserva: reservaSchema,
  clientMutationId: z.string().nullish(),
});
export type ReservaChangedEvent = z.infer<typeof reservaChangedEventSchema>;
export const RESERVA_CHANGED_EVENT = 'ReservaChanged';

/** The reservation a floor plan shows on its table (GET /mesas `reserva`): the next one that holds it. */
export const mesaReservaResumenSchema = z.object({
  id: z.number().int(),
  clienteNombre: z.string(),
  hora: z.string(),
  personas: z.number().int(),
  estado: reservaEstadoSchema,
  inicio: z.string(),
  fin: z.string(),
});
export type MesaReservaResumen = z.infer<typeof mesaReservaResumenSchema>;
