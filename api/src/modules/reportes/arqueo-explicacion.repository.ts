import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/*
 * The register's own movements that could explain a cash audit's difference: each read is one
 * session (arqueo) of one venue and matches the amount exactly, a handful of rows at most.
 */

/** The session's paid sales whose total is `monto` (the first five). */
export async function ventasPagadasPorTotal(db: Db, localId: number, arqueoId: number, monto: number) {
  return db
    .selectFrom('ventas')
    .select(['id', 'numero', 'total'])
    .where('local_id', '=', localId)
    .where('arqueo_id', '=', arqueoId)
    .where('estado', '=', 'pagada')
    .where('total', '=', monto)
    .orderBy('id')
    .limit(5)
    .execute();
}

/** The session's voided sales whose net cash in `moneda` (sale less change) is `monto`. */
export async function anuladasConEfectivo(db: Db, localId: number, arqueoId: number, moneda: string, monto: number) {
  return db
    .selectFrom('caja_movimientos as cm')
    .innerJoin('ventas as v', 'v.id', 'cm.venta_id')
    .select(['v.id', 'v.numero', 'v.anulada_at', sql<number>`sum(cm.monto)`.as('efectivo')])
    .where('cm.local_id', '=', localId)
    .where('cm.moneda', '=', moneda)
    .where('cm.tipo', 'in', ['venta', 'vuelto'])
    .where('v.estado', '=', 'anulada')
    .where('v.arqueo_id', '=', arqueoId)
    .groupBy(['v.id', 'v.numero', 'v.anulada_at'])
    .having(sql`sum(cm.monto)`, '=', monto)
    .limit(5)
    .execute();
}

/** Payments of `monto` (venue currency) of the session's paid sales made with one of the `medioTipos`. */
export async function pagosDelMonto(db: Db, localId: number, arqueoId: number, monto: number, medioTipos: 'efectivo' | readonly string[]) {
  return db
    .selectFrom('venta_pagos as p')
    .innerJoin('ventas as v', 'v.id', 'p.venta_id')
    .select(['v.id', 'v.numero', 'p.medio_nombre', 'p.medio_tipo'])
    .where('v.local_id', '=', localId)
    .where('v.arqueo_id', '=', arqueoId)
    .where('v.estado', '=', 'pagada')
    .where('p.monto_local', '=', monto)
    .where('p.medio_tipo', typeof medioTipos === 'string' ? '=' : 'in', medioTipos)
    .limit(5)
    .execute();
}

/** The session's paid sales that handed out `monto` as change. */
export async function ventasConVuelto(db: Db, localId: number, arqueoId: number, monto: number) {
  return db
    .selectFrom('ventas')
    .select(['id', 'numero'])
    .where('local_id', '=', localId)
    .where('arqueo_id', '=', arqueoId)
    .where('estado', '=', 'pagada')
    .where('vuelto', '=', monto)
    .limit(5)
    .execute();
}

/** The cash payments of the session's paid sales in a currency other than the venue's. */
export async function pagosEfectivoEnOtraMoneda(db: Db, localId: number, arqueoId: number, moneda: string) {
  return db
    .selectFrom('venta_pagos as p')
    .innerJoin('ventas as v', 'v.id', 'p.venta_id')
    .select(['v.id', 'v.numero', 'p.moneda', 'p.monto', 'p.monto_local', 'p.tasa_micro'])
    .where('v.local_id', '=', localId)
    .where('v.arqueo_id', '=', arqueoId)
    .where('v.estado', '=', 'pagada')
    .where('p.medio_tipo', '=', 'efectivo')
    .where('p.moneda', '<>', moneda)
    .execute();
}

/** The categories with more than one expense of `monto` paid from the session's drawer: the first one's id and how many. */
export async function gastosRepetidos(db: Db, localId: number, arqueoId: number, monto: number) {
  return db
    .selectFrom('gastos')
    .select(['categoria', sql<number>`min(id)`.as('id'), sql<number>`count(*)`.as('veces')])
    .where('local_id', '=', localId)
    .where('arqueo_id', '=', arqueoId)
    .where('desde_caja', '=', true)
    .where('monto_pesos', '=', monto)
    .groupBy('categoria')
    .having(sql`count(*)`, '>', 1)
    .execute();
}

/** The categories with an expense of `monto` paid from the drawer on 2 or more days of [desde, hasta), and on how many days. */
export async function gastosHabituales(db: Db, localId: number, monto: number, desde: string, hasta: string) {
  return db
    .selectFrom('gastos as g')
    .innerJoin('arqueos as a', 'a.id', 'g.arqueo_id')
    .select(['g.categoria', sql<number>`count(distinct a.fecha)`.as('dias')])
    .where('g.local_id', '=', localId)
    .where('g.desde_caja', '=', true)
    .where('g.monto_pesos', '=', monto)
    .where('a.fecha', '>=', desde)
    .where('a.fecha', '<', hasta)
    .groupBy('g.categoria')
    .having(sql`count(distinct a.fecha)`, '>=', 2)
    .execute();
}

/** Whether the session has an expense of `categoria`. */
export async function hayGastoDeCategoria(db: Db, localId: number, arqueoId: number, categoria: string): Promise<boolean> {
  const row = await db.selectFrom('gastos').select('id').where('local_id', '=', localId).where('arqueo_id', '=', arqueoId).where('categoria', '=', categoria).executeTakeFirst();
  return row !== undefined;
}
