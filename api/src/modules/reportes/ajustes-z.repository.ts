import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ajustes, n, type Filtro, type TrasZ } from './reportes-filtro.repository';
import { fechaLocal } from '../ventas';

type Db = Kysely<Database>;

const iso = (at: string | Date) => (at instanceof Date ? at.toISOString() : new Date(at).toISOString());

// One read per report: its queries share the period's filter object and run at once.
const leidas = new WeakMap<Filtro, Promise<TrasZ>>();

/**
 * The voids of Z-closed days that a range touches: sales of its days voided after their day's Z
 * close was issued, and such voids made within it (a void before the Z simply left its day, as
 * the Z shows). The same rule as the summaries (resumen.repository): the adjustment belongs to the
 * register session that handed the cash back (0 without one). Voids are few: their day is read in
 * the venue's zone here rather than in SQL, alike on SQLite and PostgreSQL.
 */
export function anuladasTrasZ(db: Db, f: Filtro): Promise<TrasZ> {
  let hit = leidas.get(f);
  if (!hit) {
    hit = leer(db, f);
    leidas.set(f, hit);
    hit.catch(() => leidas.delete(f));
  }
  return hit;
}

async function leer(db: Db, f: Filtro): Promise<TrasZ> {
  const voided = await db
    .selectFrom('ventas as v')
    .innerJoin('locales as l', 'l.id', 'v.local_id')
    .select(['v.id', 'v.finalizada_at', 'v.anulada_at', 'l.timezone'])
    .select(sql<number | null>`(select max(m.arqueo_id) from caja_movimientos m where m.venta_id = v.id and m.tipo = 'devolucion')`.as('arqueo_id'))
    .where('v.local_id', '=', f.localId)
    .where('v.estado', '=', 'anulada')
    .where('v.finalizada_at', 'is not', null)
    .where('v.anulada_at', 'is not', null)
    .where('v.finalizada_at', '<', f.to)
    .where((eb) => eb.or([eb('v.finalizada_at', '>=', f.from), eb.and([eb('v.anulada_at', '>=', f.from), eb('v.anulada_at', '<', f.to)])]))
    .execute();
  if (voided.length === 0) return { suDia: [], ajustes: [] };
  const dias = voided.map((v) => ({ ...v, fecha: fechaLocal(iso(v.finalizada_at!), v.timezone) }));
  const cierres = await db
    .selectFrom('cierres_z')
    .select(['fecha', 'created_at'])
    .where('local_id', '=', f.localId)
    .where('fecha', 'in', [...new Set(dias.map((v) => v.fecha))])
    .execute();
  const emitido = new Map(cierres.map((z) => [z.fecha, iso(z.created_at)]));
  const out: TrasZ = { suDia: [], ajustes: [] };
  for (const v of dias) {
    const z = emitido.get(v.fecha);
    const anulada = iso(v.anulada_at!);
    if (z === undefined || z > anulada) continue;
    const finalizada = iso(v.finalizada_at!);
    if (finalizada >= f.from && finalizada < f.to) out.suDia.push(Number(v.id));
    const arqueo = v.arqueo_id === null ? 0 : Number(v.arqueo_id);
    if (anulada >= f.from && anulada < f.to && (f.arqueoId === undefined || f.arqueoId === arqueo)) out.ajustes.push(Number(v.id));
  }
  return out;
}

/** The voids of Z-closed days made within the range, with the report's filters: how many, and their total (positive). */
export async function anulacionesDeDiasCerrados(db: Db, f: Filtro): Promise<{ ventas: number; total: number }> {
  const q = ajustes(db, f, await anuladasTrasZ(db, f));
  if (!q) return { ventas: 0, total: 0 };
  const row = await q.select([sql<number>`count(*)`.as('ventas'), sql<number>`sum(v.total)`.as('total')]).executeTakeFirst();
  return { ventas: n(row?.ventas), total: n(row?.total) };
}
