import { formatDate } from '@resto/shared/format';
import { dateInZone, isValidRange } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { sesionesAbiertasAntesDe, sesionesDeFecha, cierreZEmitido } from '../caja';
import { datosCierreZ } from './cierre-z.service';
import { getVenue } from '../local';

/**
 * The daily Z closes a day of register sessions: a day with none has nothing to close (a Z of 0
 * that could never be redone, and the day's later sales in no Z), and every session of the day,
 * every till, must be closed first. An invalid or future date, or a day already closed, is left
 * to the Z's own refusals.
 */
export async function guardCierreZ(db: Kysely<Database>, localId: number, fecha: string | undefined, now = new Date()): Promise<void> {
  const venue = await getVenue(db, localId);
  const today = dateInZone(now, venue.timezone);
  const dia = fecha ?? today;
  if (!isValidRange({ desde: dia, hasta: dia }) || dia > today) return;
  if (await cierreZEmitido(db, localId, dia)) return;
  const legible = formatDate(`${dia}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' });
  const propias = await sesionesDeFecha(db, localId, dia);
  // A session opened an earlier day and open past midnight takes this day's sales: it counts as open here.
  const arrastradas = (await sesionesAbiertasAntesDe(db, localId, dia)).map((s) => ({ ...s, estado: 'abierto' as const }));
  const sesiones = [...propias, ...arrastradas];
  // A day whose only sales went into the day before's session (closed after midnight) has a Z to issue.
  if (sesiones.length === 0 && !(await tuvoVentas(db, localId, dia))) throw conflict('CIERRE_Z_SIN_ARQUEOS', { fecha: legible });
  const abiertas = sesiones.filter((s) => s.estado === 'abierto');
  if (abiertas.length === 0) return;
  // A day of one till keeps the SPEC's refusal; several tills are named.
  if (new Set(sesiones.map((s) => s.caja)).size === 1) throw conflict('CIERRE_Z_CAJA_ABIERTA', { fecha: legible });
  throw conflict('CIERRE_Z_CAJAS_ABIERTAS', { fecha: legible, cajas: abiertas.map((s) => s.caja).join(', ') });
}

/**
 * The Z's confirmation (its preview) refuses what issuing it would refuse, so no screen asks to
 * confirm a Z for a future day, a day without sessions or a day with a session still open.
 */
export async function guardPreviaCierreZ(db: Kysely<Database>, localId: number, fecha: string | undefined, now = new Date()): Promise<void> {
  const venue = await getVenue(db, localId);
  const dia = fecha ?? dateInZone(now, venue.timezone);
  if (isValidRange({ desde: dia, hasta: dia }) && dia > dateInZone(now, venue.timezone)) throw badRequest('CIERRE_Z_FECHA_FUTURA');
  await guardCierreZ(db, localId, fecha, now);
}

async function tuvoVentas(db: Kysely<Database>, localId: number, dia: string): Promise<boolean> {
  const datos = await datosCierreZ(db, localId, dia);
  return datos.ventas > 0 || datos.anuladas > 0;
}
