import { ROLES, type Role } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface UserRecord {
  id: number;
  localId: number;
  nombre: string;
  email: string;
  passwordHash: string;
  activo: boolean;
  /** Must choose their own password before anything else. */
  debeCambiarPassword: boolean;
  /** The seeded roles among the user's (admin, empleado, mozo, cajero). */
  roles: Role[];
  access: UserAccess;
  local: { id: number; nombre: string; moduloRestaurant: boolean; moduloPosFlow: boolean };
}

export interface SessionRecord {
  id: string;
  usuarioId: number;
  localId: number;
  expiresAt: string;
  revokedAt: string | null;
  debeCambiarPassword: boolean;
}

type RevocationListener = (sessionIds: string[]) => void;
const revocationListeners = new Set<RevocationListener>();

/**
 * Hears of every session revoked in this process (logout, password change or reset,
 * deactivation), with the revoked ids, so the hubs can close those sessions' sockets at once.
 * Session ids are UUIDs: a listener of another app in the same process finds none of its own.
 * Returns the unsubscribe function.
 */
export function onSessionsRevoked(listener: RevocationListener): () => void {
  revocationListeners.add(listener);
  return () => revocationListeners.delete(listener);
}

function notifyRevoked(ids: string[]): void {
  if (ids.length === 0) return;
  for (const listener of revocationListeners) listener(ids);
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** What a user's roles give them: the seeded role names they hold, every role's name, the union of permissions. */
export interface UserAccess {
  roles: Role[];
  roleNames: string[];
  permisos: string[];
}

// Every authenticated request reads the session and the access: compiled once (see hotQuery).
const accessRows = hotQuery<{ id: number; nombre: string; permiso: string | null }, [number]>(
  (db, p) =>
    db
      .selectFrom('usuario_roles')
      .innerJoin('roles', 'roles.id', 'usuario_roles.rol_id')
      .leftJoin('rol_permisos', 'rol_permisos.rol_id', 'roles.id')
      .select(['roles.id', 'roles.nombre', 'rol_permisos.permiso'])
      .where('usuario_roles.usuario_id', '=', p(0))
      .orderBy('roles.id'),
  { cached: ['usuario_roles', 'roles', 'rol_permisos'] },
);

/** One query: the user's roles with their permissions. */
export async function accessOf(db: Db, userId: number): Promise<UserAccess> {
  const rows = await accessRows(db, userId);
  const roleNames: string[] = [];
  const permisos = new Set<string>();
  for (const row of rows) {
    if (!roleNames.includes(row.nombre)) roleNames.push(row.nombre);
    if (row.permiso) permisos.add(row.permiso);
  }
  return { roles: roleNames.filter(isRole), roleNames, permisos: [...permisos].sort() };
}

function userQuery(db: Db) {
  return db
    .selectFrom('usuarios')
    .innerJoin('locales', 'locales.id', 'usuarios.local_id')
    .select([
      'usuarios.id',
      'usuarios.local_id',
      'usuarios.nombre',
      'usuarios.email',
      'usuarios.password_hash',
      'usuarios.activo',
      'usuarios.debe_cambiar_password',
      'locales.nombre as local_nombre',
      'locales.modulo_restaurant',
      'locales.modulo_pos_flow',
    ]);
}

async function toUser(db: Db, row: Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirst']>>): Promise<UserRecord | null> {
  if (!row) return null;
  const access = await accessOf(db, row.id);
  return {
    id: row.id,
    localId: row.local_id,
    nombre: row.nombre,
    email: row.email,
    passwordHash: row.password_hash,
    activo: Boolean(row.activo),
    debeCambiarPassword: Boolean(row.debe_cambiar_password),
    roles: access.roles,
    access,
    local: {
      id: row.local_id,
      nombre: row.local_nombre,
      moduloRestaurant: Boolean(row.modulo_restaurant),
      moduloPosFlow: Boolean(row.modulo_pos_flow),
    },
  };
}

/** `email` must already be normalised (trimmed, lower case), as stored. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  return toUser(db, await userQuery(db).where('usuarios.email', '=', email).executeTakeFirst());
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  return toUser(db, await userQuery(db).where('usuarios.id', '=', id).executeTakeFirst());
}

export async function touchLastAccess(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('usuarios').set({ ultimo_acceso: at }).where('id', '=', userId).execute();
}

export async function insertSession(db: Db, session: { id: string; usuarioId: number; localId: number; device: unknown; createdAt: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('sesiones')
    .values({
      id: session.id,
      usuario_id: session.usuarioId,
      local_id: session.localId,
      device: JSON.stringify(session.device),
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

function timeOf(value: string | Date): number {
  return new Date(value).getTime();
}

const liveSessionRow = hotQuery<
  { id: string; usuario_id: number; local_id: number; expires_at: string; revoked_at: string | null; activo: number | boolean; debe_cambiar_password: number | boolean },
  [string]
>(
  (db, p) =>
    db
      .selectFrom('sesiones')
      .innerJoin('usuarios', 'usuarios.id', 'sesiones.usuario_id')
      .select(['sesiones.id', 'sesiones.usuario_id', 'sesiones.local_id', 'sesiones.expires_at', 'sesiones.revoked_at', 'usuarios.activo', 'usuarios.debe_cambiar_password'])
      .where('sesiones.id', '=', p(0)),
  // Kept until a session or a user is written (a sign-out, a revocation, a deactivation): the
  // expiry is compared with the clock on every request all the same.
  { cached: ['sesiones', 'usuarios'] },
);

/** The session when it is not revoked, its own expiry has not passed and its user is still active. */
export async function findLiveSession(db: Db, sessionId: string, now: Date): Promise<(SessionRecord & { access: UserAccess }) | null> {
  // A malformed id must read as an unknown session, not as a PostgreSQL uuid error.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) return null;
  const [row] = await liveSessionRow(db, sessionId);
  if (!row || row.revoked_at !== null || !row.activo) return null;
  if (!(timeOf(row.expires_at) > now.getTime())) return null;
  return {
    id: row.id,
    usuarioId: row.usuario_id,
    localId: row.local_id,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    debeCambiarPassword: Boolean(row.debe_cambiar_password),
    access: await accessOf(db, row.usuario_id),
  };
}

/** True while the session is not revoked, not past its own expiry, and its user is active (the hubs' periodic check). */
export async function isSessionLive(db: Db, sessionId: string, now: Date): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) return false;
  const row = await db
    .selectFrom('sesiones')
    .innerJoin('usuarios', 'usuarios.id', 'sesiones.usuario_id')
    .select(['sesiones.expires_at', 'sesiones.revoked_at', 'usuarios.activo'])
    .where('sesiones.id', '=', sessionId)
    .executeTakeFirst();
  return !!row && row.revoked_at === null && Boolean(row.activo) && timeOf(row.expires_at) > now.getTime();
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('usuarios').set({ password_hash: passwordHash, debe_cambiar_password: false }).where('id', '=', userId).execute();
}

/** When the session began (its sign-in), or null when unknown. */
export async function sessionStartedAt(db: Db, sessionId: string): Promise<Date | null> {
  const row = await db.selectFrom('sesiones').select('created_at').where('id', '=', sessionId).executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

export async function extendSession(db: Db, sessionId: string, refreshedAt: string, expiresAt: string): Promise<void> {
  await db.updateTable('sesiones').set({ last_refresh_at: refreshedAt, expires_at: expiresAt }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeSession(db: Db, sessionId: string, at: string, reason = 'logout'): Promise<void> {
  const rows = await db.updateTable('sesiones').set({ revoked_at: at, reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).returning('id').execute();
  notifyRevoked(rows.map((r) => r.id));
}

/**
 * Ends every live session of a user (deactivated, password reset or changed): their refresh is
 * refused, and their hub sockets are closed at once. `exceptSessionId` keeps one (the session
 * that changed its own password).
 */
export async function revokeUserSessions(db: Db, userId: number, at: string, reason = 'revocada', exceptSessionId?: string): Promise<void> {
  let query = db.updateTable('sesiones').set({ revoked_at: at, reason }).where('usuario_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  const rows = await query.returning('id').execute();
  notifyRevoked(rows.map((r) => r.id));
}
