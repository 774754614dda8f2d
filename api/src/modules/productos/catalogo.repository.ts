import { ALICUOTA_IVA_DEFAULT, type AlicuotaIva, type ProductoTipo, type UnidadMedida } from '@resto/shared/contracts';
import { searchKey } from '@resto/shared/rules';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { productMatches } from './name-search.repository';

type Db = Kysely<Database>;

/*
 * The catalogue as the back office reads and writes it. Integers as stored: money in
 * minor units of the venue's currency, stock scaled by 1000, profit % scaled by 100.
 */

export interface ProductoCatalogoRow {
  id: number;
  nombre: string;
  descripcion: string | null;
  codigoBarras: string | null;
  codigoSku: string | null;
  marca: string | null;
  categoriaId: number | null;
  categoria: string | null;
  subcategoriaId: number | null;
  subcategoria: string | null;
  proveedorId: number | null;
  unidadMedida: UnidadMedida;
  costo: number | null;
  porcentajeGanancia: number | null;
  precio: number;
  controlaStock: boolean;
  stockActual: number;
  stockMinimo: number;
  activo: boolean;
  visibleRestaurant: boolean;
  visibleOrders: boolean;
  visiblePos: boolean;
  fechaVencimiento: string | null;
  ivaAlicuota: AlicuotaIva;
  tipo: ProductoTipo;
  imagenVersion: string | null;
  updatedAt: string;
}

/** What a create or an update writes (A2's CSV import inserts through `insertProductosCatalogo`). */
export interface ProductoCatalogoValues {
  nombre: string;
  descripcion: string | null;
  codigoBarras: string | null;
  codigoSku: string | null;
  marca: string | null;
  categoriaId: number;
  subcategoriaId: number | null;
  proveedorId: number | null;
  unidadMedida: UnidadMedida;
  /** Minor units; null: priced by someone who does not handle costs. */
  costo: number | null;
  /** Scaled by 100; null with no cost. */
  porcentajeGanancia: number | null;
  /** Minor units. */
  precio: number;
  controlaStock: boolean;
  /** Scaled by 1000. */
  stockActual: number;
  stockMinimo: number;
  activo: boolean;
  visibleRestaurant: boolean;
  visibleOrders: boolean;
  visiblePos: boolean;
  fechaVencimiento: string | null;
  /** Undefined: 21 % on insert, unchanged on update. */
  ivaAlicuota?: AlicuotaIva | undefined;
  /** Undefined: 'simple' on insert, unchanged on update. */
  tipo?: ProductoTipo | undefined;
}

function selectCatalogo(db: Db, localId: number) {
  return db
    .selectFrom('productos as p')
    .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
    .leftJoin('subcategorias as s', 's.id', 'p.subcategoria_id')
    .select([
      'p.id',
      'p.nombre',
      'p.descripcion',
      'p.codigo_barras',
      'p.codigo_sku',
      'p.marca',
      'p.categoria_id',
      'c.nombre as categoria',
      'p.subcategoria_id',
      's.nombre as subcategoria',
      'p.proveedor_id',
      'p.unidad_medida',
      'p.costo',
      'p.porcentaje_ganancia',
      'p.precio',
      'p.controla_stock',
      'p.stock_actual',
      'p.stock_minimo',
      'p.activo',
      'p.visible_restaurant',
      'p.visible_orders',
      'p.visible_pos',
      'p.fecha_vencimiento',
      'p.iva_alicuota',
      'p.tipo',
      'p.imagen_version',
      'p.updated_at',
    ])
    .where('p.local_id', '=', localId);
}

type CatalogoDbRow = Awaited<ReturnType<ReturnType<typeof selectCatalogo>['execute']>>[number];

const num = (v: number | string | bigint | null): number | null => (v === null ? null : Number(v));

function toRow(r: CatalogoDbRow): ProductoCatalogoRow {
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    codigoBarras: r.codigo_barras,
    codigoSku: r.codigo_sku,
    marca: r.marca,
    categoriaId: r.categoria_id,
    categoria: r.categoria,
    subcategoriaId: r.subcategoria_id,
    subcategoria: r.subcategoria,
    proveedorId: r.proveedor_id,
    unidadMedida: r.unidad_medida as UnidadMedida,
    costo: num(r.costo),
    porcentajeGanancia: num(r.porcentaje_ganancia),
    precio: Number(r.precio),
    controlaStock: Boolean(r.controla_stock),
    stockActual: Number(r.stock_actual),
    stockMinimo: Number(r.stock_minimo),
    activo: Boolean(r.activo),
    visibleRestaurant: Boolean(r.visible_restaurant),
    visibleOrders: Boolean(r.visible_orders),
    visiblePos: Boolean(r.visible_pos),
    fechaVencimiento: r.fecha_vencimiento,
    ivaAlicuota: r.iva_alicuota as AlicuotaIva,
    tipo: r.tipo === 'combo' ? 'combo' : 'simple',
    imagenVersion: r.imagen_version,
    updatedAt: typeof r.updated_at === 'string' ? r.updated_at : new Date(r.updated_at as unknown as Date).toISOString(),
  };
}

