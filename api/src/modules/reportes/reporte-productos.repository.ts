import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { anuladasTrasZ } from './ajustes-z.repository';
import { ajustes, horasResumen, n, resumen, ventas, type Filtro, type VentasQuery } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/* The products report's queries: paid lines by product, their cost, the options taken and the stock under its minimum. */

export interface ProductoRow {
  productoId: number;
  producto: string;
  categoria: string | null;
  cantidadMilli: number;
  ingresos: number;
  /** Sum of quantity (thousandths) times the current cost (minor units): divide by 1000. */
  costoMilli: number;
  lineasSinCosto: number;
}

/** Lines of the paid sales by product (line revenue after line discounts). */
export async function porProducto(db: Db, f: Filtro, limit?: number): Promise<ProductoRow[]> {
  const h = horasResumen(f, { producto: true });
  if (h) {
    // Summed by product first, then joined to its product once: the cost is today's, as on the
    // rows (units times cost; 'no cost' counts the lines).
    let porId = resumen(db, 'resumen_productos', f, h)
      .where('r.lineas', '<>', 0)
      .select([
        'r.producto_id',
        sql<string>`max(r.producto_nombre)`.as('producto'),
        sql<string>`max(r.categoria_nombre)`.as('categoria'),
        sql<number>`sum(r.cantidad_milli)`.as('cantidad'),
        sql<number>`sum(r.subtotal)`.as('ingresos'),
        sql<number>`sum(r.lineas)`.as('lineas'),
      ])
      .groupBy('r.producto_id');
    if (f.productoId !== undefined) porId = porId.where('r.producto_id', '=', f.productoId);
    let q = db
      .selectFrom(porId.as('s'))
      .leftJoin('productos as p', 'p.id', 's.producto_id')
      .select([
        's.producto_id',
        's.producto',
        sql<string | null>`nullif(s.categoria, '')`.as('categoria'),
        's.cantidad',
        's.ingresos',
        sql<number>`s.cantidad * coalesce(p.costo, 0)`.as('costo'),
        sql<number>`case when p.costo is null then s.lineas else 0 end`.as('sin_costo'),
      ])
      .orderBy('s.ingresos', 'desc')
      .orderBy('s.producto_id');
    if (f.categoriaId !== undefined) q = q.where('p.categoria_id', '=', f.categoriaId);
    if (limit !== undefined) q = q.limit(limit);
    const rows = await q.execute();
    return rows.map((r) => ({
      productoId: r.producto_id,
      producto: r.producto,
      categoria: r.categoria,
      cantidadMilli: n(r.cantidad),
      ingresos: n(r.ingresos),
      costoMilli: n(r.costo),
      lineasSinCosto: n(r.sin_costo),
    }));
  }
  const z = await anuladasTrasZ(db, f);
  const adj = ajustes(db, f, z);
  // The voids of Z-closed days made in the range take their lines out: merged, then sorted and cut.
  const [propias, negativas] = await Promise.all([lineasPorProducto(ventas(db, f, 'pagada', z), f, adj ? undefined : limit), adj ? lineasPorProducto(adj, f) : []]);
  if (negativas.length === 0) return propias;
  const out = new Map(propias.map((r) => [r.productoId, r]));
  for (const r of negativas) {
    const row = out.get(r.productoId) ?? { ...r, cantidadMilli: 0, ingresos: 0, costoMilli: 0, lineasSinCosto: 0 };
    out.set(r.productoId, {
      ...row,
      cantidadMilli: row.cantidadMilli - r.cantidadMilli,
      ingresos: row.ingresos - r.ingresos,
      costoMilli: row.costoMilli - r.costoMilli,
      lineasSinCosto: row.lineasSinCosto - r.lineasSinCosto,
    });
  }
  const rows = [...out.values()].sort((a, b) => b.ingresos - a.ingresos || a.productoId - b.productoId);
  return limit === undefined ? rows : rows.slice(0, limit);
}

