import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface UsuarioRow {
  id: number;
  nombre: string;
  email: string;
  roles: { id: number; nombre: string }[];
  activo: boolean;
  ultimoAcceso: string | null;
  createdAt: string;
}

export async function listUsuarios(db: Db, localId: number, onlyId?: number): Promise<UsuarioRow[]> {
  let query = db.selectFrom('usuarios').select(['id', 'nombre', 'email', 'activo', 'ultimo_acceso', 'created_at']).where('local_id', '=', localId).orderBy('nombre').orderBy('id');
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const users = await query.execute();
  if (users.length === 0) return [];
  const roles = await db
    .selectFrom('usuario_roles')
    .innerJoin('roles', 'roles.id', 'usuario_roles.rol_id')
    .select(['usuario_roles.usuario_id', 'roles.id', 'roles.nombre'])
    .where(
      'usuario_roles.usuario_id',
      'in',
      users.map((u) => u.id),
    )
    .orderBy('roles.id')
    .execute();
  return users.map((u) => ({
    id: u.id,
    nombre: u.nombre,
    email: u.email,
    roles: roles.filter((r) => r.usuario_id === u.id).map((r) => ({ id: r.id, nombre: r.nombre })),
    activo: Boolean(u.activo),
    ultimoAcceso: u.ultimo_acceso,
    createdAt: u.created_at,
  }));
}

export async function findUsuario(db: Db, localId: number, id: number): Promise<UsuarioRow | null> {
  return (await listUsuarios(db, localId, id))[0] ?? null;
}

/** E-mails are unique in the whole install (sign-in asks only for the e-mail), so per venue too. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('usuarios').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUsuario(db: Db, user: { localId: number; nombre: string; email: string; passwordHash: string; activo: boolean }): Promise<number> {
  const row = await db
    .insertInto('usuarios')
    .values({
      local_id: user.localId,
      nombre: user.nombre,
      email: user.email,
      password_hash: user.passwordHash,
      activo: user.activo,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUsuario(
  db: Db,
  id: number,
  changes: { nombre?: string; email?: string; activo?: boolean; password_hash?: string; debe_cambiar_password?: boolean },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('usuarios').set(changes).where('id', '=', id).execute();
}

export async function setRoles(db: Db, userId: number, rolIds: readonly number[]): Promise<void> {
  await db.deleteFrom('usuario_roles').where('usuario_id', '=', userId).execute();
  if (rolIds.length > 0)
    await db
      .insertInto('usuario_roles')
      .values(rolIds.map((rol_id) => ({ usuario_id: userId, rol_id })))
      .execute();
}

/** Active users of the venue holding the admin role, besides `exceptUserId`. */
export async function otherActiveAdmins(db: Db, localId: number, exceptUserId: number): Promise<number> {
  const row = await db
    .selectFrom('usuarios')
    .innerJoin('usuario_roles', 'usuario_roles.usuario_id', 'usuarios.id')
    .innerJoin('roles', 'roles.id', 'usuario_roles.rol_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('usuarios.local_id', '=', localId)
    .where('usuarios.id', '<>', exceptUserId)
    .where('usuarios.activo', '=', true)
    .where('roles.local_id', '=', localId)
    .where('roles.nombre', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Serialises changes to a venue's users on PostgreSQL (two admins demoting each other at once
 * must not leave the venue without one). SQLite runs one write transaction at a time already.
 */
export async function lockVenueUsers(db: Db, localId: number): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.selectFrom('locales').select('id').where('id', '=', localId).forUpdate().execute();
}
