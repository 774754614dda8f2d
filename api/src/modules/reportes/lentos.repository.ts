import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { anuladasTrasZ } from './ajustes-z.repository';
import { horasResumen, n, resumen, ventas, type Filtro, type TrasZ } from './reportes-filtro.repository';

/*
 * The products report's two lists of slow products, kept apart because they answer different
 * questions: 'Sin movimiento' is what did not sell at all in the range (what to take off the
 * menu or check the stock of), 'Menos vendidos' is what sold least among what did sell.
 */

export interface ProductoLento {
  productoId: number;
  producto: string;
  categoria: string | null;
  /** Units sold in the range (0 on 'Sin movimiento'). */
  cantidad: number;
}

/**
 * Units sold per product in the range: from the summaries where they answer, else the paid lines
 * (a sale voided after its day's Z still sold that day; a void adjusts no product into 'sold').
 */
function vendidos(db: Kysely<Database>, f: Filtro, z: TrasZ) {
  // With a product filter the summaries count every line of the sales that had it: rows then.
  const h = f.productoId === undefined ? horasResumen({ ...f, categoriaId: undefined }) : null;
  return h
    ? resumen(db, 'resumen_productos', f, h)
        .where('r.lineas', '>', 0)
        .select([sql<number>`r.producto_id`.as('producto_id'), sql<number>`sum(r.cantidad_milli)`.as('cantidad')])
        .groupBy('r.producto_id')
    : ventas(db, f, 'pagada', z)
        .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
        .select([sql<number>`vi.producto_id`.as('producto_id'), sql<number>`sum(vi.cantidad_milli)`.as('cantidad')])
        .groupBy('vi.producto_id');
}

/** The venue's active products (of the category filtered) with their units sold in the range. */
function activos(db: Kysely<Database>, f: Filtro, z: TrasZ) {
  let q = db
    .selectFrom('productos as p')
    .leftJoin(vendidos(db, f, z).as('s'), 's.producto_id', 'p.id')
    .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select(['p.id', 'p.nombre', 'c.nombre as categoria', sql<number>`coalesce(s.cantidad, 0)`.as('cantidad')])
    .where('p.local_id', '=', f.localId)
    .where('p.activo', '=', true);
  if (f.categoriaId !== undefined) q = q.where('p.categoria_id', '=', f.categoriaId);
  return q;
}

const toLento = (r: { id: number; nombre: string; categoria: string | null; cantidad: unknown }): ProductoLento => ({
  productoId: r.id,
  producto: r.nombre,
  categoria: r.categoria,
  cantidad: n(r.cantidad) / 1000,
});

/** 'Sin movimiento': active products with no unit sold in the range, by name; 'Menos vendidos': those that sold, fewest units first. */
export async function productosLentos(db: Kysely<Database>, f: Filtro, limit: number): Promise<{ sinMovimiento: ProductoLento[]; menosVendidos: ProductoLento[] }> {
  const z = await anuladasTrasZ(db, f);
  const [sin, menos] = await Promise.all([
    activos(db, f, z)
      .where(sql<boolean>`coalesce(s.cantidad, 0) = 0`)
      .orderBy('p.nombre')
      .limit(limit)
      .execute(),
    activos(db, f, z)
      .where(sql<boolean>`coalesce(s.cantidad, 0) > 0`)
      .orderBy(sql`coalesce(s.cantidad, 0)`)
      .orderBy('p.nombre')
      .limit(limit)
      .execute(),
  ]);
  return { sinMovimiento: sin.map(toLento), menosVendidos: menos.map(toLento) };
}
