import type { Kysely, Selectable } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database, InsumosTable } from '../../db/schema';

type Db = Kysely<Database>;

/** An ingredient as stored: quantities in millionths, costs in minor units. */
export interface InsumoRow {
  id: number;
  nombre: string;
  unidad: string;
  costoUnitario: number;
  costoUltimo: number | null;
  stockActual: number;
  stockMinimo: number;
  controlaStock: boolean;
  proveedorId: number | null;
  activo: boolean;
}

export type InsumoValues = Omit<InsumoRow, 'id' | 'stockActual' | 'costoUltimo'>;

function toRow(r: Selectable<InsumosTable>): InsumoRow {
  return {
    id: r.id,
    nombre: r.nombre,
    unidad: r.unidad,
    costoUnitario: Number(r.costo_unitario),
    costoUltimo: r.costo_ultimo === null ? null : Number(r.costo_ultimo),
    stockActual: Number(r.stock_actual),
    stockMinimo: Number(r.stock_minimo),
    controlaStock: Boolean(Number(r.controla_stock)),
    proveedorId: r.proveedor_id,
    activo: Boolean(Number(r.activo)),
  };
}

function columns(v: InsumoValues) {
  return {
    nombre: v.nombre,
    unidad: v.unidad,
    costo_unitario: v.costoUnitario,
    stock_minimo: v.stockMinimo,
    controla_stock: v.controlaStock ? 1 : 0,
    proveedor_id: v.proveedorId,
    activo: v.activo ? 1 : 0,
  };
}

/** The venue's ingredients by name (only active or only inactive ones when `activo` is given). */
export async function listInsumos(db: Db, localId: number, opts: { activo?: boolean | undefined; ids?: readonly number[] } = {}): Promise<InsumoRow[]> {
  if (opts.ids && opts.ids.length === 0) return [];
  let q = db.selectFrom('insumos').selectAll().where('local_id', '=', localId);
  if (opts.activo !== undefined) q = q.where('activo', '=', opts.activo ? 1 : 0);
  if (opts.ids) q = q.where('id', 'in', [...new Set(opts.ids)]);
  const rows = await q.orderBy('nombre').orderBy('id').execute();
  return rows.map(toRow);
}

