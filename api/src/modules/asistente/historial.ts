import { CONVERSACION_TITULO_MAX, RETENCION_DIAS_DEFAULT, type Conversacion, type ConversacionResumen } from '@resto/shared/contracts';
import type { Db } from '../../db/database';
import * as repo from './historial.repository';
import type { Owner } from './historial.repository';

export type { Owner } from './historial.repository';

/*
 * The assistant's stored conversations, only when the venue keeps them
 * (asistente_config.guardar_conversaciones). Every read and delete is for one person of one venue:
 * the caller's own conversations, nobody else's (an admin neither: there is no route for that).
 */

const DAY_MS = 24 * 3_600_000;

/** Whether the venue keeps conversations, and for how many days. */
export async function politica(db: Db, localId: number): Promise<{ guardar: boolean; retencionDias: number }> {
  const row = await repo.findPolitica(db, localId);
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
  const rows = await repo.listConversaciones(db, owner);
  return rows.map((r) => ({ id: r.id, titulo: r.titulo, createdAt: r.created_at, updatedAt: r.updated_at, mensajes: Number(r.mensajes ?? 0) }));
}

/** One of the caller's conversations with its messages in order, or null (missing or someone else's). */
export async function conversacionDe(db: Db, owner: Owner, id: string): Promise<Conversacion | null> {
  const c = await repo.findConversacion(db, owner, id);
  if (!c) return null;
  const mensajes = await repo.listMensajes(db, id);
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
  const c = await repo.findConversacionOwner(db, id);
  return !c || (c.local_id === owner.localId && c.usuario_id === owner.usuarioId);
}

/** Deletes one of the caller's conversations; false when there is none of theirs with that id. */
export async function borrarConversacion(db: Db, owner: Owner, id: string): Promise<boolean> {
  return (await repo.deleteConversacion(db, owner, id)) > 0;
}

/** Every stored conversation of the venue (it stopped keeping them). */
export async function borrarConversacionesDelLocal(db: Db, localId: number): Promise<number> {
  return repo.deleteConversacionesDelLocal(db, localId);
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
    await repo.insertConversacion(trx, owner, { id: turno.conversacionId, titulo: titulo(turno.pregunta), createdAt: turno.preguntadoAt, updatedAt: turno.respondidoAt });
    // Someone else's id (checked before the answer, so only a race gets here): store nothing.
    if (!(await repo.touchConversacion(trx, owner, turno.conversacionId, turno.respondidoAt))) return false;
    await repo.insertMensajes(trx, turno.conversacionId, [
      { role: 'user', texto: turno.pregunta, createdAt: turno.preguntadoAt },
      { role: 'assistant', texto: turno.respuesta, createdAt: turno.respondidoAt },
    ]);
    return true;
  });
}

/**
 * Forgets what is older than each venue's retention: the messages, and the conversations whose
 * last message is that old. A venue that does not keep conversations has none left (whatever an
 * answer that ended as it turned storing off may have written). Returns the conversations deleted.
 */
export async function podarConversaciones(db: Db, now: Date, localId?: number): Promise<number> {
  let deleted = 0;
  for (const venue of await repo.listPoliticas(db, localId)) {
    if (!venue.guardar_conversaciones) {
      deleted += await borrarConversacionesDelLocal(db, venue.local_id);
      continue;
    }
    const cutoff = retencionCutoff(now, Number(venue.retencion_dias));
    await repo.deleteMensajesAntesDe(db, venue.local_id, cutoff);
    deleted += await repo.deleteConversacionesAntesDe(db, venue.local_id, cutoff);
  }
  return deleted;
}
