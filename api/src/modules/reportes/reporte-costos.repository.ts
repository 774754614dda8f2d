import { sql, type Kysely } from 'kysely';
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

/**
 * Each of these products' last change of sale price (a change of cost alone does not count; its
 * creation when it never changed), with the id of the venue's last ingredient movement at or
 * before it (ids grow with time; 0 when none), in one query.
 */
export async function cambiosDePrecio(db: Db, localId: number, ids: readonly number[]): Promise<Map<number, { fecha: string; hasta: number }>> {
  if (ids.length === 0) return new Map();
  const cambios = db
    .selectFrom('precio_historial')
    .select(['producto_id', (eb) => eb.fn.max('created_at').as('fecha')])
    .where('local_id', '=', localId)
    .whereRef('precio_anterior', '<>', 'precio_nuevo')
    .groupBy('producto_id');
  const rows = await db
    .selectFrom('productos as p')
    .leftJoin(cambios.as('c'), 'c.producto_id', 'p.id')
    .select((eb) => [
      'p.id',
      sql<unknown>`coalesce(c.fecha, p.created_at)`.as('fecha'),
      eb
        .selectFrom('insumo_movimientos as m')
        .select('m.id')
        .where('m.local_id', '=', localId)
        .where(sql<boolean>`m.created_at <= coalesce(c.fecha, p.created_at)`)
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('hasta'),
    ])
    .where('p.local_id', '=', localId)
    .where('p.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { fecha: iso(r.fecha), hasta: Number(r.hasta ?? 0) }]));
}

/**
 * What each ingredient cost after the movement `hasta` (for each id of `pares`, the ingredients
 * named with it, in one query): the cost of its last movement up to it. `base` is the cost of one
 * that had not moved by then: its first movement's (the earliest known), or today's when it never moved.
 */
export async function costosHasta(
  db: Db,
  localId: number,
  pares: ReadonlyMap<number, readonly number[]>,
): Promise<{ base: Map<number, number>; porHasta: Map<number, Map<number, number>> }> {
  const insumos = await db
    .selectFrom('insumos as i')
    .select((eb) => [
      'i.id',
      'i.costo_unitario',
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
  const base = new Map(insumos.map((r) => [r.id, num(r.primero) ?? Number(r.costo_unitario)]));
  const porHasta = new Map<number, Map<number, number>>();
  const grupos = [...pares].filter(([hasta, ids]) => hasta > 0 && ids.length > 0);
  if (grupos.length === 0) return { base, porHasta };
  const rows = await db
    .selectFrom(['insumo_movimientos as b', 'insumos as i'])
    .select((eb) => [
      'b.id as hasta',
      'i.id as insumo',
      eb
        .selectFrom('insumo_movimientos as m')
        .select('m.costo_unitario')
        .whereRef('m.insumo_id', '=', 'i.id')
        .where('m.local_id', '=', localId)
        .whereRef('m.id', '<=', 'b.id')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('costo'),
    ])
    .where('b.local_id', '=', localId)
    .where('i.local_id', '=', localId)
    // Only the ingredients each moment's dishes use: the lookups are those of the recipes' lines.
    .where((eb) => eb.or(grupos.map(([hasta, ids]) => eb.and([eb('b.id', '=', hasta), eb('i.id', 'in', [...ids])]))))
    .execute();
  for (const r of rows) {
    const costo = num(r.costo);
    if (costo === null) continue;
    const m = porHasta.get(r.hasta) ?? new Map<number, number>();
    m.set(r.insumo, costo);
    porHasta.set(r.hasta, m);
  }
  return { base, porHasta };
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