export async function findInsumo(db: Db, localId: number, id: number): Promise<InsumoRow | null> {
  const row = await db.selectFrom('insumos').selectAll().where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function insertInsumo(db: Db, localId: number, v: InsumoValues, at: string): Promise<number> {
  const row = await db
    .insertInto('insumos')
    .values({ local_id: localId, ...columns(v), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateInsumo(db: Db, localId: number, id: number, v: InsumoValues, at: string): Promise<void> {
  await db
    .updateTable('insumos')
    .set({ ...columns(v), updated_at: at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function setInsumoActivo(db: Db, localId: number, id: number, activo: boolean, at: string): Promise<void> {
  await db
    .updateTable('insumos')
    .set({ activo: activo ? 1 : 0, updated_at: at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function deleteInsumo(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('insumos').where('local_id', '=', localId).where('id', '=', id).execute();
}

/** Whether the ingredient has any movement, purchase line or count line (its history). */
export async function insumoTieneHistoria(db: Db, localId: number, id: number): Promise<boolean> {
  const mov = await db.selectFrom('insumo_movimientos').select('id').where('local_id', '=', localId).where('insumo_id', '=', id).limit(1).executeTakeFirst();
  if (mov) return true;
  const compra = await db.selectFrom('compra_lineas').select('id').where('insumo_id', '=', id).limit(1).executeTakeFirst();
  if (compra) return true;
  const conteo = await db.selectFrom('inventario_lineas').select('id').where('insumo_id', '=', id).limit(1).executeTakeFirst();
  return conteo !== undefined;
}

export interface StockCambiado {
  id: number;
  nombre: string;
  stockActual: number;
  stockMinimo: number;
  costoUnitario: number;
  controlaStock: boolean;
}

// Every ingredient a charged line takes runs this: compiled once (see hotQuery).
const sumarStockQuery = hotQuery<
  { id: number; nombre: string; stock_actual: number; stock_minimo: number; costo_unitario: number; controla_stock: number },
  [number, string, number, number]
>((db, p) =>
  db
    .updateTable('insumos')
    .set((eb) => ({ stock_actual: eb('stock_actual', '+', p(0)), updated_at: p(1) }))
    .where('local_id', '=', p(2))
    .where('id', '=', p(3))
    .returning(['id', 'nombre', 'stock_actual', 'stock_minimo', 'costo_unitario', 'controla_stock']),
);

/** Adds `delta` (signed millionths) to the stock in one statement (the row stays locked for the transaction) and answers the row after it; null when the venue has no such ingredient. */
export async function sumarStock(db: Db, localId: number, id: number, delta: number, at: string): Promise<StockCambiado | null> {
  const [row] = await sumarStockQuery(db, delta, at, localId, id);
  if (!row) return null;
  return {
    id: row.id,
    nombre: row.nombre,
    stockActual: Number(row.stock_actual),
    stockMinimo: Number(row.stock_minimo),
    costoUnitario: Number(row.costo_unitario),
    controlaStock: Boolean(Number(row.controla_stock)),
  };
}

export async function setCostos(db: Db, localId: number, id: number, costoUnitario: number, costoUltimo: number): Promise<void> {
  await db.updateTable('insumos').set({ costo_unitario: costoUnitario, costo_ultimo: costoUltimo }).where('local_id', '=', localId).where('id', '=', id).execute();
}

export interface MovimientoValues {
  insumoId: number;
  tipo: string;
  cantidad: number;
  stockAnterior: number;
  stockResultante: number;
  costoUnitario: number;
  ventaId: number | null;
  compraId: number | null;
  inventarioId: number | null;
  usuarioId: number | null;
  motivo: string | null;
}

export interface MovimientoRow extends MovimientoValues {
  id: number;
  insumoNombre: string;
  usuarioNombre: string | null;
  createdAt: string;
}

export interface MovimientosFilter {
  insumoId?: number | undefined;
  tipo?: string | undefined;
  /** ISO instants: from (inclusive) and to (exclusive). */
  desde?: string | undefined;
  hasta?: string | undefined;
}

/** A page of movements, newest first, with the ingredient's and the user's names. */
export async function movimientosPage(db: Db, localId: number, f: MovimientosFilter, page: number, pageSize: number): Promise<{ rows: MovimientoRow[]; total: number }> {
  let q = db.selectFrom('insumo_movimientos as m').where('m.local_id', '=', localId);
  if (f.insumoId !== undefined) q = q.where('m.insumo_id', '=', f.insumoId);
  if (f.tipo !== undefined) q = q.where('m.tipo', '=', f.tipo);
  if (f.desde !== undefined) q = q.where('m.created_at', '>=', f.desde);
  if (f.hasta !== undefined) q = q.where('m.created_at', '<', f.hasta);
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .innerJoin('insumos as i', 'i.id', 'm.insumo_id')
    .leftJoin('usuarios as u', 'u.id', 'm.usuario_id')
    .selectAll('m')
    .select(['i.nombre as insumo_nombre', 'u.nombre as usuario_nombre'])
    .orderBy('m.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: r.id,
      insumoId: r.insumo_id,
      insumoNombre: r.insumo_nombre,
      tipo: r.tipo,
      cantidad: Number(r.cantidad),
      stockAnterior: Number(r.stock_anterior),
      stockResultante: Number(r.stock_resultante),
      costoUnitario: Number(r.costo_unitario),
      ventaId: r.venta_id,
      compraId: r.compra_id,
      inventarioId: r.inventario_id,
      usuarioId: r.usuario_id,
      usuarioNombre: r.usuario_nombre,
      motivo: r.motivo,
      createdAt: String(r.created_at),
    })),
  };
}

export interface InventarioRow {
  id: number;
  usuarioId: number | null;
  usuarioNombre: string | null;
  notas: string | null;
  createdAt: string;
}

export interface InventarioLineaRow {
  insumoId: number;
  nombre: string;
  unidad: string;
  cantidadSistema: number;
  cantidadContada: number;
  costoUnitario: number;
}

export async function insertInventario(
  db: Db,
  localId: number,
  v: { usuarioId: number | null; notas: string | null },
  lineas: readonly Omit<InventarioLineaRow, 'nombre' | 'unidad'>[],
  at: string,
): Promise<number> {
  const { id } = await db
    .insertInto('inventarios')
    .values({ local_id: localId, usuario_id: v.usuarioId, notas: v.notas, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lineas.length > 0) {
    await db
      .insertInto('inventario_lineas')
      .values(
        lineas.map((l) => ({
          inventario_id: id,
          insumo_id: l.insumoId,
          cantidad_sistema: l.cantidadSistema,
          cantidad_contada: l.cantidadContada,
          costo_unitario: l.costoUnitario,
        })),
      )
      .execute();
  }
  return id;
}

const inventarioColumns = ['v.id', 'v.usuario_id', 'v.notas', 'v.created_at', 'u.nombre as usuario_nombre'] as const;

function toInventario(r: { id: number; usuario_id: number | null; notas: string | null; created_at: string; usuario_nombre: string | null }): InventarioRow {
  return { id: r.id, usuarioId: r.usuario_id, usuarioNombre: r.usuario_nombre, notas: r.notas, createdAt: String(r.created_at) };
}

/** The venue's counts, newest first. */
export async function listInventarios(db: Db, localId: number, limit: number): Promise<InventarioRow[]> {
  const rows = await db
    .selectFrom('inventarios as v')
    .leftJoin('usuarios as u', 'u.id', 'v.usuario_id')
    .select(inventarioColumns)
    .where('v.local_id', '=', localId)
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toInventario);
}

export async function findInventario(db: Db, localId: number, id: number): Promise<InventarioRow | null> {
  const row = await db
    .selectFrom('inventarios as v')
    .leftJoin('usuarios as u', 'u.id', 'v.usuario_id')
    .select(inventarioColumns)
    .where('v.local_id', '=', localId)
    .where('v.id', '=', id)
    .executeTakeFirst();
  return row ? toInventario(row) : null;
}

export async function inventarioLineas(db: Db, inventarioId: number): Promise<InventarioLineaRow[]> {
  const rows = await db
    .selectFrom('inventario_lineas as l')
    .innerJoin('insumos as i', 'i.id', 'l.insumo_id')
    .select(['l.insumo_id', 'i.nombre', 'i.unidad', 'l.cantidad_sistema', 'l.cantidad_contada', 'l.costo_unitario'])
    .where('l.inventario_id', '=', inventarioId)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    insumoId: r.insumo_id,
    nombre: r.nombre,
    unidad: r.unidad,
    cantidadSistema: Number(r.cantidad_sistema),
    cantidadContada: Number(r.cantidad_contada),
    costoUnitario: Number(r.costo_unitario),
  }));
}

/** The net of a sale's 'venta' and 'anulacion' movements per ingredient (signed millionths). */
export async function netoDeVenta(db: Db, localId: number, ventaId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('insumo_movimientos')
    .select(['insumo_id', (eb) => eb.fn.sum<number>('cantidad').as('neto')])
    .where('local_id', '=', localId)
    .where('venta_id', '=', ventaId)
    .where('tipo', 'in', ['venta', 'anulacion'])
    .groupBy('insumo_id')
    .execute();
  return new Map(rows.map((r) => [r.insumo_id, Number(r.neto)]));
}
