import { isSoldByWeight, type CategoriaProducto, type ProductoTipo, type ProductoVenta, type UnidadMedida } from '@resto/shared/contracts';
import { fromMinor, QUANTITY_SCALE, searchKey } from '@resto/shared/rules';
import { sql, type Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';
import { likeEscape, productMatches } from './name-search.repository';

type Db = Kysely<Database>;

/** A product as the money path uses it: integers as stored. */
export interface ProductoRow {
  id: number;
  nombre: string;
  descripcion: string | null;
  precio: number;
  categoriaId: number | null;
  categoria: string | null;
  codigoBarras: string | null;
  codigoSku: string | null;
  unidadMedida: UnidadMedida;
  controlaStock: boolean;
  /** Scaled by 1000. */
  stockActual: number;
  stockMinimo: number;
  activo: boolean;
  /** 'combo': priced and sold with its choices, its components deplete the stock. */
  tipo: ProductoTipo;
}

function baseQuery(db: Db, localId: number) {
  return db
    .selectFrom('productos as p')
    .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select([
      'p.id',
      'p.nombre',
      'p.descripcion',
      'p.precio',
      'p.categoria_id',
      'c.nombre as categoria',
      'p.codigo_barras',
      'p.codigo_sku',
      'p.unidad_medida',
      'p.controla_stock',
      'p.stock_actual',
      'p.stock_minimo',
      'p.activo',
      'p.tipo',
    ])
    .where('p.local_id', '=', localId);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** One product (what a comanda add prices from), compiled once (see hotQuery). */
// Every comanda add reads its product: kept until a product or a category is written (a price,
// the stock a sale moves, a rename), see hotQuery.
const productoById = hotQuery<BaseRow, [number, number]>((db, p) => baseQuery(db, p(0)).where('p.id', '=', p(1)), { cached: ['productos', 'categorias'] });

function toRow(r: BaseRow): ProductoRow {
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    precio: Number(r.precio),
    categoriaId: r.categoria_id,
    categoria: r.categoria,
    codigoBarras: r.codigo_barras,
    codigoSku: r.codigo_sku,
    unidadMedida: r.unidad_medida as UnidadMedida,
    controlaStock: Boolean(r.controla_stock),
    stockActual: Number(r.stock_actual),
    stockMinimo: Number(r.stock_minimo),
    activo: Boolean(r.activo),
    tipo: r.tipo === 'combo' ? 'combo' : 'simple',
  };
}

/** A product as the api shows it; `currency` is the venue's, the scale its stored price is in. */
export function toProductoVenta(p: ProductoRow, currency: string): ProductoVenta {
  return {
    id: p.id,
    nombre: p.nombre,
    descripcion: p.descripcion,
    precio: fromMinor(p.precio, currency),
    categoriaId: p.categoriaId,
    categoria: p.categoria,
    codigoBarras: p.codigoBarras,
    codigoSku: p.codigoSku,
    unidadMedida: p.unidadMedida,
    esPorPeso: isSoldByWeight(p.unidadMedida),
    controlaStock: p.controlaStock,
    stockActual: p.controlaStock ? p.stockActual / QUANTITY_SCALE : null,
    stockMinimo: p.controlaStock ? p.stockMinimo / QUANTITY_SCALE : null,
    bajoStock: p.controlaStock && p.stockActual < p.stockMinimo,
    activo: p.activo,
  };
}

/**
 * Active products whose name holds every word of `q`, or whose barcode or SKU is `q` (a scanner
 * types the whole code) or starts with it. Exact codes first, then names starting with `q`.
 */
export async function searchProductos(db: Db, localId: number, q: string, limit: number): Promise<ProductoRow[]> {
  const matches = productMatches(db, localId, q);
  if (!matches) return [];
  const code = q.trim().toLowerCase();
  const key = searchKey(q);
  const rows = await baseQuery(db, localId)
    .where('p.activo', '=', true)
    .where(matches)
    .orderBy(
      sql`case when lower(p.codigo_barras) = ${code} or lower(p.codigo_sku) = ${code} then 0
               when p.nombre_busqueda like ${`${likeEscape(key)}%`} escape '\\' then 1 else 2 end`,
    )
    .orderBy('p.nombre_busqueda')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** Active products this venue sold most in paid sales (lines, then quantity), most first. */
export async function frequentProductos(db: Db, localId: number, limit: number): Promise<{ producto: ProductoRow; veces: number }[]> {
  const ranking = await db
    .selectFrom('venta_items as vi')
    .innerJoin('ventas as v', 'v.id', 'vi.venta_id')
    .innerJoin('productos as p', 'p.id', 'vi.producto_id')
    .select((eb) => ['vi.producto_id', eb.fn.countAll<number>().as('veces'), eb.fn.sum<number>('vi.cantidad_milli').as('cantidad')])
    .where('v.local_id', '=', localId)
    .where('v.estado', '=', 'pagada')
    .where('p.activo', '=', true)
    .groupBy('vi.producto_id')
    .orderBy('veces', 'desc')
    .orderBy('cantidad', 'desc')
    .orderBy('vi.producto_id')
    .limit(limit)
    .execute();
  if (ranking.length === 0) return [];
  const productos = await findProductos(
    db,
    localId,
    ranking.map((r) => r.producto_id),
  );
  const byId = new Map(productos.map((p) => [p.id, p]));
  return ranking.flatMap((r) => {
    const producto = byId.get(r.producto_id);
    return producto ? [{ producto, veces: Number(r.veces) }] : [];
  });
}

/** Active products that control stock, lowest stock relative to its minimum first. */
export async function productosConStock(db: Db, localId: number): Promise<ProductoRow[]> {
  const rows = await baseQuery(db, localId)
    .where('p.activo', '=', true)
    .where('p.controla_stock', '=', true)
    .orderBy(sql`case when p.stock_actual < p.stock_minimo then 0 else 1 end`)
    .orderBy('p.nombre_busqueda')
    .execute();
  return rows.map(toRow);
}

/** Products of this venue by id (active or not: the caller decides). */
export async function findProductos(db: Db, localId: number, ids: readonly number[]): Promise<ProductoRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = unique.length === 1 ? await productoById(db, localId, unique[0]!) : await baseQuery(db, localId).where('p.id', 'in', unique).execute();
  return rows.map(toRow);
}

export async function listCategorias(db: Db, localId: number): Promise<CategoriaProducto[]> {
  const rows = await db
    .selectFrom('categorias as c')
    .leftJoin('productos as p', (join) => join.onRef('p.categoria_id', '=', 'c.id').on('p.activo', '=', true))
    .select((eb) => ['c.id', 'c.nombre', 'c.descripcion', 'c.orden', eb.fn.count<number>('p.id').as('cantidad')])
    .where('c.local_id', '=', localId)
    .where('c.activo', '=', true)
    .groupBy(['c.id', 'c.nombre', 'c.descripcion', 'c.orden'])
    .orderBy('c.orden')
    .orderBy('c.nombre')
    .execute();
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, descripcion: r.descripcion, orden: r.orden, cantidadProductos: Number(r.cantidad) }));
}

