import type { ReportesFiltros, ReporteVentas } from '@resto/shared/contracts';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { anulacionesDeDiasCerrados } from './ajustes-z.repository';
import { reporteVentas } from './reporte-ventas.service';
import { periodo } from './reportes-periodo';

type Db = Kysely<Database>;

/*
 * A day whose Z close was issued keeps the figures the Z printed. A later void of one of its
 * sales is counted on the day it happens, as negative sales (resumen.repository's adjustment,
 * and the same rule where a report reads the sales: ajustes-z.repository); the sales report
 * names those voids apart, so the day's negative figures are explained.
 */

/** The sales report with its adjustment line for voids of Z-closed days. */
export async function reporteVentasConAjustes(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteVentas> {
  const p = await periodo(db, localId, q, now);
  const [reporte, ajustes] = await Promise.all([reporteVentas(db, localId, q, now), anulacionesDeDiasCerrados(db, p.filtro)]);
  return { ...reporte, anulacionesDiasCerrados: { ventas: ajustes.ventas, total: fromMinor(ajustes.total === 0 ? 0 : -ajustes.total, p.venue.currencyCode) } };
}