export interface CatalogoFilters {
  q?: string | undefined;
  estado: 'todos' | 'activos' | 'inactivos';
  ordenarPor: 'nombre' | 'precio' | 'stock' | 'urgencia';
  ordenDireccion: 'asc' | 'desc';
  pagina: number;
  limite: number;
  categoriaId?: number | undefined;
  subcategoriaId?: number | undefined;
  proveedorId?: number | undefined;
  marca?: string | undefined;
  bajoStock: boolean;
  controlaStock?: boolean | undefined;
}

/** The filters as one SQL condition on `p` (productos), the same for the page and its count. */
function filterCondition(db: Db, localId: number, f: Omit<CatalogoFilters, 'ordenarPor' | 'ordenDireccion' | 'pagina' | 'limite'>): RawBuilder<SqlBool> {
  const conds: RawBuilder<unknown>[] = [sql`p.local_id = ${localId}`];
  if (f.estado !== 'todos') conds.push(f.estado === 'activos' ? sql`p.activo` : sql`not p.activo`);
  if (f.categoriaId !== undefined) conds.push(sql`p.categoria_id = ${f.categoriaId}`);
  if (f.subcategoriaId !== undefined) conds.push(sql`p.subcategoria_id = ${f.subcategoriaId}`);
  if (f.proveedorId !== undefined) conds.push(sql`p.proveedor_id = ${f.proveedorId}`);
  if (f.marca) conds.push(sql`lower(p.marca) = ${f.marca.toLowerCase()}`);
  // Same predicate as productos_bajo_stock_idx, so the planner can use it.
  if (f.bajoStock) conds.push(sql`p.controla_stock and p.stock_actual < p.stock_minimo`);
  if (f.controlaStock !== undefined) conds.push(f.controlaStock ? sql`p.controla_stock` : sql`not p.controla_stock`);
  const matches = f.q ? productMatches(db, localId, f.q) : null;
  if (matches) conds.push(matches);
  return sql<SqlBool>`${sql.join(conds, sql` and `)}`;
}

/** One page of the catalogue with the count of every product matching the filters. */
export async function listCatalogo(db: Db, localId: number, f: CatalogoFilters): Promise<{ rows: ProductoCatalogoRow[]; total: number }> {
  const dir = f.ordenDireccion;
  // 'urgencia' (the stock screen): products under their minimum first, then by name.
  const column =
    f.ordenarPor === 'precio'
      ? sql.ref('p.precio')
      : f.ordenarPor === 'stock'
        ? sql.ref('p.stock_actual')
        : f.ordenarPor === 'urgencia'
          ? sql`case when p.controla_stock and p.stock_actual < p.stock_minimo then 0 else 1 end, p.nombre_busqueda`
          : sql.ref('p.nombre_busqueda');
  // A deferred join: the page's ids first, walking only the index that gives the order (a deep
  // page skips thousands of entries, not thousands of joined rows), then those rows in full.
  const pageIds = db
    .selectFrom('productos as p')
    .select('p.id')
    .where(filterCondition(db, localId, f))
    .orderBy(sql`${column} ${sql.raw(dir)}`)
    .orderBy('p.id', dir)
    .limit(f.limite)
    .offset((f.pagina - 1) * f.limite);
  const rows = await selectCatalogo(db, localId)
    .where('p.id', 'in', pageIds)
    .orderBy(sql`${column} ${sql.raw(dir)}`)
    .orderBy('p.id', dir)
    .execute();
  const count = await db
    .selectFrom('productos as p')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(filterCondition(db, localId, f))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(toRow), total: Number(count.n) };
}

