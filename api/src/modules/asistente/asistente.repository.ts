import { sql } from 'kysely';
import type { Db } from '../../db/database';

/*
 * The reads behind the built-in assistant's answers: each sums or lists in SQL for one venue
 * (money in integer minor units), never loading a period's rows into Node.
 */

export interface ProductoAsistente {
  id: number;
  nombre: string;
  /** Minor units. */
  precio: number;
  controlaStock: boolean;
  /** In the product's unit. */
  stockActual: number;
  stockMinimo: number;
  unidadMedida: string;
}

export async function menuDelLocal(db: Db, localId: number): Promise<ProductoAsistente[]> {
  const rows = await db
    .selectFrom('productos')
    .select(['id', 'nombre', 'precio', 'controla_stock', 'stock_actual', 'stock_minimo', 'unidad_medida'])
    .where('local_id', '=', localId)
    .where('activo', '=', 1)
    .orderBy('nombre')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    precio: Number(r.precio),
    controlaStock: Number(r.controla_stock) === 1,
    stockActual: Number(r.stock_actual),
    stockMinimo: Number(r.stock_minimo),
    unidadMedida: r.unidad_medida,
  }));
}

/** Paid sales finalized in [from, to): how many, their total, and the voided ones. */
export async function totalesDeVentas(db: Db, localId: number, from: string, to: string): Promise<{ cantidad: number; total: number; anuladas: number }> {
  const row = await db
    .selectFrom('ventas')
    .select([
      sql<number>`coalesce(sum(case when estado = 'pagada' then 1 else 0 end), 0)`.as('cantidad'),
      sql<number>`coalesce(sum(case when estado = 'pagada' then total else 0 end), 0)`.as('total'),
      sql<number>`coalesce(sum(case when estado = 'anulada' then 1 else 0 end), 0)`.as('anuladas'),
    ])
    .where('local_id', '=', localId)
    .where('finalizada_at', '>=', from)
    .where('finalizada_at', '<', to)
    .executeTakeFirstOrThrow();
  return { cantidad: Number(row.cantidad), total: Number(row.total), anuladas: Number(row.anuladas) };
}

/** What paid sales of [from, to) took by payment method, in the venue's currency (minor units). */
export async function ventasPorMedio(db: Db, localId: number, from: string, to: string): Promise<{ medio: string; monto: number }[]> {
  const rows = await db
    .selectFrom('venta_pagos as p')
    .innerJoin('ventas as v', 'v.id', 'p.venta_id')
    .select(['p.medio_nombre as medio', sql<number>`sum(p.monto_local)`.as('monto')])
    .where('v.local_id', '=', localId)
    .where('v.estado', '=', 'pagada')
    .where('v.finalizada_at', '>=', from)
    .where('v.finalizada_at', '<', to)
    .groupBy('p.medio_nombre')
    .orderBy(sql`sum(p.monto_local)`, 'desc')
    .execute();
  return rows.map((r) => ({ medio: r.medio, monto: Number(r.monto) }));
}

/** The best sellers of [from, to): units (thousandths) by product, most first. */
export async function masVendidos(db: Db, localId: number, from: string, to: string, limit = 5): Promise<{ producto: string; cantidadMilli: number }[]> {
  const rows = await db
    .selectFrom('venta_items as i')
    .innerJoin('ventas as v', 'v.id', 'i.venta_id')
    .select(['i.producto_nombre as producto', sql<number>`sum(i.cantidad_milli)`.as('cantidad')])
    .where('v.local_id', '=', localId)
    .where('v.estado', '=', 'pagada')
    .where('v.finalizada_at', '>=', from)
    .where('v.finalizada_at', '<', to)
    .groupBy('i.producto_nombre')
    .orderBy(sql`sum(i.cantidad_milli)`, 'desc')
    .orderBy('i.producto_nombre')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ producto: r.producto, cantidadMilli: Number(r.cantidad) }));
}
