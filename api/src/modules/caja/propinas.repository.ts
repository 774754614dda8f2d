import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function insertPropinas(db: Db, rows: readonly Insertable<Database['propinas']>[]): Promise<void> {
  await db
    .insertInto('propinas')
    .values([...rows])
    .execute();
}

/** The venue's tips of these sales, in the order they were added. */
export async function findPropinasOfVentas(db: Db, localId: number, ventaIds: readonly number[]): Promise<Selectable<Database['propinas']>[]> {
  return db
    .selectFrom('propinas')
    .selectAll()
    .where('local_id', '=', localId)
    .where('venta_id', 'in', [...ventaIds])
    .orderBy('id')
    .execute();
}

/**
 * How many tips and their sum (in the venue's currency) per waiter, of these register sessions or
 * of the sales paid in [from, to); tips of sales not paid (voided) are left out.
 */
export async function sumPropinasByMozo(
  db: Db,
  localId: number,
  where: { arqueoIds: readonly number[] } | { from: string; to: string },
): Promise<{ mozo_id: number | null; cantidad: number; total: number }[]> {
  let query = db
    .selectFrom('propinas as p')
    .innerJoin('ventas as v', 'v.id', 'p.venta_id')
    .select((eb) => ['p.mozo_id', eb.fn.countAll<number>().as('cantidad'), eb.fn.sum<number>('p.monto_local').as('total')])
    .where('p.local_id', '=', localId)
    .where('v.estado', '=', 'pagada')
    .groupBy('p.mozo_id');
  query = 'arqueoIds' in where ? query.where('p.arqueo_id', 'in', [...where.arqueoIds]) : query.where('v.finalizada_at', '>=', where.from).where('v.finalizada_at', '<', where.to);
  return query.execute();
}
