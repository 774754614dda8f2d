import type { Reserva } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './reservas.repository';

export function toReserva(r: repo.ReservaRow): Reserva {
  return {
    id: r.id,
    clienteNombre: r.clienteNombre,
    telefono: r.telefono,
    email: r.email,
    fecha: r.fecha,
    hora: r.hora,
    personas: r.personas,
    mesaId: r.mesaId,
    mesaNumero: r.mesaNumero,
    notas: r.notas,
    estado: r.estado,
    inicio: r.inicio,
    fin: r.fin,
    draftId: r.draftId,
    fechaCreacion: r.createdAt,
    fechaActualizacion: r.updatedAt,
  };
}

/**
 * The table's bill was charged or the table closed: the party seated with this draft has left, so
 * its reservation is finalizada. Called by the drafts service in the same transaction
 * as the draft's end; returns the reservations it finished, for ReservaChanged.
 */
export async function finalizarReservasDelDraft(db: Kysely<Database>, localId: number, draftId: number): Promise<Reserva[]> {
  const seated = await repo.findSeatedOfDraft(db, localId, draftId);
  for (const r of seated) await repo.setEstado(db, localId, r.id, 'finalizada');
  const done: Reserva[] = [];
  for (const r of seated) {
    const row = await repo.findReserva(db, localId, r.id);
    if (row) done.push(toReserva(row));
  }
  return done;
}
