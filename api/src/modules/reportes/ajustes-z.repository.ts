import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Filtro } from './reportes-filtro.repository';
import { fechaLocal } from '../ventas';

type Db = Kysely<Database>;

const iso = (at: string | Date) => (at instanceof Date ? at.toISOString() : new Date(at).toISOString());

/**
 * The sales voided within the range whose own day already had its Z close when they were voided
 * (a void before the Z simply left its day, as the Z shows). Voids are few: their day is read
 * in the venue's zone here rather than in SQL, alike on SQLite and PostgreSQL.
 */
export async function anulacionesDeDiasCerrados(db: Db, f: Filtro, timeZone: string): Promise<{ ventas: number; total: number }> {
  let q = db
    .selectFrom('ventas as v')
    .select(['v.total', 'v.finalizada_at', 'v.anulada_at'])
    .where('v.local_id', '=', f.localId)
    .where('v.estado', '=', 'anulada')
    .where('v.finalizada_at', 'is not', null)
    .where('v.anulada_at', '>=', f.from)
    .where('v.anulada_at', '<', f.to);
  if (f.usuarioId !== undefined) q = q.where('v.usuario_id', '=', f.usuarioId);
  if (f.origen !== undefined) q = q.where('v.origen', '=', f.origen);
  const voided = await q.execute();
  if (voided.length === 0) return { ventas: 0, total: 0 };
  const fechas = [...new Set(voided.map((v) => fechaLocal(iso(v.finalizada_at!), timeZone)))];
  const cierres = await db.selectFrom('cierres_z').select(['fecha', 'created_at']).where('local_id', '=', f.localId).where('fecha', 'in', fechas).execute();
  const emitido = new Map(cierres.map((z) => [z.fecha, iso(z.created_at)]));
  let ventas = 0;
  let total = 0;
  for (const v of voided) {
    const z = emitido.get(fechaLocal(iso(v.finalizada_at!), timeZone));
    if (z !== undefined && z <= iso(v.anulada_at!)) {
      ventas += 1;
      total += v.total;
    }
  }
  return { ventas, total };
}
