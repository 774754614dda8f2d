import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { anuladasTrasZ } from './ajustes-z.repository';
import { ajustes, n, ventas, type Filtro, type VentasQuery } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/** A paid combo line of the range: the combo, its quantity and revenue (minor units), and its components as kept (JSON text). */
export interface LineaCombo {
  comboId: number;
  combo: string;
  cantidadMilli: number;
  ingresos: number;
  componentes: string;
}

/**
 * The paid lines taken as combos in the range (only the sales that have one: partial index of
 * migration 0041); a void of a Z-closed day made in the range takes its lines back (negative), as
 * the products report counts them.
 */
export async function lineasDeCombos(db: Db, f: Filtro): Promise<LineaCombo[]> {
  const z = await anuladasTrasZ(db, f);
  const lineas = async (ventasQ: VentasQuery, signo: 1 | -1) => {
    let q = ventasQ
      .where('v.id', 'in', db.selectFrom('venta_items as ci').select('ci.venta_id').where('ci.componentes', 'is not', null))
      .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
      .select(['vi.producto_id', 'vi.producto_nombre', 'vi.cantidad_milli', 'vi.subtotal', 'vi.componentes'])
      .where('vi.componentes', 'is not', null);
    if (f.productoId !== undefined) q = q.where('vi.producto_id', '=', f.productoId);
    if (f.categoriaId !== undefined) q = q.where('vi.producto_id', 'in', db.selectFrom('productos as p').select('p.id').where('p.categoria_id', '=', f.categoriaId));
    const rows = await q.execute();
    return rows.map((r) => ({
      comboId: r.producto_id,
      combo: r.producto_nombre,
      cantidadMilli: signo * n(r.cantidad_milli),
      ingresos: signo * n(r.subtotal),
      componentes: r.componentes ?? '[]',
    }));
  };
  const adj = ajustes(db, f, z);
  const [propias, negativas] = await Promise.all([lineas(ventas(db, f, 'pagada', z), 1), adj ? lineas(adj, -1) : []]);
  return [...propias, ...negativas];
}

/** The categories of these products now (the components' rows show them), by product. */
export async function categoriasDe(db: Db, localId: number, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('productos as p')
    .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select(['p.id', 'c.nombre'])
    .where('p.local_id', '=', localId)
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.nombre]));
}