/** The lines of some sales by product (line revenue after line discounts), the biggest first. */
async function lineasPorProducto(ventasQ: VentasQuery, f: Filtro, limit?: number): Promise<ProductoRow[]> {
  let q = ventasQ
    .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
    .leftJoin('productos as p', 'p.id', 'vi.producto_id')
    .select([
      'vi.producto_id',
      sql<string>`max(vi.producto_nombre)`.as('producto'),
      sql<string | null>`max(vi.categoria_nombre)`.as('categoria'),
      sql<number>`sum(vi.cantidad_milli)`.as('cantidad'),
      sql<number>`sum(vi.subtotal)`.as('ingresos'),
      sql<number>`sum(vi.cantidad_milli * coalesce(p.costo, 0))`.as('costo'),
      sql<number>`sum(case when p.costo is null then 1 else 0 end)`.as('sin_costo'),
    ])
    .groupBy('vi.producto_id')
    .orderBy(sql`sum(vi.subtotal)`, 'desc')
    .orderBy('vi.producto_id');
  if (f.productoId !== undefined) q = q.where('vi.producto_id', '=', f.productoId);
  if (f.categoriaId !== undefined) q = q.where('p.categoria_id', '=', f.categoriaId);
  if (limit !== undefined) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => ({
    productoId: r.producto_id,
    producto: r.producto,
    categoria: r.categoria,
    cantidadMilli: n(r.cantidad),
    ingresos: n(r.ingresos),
    costoMilli: n(r.costo),
    lineasSinCosto: n(r.sin_costo),
  }));
}

/**
 * The cost of goods of the paid lines at today's costs (thousandths: divide by 1000), the sum of
 * porProducto's costoMilli in one row: the financial report needs no product list.
 */
export async function costoMilli(db: Db, f: Filtro): Promise<number> {
  const h = horasResumen(f, { producto: true });
  if (!h) return (await porProducto(db, f)).reduce((s, r) => s + r.costoMilli, 0);
  let porId = resumen(db, 'resumen_productos', f, h)
    .select(['r.producto_id', sql<number>`sum(r.cantidad_milli)`.as('cantidad')])
    .groupBy('r.producto_id');
  if (f.productoId !== undefined) porId = porId.where('r.producto_id', '=', f.productoId);
  let q = db
    .selectFrom(porId.as('s'))
    .leftJoin('productos as p', 'p.id', 's.producto_id')
    .select(sql<number>`sum(s.cantidad * coalesce(p.costo, 0))`.as('costo'));
  if (f.categoriaId !== undefined) q = q.where('p.categoria_id', '=', f.categoriaId);
  return n((await q.executeTakeFirst())?.costo);
}

/** The paid lines taken with options in the range (options as JSON text). */
export async function lineasConModificadores(db: Db, f: Filtro): Promise<{ productoId: number; producto: string; cantidadMilli: number; modificadores: string }[]> {
  // Only the sales that have a line with options (partial index, migration 0028), not the year's;
  // a void of a Z-closed day made in the range takes its lines back (negative quantity).
  const z = await anuladasTrasZ(db, f);
  const lineas = async (ventasQ: VentasQuery, signo: 1 | -1) => {
    let q = ventasQ
      .where('v.id', 'in', db.selectFrom('venta_items as mi').select('mi.venta_id').where('mi.modificadores', 'is not', null))
      .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
      .select(['vi.producto_id', 'vi.producto_nombre', 'vi.cantidad_milli', 'vi.modificadores'])
      .where('vi.modificadores', 'is not', null);
    if (f.productoId !== undefined) q = q.where('vi.producto_id', '=', f.productoId);
    const rows = await q.execute();
    return rows.map((r) => ({ productoId: r.producto_id, producto: r.producto_nombre, cantidadMilli: signo * n(r.cantidad_milli), modificadores: r.modificadores ?? '[]' }));
  };
  const adj = ajustes(db, f, z);
  const [propias, negativas] = await Promise.all([lineas(ventas(db, f, 'pagada', z), 1), adj ? lineas(adj, -1) : []]);
  return [...propias, ...negativas];
}

/** Active products that control stock and are at or under their minimum. */
export async function stockBajo(db: Db, localId: number, limit: number): Promise<{ productoId: number; producto: string; stockActual: number; stockMinimo: number }[]> {
  const rows = await stockBajoQuery(db, localId)
    .select(['p.id', 'p.nombre', 'p.stock_actual', 'p.stock_minimo'])
    .orderBy(sql`p.stock_actual - p.stock_minimo`)
    .orderBy('p.nombre')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ productoId: r.id, producto: r.nombre, stockActual: n(r.stock_actual), stockMinimo: n(r.stock_minimo) }));
}

export async function contarStockBajo(db: Db, localId: number): Promise<number> {
  const row = await stockBajoQuery(db, localId)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return n(row?.n);
}

function stockBajoQuery(db: Db, localId: number) {
  return db
    .selectFrom('productos as p')
    .where('p.local_id', '=', localId)
    .where('p.activo', '=', true)
    .where('p.controla_stock', '=', true)
    .whereRef('p.stock_actual', '<=', 'p.stock_minimo');
}
