import type { Insertable, Kysely, Selectable } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The names and stored discount limits of a user's roles. */
export async function roleDiscountLimitsOf(db: Db, userId: number): Promise<Pick<Selectable<Database['roles']>, 'nombre' | 'descuento_maximo'>[]> {
  return db
    .selectFrom('usuario_roles')
    .innerJoin('roles', 'roles.id', 'usuario_roles.rol_id')
    .select(['roles.nombre', 'roles.descuento_maximo'])
    .where('usuario_roles.usuario_id', '=', userId)
    .execute();
}

/** Writes one entry of the audit log, in the caller's transaction. */
export async function insertAuditoria(db: Db, entry: Insertable<Database['auditoria']>): Promise<void> {
  await db.insertInto('auditoria').values(entry).execute();
}

/** The venue's approval with this token hash, used or not. */
export async function findAprobacionByTokenHash(db: Db, localId: number, tokenHash: string): Promise<Selectable<Database['aprobaciones']> | undefined> {
  return db.selectFrom('aprobaciones').selectAll().where('local_id', '=', localId).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks an approval used, only if it is not yet: whether this call took it (two requests with one token apply once). */
export async function markAprobacionUsed(db: Db, id: number, at: string): Promise<boolean> {
  const taken = await db.updateTable('aprobaciones').set({ usado_at: at }).where('id', '=', id).where('usado_at', 'is', null).executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function insertAprobacion(db: Db, row: Insertable<Database['aprobaciones']>): Promise<void> {
  await db.insertInto('aprobaciones').values(row).execute();
}

/** Sets (or removes) a user's PIN hash and clears its attempt count: whether the venue has the user. */
export async function setUsuarioPin(db: Db, localId: number, userId: number, pinHash: string | null): Promise<boolean> {
  const result = await db
    .updateTable('usuarios')
    .set({ pin_hash: pinHash, pin_fallos: 0, pin_bloqueado_hasta: null })
    .where('id', '=', userId)
    .where('local_id', '=', localId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  // A new PIN starts every requester's count afresh.
  await db.deleteFrom('aprobacion_pin_intentos').where('aprobador_id', '=', userId).execute();
  return true;
}

/** Every permission the user's roles grant (one row per role and permission). */
export async function permisosOfUsuario(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('usuario_roles')
    .innerJoin('rol_permisos', 'rol_permisos.rol_id', 'usuario_roles.rol_id')
    .select('rol_permisos.permiso')
    .where('usuario_roles.usuario_id', '=', userId)
    .execute();
  return rows.map((r) => r.permiso);
}

/** An approver's PIN attempt count, the row locked on PostgreSQL (SQLite runs one write transaction at a time). */
export async function lockPinCounter(trx: Db, userId: number): Promise<Pick<Selectable<Database['usuarios']>, 'pin_fallos' | 'pin_bloqueado_hasta'> | undefined> {
  let query = trx.selectFrom('usuarios').select(['pin_fallos', 'pin_bloqueado_hasta']).where('id', '=', userId);
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Stores an approver's PIN attempt count and when the next attempt may be made (null: at once). */
export async function setPinCounter(db: Db, userId: number, attempts: number, until: string | null): Promise<void> {
  await db.updateTable('usuarios').set({ pin_fallos: attempts, pin_bloqueado_hasta: until }).where('id', '=', userId).execute();
}

/** One requester's PIN attempts on one approver (none yet: undefined). */
export async function findPinCounterOf(trx: Db, approverId: number, requesterId: number): Promise<{ fallos: number; bloqueado_hasta: string | null } | undefined> {
  return trx
    .selectFrom('aprobacion_pin_intentos')
    .select(['fallos', 'bloqueado_hasta'])
    .where('aprobador_id', '=', approverId)
    .where('solicitante_id', '=', requesterId)
    .executeTakeFirst();
}

/** Stores one requester's PIN attempt count on one approver and when their next attempt may be made. */
export async function setPinCounterOf(trx: Db, approverId: number, requesterId: number, attempts: number, until: string | null): Promise<void> {
  await trx
    .insertInto('aprobacion_pin_intentos')
    .values({ aprobador_id: approverId, solicitante_id: requesterId, fallos: attempts, bloqueado_hasta: until })
    .onConflict((oc) => oc.columns(['aprobador_id', 'solicitante_id']).doUpdateSet({ fallos: attempts, bloqueado_hasta: until }))
    .execute();
}

/** Forgets one requester's PIN attempts on one approver (the right PIN was given). */
export async function clearPinCounterOf(db: Db, approverId: number, requesterId: number): Promise<void> {
  await db.deleteFrom('aprobacion_pin_intentos').where('aprobador_id', '=', approverId).where('solicitante_id', '=', requesterId).execute();
}

/** The venue's user an approval names: by id, or by user name or e-mail (`key`, lower case). */
export async function findApprover(
  db: Db,
  localId: number,
  by: { usuarioId: number } | { key: string },
): Promise<Pick<Selectable<Database['usuarios']>, 'id' | 'nombre' | 'email' | 'pin_hash' | 'activo'> | undefined> {
  const lookup = db.selectFrom('usuarios').select(['id', 'nombre', 'email', 'pin_hash', 'activo']).where('local_id', '=', localId);
  if ('usuarioId' in by) return lookup.where('id', '=', by.usuarioId).executeTakeFirst();
  return lookup.where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', by.key), eb(eb.fn('lower', ['nombre']), '=', by.key)])).executeTakeFirst();
}

/** Which entries of a venue's audit log: created in [from, to) when given, of an action, of a user. */
export interface AuditoriaFilter {
  localId: number;
  range?: { from: string; to: string } | undefined;
  accion?: string | undefined;
  usuarioId?: number | undefined;
}

function auditoriaQuery(db: Db, filter: AuditoriaFilter) {
  let query = db.selectFrom('auditoria').where('local_id', '=', filter.localId);
  if (filter.range) query = query.where('created_at', '>=', filter.range.from).where('created_at', '<', filter.range.to);
  if (filter.accion) query = query.where('accion', '=', filter.accion);
  if (filter.usuarioId) query = query.where('usuario_id', '=', filter.usuarioId);
  return query;
}

export async function countAuditoria(db: Db, filter: AuditoriaFilter): Promise<number> {
  return Number(
    (
      await auditoriaQuery(db, filter)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
}

/** A page of the filtered audit log, newest first. */
export async function listAuditoriaRows(db: Db, filter: AuditoriaFilter, page: { limit: number; offset: number }): Promise<Selectable<Database['auditoria']>[]> {
  return auditoriaQuery(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}
