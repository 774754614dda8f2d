import { createHash, randomBytes } from 'node:crypto';
import {
  APROBACION_HEADER,
  APROBACION_TTL_SECONDS,
  type AccionAprobable,
  type Aprobacion,
  type AprobacionCreate,
  type AuditoriaEntrada,
  type AuditoriaPage,
} from '@resto/shared/contracts';
import { ROLES, type Role } from '@resto/shared/contracts';
import { dateInZone, DEFAULT_DISCOUNT_LIMIT, fromMinor, isValidRange, SEEDED_ROLE_DISCOUNT_LIMIT, toMinor, zonedRange, type Permission } from '@resto/shared/rules';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { backoffDelay, verifyPassword } from '../auth';
import { getVenue, userNames } from '../local';
import * as repo from './auditoria.repository';

type Db = Kysely<Database>;

/*
 * Fraud from the floor: what a caller may do beyond their role's limits, the
 * manager's approval on the spot, and the audit log of both.
 */

/** Who acts, with what they may do and, on a retried request, a manager's approval token. */
export interface Authority {
  localId: number;
  userId: number;
  permisos: readonly string[];
  /**
   * The tokens of the `X-Aprobacion` header (none, one, or several separated by commas when one
   * request needs two approvals: a line the kitchen has whose deletion also outgrows the discount).
   */
  aprobaciones: readonly string[];
}

/** At most this many tokens are read from one request's header. */
const MAX_APROBACIONES = 4;

/** An actor that may carry its permissions and approval (a plain actor: none of either). */
export type MaybeAuthority = { localId: number; userId: number } & Partial<Pick<Authority, 'permisos' | 'aprobaciones'>>;

export function asAuthority(actor: MaybeAuthority): Authority {
  return { localId: actor.localId, userId: actor.userId, permisos: actor.permisos ?? [], aprobaciones: actor.aprobaciones ?? [] };
}

/** The approval tokens of a request's `X-Aprobacion` header (repeated headers and comma lists alike). */
export function approvalTokensOf(header: string | readonly string[] | undefined): string[] {
  const values = header === undefined ? [] : typeof header === 'string' ? [header] : header;
  const tokens = values.flatMap((value) => value.split(',')).map((token) => token.trim());
  return [...new Set(tokens.filter((token) => token.length > 0))].slice(0, MAX_APROBACIONES);
}

/** The caller of a route (after authentication) as an Authority. */
export function authorityOf(request: FastifyRequest): Authority {
  return { localId: request.auth.localId, userId: request.auth.userId, permisos: request.auth.permisos, aprobaciones: approvalTokensOf(request.headers[APROBACION_HEADER]) };
}

/** The permission that lets one do an action without approval, and that an approver must hold. */
export const APPROVAL_PERMISSION: Record<AccionAprobable, Permission> = {
  descuento: 'ventas.descuento-libre',
  'precio-libre': 'ventas.precio-libre',
  'cancelar-mesa': 'mesas.cancelar',
  // Taking a line the kitchen has off a table is cancelling part of it.
  'anular-item': 'mesas.cancelar',
  'anular-venta': 'ventas.anular',
  'cliente-descuento': 'clientes.descuento',
  'anular-venta-anterior': 'caja.supervisar',
  'gasto-sobre-limite': 'caja.supervisar',
  'cerrar-caja-ajena': 'caja.supervisar',
  'reabrir-caja': 'caja.supervisar',
  'propina-sobre-limite': 'caja.supervisar',
};

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The venue's currency (ISO 4217): the scale of the figures an approval names. */
export async function venueCurrency(db: Db, localId: number): Promise<string> {
  return (await getVenue(db, localId)).currencyCode;
}

