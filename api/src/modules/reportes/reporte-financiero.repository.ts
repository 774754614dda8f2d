import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MonedaRow } from './reporte-ventas.repository';
import { n, utcHour, type Filtro } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/* The financial report's queries: payments received on accounts, expenses and the venue's rates (the Z close reads them too). */

/** Payments received on current accounts in the range, by currency (monto is negative: it lowers the balance). */
export async function cobrosCuenta(db: Db, f: Filtro): Promise<MonedaRow[]> {
  let q = db
    .selectFrom('cuenta_movimientos as m')
    .where('m.local_id', '=', f.localId)
    .where('m.tipo', '=', 'pago')
    .where('m.created_at', '>=', f.from)
    .where('m.created_at', '<', f.to);
  if (f.clienteId !== undefined) q = q.where('m.cliente_id', '=', f.clienteId);
  if (f.arqueoId !== undefined) q = q.where('m.arqueo_id', '=', f.arqueoId);
  if (f.medioPagoId !== undefined) q = q.where('m.medio_pago_id', '=', f.medioPagoId);
  const rows = await q
    .select([sql<string | null>`m.moneda`.as('moneda'), sql<number>`sum(coalesce(m.monto_moneda, -m.monto))`.as('monto'), sql<number>`sum(-m.monto)`.as('monto_local')])
    .groupBy('m.moneda')
    .execute();
  return rows.map((r) => ({ moneda: r.moneda ?? '', monto: n(r.monto), montoLocal: n(r.monto_local) }));
}

export interface GastoRow {
  categoria: string;
  gastos: number;
  pesos: number;
  reales: number;
  dolares: number;
}

/** Expenses dated in the range by category (each currency apart). */
export async function gastosPorCategoria(db: Db, f: Filtro): Promise<GastoRow[]> {
  let q = db.selectFrom('gastos as g').where('g.local_id', '=', f.localId).where('g.fecha', '>=', f.from).where('g.fecha', '<', f.to);
  if (f.arqueoId !== undefined) q = q.where('g.arqueo_id', '=', f.arqueoId);
  if (f.usuarioId !== undefined) q = q.where('g.usuario_id', '=', f.usuarioId);
  const rows = await q
    .select([
      'g.categoria',
      sql<number>`count(*)`.as('gastos'),
      sql<number>`sum(g.monto_pesos)`.as('pesos'),
      sql<number>`sum(g.monto_reales)`.as('reales'),
      sql<number>`sum(g.monto_dolares)`.as('dolares'),
    ])
    .groupBy('g.categoria')
    .orderBy('g.categoria')
    .execute();
  return rows.map((r) => ({ categoria: r.categoria, gastos: n(r.gastos), pesos: n(r.pesos), reales: n(r.reales), dolares: n(r.dolares) }));
}

/** Expenses by UTC hour (to fold into the venue's days). */
export async function gastosPorHoraUtc(db: Db, f: Filtro): Promise<{ hora: string; pesos: number; reales: number; dolares: number }[]> {
  const hora = utcHour(db, 'g.fecha');
  let q = db.selectFrom('gastos as g').where('g.local_id', '=', f.localId).where('g.fecha', '>=', f.from).where('g.fecha', '<', f.to);
  if (f.arqueoId !== undefined) q = q.where('g.arqueo_id', '=', f.arqueoId);
  if (f.usuarioId !== undefined) q = q.where('g.usuario_id', '=', f.usuarioId);
  const rows = await q
    .select([hora.as('hora'), sql<number>`sum(g.monto_pesos)`.as('pesos'), sql<number>`sum(g.monto_reales)`.as('reales'), sql<number>`sum(g.monto_dolares)`.as('dolares')])
    .groupBy(hora)
    .execute();
  return rows.map((r) => ({ hora: r.hora, pesos: n(r.pesos), reales: n(r.reales), dolares: n(r.dolares) }));
}

/** The venue's current rates (micro units) by currency. */
export async function tasas(db: Db, localId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('tipos_cambio').select(['moneda', 'valor_micro']).where('local_id', '=', localId).execute();
  return new Map(rows.map((r) => [r.moneda, n(r.valor_micro)]));
}
