import { searchWords } from '@resto/shared/rules';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { toVentaRow, type VentaRow, ventasQuery } from './ventas.repository';

type Db = Kysely<Database>;

export async function listDrafts(db: Db, localId: number): Promise<VentaRow[]> {
  const rows = await ventasQuery(db, localId).where('v.estado', '=', 'borrador').orderBy('v.created_at').orderBy('v.id').execute();
  return rows.map(toVentaRow);
}

export interface HistorialFilter {
  from: string;
  to: string;
  q?: string | undefined;
  estado?: 'pagada' | 'anulada' | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const containsLower = (column: string, word: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(word)}%`} escape '\\'`;

function historialQuery(db: Db, localId: number, f: HistorialFilter) {
  let query = ventasQuery(db, localId)
    .where('v.estado', 'in', f.estado ? [f.estado] : ['pagada', 'anulada'])
    .where('v.finalizada_at', '>=', f.from)
    .where('v.finalizada_at', '<', f.to);
  const words = searchWords(f.q ?? '');
  if (words.length > 0) {
    const numero = /^#?\d{1,9}$/.test((f.q ?? '').trim()) ? Number((f.q ?? '').trim().replace('#', '')) : null;
    query = query.where((eb) =>
      eb.or([
        ...(numero !== null ? [eb('v.numero', '=', numero)] : []),
        eb.and(words.map((w) => containsLower('c.nombre_busqueda', w))),
        eb.and(words.map((w) => containsLower('u.nombre', w))),
        eb.exists(
          eb
            .selectFrom('venta_items as vi')
            .innerJoin('productos as p', 'p.id', 'vi.producto_id')
            .select('vi.id')
            .whereRef('vi.venta_id', '=', 'v.id')
            .where((inner) => inner.and(words.map((w) => containsLower('p.nombre_busqueda', w)))),
        ),
      ]),
    );
  }
  return query;
}

/** A page of the history, newest first, with the totals of the whole filtered set. */
export async function historial(
  db: Db,
  localId: number,
  f: HistorialFilter,
  page: { pagina: number; limite: number },
): Promise<{ rows: VentaRow[]; total: number; pagadas: number; montoPagadas: number; anuladas: number }> {
  const rows = await historialQuery(db, localId, f)
    .orderBy('v.finalizada_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(page.limite)
    .offset((page.pagina - 1) * page.limite)
    .execute();
  const totals = await historialQuery(db, localId, f)
    .clearSelect()
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('v.estado', '=', 'pagada').then(1).else(0).end()).as('pagadas'),
      eb.fn.sum<number>(eb.case().when('v.estado', '=', 'pagada').then(eb.ref('v.total')).else(0).end()).as('monto'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(totals.total);
  const pagadas = Number(totals.pagadas ?? 0);
  return { rows: rows.map(toVentaRow), total, pagadas, montoPagadas: Number(totals.monto ?? 0), anuladas: total - pagadas };
}

/** Item counts and the payment methods' names of some sales. */
export async function summaries(db: Db, ventaIds: readonly number[]): Promise<Map<number, { items: number; medios: string[] }>> {
  const out = new Map<number, { items: number; medios: string[] }>(ventaIds.map((id) => [id, { items: 0, medios: [] }]));
  if (ventaIds.length === 0) return out;
  const counts = await db
    .selectFrom('venta_items')
    .select((eb) => ['venta_id', eb.fn.countAll<number>().as('n')])
    .where('venta_id', 'in', [...ventaIds])
    .groupBy('venta_id')
    .execute();
  for (const c of counts) out.get(c.venta_id)!.items = Number(c.n);
  const medios = await db
    .selectFrom('venta_pagos')
    .select(['venta_id', 'medio_nombre'])
    .distinct()
    .where('venta_id', 'in', [...ventaIds])
    .orderBy('venta_id')
    .orderBy('medio_nombre')
    .execute();
  for (const m of medios) out.get(m.venta_id)!.medios.push(m.medio_nombre);
  return out;
}
