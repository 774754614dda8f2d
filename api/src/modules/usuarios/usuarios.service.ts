import type { Usuario } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { revokeUserSessions } from '../auth';
import { existingRoleIds, roleNames } from '../roles';
import { audit, auditCambio } from '../auditoria';
import * as repo from './usuarios.repository';
import type { Actor } from '../../lib/actor';

type Db = Kysely<Database>;

/** What the audit log keeps of a user: never a password or PIN, only who they are, their roles and whether active. */
const audited = (u: Usuario) => ({ nombre: u.nombre, email: u.email, activo: u.activo, roles: u.roles.map((r) => r.nombre).sort() });
const sameRoles = (a: Usuario, b: Usuario) => JSON.stringify(audited(a).roles) === JSON.stringify(audited(b).roles);

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

export async function createUsuario(db: Db, actor: Actor, input: { nombre: string; email: string; passwordHash: string; rolIds: number[]; activo: boolean }): Promise<Usuario> {
  const { localId } = actor;
  await assertEmailFree(db, input.email);
  await assertRolesExist(db, localId, input.rolIds);
  const id = await guardEmail(input.email, () =>
    repo.insertUsuario(db, { localId, nombre: input.nombre, email: input.email, passwordHash: input.passwordHash, activo: input.activo }),
  );
  await repo.setRoles(db, id, input.rolIds);
  const created = await getUsuario(db, localId, id);
  await auditCambio(db, actor, { accion: 'crear-usuario', entidad: 'usuario', entidadId: id, antes: null, despues: audited(created) });
  return created;
}

export async function updateUsuario(
  db: Db,
  actor: Actor,
  id: number,
  input: { nombre?: string | undefined; email?: string | undefined; rolIds?: number[] | undefined; activo?: boolean | undefined },
  at: Date,
): Promise<Usuario> {
  const { localId } = actor;
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
  const updated = await getUsuario(db, localId, id);
  // The searchable action names the change that matters most: a role change, then (de)activation.
  const accion = !sameRoles(current, updated)
    ? 'cambiar-rol-usuario'
    : current.activo !== updated.activo
      ? updated.activo
        ? 'activar-usuario'
        : 'desactivar-usuario'
      : 'editar-usuario';
  await auditCambio(db, actor, { accion, entidad: 'usuario', entidadId: id, antes: audited(current), despues: audited(updated) });
  return updated;
}

/** DELETE: the user is deactivated (their sales, audits and orders keep naming them). */
export async function deactivateUsuario(db: Db, actor: Actor, id: number, at: Date): Promise<void> {
  const { localId } = actor;
  await repo.lockVenueUsers(db, localId);
  const current = await getUsuario(db, localId, id);
  await assertNotLastAdmin(db, localId, current, { activo: false, rolIds: [] });
  await repo.updateUsuario(db, id, { activo: false });
  await revokeUserSessions(db, id, at.toISOString(), 'desactivado');
  if (current.activo) await auditCambio(db, actor, { accion: 'desactivar-usuario', entidad: 'usuario', entidadId: id, antes: { activo: true }, despues: { activo: false } });
}

/**
 * A new password (hashed by the caller, outside the transaction); every session of the user ends
 * and, since the admin knows it, the user must choose their own at the next sign-in.
 */
export async function resetPassword(db: Db, actor: Actor, id: number, passwordHash: string, at: Date): Promise<void> {
  const user = await getUsuario(db, actor.localId, id);
  await repo.updateUsuario(db, id, { password_hash: passwordHash, debe_cambiar_password: true });
  await revokeUserSessions(db, id, at.toISOString(), 'reset');
  // That it was reset and for whom, never the password.
  await audit(db, actor, { accion: 'restablecer-password', entidad: 'usuario', entidadId: id, despues: { usuario: user.nombre, email: user.email } });
}