/** The caller's discount limit in percent: the highest of their roles' (stored, or the seeded default). */
export async function discountLimit(db: Db, userId: number): Promise<number> {
  const rows = await repo.roleDiscountLimitsOf(db, userId);
  let limit = 0;
  for (const row of rows) {
    const own = row.descuento_maximo ?? (isRole(row.nombre) ? SEEDED_ROLE_DISCOUNT_LIMIT[row.nombre] : DEFAULT_DISCOUNT_LIMIT);
    limit = Math.max(limit, Number(own));
  }
  return limit;
}

export interface AuditInput {
  accion: string;
  entidad: string;
  entidadId?: number | null | undefined;
  antes?: unknown;
  despues?: unknown;
  motivo?: string | null | undefined;
  aprobadoPor?: number | null | undefined;
}

/** Writes an entry of the audit log, in the caller's transaction. */
export async function audit(db: Db, who: { localId: number; userId: number }, input: AuditInput): Promise<void> {
  await repo.insertAuditoria(db, {
    local_id: who.localId,
    usuario_id: who.userId,
    aprobado_por: input.aprobadoPor ?? null,
    accion: input.accion,
    entidad: input.entidad,
    entidad_id: input.entidadId ?? null,
    antes: input.antes === undefined || input.antes === null ? null : JSON.stringify(input.antes),
    despues: input.despues === undefined || input.despues === null ? null : JSON.stringify(input.despues),
    motivo: input.motivo ?? null,
    created_at: new Date().toISOString(),
  });
}

/**
 * Takes, once, a valid approval token of the request for this action, entity and figure: the
 * approver, their reason and the figure they approved. 'ninguna' when no token of the request is
 * for this action (a request that needs two approvals asks for the second one); 'invalida' when
 * one is but does not pass. The entity must be the action's (an approval naming no table is no
 * blank cheque for any table), and when the action has a figure (a discount's amount) the
 * approval must be for exactly that figure.
 */
async function takeApproval(
  db: Db,
  who: Authority,
  accion: AccionAprobable,
  entidadId: number | null,
  valorMinor: number | undefined,
): Promise<{ aprobadoPor: number; motivo: string; valorMinor: number | null } | 'ninguna' | 'invalida'> {
  const now = new Date().toISOString();
  let forThisAction = false;
  for (const token of who.aprobaciones) {
    const row = await repo.findAprobacionByTokenHash(db, who.localId, sha256(token));
    // An unknown token is named for no action: it cannot be told apart from one for this action.
    if (row && row.accion !== accion) continue;
    forThisAction = true;
    if (!row || row.usado_at !== null || new Date(row.expires_at).toISOString() <= now) continue;
    if ((row.entidad_id ?? null) !== entidadId) continue;
    const approvedMinor = row.valor === null || row.valor === undefined ? null : Number(row.valor);
    if (valorMinor !== undefined && approvedMinor !== valorMinor) continue;
    if (row.solicitado_por !== who.userId) continue;
    // Conditional: two requests with one token apply once.
    if (!(await repo.markAprobacionUsed(db, row.id, now))) continue;
    return { aprobadoPor: row.aprobado_por, motivo: row.motivo, valorMinor: approvedMinor };
  }
  return forThisAction ? 'invalida' : 'ninguna';
}

export interface BeyondLimit extends Omit<AuditInput, 'aprobadoPor'> {
  accion: AccionAprobable;
  /** The refusal when the caller has neither the permission nor a valid approval. */
  refusal: () => AppError;
  /** Whether the permission's holder must say why (default true); a manager's approval always carries a reason. */
  motivoObligatorio?: boolean;
  /**
   * The figure to approve (a discount's amount: minor units, and as the api shows it): the
   * refusal hands it to the client in `data.valor`, and only an approval of that figure passes.
   */
  valor?: { minor: number; shown: number } | undefined;
}

