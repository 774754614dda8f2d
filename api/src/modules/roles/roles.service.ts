import type { Rol } from '@resto/shared/contracts';
import { ADMIN_REQUIRED_PERMISSION, searchKey, type Permission } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { auditCambio } from '../auditoria';
import * as repo from './roles.repository';
import type { Actor } from '../../lib/actor';

type Db = Kysely<Database>;

/** What the audit log keeps of a role: what a person edits (its users' count is not a change of it). */
const audited = (rol: Rol) => ({ nombre: rol.nombre, descripcion: rol.descripcion, descuentoMaximo: rol.descuentoMaximo, permisos: [...rol.permisos].sort() });

function toRol(row: repo.RoleRow): Rol {
  return { ...row, permisos: row.permisos as Permission[] };
}

/** Names are unique ignoring case and accents ('Supervisor' and 'supervisór' are one role). */
async function assertNameFree(db: Db, localId: number, nombre: string, exceptId?: number): Promise<void> {
  const key = searchKey(nombre);
  const taken = (await repo.roleNames(db, localId)).some((r) => r.id !== exceptId && searchKey(r.nombre) === key);
  if (taken) throw conflict('ROL_DUPLICADO');
}

async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('ROL_DUPLICADO');
    throw error;
  }
}

export async function listRoles(db: Db, localId: number): Promise<Rol[]> {
  return (await repo.listRoles(db, localId)).map(toRol);
}

/** A role of the caller's venue; another venue's id is 404 like an unknown one. */
export async function getRole(db: Db, localId: number, id: number): Promise<Rol> {
  const row = await repo.findRole(db, localId, id);
  if (!row) throw notFound('ROL_NO_EXISTE');
  return toRol(row);
}

export async function createRole(
  db: Db,
  actor: Actor,
  input: { nombre: string; descripcion: string | null; permisos: Permission[]; descuentoMaximo?: number | null | undefined },
): Promise<Rol> {
  const { localId } = actor;
  await assertNameFree(db, localId, input.nombre);
  const id = await guardDuplicate(() =>
    repo.insertRole(db, { local_id: localId, nombre: input.nombre, descripcion: input.descripcion, descuento_maximo: input.descuentoMaximo ?? null }),
  );
  await repo.setPermisos(db, id, input.permisos);
  const rol = await getRole(db, localId, id);
  await auditCambio(db, actor, { accion: 'crear-rol', entidad: 'rol', entidadId: id, antes: null, despues: audited(rol) });
  return rol;
}

export async function updateRole(
  db: Db,
  actor: Actor,
  id: number,
  input: { nombre?: string | undefined; descripcion?: string | null | undefined; permisos?: Permission[] | undefined; descuentoMaximo?: number | null | undefined },
): Promise<Rol> {
  const { localId } = actor;
  const current = await repo.findRole(db, localId, id);
  if (!current) throw notFound('ROL_NO_EXISTE');
  if (input.nombre !== undefined && input.nombre !== current.nombre) {
    // The seeded names are what the session role and the screens read.
    if (current.sistema) throw conflict('ROL_SISTEMA_NO_RENOMBRABLE', { rol: current.nombre });
    await assertNameFree(db, localId, input.nombre, id);
  }
  if (input.permisos !== undefined && current.nombre === 'admin' && !input.permisos.includes(ADMIN_REQUIRED_PERMISSION)) {
    throw conflict('ROL_ADMIN_PERMISO_REQUERIDO');
  }
  await guardDuplicate(() =>
    repo.updateRole(db, id, {
      ...(input.nombre !== undefined ? { nombre: input.nombre } : {}),
      ...(input.descripcion !== undefined ? { descripcion: input.descripcion } : {}),
      ...(input.descuentoMaximo !== undefined ? { descuento_maximo: input.descuentoMaximo } : {}),
    }),
  );
  if (input.permisos !== undefined) await repo.setPermisos(db, id, input.permisos);
  const rol = await getRole(db, localId, id);
  await auditCambio(db, actor, { accion: 'editar-rol', entidad: 'rol', entidadId: id, antes: audited(toRol(current)), despues: audited(rol) });
  return rol;
}

/** A role with assigned users cannot be deleted; the seeded roles neither. */
export async function deleteRole(db: Db, actor: Actor, id: number): Promise<void> {
  const { localId } = actor;
  const current = await repo.findRole(db, localId, id);
  if (!current) throw notFound('ROL_NO_EXISTE');
  if (current.sistema) throw conflict('ROL_SISTEMA_NO_ELIMINABLE', { rol: current.nombre });
  if (current.usuarios > 0) throw conflict('ROL_CON_USUARIOS', { count: current.usuarios });
  await repo.deleteRole(db, id);
  await auditCambio(db, actor, { accion: 'eliminar-rol', entidad: 'rol', entidadId: id, antes: audited(toRol(current)), despues: null });
}
