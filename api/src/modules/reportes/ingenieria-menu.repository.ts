import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface VendidoFila {
  productoId: number;
  nombre: string;
  categoria: string | null;
  /** Thousandths of a unit. */
  cantidadMilli: number;
  /** What the lines charged after their own discounts, minor units. */
  ingresos: number;
}

/** The paid sales' lines of [from, to) by product. */
export async function vendidosPorProducto(db: Db, localId: number, from: string, to: string): Promise<VendidoFila[]> {
  const rows = await db
    .selectFrom('ventas as v')
    .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
    .select([
      'vi.producto_id',
      sql<string>`max(vi.producto_nombre)`.as('nombre'),
      sql<string | null>`max(vi.categoria_nombre)`.as('categoria'),
      sql<string | number>`sum(vi.cantidad_milli)`.as('cantidad'),
      sql<string | number>`sum(vi.subtotal)`.as('ingresos'),
    ])
    .where('v.local_id', '=', localId)
    .where('v.estado', '=', 'pagada')
    .where('v.finalizada_at', '>=', from)
    .where('v.finalizada_at', '<', to)
    .groupBy('vi.producto_id')
    .execute();
  return rows.map((r) => ({
    productoId: r.producto_id,
    nombre: r.nombre,
    categoria: r.categoria || null,
    cantidadMilli: Number(r.cantidad),
    ingresos: Number(r.ingresos),
  }));
}

export interface VendidoConOpciones {
  productoId: number;
  /** The options the lines were taken with (venta_items.modificadores, JSON text). */
  modificadores: string;
  /** Thousandths of a unit. */
  cantidadMilli: number;
}

/** The same lines taken with options, by product and the options chosen: what the options add to (or take from) a dish's cost. */
export async function vendidosConOpciones(db: Db, localId: number, from: string, to: string): Promise<VendidoConOpciones[]> {
  const rows = await db
    .selectFrom('ventas as v')
    .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
    .select(['vi.producto_id', 'vi.modificadores', sql<string | number>`sum(vi.cantidad_milli)`.as('cantidad')])
    .where('v.local_id', '=', localId)
    .where('v.estado', '=', 'pagada')
    .where('v.finalizada_at', '>=', from)
    .where('v.finalizada_at', '<', to)
    .where('vi.modificadores', 'is not', null)
    .groupBy(['vi.producto_id', 'vi.modificadores'])
    .execute();
  return rows.map((r) => ({ productoId: r.producto_id, modificadores: r.modificadores!, cantidadMilli: Number(r.cantidad) }));
}