export async function findCatalogo(db: Db, localId: number, id: number): Promise<ProductoCatalogoRow | undefined> {
  const row = await selectCatalogo(db, localId).where('p.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findCatalogoMany(db: Db, localId: number, ids: readonly number[]): Promise<ProductoCatalogoRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCatalogo(db, localId)
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, toRow(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toDbValues(localId: number, p: ProductoCatalogoValues, at: string) {
  return {
    local_id: localId,
    categoria_id: p.categoriaId,
    subcategoria_id: p.subcategoriaId,
    proveedor_id: p.proveedorId,
    nombre: p.nombre,
    nombre_busqueda: searchKey(p.nombre),
    descripcion: p.descripcion,
    codigo_barras: p.codigoBarras,
    codigo_sku: p.codigoSku,
    marca: p.marca,
    precio: p.precio,
    costo: p.costo,
    porcentaje_ganancia: p.porcentajeGanancia,
    unidad_medida: p.unidadMedida,
    controla_stock: p.controlaStock,
    stock_actual: p.stockActual,
    stock_minimo: p.stockMinimo,
    activo: p.activo,
    visible_restaurant: p.visibleRestaurant,
    visible_orders: p.visibleOrders,
    visible_pos: p.visiblePos,
    fecha_vencimiento: p.fechaVencimiento,
    updated_at: at,
  };
}

/** Rows per INSERT: 24 columns stay far below SQLite's 32,766 bound parameters. */
const INSERT_CHUNK = 500;

/**
 * Inserts validated products (caller's transaction: all or nothing); returns their ids in the
 * same order. The CSV import (A2) inserts through this function too.
 */
export async function insertProductosCatalogo(db: Db, localId: number, productos: readonly ProductoCatalogoValues[]): Promise<number[]> {
  const at = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < productos.length; i += INSERT_CHUNK) {
    const chunk = productos.slice(i, i + INSERT_CHUNK);
    const rows = await db
      .insertInto('productos')
      .values(chunk.map((p) => ({ ...toDbValues(localId, p, at), iva_alicuota: p.ivaAlicuota ?? ALICUOTA_IVA_DEFAULT, tipo: p.tipo ?? 'simple', created_at: at })))
      .returning('id')
      .execute();
    // Both dialects return the rows of a multi-row INSERT in VALUES order.
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function updateProductoCatalogo(db: Db, localId: number, id: number, p: ProductoCatalogoValues): Promise<void> {
  const { local_id: _local, ...values } = toDbValues(localId, p, new Date().toISOString());
  await db
    .updateTable('productos')
    .set({ ...values, ...(p.ivaAlicuota ? { iva_alicuota: p.ivaAlicuota } : {}), ...(p.tipo ? { tipo: p.tipo } : {}) })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** Products of the venue holding any of these barcodes or SKUs (lower-cased), to refuse duplicates. */
export async function productosConCodigos(
  db: Db,
  localId: number,
  barras: readonly string[],
  skus: readonly string[],
): Promise<{ id: number; nombre: string; codigoBarras: string | null; codigoSku: string | null }[]> {
  if (barras.length === 0 && skus.length === 0) return [];
  const rows = await db
    .selectFrom('productos as p')
    .select(['p.id', 'p.nombre', 'p.codigo_barras', 'p.codigo_sku'])
    .where('p.local_id', '=', localId)
    .where((eb) =>
      eb.or([...(barras.length > 0 ? [eb(sql`lower(p.codigo_barras)`, 'in', [...barras])] : []), ...(skus.length > 0 ? [eb(sql`lower(p.codigo_sku)`, 'in', [...skus])] : [])]),
    )
    .execute();
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, codigoBarras: r.codigo_barras, codigoSku: r.codigo_sku }));
}

/** Whether a sale, a table draft or an order refers to the product (then it is deactivated, not erased). */
export async function productoEnUso(db: Db, localId: number, id: number): Promise<boolean> {
  const sold = await db
    .selectFrom('venta_items as vi')
    .innerJoin('ventas as v', 'v.id', 'vi.venta_id')
    .select('vi.id')
    .where('v.local_id', '=', localId)
    .where('vi.producto_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (sold) return true;
  const drafted = await db.selectFrom('mesa_draft_items').select('id').where('producto_id', '=', id).limit(1).executeTakeFirst();
  if (drafted) return true;
  const ordered = await db.selectFrom('pedido_items').select('id').where('producto_id', '=', id).limit(1).executeTakeFirst();
  return ordered !== undefined;
}

export async function deactivateProducto(db: Db, localId: number, id: number): Promise<void> {
  await db.updateTable('productos').set({ activo: false, updated_at: new Date().toISOString() }).where('local_id', '=', localId).where('id', '=', id).execute();
}

/** Erases a product never used (its stock movements and images go with it). */
export async function deleteProducto(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('stock_movimientos').where('local_id', '=', localId).where('producto_id', '=', id).execute();
  await db.deleteFrom('producto_imagenes').where('local_id', '=', localId).where('producto_id', '=', id).execute();
  await db.deleteFrom('productos').where('local_id', '=', localId).where('id', '=', id).execute();
}

export async function setImagenVersion(db: Db, localId: number, id: number, version: string | null): Promise<void> {
  await db.updateTable('productos').set({ imagen_version: version, updated_at: new Date().toISOString() }).where('local_id', '=', localId).where('id', '=', id).execute();
}
