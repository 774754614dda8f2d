import type { Historial, VentaResumen } from '@resto/shared/contracts';
import { dateInZone, fromMinor, isValidRange, quickRange, zonedRange, type HistoryQuickFilter } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { getVenue } from '../local';
import { toResumen } from './ventas.mapper';
import * as repo from './ventas-consultas.repository';

type Db = Kysely<Database>;

/** Drafts waiting at the register, oldest first. */
export async function listDrafts(db: Db, localId: number): Promise<VentaResumen[]> {
  const venue = await getVenue(db, localId);
  const rows = await repo.listDrafts(db, localId);
  const summaries = await repo.summaries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toResumen(venue, r, summaries.get(r.id)));
}

export interface HistorialQuery {
  rango?: HistoryQuickFilter | undefined;
  fechaDesde?: string | undefined;
  fechaHasta?: string | undefined;
  q?: string | undefined;
  estado?: 'pagada' | 'anulada' | undefined;
  pagina: number;
  limite: number;
}

/**
 * The sales history by the venue's dates: a quick filter (today, 7, 30, 90 days, today included)
 * or a valid range; today when neither is given. A single date stands for a one-day range.
 */
export async function historial(db: Db, localId: number, query: HistorialQuery): Promise<Historial> {
  const venue = await getVenue(db, localId);
  const today = dateInZone(new Date(), venue.timezone);
  const range = query.rango ? quickRange(query.rango, today) : { desde: query.fechaDesde ?? query.fechaHasta ?? today, hasta: query.fechaHasta ?? query.fechaDesde ?? today };
  if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
  const { from, to } = zonedRange(range, venue.timezone);
  const page = await repo.historial(
    db,
    localId,
    { from: from.toISOString(), to: to.toISOString(), q: query.q, estado: query.estado },
    { pagina: query.pagina, limite: query.limite },
  );
  const summaries = await repo.summaries(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    items: page.rows.map((r) => toResumen(venue, r, summaries.get(r.id))),
    total: page.total,
    pagina: query.pagina,
    limite: query.limite,
    desde: range.desde,
    hasta: range.hasta,
    totales: { pagadas: page.pagadas, montoPagadas: fromMinor(page.montoPagadas, venue.currencyCode), anuladas: page.anuladas },
  };
}
