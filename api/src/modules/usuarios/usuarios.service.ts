import type { Usuario } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { revokeUserSessions } from '../auth/auth.repository';
import { existingRoleIds, roleNames } from '../roles/roles.repository';
import * as repo from './usuarios.repository';

type Db = Kysely<Database>;

export async function listUsuarios(db: Db, localId: number): Promise<Usuario[]> {
  return repo.listUsuarios(db, localId);
}

export async function getUsuario(db: Db, localId: number, id: number): Promise<Usuario> {
  const user = await repo.findUsuario(db, localId, id);
  if (!user) throw notFound('USUARIO_NO_EXISTE');
  return user;
}

async function assertEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  if (await repo.emailTaken(db, email, exceptId)) throw conflict('USUARIO_EMAIL_DUPLICADO', { email });
}

/** Only roles of the caller's venue can be given (another venue's role id is as unknown). */
async function assertRolesExist(db: Db, localId: number, rolIds: readonly number[]): Promise<void> {
  const found = await existingRoleIds(db, localId, [...new Set(rolIds)]);
  if (found.length !== new Set(rolIds).size) throw badRequest('ROL_NO_EXISTE');
}

async function guardEmail<T>(email: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('USUARIO_EMAIL_DUPLICADO', { email });
    throw error;
  }
}

/**
 * The last active admin of the venue stays one: refused when `user` is an active admin now and
 * would not be after the change (deactivated, removed, or admin taken from their roles).
 */
async function assertNotLastAdmin(db: Db, localId: number, user: Usuario, after: { activo: boolean; rolIds: readonly number[] }): Promise<void> {
  const adminId = (await roleNames(db, localId)).find((r) => r.nombre === 'admin')?.id;
  if (adminId === undefined) return;
  const isAdminNow = user.activo && user.roles.some((r) => r.id === adminId);
  const isAdminAfter = after.activo && after.rolIds.includes(adminId);
  if (!isAdminNow || isAdminAfter) return;
  if ((await repo.otherActiveAdmins(db, localId, user.id)) === 0) throw conflict('ULTIMO_ADMIN');
}

export async function createUsuario(
  db: Db,
  localId: number,
  input: { nombre: string; email: string; passwordHash: string; rolIds: number[]; activo: boolean },
): Promise<Usuario> {
  await assertEmailFree(db, input.email);
  await assertRolesExist(db, localId, input.rolIds);
  const id = await guardEmail(input.email, () =>
    repo.insertUsuario(db, { localId, nombre: input.nombre, email: input.email, passwordHash: input.passwordHash, activo: input.activo }),
  );
  await repo.setRoles(db, id, input.rolIds);
  return getUsuario(db, localId, id);
}

export async function updateUsuario(
  db: Db,
  localId: number,
  id: number,
  input: { nombre?: string | undefined; email?: string | undefined; rolIds?: number[] | undefined; activo?: boolean | undefined },
  at: Date,
): Promise<Usuario> {
  await repo.lockVenueUsers(db, localId);
  const current = await getUsuario(db, localId, id);
  if (input.email !== undefined && input.email !== current.email) await assertEmailFree(db, input.email, id);
  if (input.rolIds !== undefined) await assertRolesExist(db, localId, input.rolIds);
  const activo = input.activo ?? current.activo;
  await assertNotLastAdmin(db, localId, current, { activo, rolIds: input.rolIds ?? current.roles.map((r) => r.id) });
  await guardEmail(input.email ?? current.email, () =>
    repo.updateUsuario(db, id, {
      ...(input.nombre !== undefined ? { nombre: input.nombre } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.activo !== undefined ? { activo: input.activo } : {}),
    }),
  );
  if (input.rolIds !== undefined) await repo.setRoles(db, id, input.rolIds);
  // A deactivated user is refused at once (sessions are read on every call); revoking their
  // sessions also keeps them out if they are activated again later.
  if (current.activo && !activo) await revokeUserSessions(db, id, at.toISOString(), 'desactivado');
  return getUsuario(db, localId, id);
}

/** DELETE: the user is deactivated (their sales, audits and orders keep naming them). */
export async function deactivateUsuario(db: Db, localId: number, id: number, at: Date): Promise<void> {
  await repo.lockVenueUsers(db, localId);
  const current = await getUsuario(db, localId, id);
  await assertNotLastAdmin(db, localId, current, { activo: false, rolIds: [] });
  await repo.updateUsuario(db, id, { activo: false });
  await revokeUserSessions(db, id, at.toISOString(), 'desactivado');
}

/**
 * A new password (hashed by the caller, outside the transaction); every session of the user ends
 * and, since the admin knows it, the user must choose their own at the next sign-in (issue 17).
 */
export async function resetPassword(db: Db, localId: number, id: number, passwordHash: string, at: Date): Promise<void> {
  await getUsuario(db, localId, id);
  await repo.updateUsuario(db, id, { password_hash: passwordHash, debe_cambiar_password: true });
  await revokeUserSessions(db, id, at.toISOString(), 'reset');
}
