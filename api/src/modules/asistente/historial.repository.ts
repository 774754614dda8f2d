import { sql } from 'kysely';
import type { Db } from '../../db/database';

/*
 * The stored conversations and their messages. Reads and deletes of one conversation are always
 * scoped to its owner (venue and person), so nobody reaches another person's conversations.
 */

export interface Owner {
  localId: number;
  usuarioId: number;
}

/** The venue's storing policy as stored (undefined: the venue never saved one). */
export async function findPolitica(db: Db, localId: number) {
  return db.selectFrom('asistente_config').select(['guardar_conversaciones', 'retencion_dias']).where('local_id', '=', localId).executeTakeFirst();
}

/** Every venue's storing policy, or one venue's. */
export async function listPoliticas(db: Db, localId?: number) {
  let query = db.selectFrom('asistente_config').select(['local_id', 'guardar_conversaciones', 'retencion_dias']);
  if (localId !== undefined) query = query.where('local_id', '=', localId);
  return query.execute();
}

/** The owner's conversations with how many messages each holds, the last used first. */
export async function listConversaciones(db: Db, owner: Owner) {
  return db
    .selectFrom('asistente_conversaciones as c')
    .select(['c.id', 'c.titulo', 'c.created_at', 'c.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('asistente_mensajes as m')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('m.conversacion_id', '=', 'c.id')
        .as('mensajes'),
    )
    .where('c.local_id', '=', owner.localId)
    .where('c.usuario_id', '=', owner.usuarioId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id')
    .execute();
}

/** One of the owner's conversations (undefined: missing or someone else's). */
export async function findConversacion(db: Db, owner: Owner, id: string) {
  return db
    .selectFrom('asistente_conversaciones')
    .select(['id', 'titulo', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('local_id', '=', owner.localId)
    .where('usuario_id', '=', owner.usuarioId)
    .executeTakeFirst();
}

/** A conversation's messages in the order they were written. */
export async function listMensajes(db: Db, conversacionId: string) {
  return db.selectFrom('asistente_mensajes').select(['role', 'texto', 'created_at']).where('conversacion_id', '=', conversacionId).orderBy('id').execute();
}

/** Whose conversation `id` is, whoever that is (undefined: nobody's yet). */
export async function findConversacionOwner(db: Db, id: string) {
  return db.selectFrom('asistente_conversaciones').select(['local_id', 'usuario_id']).where('id', '=', id).executeTakeFirst();
}

/** Deletes one of the owner's conversations; the number deleted (0 or 1). */
export async function deleteConversacion(db: Db, owner: Owner, id: string): Promise<number> {
  const res = await db
    .deleteFrom('asistente_conversaciones')
    .where('id', '=', id)
    .where('local_id', '=', owner.localId)
    .where('usuario_id', '=', owner.usuarioId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Deletes every conversation of the venue; the number deleted. */
export async function deleteConversacionesDelLocal(db: Db, localId: number): Promise<number> {
  const res = await db.deleteFrom('asistente_conversaciones').where('local_id', '=', localId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Creates the owner's conversation unless one with that id exists (then it is left as it is). */
export async function insertConversacion(db: Db, owner: Owner, c: { id: string; titulo: string; createdAt: string; updatedAt: string }): Promise<void> {
  await db
    .insertInto('asistente_conversaciones')
    .values({ id: c.id, local_id: owner.localId, usuario_id: owner.usuarioId, titulo: c.titulo, created_at: c.createdAt, updated_at: c.updatedAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Marks the owner's conversation as used at `at`; false when `id` is not theirs. */
export async function touchConversacion(db: Db, owner: Owner, id: string, at: string): Promise<boolean> {
  const touched = await db
    .updateTable('asistente_conversaciones')
    .set({ updated_at: at })
    .where('id', '=', id)
    .where('local_id', '=', owner.localId)
    .where('usuario_id', '=', owner.usuarioId)
    .executeTakeFirst();
  return Number(touched.numUpdatedRows) > 0;
}

export async function insertMensajes(db: Db, conversacionId: string, mensajes: readonly { role: 'user' | 'assistant'; texto: string; createdAt: string }[]): Promise<void> {
  await db
    .insertInto('asistente_mensajes')
    .values(mensajes.map((m) => ({ conversacion_id: conversacionId, role: m.role, texto: m.texto, created_at: m.createdAt })))
    .execute();
}

/** Deletes the venue's messages written before `cutoff`. */
export async function deleteMensajesAntesDe(db: Db, localId: number, cutoff: string): Promise<void> {
  await db
    .deleteFrom('asistente_mensajes')
    .where('created_at', '<', cutoff)
    .where('conversacion_id', 'in', db.selectFrom('asistente_conversaciones').select('id').where('local_id', '=', localId))
    .execute();
}

/** Deletes the venue's conversations last used before `cutoff`; the number deleted. */
export async function deleteConversacionesAntesDe(db: Db, localId: number, cutoff: string): Promise<number> {
  const res = await db.deleteFrom('asistente_conversaciones').where('local_id', '=', localId).where('updated_at', '<', cutoff).executeTakeFirst();
  return Number(res.numDeletedRows);
}
