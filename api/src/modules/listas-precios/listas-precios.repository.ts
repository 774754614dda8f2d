import type { Kysely, Selectable } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database, ListasPreciosTable } from '../../db/schema';

type Db = Kysely<Database>;

/** A price list as stored: channels and days split, the percent scaled by 100, prices in minor units. */
export interface ListaPrecioRow {
  id: number;
  localId: number;
  nombre: string;
  canales: string[];
  dias: number[] | null;
  desde: string | null;
  hasta: string | null;
  prioridad: number;
  activa: boolean;
  ajustePorcentaje: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ListaPrecioValues {
  nombre: string;
  canales: readonly string[];
  dias: readonly number[] | null;
  desde: string | null;
  hasta: string | null;
  prioridad: number;
  activa: boolean;
  ajustePorcentaje: number | null;
}

export interface ListaPrecioProductoRow {
  listaId: number;
  productoId: number;
  producto: string;
  precio: number;
}

type RawLista = Selectable<ListasPreciosTable>;

function toRow(r: RawLista): ListaPrecioRow {
  return {
    id: r.id,
    localId: r.local_id,
    nombre: r.nombre,
    canales: r.canales.split(',').filter(Boolean),
    dias: r.dias ? r.dias.split(',').map(Number) : null,
    desde: r.desde,
    hasta: r.hasta,
    prioridad: Number(r.prioridad),
    activa: Boolean(Number(r.activa)),
    ajustePorcentaje: r.ajuste_porcentaje === null ? null : Number(r.ajuste_porcentaje),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  };
}

function columns(v: ListaPrecioValues) {
  return {
    nombre: v.nombre,
    canales: v.canales.join(','),
    dias: v.dias ? v.dias.join(',') : null,
    desde: v.desde,
    hasta: v.hasta,
    prioridad: v.prioridad,
    activa: v.activa ? 1 : 0,
    ajuste_porcentaje: v.ajustePorcentaje,
  };
}

// Every line added reads the venue's active lists: compiled once, and kept on SQLite until a list changes (see hotQuery).
const activeLists = hotQuery<RawLista, [number]>(
  (db, p) => db.selectFrom('listas_precios').selectAll().where('local_id', '=', p(0)).where('activa', '=', 1).orderBy('prioridad', 'desc').orderBy('id'),
  { cached: ['listas_precios'] },
);

/** The venue's lists, the ones that win first (priority, then the oldest). */
export async function listListas(db: Db, localId: number, opts: { soloActivas?: boolean } = {}): Promise<ListaPrecioRow[]> {
  if (opts.soloActivas) return (await activeLists(db, localId)).map((r) => toRow(r));
  const rows = await db.selectFrom('listas_precios').selectAll().where('local_id', '=', localId).orderBy('prioridad', 'desc').orderBy('id').execute();
  return rows.map((r) => toRow(r));
}

export async function findLista(db: Db, localId: number, id: number): Promise<ListaPrecioRow | null> {
  const row = await db.selectFrom('listas_precios').selectAll().where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row as RawLista) : null;
}

export async function insertLista(db: Db, localId: number, v: ListaPrecioValues, at: string): Promise<number> {
  const row = await db
    .insertInto('listas_precios')
    .values({ local_id: localId, ...columns(v), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLista(db: Db, localId: number, id: number, v: ListaPrecioValues, at: string): Promise<void> {
  await db
    .updateTable('listas_precios')
    .set({ ...columns(v), updated_at: at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function deleteLista(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('listas_precios_productos').where('lista_id', '=', id).execute();
  await db.deleteFrom('listas_precios').where('local_id', '=', localId).where('id', '=', id).execute();
}

/** Replaces a list's fixed prices. */
export async function replacePrecios(db: Db, listaId: number, precios: readonly { productoId: number; precio: number }[]): Promise<void> {
  await db.deleteFrom('listas_precios_productos').where('lista_id', '=', listaId).execute();
  if (precios.length === 0) return;
  await db
    .insertInto('listas_precios_productos')
    .values(precios.map((p) => ({ lista_id: listaId, producto_id: p.productoId, precio: p.precio })))
    .execute();
}

/** The fixed prices of the lists, with each product's name, in product-name order. */
export async function findPrecios(db: Db, listaIds: readonly number[], productoIds?: readonly number[]): Promise<ListaPrecioProductoRow[]> {
  if (listaIds.length === 0 || (productoIds && productoIds.length === 0)) return [];
  let q = db
    .selectFrom('listas_precios_productos as lp')
    .innerJoin('productos as p', 'p.id', 'lp.producto_id')
    .select(['lp.lista_id', 'lp.producto_id', 'p.nombre', 'lp.precio'])
    .where('lp.lista_id', 'in', [...listaIds]);
  if (productoIds) q = q.where('lp.producto_id', 'in', [...new Set(productoIds)]);
  const rows = await q.orderBy('p.nombre').orderBy('lp.producto_id').execute();
  return rows.map((r) => ({ listaId: r.lista_id, productoId: r.producto_id, producto: r.nombre, precio: Number(r.precio) }));
}

/** The venue's products among `ids` (id and name), to check a list's fixed prices. */
export async function findProductosDelLocal(db: Db, localId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('productos')
    .select(['id', 'nombre'])
    .where('local_id', '=', localId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

/** The venue's products among `ids` with their base price in minor units. */
export async function basePrices(db: Db, localId: number, ids: readonly number[]): Promise<{ id: number; precio: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('productos')
    .select(['id', 'precio'])
    .where('local_id', '=', localId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((r) => ({ id: r.id, precio: Number(r.precio) }));
}

/** Every active product of the venue with its base price in minor units. */
export async function activeBasePrices(db: Db, localId: number): Promise<{ id: number; precio: number }[]> {
  const rows = await db.selectFrom('productos').select(['id', 'precio']).where('local_id', '=', localId).where('activo', '=', true).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, precio: Number(r.precio) }));
}

/** A list with a window, with its venue's time zone: what the window watch reads each minute. */
export interface ListaConVentana extends Pick<ListaPrecioRow, 'id' | 'localId' | 'canales' | 'dias' | 'desde' | 'hasta'> {
  timezone: string;
}

/** Every venue's active lists that have a window (a list without one never opens or closes). */
export async function listasConVentana(db: Db): Promise<ListaConVentana[]> {
  const rows = await db
    .selectFrom('listas_precios as l')
    .innerJoin('locales as v', 'v.id', 'l.local_id')
    .select(['l.id', 'l.local_id', 'l.canales', 'l.dias', 'l.desde', 'l.hasta', 'v.timezone'])
    .where('l.activa', '=', 1)
    .where('l.dias', 'is not', null)
    .orderBy('l.local_id')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    localId: r.local_id,
    canales: r.canales.split(',').filter(Boolean),
    dias: r.dias ? r.dias.split(',').map(Number) : null,
    desde: r.desde,
    hasta: r.hasta,
    timezone: r.timezone,
  }));
}
