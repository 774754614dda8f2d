import type { StockMovimientoTipo, UnidadMedida } from '@resto/shared/contracts';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A movement as stored, with its product, sale, table and supplier: quantities scaled by 1000. */
export interface MovimientoRow {
  id: number;
  productoId: number;
  producto: string;
  unidadMedida: UnidadMedida;
  tipo: StockMovimientoTipo;
  cantidad: number;
  stockResultante: number;
  ventaId: number | null;
  ventaNumero: number | null;
  mesaNumero: number | null;
  motivo: string | null;
  proveedorId: number | null;
  proveedor: string | null;
  comprobante: string | null;
  usuarioId: number | null;
  createdAt: string;
}

export interface MovimientosFilter {
  productoId?: number | undefined;
  tipo?: StockMovimientoTipo | undefined;
  /** ISO instants: from included, to excluded. */
  desde?: string | undefined;
  hasta?: string | undefined;
}

function baseQuery(db: Db, localId: number) {
  return db
    .selectFrom('stock_movimientos as sm')
    .innerJoin('productos as p', 'p.id', 'sm.producto_id')
    .leftJoin('ventas as v', 'v.id', 'sm.venta_id')
    .leftJoin('proveedores as pr', 'pr.id', 'sm.proveedor_id')
    .where('sm.local_id', '=', localId);
}

/**
 * A sale charged from a table's comanda is stored as a 'venta' movement; it is shown (and
 * filtered) as 'comanda' so the history says where the stock went.
 */
function withTipo(query: ReturnType<typeof baseQuery>, tipo: StockMovimientoTipo | undefined) {
  if (tipo === undefined) return query;
  if (tipo === 'comanda') return query.where('sm.tipo', '=', 'venta').where('v.origen', '=', 'mesa');
  if (tipo === 'venta') return query.where('sm.tipo', '=', 'venta').where((eb) => eb.or([eb('v.origen', 'is', null), eb('v.origen', '!=', 'mesa')]));
  return query.where('sm.tipo', '=', tipo);
}

function filtered(db: Db, localId: number, f: MovimientosFilter) {
  let query = withTipo(baseQuery(db, localId), f.tipo);
  if (f.productoId !== undefined) query = query.where('sm.producto_id', '=', f.productoId);
  if (f.desde !== undefined) query = query.where('sm.created_at', '>=', f.desde);
  if (f.hasta !== undefined) query = query.where('sm.created_at', '<', f.hasta);
  return query;
}

function selectRows(query: ReturnType<typeof baseQuery>) {
  return query.select((eb) => [
    'sm.id',
    'sm.producto_id',
    'p.nombre as producto',
    'p.unidad_medida',
    'sm.tipo',
    'sm.cantidad',
    'sm.stock_resultante',
    'sm.venta_id',
    'v.numero as venta_numero',
    'v.origen as venta_origen',
    eb.selectFrom('mesa_drafts as d').select('d.mesa_numero').whereRef('d.venta_id', '=', 'sm.venta_id').limit(1).as('mesa_numero'),
    'sm.motivo',
    'sm.proveedor_id',
    'pr.nombre as proveedor',
    'sm.comprobante',
    'sm.usuario_id',
    'sm.created_at',
  ]);
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(r: SelectedRow): MovimientoRow {
  const tipo = r.tipo === 'venta' && r.venta_origen === 'mesa' ? 'comanda' : (r.tipo as StockMovimientoTipo);
  return {
    id: r.id,
    productoId: r.producto_id,
    producto: r.producto,
    unidadMedida: r.unidad_medida as UnidadMedida,
    tipo,
    cantidad: Number(r.cantidad),
    stockResultante: Number(r.stock_resultante),
    ventaId: r.venta_id,
    ventaNumero: r.venta_numero ?? null,
    mesaNumero: r.mesa_numero ?? null,
    motivo: r.motivo,
    proveedorId: r.proveedor_id,
    proveedor: r.proveedor ?? null,
    comprobante: r.comprobante,
    usuarioId: r.usuario_id,
    createdAt: r.created_at,
  };
}

/** A page of movements, newest first, with the count of every match. */
export async function listMovimientos(db: Db, localId: number, f: MovimientosFilter, page: { limit: number; offset: number }): Promise<{ rows: MovimientoRow[]; total: number }> {
  const query = filtered(db, localId, f);
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await selectRows(query).orderBy('sm.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { rows: rows.map(toRow), total: Number(counted.n) };
}

export async function findMovimiento(db: Db, localId: number, id: number): Promise<MovimientoRow | null> {
  const row = await selectRows(baseQuery(db, localId)).where('sm.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The stock of a product as stored (scaled by 1000); `lock` locks its row on PostgreSQL (inside a transaction). */
export async function findProductoStock(
  db: Db,
  localId: number,
  productoId: number,
  lock = false,
): Promise<{ id: number; nombre: string; unidadMedida: UnidadMedida; controlaStock: boolean; stockActual: number; stockMinimo: number } | null> {
  let query = db
    .selectFrom('productos')
    .select(['id', 'nombre', 'unidad_medida', 'controla_stock', 'stock_actual', 'stock_minimo'])
    .where('local_id', '=', localId)
    .where('id', '=', productoId);
  if (lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    nombre: row.nombre,
    unidadMedida: row.unidad_medida as UnidadMedida,
    controlaStock: Boolean(row.controla_stock),
    stockActual: Number(row.stock_actual),
    stockMinimo: Number(row.stock_minimo),
  };
}

export async function setProductoStock(db: Db, localId: number, productoId: number, stock: number): Promise<void> {
  await db.updateTable('productos').set({ stock_actual: stock, updated_at: new Date().toISOString() }).where('local_id', '=', localId).where('id', '=', productoId).execute();
}

export interface MovimientoValues {
  productoId: number;
  tipo: 'conteo' | 'merma' | 'compra';
  /** Signed, scaled by 1000. */
  cantidad: number;
  stockResultante: number;
  usuarioId: number;
  motivo: string | null;
  proveedorId: number | null;
  comprobante: string | null;
}

export async function insertMovimiento(db: Db, localId: number, m: MovimientoValues): Promise<number> {
  const row = await db
    .insertInto('stock_movimientos')
    .values({
      local_id: localId,
      producto_id: m.productoId,
      tipo: m.tipo,
      cantidad: m.cantidad,
      stock_resultante: m.stockResultante,
      venta_id: null,
      usuario_id: m.usuarioId,
      motivo: m.motivo,
      proveedor_id: m.proveedorId,
      comprobante: m.comprobante,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many movements a product has. */
export async function countMovimientos(db: Db, localId: number, productoId: number): Promise<number> {
  const row = await db
    .selectFrom('stock_movimientos')
    .select(sql<number>`count(*)`.as('n'))
    .where('local_id', '=', localId)
    .where('producto_id', '=', productoId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
