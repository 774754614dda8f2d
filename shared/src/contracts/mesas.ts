import { z } from 'zod';
import { clientMutationIdSchema, fieldLabel, optionalTextSchema } from './fields';
import { mesaReservaResumenSchema } from './reservas';

/** Table shapes and sizes of the floor plan (Table). */
export const MESA_FORMAS = ['circular', 'cuadrada'] as const;
export type MesaForma = (typeof MESA_FORMAS)[number];
export const MESA_TAMANOS = ['chica', 'grande'] as const;
export type MesaTamano = (typeof MESA_TAMANOS)[number];
/**
 * Stored table states: disponible (default) or reservada. Occupied is not stored: a table is
 * occupied while it has an active draft (`ocupada` and `draft` on GET /mesas).
 */
export const MESA_ESTADOS = ['disponible', 'reservada'] as const;
export type MesaEstado = (typeof MESA_ESTADOS)[number];

const MAX_POSITION = 100_000;
const position = z.number().min(0).max(MAX_POSITION);

/**
 * One table of PUT /mesas/bulk, as the floor-plan editor sends it ("Table (saved in bulk)").
 * Position: `x`/`y` in pixels, or `gridX`/`gridY` in cells of `tamanoCelda` (default 85).
 * Size: `tam` (chica/grande); `capacidad` defaults to 6 for grande, else 4; without `tam`, a
 * capacity above 4 means grande. Shape: `forma`, or the editor's `tipo` (redonda -> circular).
 * `id`: a table of the venue to keep; absent or unknown (a new table's temporary id): a new table.
 */
export const mesaInputSchema = z
  .object({
    id: z.number().int().nullish(),
    numero: z.number().refine((n) => Number.isSafeInteger(n) && n > 0, {
      error: (iss) => `El campo '${fieldLabel(iss.path)}' debe ser un número de mesa entero mayor a 0`,
    }),
    nombre: optionalTextSchema(50),
    capacidad: z.number().int().min(1).max(50).nullish(),
    tam: z.enum(MESA_TAMANOS).nullish(),
    x: position.nullish(),
    y: position.nullish(),
    gridX: position.nullish(),
    gridY: position.nullish(),
    tamanoCelda: z.number().positive().max(1000).nullish(),
    estado: z.enum(MESA_ESTADOS).nullish(),
    zona: z.string().max(40).nullish(),
    forma: z.enum(MESA_FORMAS).nullish(),
    tipo: z.enum(['redonda', 'cuadrada']).nullish(),
  })
  .refine((m) => (m.x != null || m.gridX != null) && (m.y != null || m.gridY != null), {
    error: (iss) => `La mesa '${fieldLabel(iss.path)}' necesita su posición: x e y (o gridX y gridY)`,
  });
export type MesaInput = z.input<typeof mesaInputSchema>;

/** PUT /mesas/bulk: the whole plan, as an array or `{ mesas, clientMutationId }`. */
export const mesasBulkSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { mesas: body } : body),
  z.object({ mesas: z.array(mesaInputSchema).max(500), clientMutationId: clientMutationIdSchema }),
);
export type MesasBulk = z.input<typeof mesasBulkSchema>;

/** POST /inicializacion/mesas: a first plan of `cantidad` tables (default 12) in `zona`. */
export const inicializarMesasSchema = z
  .object({
    cantidad: z.number().int().min(1).max(100).nullish(),
    zona: z.string().max(40).nullish(),
    clientMutationId: clientMutationIdSchema,
  })
  .nullish();
export type InicializarMesas = z.input<typeof inicializarMesasSchema>;

/** The active draft of a table as floor plans show it: real minutes (from fechaApertura) and total. */
export const mesaDraftResumenSchema = z.object({
  id: z.number().int(),
  comensales: z.number().int(),
  camarero: z.string().nullable(),
  fechaApertura: z.string(),
  ultimaActualizacion: z.string(),
  total: z.number(),
  cantidadItems: z.number().int(),
});
export type MesaDraftResumen = z.infer<typeof mesaDraftResumenSchema>;

/** A table of GET /mesas (also the result of bulk save and initialisation). */
export const mesaSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  nombre: z.string().nullable(),
  capacidad: z.number().int(),
  tam: z.enum(MESA_TAMANOS),
  /** Pixels; `gridX`/`gridY` are the same in cells of 85. */
  x: z.number(),
  y: z.number(),
  gridX: z.number().int(),
  gridY: z.number().int(),
  estado: z.enum(MESA_ESTADOS),
  zona: z.string(),
  forma: z.enum(MESA_FORMAS),
  /** True while the table has an active draft. */
  ocupada: z.boolean(),
  draft: mesaDraftResumenSchema.nullable(),
  /** The next reservation that holds the table: 'reservada' on the plans from an hour before it (`reservaVigente`). */
  reserva: mesaReservaResumenSchema.nullish(),
});
export type Mesa = z.infer<typeof mesaSchema>;

/** GET /mesas/zonas: the venue's zones (from its tables), in floor-plan order. */
export const zonaSchema = z.object({ zona: z.string(), cantidadMesas: z.number().int() });
export type Zona = z.infer<typeof zonaSchema>;
