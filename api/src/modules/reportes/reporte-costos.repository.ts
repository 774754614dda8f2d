import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/* The costs report's reads: the active products, when each price last changed, and what each ingredient cost at a date. */

export const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export interface ProductoPrecio {
  id: number;
  nombre: string;
  categoria: string | null;
  /** Minor units. */
  precio: number;
  creadoAt: string;
}

/** The venue's active products (all, or these ids), with their price and category. */
export async function productosActivos(db: Db, localId: number, ids?: readonly number[]): Promise<ProductoPrecio[]> {
  if (ids && ids.length === 0) return [];
  let q = db
    .selectFrom('productos as p')
    .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select(['p.id', 'p.nombre', 'c.nombre as categoria', 'p.precio', 'p.created_at'])
    .where('p.local_id', '=', localId)
    .where('p.activo', '=', true);
  if (ids) q = q.where('p.id', 'in', [...ids]);
  const rows = await q.orderBy('p.id').execute();
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, categoria: r.categoria, precio: Number(r.precio), creadoAt: iso(r.created_at) }));
}

/** When each product's sale price last changed (a change of cost alone does not count). */
export async function ultimosCambiosPrecio(db: Db, localId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('precio_historial')
    .select(['producto_id', (eb) => eb.fn.max('created_at').as('fecha')])
    .where('local_id', '=', localId)
    .whereRef('precio_anterior', '<>', 'precio_nuevo')
    .groupBy('producto_id')
    .execute();
  return new Map(rows.map((r) => [r.producto_id, iso(r.fecha)]));
}

/** The id of the venue's last ingredient movement at or before an instant (ids grow with time); 0 when none. */
export async function ultimoMovimientoHasta(db: Db, localId: number, instante: string, inclusive: boolean): Promise<number> {
  const row = await db
    .selectFrom('insumo_movimientos')
    .select('id')
    .where('local_id', '=', localId)
    .where('created_at', inclusive ? '<=' : '<', instante)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * Each ingredient's cost (minor units per unit) at an instant: the cost of its last movement at
 * or before it; for one that had not moved yet, the cost of its first movement (the earliest
 * known), and for one that never moved, its cost today.
 */
export async function costosEn(db: Db, localId: number, instante: string): Promise<Map<number, number>> {
  const hasta = await ultimoMovimientoHasta(db, localId, instante, true);
  const rows = await db
    .selectFrom('insumos as i')
    .select((eb) => [
      'i.id',
      'i.costo_unitario',
      eb
        .selectFrom('insumo_movimientos as m')
        .select('m.costo_unitario')
        .whereRef('m.insumo_id', '=', 'i.id')
        .where('m.local_id', '=', localId)
        .where('m.id', '<=', hasta)
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('en_fecha'),
      eb
        .selectFrom('insumo_movimientos as m')
        .select('m.costo_unitario')
        .whereRef('m.insumo_id', '=', 'i.id')
        .where('m.local_id', '=', localId)
        .orderBy('m.id')
        .limit(1)
        .as('primero'),
    ])
    .where('i.local_id', '=', localId)
    .execute();
  return new Map(rows.map((r) => [r.id, num(r.en_fecha) ?? num(r.primero) ?? Number(r.costo_unitario)]));
}
