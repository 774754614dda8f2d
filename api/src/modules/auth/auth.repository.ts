import { ROLES, type Role } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface UserRecord {
  id: number;
  localId: number;
  nombre: string;
  email: string;
  passwordHash: string;
  activo: boolean;
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

/** One query: the user's roles with their permissions. */
export async function accessOf(db: Db, userId: number): Promise<UserAccess> {
  const rows = await db
    .selectFrom('usuario_roles')
    .innerJoin('roles', 'roles.id', 'usuario_roles.rol_id')
    .leftJoin('rol_permisos', 'rol_permisos.rol_id', 'roles.id')
    .select(['roles.id', 'roles.nombre', 'rol_permisos.permiso'])
    .where('usuario_roles.usuario_id', '=', userId)
    .orderBy('roles.id')
    .execute();
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

export async function insertSession(
  db: Db,
  session: { id: string; usuarioId: number; localId: number; device: unknown; createdAt: string; expiresAt: string },
): Promise<void> {
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

/** The session when it is not revoked and its user is still active. */
export async function findLiveSession(db: Db, sessionId: string): Promise<(SessionRecord & { access: UserAccess }) | null> {
  const row = await db
    .selectFrom('sesiones')
    .innerJoin('usuarios', 'usuarios.id', 'sesiones.usuario_id')
    .select(['sesiones.id', 'sesiones.usuario_id', 'sesiones.local_id', 'sesiones.expires_at', 'sesiones.revoked_at', 'usuarios.activo'])
    .where('sesiones.id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || !row.activo) return null;
  return {
    id: row.id,
    usuarioId: row.usuario_id,
    localId: row.local_id,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    access: await accessOf(db, row.usuario_id),
  };
}

export async function extendSession(db: Db, sessionId: string, refreshedAt: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('sesiones')
    .set({ last_refresh_at: refreshedAt, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSession(db: Db, sessionId: string, at: string): Promise<void> {
  await db.updateTable('sesiones').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every live session of a user (deactivated, password reset): their refresh is refused. */
export async function revokeUserSessions(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('sesiones').set({ revoked_at: at }).where('usuario_id', '=', userId).where('revoked_at', 'is', null).execute();
}
