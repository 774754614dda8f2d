import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { n, usaResumen } from './reportes-filtro.repository';

type Db = Kysely<Database>;

export interface ArqueoReporteRow {
  id: number;
  fecha: string;
  estado: string;
  montoInicial: number;
  esperado: number | null;
  contado: number | null;
  diferencia: number | null;
  usuarioApertura: string;
  usuarioCierre: string | null;
  /** The till's name. */
  caja: string | null;
  ventas: number;
  totalVentas: number;
}

/** The registers of the venue's dates `desde`..`hasta`, with their paid sales. */
export async function arqueosEntre(db: Db, localId: number, desde: string, hasta: string, arqueoId?: number): Promise<ArqueoReporteRow[]> {
  // The registers' paid sales: from the summaries (every paid sale is in them), else the rows.
  const delRango = db.selectFrom('arqueos as ra').select('ra.id').where('ra.local_id', '=', localId).where('ra.fecha', '>=', desde).where('ra.fecha', '<=', hasta);
  const porArqueo = usaResumen()
    ? db
        .selectFrom('resumen_ventas as r')
        .select([sql<number | null>`r.arqueo_id`.as('arqueo_id'), sql<number>`sum(r.ventas)`.as('ventas'), sql<number>`sum(r.total)`.as('total')])
        .where('r.local_id', '=', localId)
        .where('r.arqueo_id', 'in', delRango)
        .groupBy('r.arqueo_id')
    : db
        .selectFrom('ventas as v')
        .select([sql<number | null>`v.arqueo_id`.as('arqueo_id'), sql<number>`count(*)`.as('ventas'), sql<number>`sum(v.total)`.as('total')])
        .where('v.local_id', '=', localId)
        .where('v.estado', '=', 'pagada')
        .groupBy('v.arqueo_id');
  let q = db
    .selectFrom('arqueos as a')
    .innerJoin('usuarios as ua', 'ua.id', 'a.usuario_apertura_id')
    .leftJoin('usuarios as uc', 'uc.id', 'a.usuario_cierre_id')
    .leftJoin('cajas as cj', 'cj.id', 'a.caja_id')
    .leftJoin(porArqueo.as('s'), 's.arqueo_id', 'a.id')
    .select([
      'a.id',
      'a.fecha',
      'a.estado',
      'a.monto_inicial',
      'a.total_esperado',
      'a.total_real',
      'a.diferencia',
      'ua.nombre as apertura',
      'uc.nombre as cierre',
      'cj.nombre as caja',
      sql<number>`coalesce(s.ventas, 0)`.as('ventas'),
      sql<number>`coalesce(s.total, 0)`.as('total'),
    ])
    .where('a.local_id', '=', localId)
    .where('a.fecha', '>=', desde)
    .where('a.fecha', '<=', hasta)
    .orderBy('a.fecha', 'desc');
  if (arqueoId !== undefined) q = q.where('a.id', '=', arqueoId);
  const rows = await q.execute();
  const maybe = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    id: r.id,
    fecha: r.fecha,
    estado: r.estado,
    montoInicial: n(r.monto_inicial),
    esperado: maybe(r.total_esperado),
    contado: maybe(r.total_real),
    diferencia: maybe(r.diferencia),
    usuarioApertura: r.apertura,
    usuarioCierre: r.cierre,
    caja: r.caja ?? null,
    ventas: n(r.ventas),
    totalVentas: n(r.total),
  }));
}
