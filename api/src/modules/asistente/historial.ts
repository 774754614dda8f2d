import { CONVERSACION_TITULO_MAX, RETENCION_DIAS_DEFAULT, type Conversacion, type ConversacionResumen } from '@resto/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/*
 * The assistant's stored conversations (issue 13), only when the venue keeps them
 * (asistente_config.guardar_conversaciones). Every read and delete is for one person of one venue:
 * the caller's own conversations, nobody else's (an admin neither: there is no route for that).
 */

const DAY_MS = 24 * 3_600_000;

export interface Owner {
  localId: number;
  usuarioId: number;
}

/** Whether the venue keeps conversations, and for how many days. */
export async function politica(db: Db, localId: number): Promise<{ guardar: boolean; retencionDias: number }> {
  const row = await db.selectFrom('asistente_config').select(['guardar_conversaciones', 'retencion_dias']).where('local_id', '=', localId).executeTakeFirst();
  return { guardar: Boolean(row?.guardar_conversaciones), retencionDias: row ? Number(row.retencion_dias) : RETENCION_DIAS_DEFAULT };
}

/** The instant before which a venue's stored messages are forgotten. */
export function retencionCutoff(now: Date, dias: number): string {
  return new Date(now.getTime() - dias * DAY_MS).toISOString();
}

function titulo(pregunta: string): string {
  const t = pregunta.replace(/\s+/g, ' ').trim();
  return t.length > CONVERSACION_TITULO_MAX ? `${t.slice(0, CONVERSACION_TITULO_MAX - 1)}…` : t;
}

/** The caller's conversations, the last used first. */
export async function conversacionesDe(db: Db, owner: Owner): Promise<ConversacionResumen[]> {
  const rows = await db
    .selectFrom('asistente_conversaciones as c')
    .select(['c.id', 'c.titulo', 'c.created_at', 'c.updated_at'])
    .select((eb) => eb.selectFrom('asistente_mensajes as m').select(sql<number>`count(*)`.as('n')).whereRef('m.conversacion_id', '=', 'c.id').as('mensajes'))
    .where('c.local_id', '=', owner.localId)
    .where('c.usuario_id', '=', owner.usuarioId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, titulo: r.titulo, createdAt: r.created_at, updatedAt: r.updated_at, mensajes: Number(r.mensajes ?? 0) }));
}

/** One of the caller's conversations with its messages in order, or null (missing or someone else's). */
export async function conversacionDe(db: Db, owner: Owner, id: string): Promise<Conversacion | null> {
  const c = await db
    .selectFrom('asistente_conversaciones')
    .select(['id', 'titulo', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('local_id', '=', owner.localId)
    .where('usuario_id', '=', owner.usuarioId)
    .executeTakeFirst();
  if (!c) return null;
  const mensajes = await db.selectFrom('asistente_mensajes').select(['role', 'texto', 'created_at']).where('conversacion_id', '=', id).orderBy('id').execute();
  return {
    id: c.id,
    titulo: c.titulo,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    mensajes: mensajes.map((m) => ({ role: m.role === 'assistant' ? 'assistant' : 'user', texto: m.texto, createdAt: m.created_at })),
  };
}

/** Whether `id` is free or the caller's: another person's conversation cannot be continued. */
export async function puedeContinuar(db: Db, owner: Owner, id: string): Promise<boolean> {
  const c = await db.selectFrom('asistente_conversaciones').select(['local_id', 'usuario_id']).where('id', '=', id).executeTakeFirst();
  return !c || (c.local_id === owner.localId && c.usuario_id === owner.usuarioId);
}

/** Deletes one of the caller's conversations; false when there is none of theirs with that id. */
export async function borrarConversacion(db: Db, owner: Owner, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('asistente_conversaciones')
    .where('id', '=', id)
    .where('local_id', '=', owner.localId)
    .where('usuario_id', '=', owner.usuarioId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Every stored conversation of the venue (it stopped keeping them). */
export async function borrarConversacionesDelLocal(db: Db, localId: number): Promise<number> {
  const res = await db.deleteFrom('asistente_conversaciones').where('local_id', '=', localId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export interface Turno {
  conversacionId: string;
  pregunta: string;
  respuesta: string;
  preguntadoAt: string;
  respondidoAt: string;
}

/**
 * Stores a question and its full answer in the caller's conversation (created with the question
 * as its title), in one transaction, and only if the venue keeps conversations at that moment:
 * an answer that ends after the venue turned storing off leaves nothing behind. False when
 * nothing was stored.
 */
export async function guardarTurno(db: Db, owner: Owner, turno: Turno): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await politica(trx, owner.localId)).guardar) return false;
    await trx
      .insertInto('asistente_conversaciones')
      .values({
        id: turno.conversacionId,
        local_id: owner.localId,
        usuario_id: owner.usuarioId,
        titulo: titulo(turno.pregunta),
        created_at: turno.preguntadoAt,
        updated_at: turno.respondidoAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const touched = await trx
      .updateTable('asistente_conversaciones')
      .set({ updated_at: turno.respondidoAt })
      .where('id', '=', turno.conversacionId)
      .where('local_id', '=', owner.localId)
      .where('usuario_id', '=', owner.usuarioId)
      .executeTakeFirst();
    // Someone else's id (checked before the answer, so only a race gets here): store nothing.
    if (Number(touched.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('asistente_mensajes')
      .values([
        { conversacion_id: turno.conversacionId, role: 'user', texto: turno.pregunta, created_at: turno.preguntadoAt },
        { conversacion_id: turno.conversacionId, role: 'assistant', texto: turno.respuesta, created_at: turno.respondidoAt },
      ])
      .execute();
    return true;
  });
}

/**
 * Forgets what is older than each venue's retention: the messages, and the conversations whose
 * last message is that old. A venue that does not keep conversations has none left (whatever an
 * answer that ended as it turned storing off may have written). Returns the conversations deleted.
 */
export async function podarConversaciones(db: Db, now: Date, localId?: number): Promise<number> {
  let query = db.selectFrom('asistente_config').select(['local_id', 'guardar_conversaciones', 'retencion_dias']);
  if (localId !== undefined) query = query.where('local_id', '=', localId);
  let deleted = 0;
  for (const venue of await query.execute()) {
    if (!venue.guardar_conversaciones) {
      deleted += await borrarConversacionesDelLocal(db, venue.local_id);
      continue;
    }
    const cutoff = retencionCutoff(now, Number(venue.retencion_dias));
    await db
      .deleteFrom('asistente_mensajes')
      .where('created_at', '<', cutoff)
      .where('conversacion_id', 'in', db.selectFrom('asistente_conversaciones').select('id').where('local_id', '=', venue.local_id))
      .execute();
    const res = await db.deleteFrom('asistente_conversaciones').where('local_id', '=', venue.local_id).where('updated_at', '<', cutoff).executeTakeFirst();
    deleted += Number(res.numDeletedRows);
  }
  return deleted;
}
