import { z } from 'zod';
import { amountSchema, clientMutationIdSchema, currencyCodeSchema, isoDateSchema, optionalTextSchema, positiveAmountSchema, requiredTextSchema, userRefSchema } from './fields';
import { arqueoMedioSchema, conteoArqueoSchema, conteoMonedaSchema } from './denominaciones';
import { propinasMozoSchema } from './propinas';

/**
 * Cash movements of a register: the expected cash per currency is their sum. 'devolucion' is the
 * cash handed back, from the open register, for a void of a sale an earlier register took.
 */
export const CAJA_MOVIMIENTO_TIPOS = ['apertura', 'venta', 'vuelto', 'anulacion', 'gasto', 'cobro_cuenta', 'propina', 'devolucion'] as const;
export type CajaMovimientoTipo = (typeof CAJA_MOVIMIENTO_TIPOS)[number];

/** Expected and counted cash of one currency of an audit. Amounts in that currency. */
export const arqueoMonedaSchema = z.object({
  moneda: z.string(),
  esperado: z.number(),
  /** Null while the audit is open. */
  contado: z.number().nullable(),
  diferencia: z.number().nullable(),
  descripcion: z.string().nullable(),
});
export type ArqueoMoneda = z.infer<typeof arqueoMonedaSchema>;

/** Sum of one kind of movement in one currency (signed: money out is negative). */
export const arqueoMovimientoSchema = z.object({
  tipo: z.enum(CAJA_MOVIMIENTO_TIPOS),
  moneda: z.string(),
  monto: z.number(),
});

/**
 * A cash audit. Amounts in the venue's currency except `monedas` (each in its own).
 * totalEsperado = opening amount + cash sales - change - voided cash + cash collected on
 * account - cash expenses, all in the venue's currency; live while open, frozen at closing.
 */
export const arqueoSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(['apertura', 'cierre']),
  estado: z.enum(['abierto', 'cerrado']),
  /** The venue's calendar date of the opening ('YYYY-MM-DD'); one audit per date. */
  fecha: z.string(),
  /** The venue's wall-clock time of the opening, 'HH:mm'. */
  hora: z.string(),
  montoInicial: z.number(),
  moneda: z.string(),
  totalEsperado: z.number(),
  totalReal: z.number().nullable(),
  /** totalReal - totalEsperado: negative when cash is missing. */
  diferencia: z.number().nullable(),
  observaciones: z.string().nullable(),
  observacionesApertura: z.string().nullable(),
  usuario: userRefSchema,
  usuarioCierre: userRefSchema.nullable(),
  abiertoAt: z.string(),
  cerradoAt: z.string().nullable(),
  horaCierre: z.string().nullable(),
  /** Foreign currencies: the venue's count list (tiposCambioArqueo) plus any that moved. */
  monedas: z.array(arqueoMonedaSchema),
  movimientos: z.array(arqueoMovimientoSchema),
  /** The tips charged while this register was open, per waiter (any method; cash ones are also in the drawer). */
  propinas: z.array(propinasMozoSchema).default([]),
  /** The till of this session. */
  caja: z.object({ id: z.number().int(), nombre: z.string() }).optional(),
  /** The cash counted by denomination at the close, per currency (empty when counted as totals only). */
  conteo: z.array(conteoArqueoSchema).optional(),
  /** The non-cash methods: expected from the session's charges vs what the cashier declared. */
  medios: z.array(arqueoMedioSchema).optional(),
});
export type Arqueo = z.infer<typeof arqueoSchema>;

/**
 * GET /api/arqueos: the open audit (or null) and the last 9 closed, newest first.
 * `hoy` is the venue's date and `cerradoHoy` the id of the audit of that date when it is already
 * closed: one audit per date, so sales are over for the day until the next date.
 */
export const arqueosResumenSchema = z.object({
  /** The caller's open session when they have one, else the first open one. */
  abierto: arqueoSchema.nullable(),
  /** Every open session of the venue (several when the venue runs several tills at once). */
  abiertos: z.array(arqueoSchema).optional(),
  cerrados: z.array(arqueoSchema),
  hoy: z.string(),
  cerradoHoy: z.number().int().positive().nullable(),
});
export type ArqueosResumen = z.infer<typeof arqueosResumenSchema>;

/**
 * GET /api/arqueos/estado: only whether the register is open, for those who sell (the
 * expected cash and the counted differences stay with those who run the register).
 */