/**
 * Takes `cantidad` (scaled by 1000) from a product's stock, only if that much is there.
 * Returns the stock left, or null when there is not enough.
 */
export async function takeStock(db: Db, localId: number, productoId: number, cantidad: number): Promise<number | null> {
  const row = await db
    .updateTable('productos')
    .set((eb) => ({ stock_actual: eb('stock_actual', '-', cantidad), updated_at: new Date().toISOString() }))
    .where('local_id', '=', localId)
    .where('id', '=', productoId)
    .where('stock_actual', '>=', cantidad)
    .returning('stock_actual')
    .executeTakeFirst();
  return row ? Number(row.stock_actual) : null;
}

/** Puts `cantidad` back into a product's stock; returns the stock after it. */
export async function returnStock(db: Db, localId: number, productoId: number, cantidad: number): Promise<number> {
  const row = await db
    .updateTable('productos')
    .set((eb) => ({ stock_actual: eb('stock_actual', '+', cantidad), updated_at: new Date().toISOString() }))
    .where('local_id', '=', localId)
    .where('id', '=', productoId)
    .returning('stock_actual')
    .executeTakeFirstOrThrow();
  return Number(row.stock_actual);
}

export interface StockMovimiento {
  productoId: number;
  tipo: 'venta' | 'anulacion' | 'ajuste';
  /** Signed, scaled by 1000. */
  cantidad: number;
  stockResultante: number;
  ventaId: number | null;
  usuarioId: number | null;
  motivo: string | null;
}