/** What an approval's audit entry keeps besides the caller's: the approver's figure and reason. */
function withApproval(despues: unknown, approval: { motivo: string; valorMinor: number | null }, valor: BeyondLimit['valor']): unknown {
  const aprobacion = { motivo: approval.motivo, valor: valor && approval.valorMinor !== null ? valor.shown : null };
  if (despues !== null && typeof despues === 'object' && !Array.isArray(despues)) return { ...despues, aprobacion };
  return despues === undefined || despues === null ? { aprobacion } : { cambios: despues, aprobacion };
}

/**
 * An action beyond the caller's limits: allowed with the action's permission and a reason, or
 * with a manager's approval token for it (its reason, or the caller's); always audited. Otherwise
 * the refusal (with `data.accion`, so the client asks for the approval) or 'approval invalid'.
 */
export async function authorizeBeyondLimit(db: Db, who: Authority, input: BeyondLimit): Promise<'permiso' | 'aprobacion'> {
  const { refusal, motivoObligatorio = true, valor, ...entry } = input;
  const entidadId = entry.entidadId ?? null;
  const data = { accion: input.accion, entidadId, ...(valor ? { valor: valor.shown } : {}) };
  if (who.permisos.includes(APPROVAL_PERMISSION[input.accion])) {
    if (!entry.motivo && motivoObligatorio) throw badRequest('MOTIVO_OBLIGATORIO');
    await audit(db, who, entry);
    return 'permiso';
  }
  const approval = await takeApproval(db, who, input.accion, entidadId, valor?.minor);
  if (approval === 'invalida') throw forbidden('APROBACION_INVALIDA', undefined, data);
  if (approval !== 'ninguna') {
    await audit(db, who, { ...entry, motivo: entry.motivo || approval.motivo, aprobadoPor: approval.aprobadoPor, despues: withApproval(entry.despues, approval, valor) });
    return 'aprobacion';
  }
  const error = refusal();
  throw new AppError(error.statusCode, error.code, error.params, data);
}

/** Sets (or removes) a user's approval PIN, hashed like passwords. */
export async function setPin(db: Db, localId: number, userId: number, pinHash: string | null): Promise<void> {
  if (!(await repo.setUsuarioPin(db, localId, userId, pinHash))) throw notFound('USUARIO_NO_EXISTE');
}

async function approverPermissions(db: Db, userId: number): Promise<Set<string>> {
  return new Set(await repo.permisosOfUsuario(db, userId));
}

/** The PIN's back-off: the sign-in limiter's settings (LOGIN_MAX_FAILURES, LOGIN_BACKOFF_MAX_SECONDS, LOGIN_WINDOW_MINUTES). */
export interface PinBackoff {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export const DEFAULT_PIN_BACKOFF: PinBackoff = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 15 * 60_000 };

function pinWait(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, 'PIN_EN_ESPERA', { count: seconds }, undefined, { 'Retry-After': String(seconds) });
}

/** How many times one requester's free attempts the approver's count over every requester allows. */
const ALL_REQUESTERS_FACTOR = 3;

interface PinCount {
  /** How long the next attempt must still wait (0: it may be made now). */
  waitMs: number;
  /** The attempts counted so far (0 once forgotten). */
  attempts: number;
  /** When the attempt after this one may be made, once this one is counted. */
  next: string;
}

/** A stored count (attempts, and when the next may be made) as it stands now. */
function pinCount(stored: { fallos: number; until: string | null } | undefined, freeAttempts: number, backoff: PinBackoff, now: number): PinCount {
  const until = stored?.until ? new Date(stored.until).getTime() : null;
  const waitMs = until !== null && until > now ? until - now : 0;
  const forgotten = until === null || now >= until + backoff.forgetAfterMs;
  const attempts = forgotten ? 0 : Number(stored?.fallos ?? 0);
  const next = new Date(now + backoffDelay(attempts + 1, freeAttempts, backoff.baseDelayMs, backoff.maxDelayMs)).toISOString();
  return { waitMs, attempts, next };
}

