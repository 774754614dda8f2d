import type { Kysely } from 'kysely';
import { nextCounter } from '../../db/counters.repository';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/*
 * Purchase orders and their lines. Quantities in millionths of the ingredient's unit, costs in
 * minor units per whole unit, as the tables hold them (db/schema/insumos.ts).
 */

export interface CompraRow {
  id: number;
  numero: number;
  proveedorId: number;
  proveedorNombre: string;
  estado: string;
  notas: string | null;
  total: number;
  usuarioId: number | null;
  createdAt: string;
  enviadaAt: string | null;
  recibidaAt: string | null;
}

export interface CompraLineaRow {
  id: number;
  compraId: number;
  insumoId: number;
  nombre: string;
  unidad: string;
  cantidad: number;
  costoUnitario: number;
  cantidadRecibida: number;
}

export interface LineaValues {
  insumoId: number;
  cantidad: number;
  costoUnitario: number;
}

const iso = (v: unknown) => (v === null || v === undefined ? null : String(v));

function compraSelect(db: Db) {
  return db
    .selectFrom('compras as c')
    .innerJoin('proveedores as p', 'p.id', 'c.proveedor_id')
    .select([
      'c.id',
      'c.numero',
      'c.proveedor_id',
      'p.nombre as proveedor_nombre',
      'c.estado',
      'c.notas',
      'c.total',
      'c.usuario_id',
      'c.created_at',
      'c.enviada_at',
      'c.recibida_at',
    ]);
}

type CompraRaw = Awaited<ReturnType<ReturnType<typeof compraSelect>['executeTakeFirstOrThrow']>>;

function toCompra(r: CompraRaw): CompraRow {
  return {
    id: r.id,
    numero: Number(r.numero),
    proveedorId: r.proveedor_id,
    proveedorNombre: r.proveedor_nombre,
    estado: r.estado,
    notas: r.notas,
    total: Number(r.total),
    usuarioId: r.usuario_id,
    createdAt: String(r.created_at),
    enviadaAt: iso(r.enviada_at),
    recibidaAt: iso(r.recibida_at),
  };
}

/** The venue's next purchase order number. */
export function nextNumeroCompra(db: Db, localId: number): Promise<number> {
  return nextCounter(db, localId, 'compra');
}

/** The venue's ingredients among `ids`: name, unit and whether active. */
export async function insumosDe(db: Db, localId: number, ids: readonly number[]): Promise<Map<number, { nombre: string; unidad: string; activo: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('insumos')
    .select(['id', 'nombre', 'unidad', 'activo'])
    .where('local_id', '=', localId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { nombre: r.nombre, unidad: r.unidad, activo: Boolean(Number(r.activo)) }]));
}

export async function insertCompra(
  db: Db,
  v: { localId: number; numero: number; proveedorId: number; notas: string | null; total: number; usuarioId: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto('compras')
    .values({
      local_id: v.localId,
      numero: v.numero,
      proveedor_id: v.proveedorId,
      estado: 'borrador',
      notas: v.notas,
      total: v.total,
      usuario_id: v.usuarioId,
      created_at: v.at,
      updated_at: v.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCompra(db: Db, localId: number, id: number, v: { proveedorId: number; notas: string | null; total: number; at: string }): Promise<void> {
  await db
    .updateTable('compras')
    .set({ proveedor_id: v.proveedorId, notas: v.notas, total: v.total, updated_at: v.at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** Replaces a draft's lines, in their order. */
export async function replaceLineas(db: Db, compraId: number, lineas: readonly LineaValues[]): Promise<void> {
  await db.deleteFrom('compra_lineas').where('compra_id', '=', compraId).execute();
  await db
    .insertInto('compra_lineas')
    .values(lineas.map((l, orden) => ({ compra_id: compraId, insumo_id: l.insumoId, cantidad: l.cantidad, costo_unitario: l.costoUnitario, orden })))
    .execute();
}

export async function findCompra(db: Db, localId: number, id: number): Promise<CompraRow | null> {
  const row = await compraSelect(db).where('c.local_id', '=', localId).where('c.id', '=', id).executeTakeFirst();
  return row ? toCompra(row) : null;
}

/** Locks the purchase's row until the transaction ends (PostgreSQL), so two receptions of one order apply one after the other. */
export async function lockCompra(db: Db, localId: number, id: number): Promise<void> {
  await db
    .updateTable('compras')
    .set((eb) => ({ estado: eb.ref('estado') }))
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** The lines of these purchases with their ingredient's name and unit, in order. */
export async function lineasDe(db: Db, compraIds: readonly number[]): Promise<CompraLineaRow[]> {
  if (compraIds.length === 0) return [];
  const rows = await db
    .selectFrom('compra_lineas as l')
    .innerJoin('insumos as i', 'i.id', 'l.insumo_id')
    .select(['l.id', 'l.compra_id', 'l.insumo_id', 'i.nombre', 'i.unidad', 'l.cantidad', 'l.costo_unitario', 'l.cantidad_recibida'])
    .where('l.compra_id', 'in', [...compraIds])
    .orderBy('l.compra_id')
    .orderBy('l.orden')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    compraId: r.compra_id,
    insumoId: r.insumo_id,
    nombre: r.nombre,
    unidad: r.unidad,
    cantidad: Number(r.cantidad),
    costoUnitario: Number(r.costo_unitario),
    cantidadRecibida: Number(r.cantidad_recibida),
  }));
}

/** A page of the venue's purchases, newest first. */
export async function listCompras(
  db: Db,
  localId: number,
  f: { estado?: string | undefined; proveedorId?: number | undefined; page: number; pageSize: number },
): Promise<{ rows: CompraRow[]; total: number }> {
  let base = db.selectFrom('compras as c').where('c.local_id', '=', localId);
  if (f.estado) base = base.where('c.estado', '=', f.estado);
  if (f.proveedorId) base = base.where('c.proveedor_id', '=', f.proveedorId);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  let q = compraSelect(db).where('c.local_id', '=', localId);
  if (f.estado) q = q.where('c.estado', '=', f.estado);
  if (f.proveedorId) q = q.where('c.proveedor_id', '=', f.proveedorId);
  const rows = await q
    .orderBy('c.id', 'desc')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute();
  return { rows: rows.map(toCompra), total: Number(count.n) };
}

export async function setEstado(
  db: Db,
  localId: number,
  id: number,
  v: { estado: string; at: string; enviadaAt?: string | undefined; recibidaAt?: string | undefined },
): Promise<void> {
  await db
    .updateTable('compras')
    .set({
      estado: v.estado,
      updated_at: v.at,
      ...(v.enviadaAt === undefined ? {} : { enviada_at: v.enviadaAt }),
      ...(v.recibidaAt === undefined ? {} : { recibida_at: v.recibidaAt }),
    })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** Adds what arrived to a line's received quantity. */
export async function addRecibido(db: Db, lineaId: number, micro: number): Promise<void> {
  await db
    .updateTable('compra_lineas')
    .set((eb) => ({ cantidad_recibida: eb('cantidad_recibida', '+', micro) }))
    .where('id', '=', lineaId)
    .execute();
}

/** What the order's PDF says of its supplier. */
export async function proveedorDatos(
  db: Db,
  localId: number,
  id: number,
): Promise<{ nombre: string; cuit: string; direccion: string | null; localidad: string; provincia: string } | null> {
  const row = await db
    .selectFrom('proveedores')
    .select(['nombre', 'cuit', 'direccion', 'localidad', 'provincia'])
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}
