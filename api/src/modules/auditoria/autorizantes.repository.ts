import type { AccionAprobable, Autorizante } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { APPROVAL_PERMISSION } from './auditoria.service';

/**
 * The venue's active users who can approve on the spot: a PIN set and a role holding the
 * permission an approval needs (the one of `accion` when given, else any of them). Names only:
 * the list is read on a waiter's phone, so no e-mail, PIN or role leaves the api.
 */
export async function listAutorizantes(db: Kysely<Database>, localId: number, accion?: AccionAprobable): Promise<Autorizante[]> {
  const permisos = accion ? [APPROVAL_PERMISSION[accion]] : [...new Set(Object.values(APPROVAL_PERMISSION))];
  const rows = await db
    .selectFrom('usuarios')
    .innerJoin('usuario_roles', 'usuario_roles.usuario_id', 'usuarios.id')
    .innerJoin('rol_permisos', 'rol_permisos.rol_id', 'usuario_roles.rol_id')
    .select(['usuarios.id', 'usuarios.nombre'])
    .distinct()
    .where('usuarios.local_id', '=', localId)
    .where('usuarios.activo', '=', true)
    .where('usuarios.pin_hash', 'is not', null)
    .where('rol_permisos.permiso', 'in', permisos)
    .orderBy('usuarios.nombre')
    .orderBy('usuarios.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), nombre: r.nombre }));
}