/**
 * Counts one PIN attempt BEFORE it is verified, in one locked step, so concurrent guesses cannot
 * all be evaluated. Two counts hold: the requester's on this approver (`aprobacion_pin_intentos`)
 * and the approver's over every requester (`usuarios.pin_fallos`, with ALL_REQUESTERS_FACTOR
 * times the free attempts). Each holds when the next attempt may be made: none for the first free
 * attempts, then a wait that doubles from `baseDelayMs` up to `maxDelayMs`. A requester waits on
 * their own count, and on the approver's only once they have guessed wrong themselves: a waiter
 * typing wrong PINs slows down their own approvals, never another user's, and guesses spread
 * over several accounts are slowed down all the same. A refused (waiting) attempt is not counted
 * and does not lengthen a wait, so the right PIN always works once the wait has passed; a quiet
 * count (`forgetAfterMs` after its wait) starts afresh.
 */
async function countPinAttempt(db: Db, approverId: number, requesterId: number, backoff: PinBackoff): Promise<void> {
  // Its own short transaction, the approver's row locked (PostgreSQL; SQLite runs one write
  // transaction at a time): concurrent attempts on an approver are counted one after the other,
  // and the counts stay when the PIN then turns out wrong.
  const waitMs = await db.transaction().execute(async (trx) => {
    const row = await repo.lockPinCounter(trx, approverId);
    if (!row) return 0;
    const pair = await repo.findPinCounterOf(trx, approverId, requesterId);
    // Read the clock once the row is ours: an attempt that waited for the lock is judged now.
    const now = Date.now();
    const own = pinCount(pair && { fallos: pair.fallos, until: pair.bloqueado_hasta }, backoff.freeAttempts, backoff, now);
    const all = pinCount({ fallos: row.pin_fallos, until: row.pin_bloqueado_hasta }, backoff.freeAttempts * ALL_REQUESTERS_FACTOR, backoff, now);
    if (own.waitMs > 0) return own.waitMs;
    if (all.waitMs > 0 && own.attempts > 0) return all.waitMs;
    await repo.setPinCounterOf(trx, approverId, requesterId, own.attempts + 1, own.next);
    await repo.setPinCounter(trx, approverId, all.attempts + 1, all.next);
    return 0;
  });
  if (waitMs > 0) throw pinWait(waitMs);
}

/**
 * A manager approves an action with their PIN: a single-use token bound to the action (and the
 * entity when given) for the requester, valid APROBACION_TTL_SECONDS. The approver must hold the
 * action's permission; PIN attempts are counted before they are verified, with the sign-in's
 * exponential back-off (see countPinAttempt); the right PIN clears the count.
 */
export async function approve(
  db: Db,
  requester: { localId: number; userId: number },
  input: Omit<AprobacionCreate, 'accion'> & { accion: AccionAprobable },
  backoff: PinBackoff = DEFAULT_PIN_BACKOFF,
): Promise<Aprobacion> {
  if (input.usuarioId === undefined && !input.usuario?.trim()) throw badRequest('APROBADOR_REQUERIDO');
  // Picked from the list (or a badge's code) by id, else typed: the user name or e-mail.
  const key = input.usuario?.trim().toLowerCase() ?? '';
  const approver = await repo.findApprover(db, requester.localId, input.usuarioId !== undefined ? { usuarioId: input.usuarioId } : { key });
  const now = new Date();
  const usable = !!approver && !!approver.activo && approver.pin_hash !== null;
  if (approver && usable) await countPinAttempt(db, approver.id, requester.userId, backoff);
  const valid = await verifyPassword(usable ? approver.pin_hash : null, input.pin);
  if (!approver || !usable || !valid) {
    await auditFailedPin(db, requester, input, approver?.id ?? null);
    throw forbidden('PIN_INCORRECTO');
  }
  await repo.setPinCounter(db, approver.id, 0, null);
  await repo.clearPinCounterOf(db, approver.id, requester.userId);
  if (!(await approverPermissions(db, approver.id)).has(APPROVAL_PERMISSION[input.accion])) {
    throw forbidden('APROBADOR_SIN_PERMISO', { usuario: approver.nombre });
  }
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + APROBACION_TTL_SECONDS * 1000).toISOString();
  const moneda = input.valor === null || input.valor === undefined ? null : (await getVenue(db, requester.localId)).currencyCode;
  const valorMinor = moneda === null ? null : toMinor(input.valor!, moneda);
  await repo.insertAprobacion(db, {
    local_id: requester.localId,
    token_hash: sha256(token),
    accion: input.accion,
    entidad_id: input.entidadId ?? null,
    motivo: input.motivo,
    aprobado_por: approver.id,
    solicitado_por: requester.userId,
    valor: valorMinor,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    usado_at: null,
  });
  return {
    token,
    accion: input.accion,
    entidadId: input.entidadId ?? null,
    valor: valorMinor === null ? null : fromMinor(valorMinor, moneda!),
    aprobadoPor: { id: approver.id, nombre: approver.nombre },
    expiraEn: expiresAt,
  };
}

