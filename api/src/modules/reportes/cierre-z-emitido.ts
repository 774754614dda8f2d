import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCierreZPorFecha } from './reportes.repository';

/** Whether the venue day already has its Z close (other modules ask here, not the repository). */
export async function cierreZEmitido(db: Kysely<Database>, localId: number, fecha: string): Promise<boolean> {
  return (await findCierreZPorFecha(db, localId, fecha)) !== null;
}
