import type { ReporteArqueos, ReportesFiltros } from '@resto/shared/contracts';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listArqueoMonedas } from '../caja';
import * as repo from './reporte-arqueos.repository';
import { base, periodo } from './reportes-periodo';

type Db = Kysely<Database>;

export async function reporteArqueos(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteArqueos> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const rows = await repo.arqueosEntre(db, localId, p.desde, p.hasta, q.arqueoId);
  const monedas = await listArqueoMonedas(
    db,
    rows.map((r) => r.id),
  );
  const sum = (pick: (r: repo.ArqueoReporteRow) => number | null) => rows.reduce((s, r) => s + (pick(r) ?? 0), 0);
  return {
    ...base(p, now),
    totales: { arqueos: rows.length, esperado: m(sum((r) => r.esperado)), contado: m(sum((r) => r.contado)), diferencia: m(sum((r) => r.diferencia)) },
    items: rows.map((r) => ({
      id: r.id,
      fecha: r.fecha,
      estado: r.estado === 'abierto' ? 'abierto' : 'cerrado',
      montoInicial: m(r.montoInicial),
      esperado: r.esperado === null ? null : m(r.esperado),
      contado: r.contado === null ? null : m(r.contado),
      diferencia: r.diferencia === null ? null : m(r.diferencia),
      ventas: r.ventas,
      totalVentas: m(r.totalVentas),
      usuarioApertura: r.usuarioApertura,
      usuarioCierre: r.usuarioCierre,
      monedas: monedas
        .filter((x) => x.arqueoId === r.id)
        .map((x) => ({ moneda: x.moneda, esperado: fromMinor(x.esperado, x.moneda), contado: fromMinor(x.contado, x.moneda), diferencia: fromMinor(x.diferencia, x.moneda) })),
    })),
  };
}