export const arqueoEstadoSchema = z.object({
  abierto: z.boolean(),
  hoy: z.string(),
  /** The day's audit is already closed: no more sales until the next venue date. */
  cerradoHoy: z.boolean(),
});
export type ArqueoEstado = z.infer<typeof arqueoEstadoSchema>;

/** POST /api/arqueos: opens the register. */
export const abrirArqueoSchema = z.object({
  montoInicial: positiveAmountSchema('El monto inicial es obligatorio y debe ser mayor a 0'),
  observaciones: optionalTextSchema(500),
  /** The till to open; optional while the venue has a single active till. */
  cajaId: z.number().int().positive().optional(),
  clientMutationId: clientMutationIdSchema,
});
export type AbrirArqueo = z.input<typeof abrirArqueoSchema>;

/** A venue's till: GET /api/cajas lists them with whether each has an open session. */
export const cajaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  activa: z.boolean(),
  /** The id of its open session, if it has one. */
  arqueoAbiertoId: z.number().int().nullable(),
  creado: z.string(),
});
export type Caja = z.infer<typeof cajaSchema>;
export const cajasListSchema = z.array(cajaSchema);

const cajaNombreSchema = requiredTextSchema('El nombre de la caja es obligatorio', 60);

/** POST /api/cajas (caja.supervisar or config.editar). */
export const crearCajaSchema = z.object({ nombre: cajaNombreSchema, clientMutationId: clientMutationIdSchema });
export type CrearCaja = z.input<typeof crearCajaSchema>;

/** PATCH /api/cajas/{id}: renames and/or (de)activates a till. */
export const actualizarCajaSchema = z
  .object({ nombre: cajaNombreSchema.optional(), activa: z.boolean().optional(), clientMutationId: clientMutationIdSchema })
  .refine((b) => b.nombre !== undefined || b.activa !== undefined, { error: 'Indicá el nombre o si la caja está activa' });
export type ActualizarCaja = z.input<typeof actualizarCajaSchema>;

/**
 * POST /api/arqueos/{id}/cerrar: the count. `totalReal` is the cash counted in the venue's
 * currency. Beside it, optionally: `conteo`, the cash by denomination per currency (the api sums
 * it; a `totalReal` or foreign `monto` sent with it must agree), and `declarados`, what each
 * non-cash method's terminal reports (a difference is shown, not refused). The fields, without
 * the rule that `totalReal` may be left out when the venue's currency is counted by denomination.
 */
export const cerrarArqueoCamposSchema = z.object({
  totalReal: amountSchema.optional(),
  monedasExtranjeras: z
    .array(
      z.object({
        moneda: currencyCodeSchema,
        monto: amountSchema,
        descripcion: optionalTextSchema(200),
      }),
    )
    .max(20)
    .default([]),
  observaciones: requiredTextSchema('Las observaciones son obligatorias para cerrar la caja', 1000),
  conteo: z.array(conteoMonedaSchema).max(20).default([]),
  declarados: z
    .array(z.object({ medioPagoId: z.number().int().positive(), monto: amountSchema }))
    .max(50)
    .default([]),
  clientMutationId: clientMutationIdSchema,
});

export const cerrarArqueoSchema = cerrarArqueoCamposSchema.superRefine((body, ctx) => {
  // Without a count by denomination the counted cash is required, refused as the SPEC's close did.
  if (body.totalReal !== undefined || body.conteo.length > 0) return;
  for (const issue of amountSchema.safeParse(undefined).error?.issues ?? []) ctx.addIssue({ ...issue, path: ['totalReal'] } as Parameters<typeof ctx.addIssue>[0]);
});
export type CerrarArqueo = z.input<typeof cerrarArqueoSchema>;

/**
 * POST /api/arqueos/{id}/reabrir: a manager (caja.supervisar, or a manager's PIN) reopens the
 * day's closed register, saying why; its count is set aside (kept in the audit log).
 */
export const reabrirArqueoSchema = z.object({
  motivo: requiredTextSchema('El motivo es obligatorio para reabrir la caja', 300),
  clientMutationId: clientMutationIdSchema,
});
export type ReabrirArqueo = z.input<typeof reabrirArqueoSchema>;

/** GET /api/reportes/cierres-z/previa: what the Z of that day would show, for the confirmation before issuing it. */
export const cierreZPreviaQuerySchema = z.object({ fecha: isoDateSchema });
