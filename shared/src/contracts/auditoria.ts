import { z } from 'zod';
import { clientMutationIdSchema, isoDateSchema, requiredTextSchema, userRefSchema } from './fields';

/** A whole number of a query string in decimal digits only ('0x10' and '1e1' refused). */
function queryInt(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,9}$/, { error: 'Debe ser un número entero' })
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/*
 * Fraud from the floor: a manager's approval on the spot and the audit log.
 * An action above the caller's limits (a discount above the role's limit, a price other than the
 * product's, cancelling a table with lines sent to the kitchen, a void, a customer's discount
 * above the limit) is refused with a code naming it (`data.accion`); a manager then approves it
 * with their PIN (POST /api/aprobaciones), and the caller retries it with the returned token in
 * the `X-Aprobacion` header. The token is single-use, bound to the action (and the entity when
 * given) and lives APROBACION_TTL_SECONDS.
 */

export const ACCIONES_APROBABLES = [
  'descuento',
  'precio-libre',
  'cancelar-mesa',
  'anular-item',
  'anular-venta',
  'cliente-descuento',
  // The drawer's (caja.supervisar): see docs/security/cash.md.
  'anular-venta-anterior',
  'gasto-sobre-limite',
  'cerrar-caja-ajena',
  'reabrir-caja',
  'propina-sobre-limite',
] as const;
export type AccionAprobable = (typeof ACCIONES_APROBABLES)[number];

/** The header that carries an approval token on the retried request. */
export const APROBACION_HEADER = 'x-aprobacion';
export const APROBACION_TTL_SECONDS = 300;

/** A 4-6 digit PIN. */
export const pinSchema = z.string().regex(/^\d{4,6}$/, { error: 'El PIN debe tener entre 4 y 6 dígitos' });

/** PUT /api/usuarios/{id}/pin: sets (or with null removes) a user's approval PIN. */
export const usuarioPinSchema = z.object({ pin: pinSchema.nullable(), clientMutationId: clientMutationIdSchema });
export type UsuarioPin = z.input<typeof usuarioPinSchema>;

/**
 * POST /api/aprobaciones: the manager (picked from the list by `usuarioId`, or by user name or
 * e-mail in `usuario`) approves `accion` with their PIN and the reason.
 */
export const aprobacionCreateSchema = z.object({
  accion: z.enum(ACCIONES_APROBABLES),
  /** The table (or sale, register...) the action is on: the token passes only there (none: only where the action names none). */
  entidadId: z.number().int().positive().nullish(),
  /**
   * The figure approved, as the refusal gave it in `data.valor` (for a discount: every discount of
   * the table or sale together, in the venue's currency): the token passes only for that figure.
   */
  valor: z.number().nonnegative().max(1e12).nullish(),
  /** One of `usuario` and `usuarioId` names the approver (neither: APROBADOR_REQUERIDO). */
  usuario: requiredTextSchema('Indicá quién aprueba', 200).optional(),
  /** The approver as GET /api/aprobaciones/autorizantes lists them (or as their badge's code gives it). */
  usuarioId: z.number().int().positive().optional(),
  pin: pinSchema,
  motivo: requiredTextSchema('El motivo es obligatorio para esta acción', 300),
});
export type AprobacionCreate = z.input<typeof aprobacionCreateSchema>;

export const aprobacionSchema = z.object({
  token: z.string(),
  accion: z.enum(ACCIONES_APROBABLES),
  entidadId: z.number().int().nullable(),
  valor: z.number().nullable(),
  aprobadoPor: userRefSchema,
  expiraEn: z.string(),
});
export type Aprobacion = z.infer<typeof aprobacionSchema>;

/** What the refusal of an action that needs approval carries in `data`. */
export const aprobacionRequeridaSchema = z.object({ accion: z.enum(ACCIONES_APROBABLES), entidadId: z.number().int().nullable(), valor: z.number().nullish() });
export type AprobacionRequerida = z.infer<typeof aprobacionRequeridaSchema>;

/**
 * The actions the audit log knows (the screen's filter lists them with their labels). `accion`
 * in the query stays any text, so an entry of an action added later is still found by its name.
 */
export const AUDITORIA_ACCIONES = [
  // Back office: roles, users, prices, settings.
  'crear-rol',
  'editar-rol',
  'eliminar-rol',
  'crear-usuario',
  'editar-usuario',
  'cambiar-rol-usuario',
  'activar-usuario',
  'desactivar-usuario',
  'restablecer-password',
  'cambiar-pin',
  'producto.precio',
  'modificador.precio',
  'crear-lista-precios',
  'editar-lista-precios',
  'eliminar-lista-precios',
  'crear-promocion',
  'editar-promocion',
  'eliminar-promocion',
  'combo.editar',
  'crear-insumo',
  'editar-insumo',
  'desactivar-insumo',
  'eliminar-insumo',
  'merma-insumo',
  'inventario',
  'crear-preparacion',
  'editar-preparacion',
  'eliminar-preparacion',
  'receta.editar',
  'modificador.receta',
  'producto.disponibilidad',
  'crear-compra',
  'editar-compra',
  'enviar-compra',
  'cancelar-compra',
  'recibir-compra',
  'alerta-costo',
  'ver-alerta-costo',
  'importar-productos',
  'editar-configuracion',
  // The register and its tills.
  'abrir-caja',
  'cerrar-caja',
  'cerrar-caja-ajena',
  'reabrir-caja',
  'crear-caja',
  'renombrar-caja',
  'activar-caja',
  'desactivar-caja',
  'gasto-registrado',
  'gasto-modificado',
  'gasto-eliminado',
  'gasto-sobre-limite',
  // Beyond the role's limits, and the manager's approvals.
  ...ACCIONES_APROBABLES.filter((a) => a !== 'anular-venta-anterior' && a !== 'gasto-sobre-limite' && a !== 'cerrar-caja-ajena' && a !== 'reabrir-caja'),
  'anular-venta-anterior',
  'aprobacion-pin-incorrecto',
  'cancelar-mesas-inactivas',
  'precuenta',
  'reimprimir',
  'cliente-cuenta-corriente',
  'cliente-duplicado',
] as const;
export type AuditoriaAccion = (typeof AUDITORIA_ACCIONES)[number];

/** GET /api/auditoria: newest first; filters by dates (the venue's), action, user. */
export const auditoriaQuerySchema = z.object({
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
  accion: z.string().trim().max(60).optional(),
  usuarioId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  pagina: queryInt(1, 1_000_000).default(1),
  limite: queryInt(1, 200).default(50),
});
export type AuditoriaQuery = z.input<typeof auditoriaQuerySchema>;

export const auditoriaEntradaSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  usuario: userRefSchema,
  aprobadoPor: userRefSchema.nullable(),
  accion: z.string(),
  entidad: z.string(),
  entidadId: z.number().int().nullable(),
  antes: z.unknown().nullable(),
  despues: z.unknown().nullable(),
  motivo: z.string().nullable(),
});
export type AuditoriaEntrada = z.infer<typeof auditoriaEntradaSchema>;

export const auditoriaPageSchema = z.object({ items: z.array(auditoriaEntradaSchema), total: z.number().int(), pagina: z.number().int(), limite: z.number().int() });
export type AuditoriaPage = z.infer<typeof auditoriaPageSchema>;