/**
 * A wrong PIN (or an approver who has none, or no such user) is written to the audit log at
 * once, outside any transaction a refusal rolls back: who tried, for which approver, which
 * action. The back-off already counted the attempt; this only makes the guessing visible.
 */
async function auditFailedPin(
  db: Db,
  requester: { localId: number; userId: number },
  input: Pick<AprobacionCreate, 'accion' | 'entidadId' | 'usuario' | 'usuarioId'>,
  approverId: number | null,
): Promise<void> {
  const usuario = input.usuario?.trim() || (input.usuarioId === undefined ? '' : `#${input.usuarioId}`);
  await audit(db, requester, {
    accion: 'aprobacion-pin-incorrecto',
    entidad: 'aprobacion',
    entidadId: input.entidadId ?? null,
    despues: { accion: input.accion, entidadId: input.entidadId ?? null, aprobador: { id: approverId, usuario } },
  });
}

const parseJson = (value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** The venue's audit log, newest first, filtered by the venue's dates, action and user. */
export async function listAuditoria(
  db: Db,
  localId: number,
  q: { fechaDesde?: string | undefined; fechaHasta?: string | undefined; accion?: string | undefined; usuarioId?: number | undefined; pagina: number; limite: number },
): Promise<AuditoriaPage> {
  const filter: repo.AuditoriaFilter = { localId, accion: q.accion, usuarioId: q.usuarioId };
  if (q.fechaDesde || q.fechaHasta) {
    const venue = await getVenue(db, localId);
    const today = dateInZone(new Date(), venue.timezone);
    const range = { desde: q.fechaDesde ?? '2000-01-01', hasta: q.fechaHasta ?? today };
    if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
    const { from, to } = zonedRange(range, venue.timezone);
    filter.range = { from: from.toISOString(), to: to.toISOString() };
  }
  const total = await repo.countAuditoria(db, filter);
  const rows = await repo.listAuditoriaRows(db, filter, { limit: q.limite, offset: (q.pagina - 1) * q.limite });
  const names = await userNames(db, [...new Set(rows.flatMap((r) => (r.aprobado_por === null ? [r.usuario_id] : [r.usuario_id, r.aprobado_por])))]);
  const ref = (id: number) => ({ id, nombre: names.get(id) ?? '' });
  const items: AuditoriaEntrada[] = rows.map((r) => ({
    id: r.id,
    fecha: new Date(r.created_at).toISOString(),
    usuario: ref(r.usuario_id),
    aprobadoPor: r.aprobado_por === null ? null : ref(r.aprobado_por),
    accion: r.accion,
    entidad: r.entidad,
    entidadId: r.entidad_id,
    antes: parseJson(r.antes),
    despues: parseJson(r.despues),
    motivo: r.motivo,
  }));
  return { items, total, pagina: q.pagina, limite: q.limite };
}