export async function insertStockMovimientos(db: Db, localId: number, movimientos: readonly StockMovimiento[]): Promise<void> {
  if (movimientos.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto('stock_movimientos')
    .values(
      movimientos.map((m) => ({
        local_id: localId,
        producto_id: m.productoId,
        tipo: m.tipo,
        cantidad: m.cantidad,
        stock_resultante: m.stockResultante,
        venta_id: m.ventaId,
        usuario_id: m.usuarioId,
        motivo: m.motivo,
        created_at: at,
      })),
    )
    .execute();
}

/** Stock movements of a product, newest first. */
export async function stockMovimientosDe(db: Db, localId: number, productoId: number, limit: number): Promise<(StockMovimiento & { id: number; createdAt: string })[]> {
  const rows = await db
    .selectFrom('stock_movimientos')
    .select(['id', 'producto_id', 'tipo', 'cantidad', 'stock_resultante', 'venta_id', 'usuario_id', 'motivo', 'created_at'])
    .where('local_id', '=', localId)
    .where('producto_id', '=', productoId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    productoId: r.producto_id,
    tipo: r.tipo as StockMovimiento['tipo'],
    cantidad: Number(r.cantidad),
    stockResultante: Number(r.stock_resultante),
    ventaId: r.venta_id,
    usuarioId: r.usuario_id,
    motivo: r.motivo,
  }));
}

export interface CategoriaValues {
  nombre: string;
  descripcion: string | null;
  orden: number;
  /** The category type of the settings. */
  tipo?: string | null | undefined;
}

/** Inserts categories; returns their ids in the same order. */
export async function insertCategorias(db: Db, localId: number, categorias: readonly CategoriaValues[]): Promise<number[]> {
  if (categorias.length === 0) return [];
  const rows = await db
    .insertInto('categorias')
    .values(categorias.map((c) => ({ local_id: localId, nombre: c.nombre, nombre_clave: searchKey(c.nombre), descripcion: c.descripcion, orden: c.orden, tipo: c.tipo ?? null })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export interface ProductoValues {
  categoriaId: number | null;
  nombre: string;
  descripcion: string | null;
  codigoBarras: string | null;
  codigoSku: string | null;
  precio: number;
  costo: number | null;
  unidadMedida: UnidadMedida;
  controlaStock: boolean;
  stockActual: number;
  stockMinimo: number;
  subcategoriaId?: number | null | undefined;
  marca?: string | null | undefined;
}

/** Inserts products (visible everywhere); returns their ids in the same order. */
export async function insertProductos(db: Db, localId: number, productos: readonly ProductoValues[]): Promise<number[]> {
  if (productos.length === 0) return [];
  const at = new Date().toISOString();
  const rows = await db
    .insertInto('productos')
    .values(
      productos.map((p) => ({
        local_id: localId,
        categoria_id: p.categoriaId,
        subcategoria_id: p.subcategoriaId ?? null,
        marca: p.marca ?? null,
        nombre: p.nombre,
        nombre_busqueda: searchKey(p.nombre),
        descripcion: p.descripcion,
        codigo_barras: p.codigoBarras,
        codigo_sku: p.codigoSku,
        precio: p.precio,
        costo: p.costo,
        unidad_medida: p.unidadMedida,
        controla_stock: p.controlaStock,
        stock_actual: p.stockActual,
        stock_minimo: p.stockMinimo,
        activo: true,
        visible_restaurant: true,
        visible_orders: true,
        visible_pos: true,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Every active product of the venue, by name. */
export async function listActiveProductos(db: Db, localId: number): Promise<ProductoRow[]> {
  const rows = await baseQuery(db, localId).where('p.activo', '=', true).orderBy('p.nombre_busqueda').execute();
  return rows.map(toRow);
}
