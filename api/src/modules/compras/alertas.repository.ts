import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/*
 * The cost alerts' rows, and the dishes an ingredient reaches: through their own recipe, a
 * preparation (at any depth) or a modifier option's lines.
 */

export interface AlertaRow {
  id: number;
  compraId: number;
  compraNumero: number;
  productoId: number;
  productoNombre: string;
  opcionId: number | null;
  opcionNombre: string | null;
  costoAnterior: number;
  costoNuevo: number;
  precio: number;
  foodCost: number;
  objetivo: number;
  insumos: string;
  createdAt: string;
  vistaAt: string | null;
}

export interface AlertaValues {
  compraId: number;
  productoId: number;
  opcionId: number | null;
  costoAnterior: number;
  costoNuevo: number;
  precio: number;
  foodCost: number;
  objetivo: number;
  insumos: string;
}

/** The preparations that contain these ingredients, directly or through other preparations. */
export async function preparacionesCon(db: Db, localId: number, insumoIds: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  let frontier: number[] = [];
  let first = true;
  // One level per round: a preparation found now may be a component of another.
  while (first || frontier.length > 0) {
    const q = db.selectFrom('receta_lineas').select('de_preparacion_id').distinct().where('local_id', '=', localId).where('de_preparacion_id', 'is not', null);
    const rows = first ? await q.where('insumo_id', 'in', [...insumoIds]).execute() : await q.where('preparacion_id', 'in', frontier).execute();
    first = false;
    frontier = rows.map((r) => r.de_preparacion_id!).filter((id) => !found.has(id));
    for (const id of frontier) found.add(id);
  }
  return found;
}

/** Products whose own recipe names one of these ingredients or preparations. */
export async function productosCon(db: Db, localId: number, insumoIds: readonly number[], preparacionIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('receta_lineas')
    .select('producto_id')
    .distinct()
    .where('local_id', '=', localId)
    .where('producto_id', 'is not', null)
    .where('quitar', '=', 0)
    .where((eb) => eb.or([eb('insumo_id', 'in', [...insumoIds, 0]), eb('preparacion_id', 'in', [...preparacionIds, 0])]))
    .execute();
  return rows.map((r) => r.producto_id!);
}

/** Modifier options whose lines add one of these ingredients or preparations, with their product and surcharge. */
export async function opcionesCon(
  db: Db,
  localId: number,
  insumoIds: readonly number[],
  preparacionIds: readonly number[],
): Promise<{ opcionId: number; nombre: string; precioDelta: number; productoId: number }[]> {
  const rows = await db
    .selectFrom('receta_lineas as l')
    .innerJoin('producto_modificador_opciones as o', 'o.id', 'l.opcion_id')
    .innerJoin('producto_modificador_grupos as g', 'g.id', 'o.grupo_id')
    .select(['o.id', 'o.nombre', 'o.precio_delta', 'g.producto_id'])
    .distinct()
    .where('l.local_id', '=', localId)
    .where('g.local_id', '=', localId)
    .where('o.activo', '=', 1)
    .where('l.quitar', '=', 0)
    .where((eb) => eb.or([eb('l.insumo_id', 'in', [...insumoIds, 0]), eb('l.preparacion_id', 'in', [...preparacionIds, 0])]))
    .execute();
  return rows.map((r) => ({ opcionId: r.id, nombre: r.nombre, precioDelta: Number(r.precio_delta), productoId: r.producto_id }));
}

/** Name and price of the venue's active products among `ids`. */
export async function productosActivos(db: Db, localId: number, ids: readonly number[]): Promise<Map<number, { nombre: string; precio: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('productos')
    .select(['id', 'nombre', 'precio'])
    .where('local_id', '=', localId)
    .where('activo', '=', true)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { nombre: r.nombre, precio: Number(r.precio) }]));
}

export async function insertAlerta(db: Db, localId: number, v: AlertaValues, at: string): Promise<number> {
  const row = await db
    .insertInto('costo_alertas')
    .values({
      local_id: localId,
      compra_id: v.compraId,
      producto_id: v.productoId,
      opcion_id: v.opcionId,
      costo_anterior: v.costoAnterior,
      costo_nuevo: v.costoNuevo,
      precio: v.precio,
      food_cost: v.foodCost,
      objetivo: v.objetivo,
      insumos: v.insumos,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function alertaSelect(db: Db) {
  return db
    .selectFrom('costo_alertas as a')
    .innerJoin('compras as c', 'c.id', 'a.compra_id')
    .innerJoin('productos as p', 'p.id', 'a.producto_id')
    .leftJoin('producto_modificador_opciones as o', 'o.id', 'a.opcion_id')
    .select([
      'a.id',
      'a.compra_id',
      'c.numero',
      'a.producto_id',
      'p.nombre as producto_nombre',
      'a.opcion_id',
      'o.nombre as opcion_nombre',
      'a.costo_anterior',
      'a.costo_nuevo',
      'a.precio',
      'a.food_cost',
      'a.objetivo',
      'a.insumos',
      'a.created_at',
      'a.vista_at',
    ]);
}

type AlertaRaw = Awaited<ReturnType<ReturnType<typeof alertaSelect>['executeTakeFirstOrThrow']>>;

function toAlerta(r: AlertaRaw): AlertaRow {
  return {
    id: r.id,
    compraId: r.compra_id,
    compraNumero: Number(r.numero),
    productoId: r.producto_id,
    productoNombre: r.producto_nombre,
    opcionId: r.opcion_id,
    opcionNombre: r.opcion_nombre,
    costoAnterior: Number(r.costo_anterior),
    costoNuevo: Number(r.costo_nuevo),
    precio: Number(r.precio),
    foodCost: Number(r.food_cost),
    objetivo: Number(r.objetivo),
    insumos: r.insumos,
    createdAt: String(r.created_at),
    vistaAt: r.vista_at === null ? null : String(r.vista_at),
  };
}

export async function alertasPorId(db: Db, localId: number, ids: readonly number[]): Promise<AlertaRow[]> {
  if (ids.length === 0) return [];
  const rows = await alertaSelect(db)
    .where('a.local_id', '=', localId)
    .where('a.id', 'in', [...ids])
    .orderBy('a.id')
    .execute();
  return rows.map(toAlerta);
}

/** The venue's alerts nobody has marked seen, newest first. */
export async function alertasPendientes(db: Db, localId: number, limit: number): Promise<AlertaRow[]> {
  const rows = await alertaSelect(db).where('a.local_id', '=', localId).where('a.vista_at', 'is', null).orderBy('a.id', 'desc').limit(limit).execute();
  return rows.map(toAlerta);
}

/** Marks an alert seen by `usuarioId`; false when the venue has no such alert. */
export async function marcarVista(db: Db, localId: number, id: number, usuarioId: number, at: string): Promise<AlertaRow | null> {
  const [row] = await alertasPorId(db, localId, [id]);
  if (!row) return null;
  if (row.vistaAt === null) {
    await db.updateTable('costo_alertas').set({ vista_at: at, vista_por: usuarioId }).where('local_id', '=', localId).where('id', '=', id).execute();
  }
  return { ...row, vistaAt: row.vistaAt ?? at };
}
