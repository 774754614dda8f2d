import { sql, type Kysely, type Selectable } from 'kysely';
import { dialectOf } from '../../db/database';
import { hotQuery } from '../../db/hot-query';
import type { Database, RecetaLineasTable } from '../../db/schema';

type Db = Kysely<Database>;

/** Whose lines they are: a product's recipe, a modifier option's, or a preparation's. */
export type RecetaOwner = { productoId: number } | { opcionId: number } | { preparacionId: number };

export type LineaRow = Selectable<RecetaLineasTable>;

export interface InsumoCostoRow {
  id: number;
  nombre: string;
  unidad: string;
  costoUnitario: number;
  activo: boolean;
}

export interface PreparacionRow {
  id: number;
  nombre: string;
  unidad: string;
  rendimiento: number;
  activo: boolean;
}

const ownerColumn = (owner: RecetaOwner) =>
  'productoId' in owner
    ? { column: 'producto_id' as const, id: owner.productoId }
    : 'opcionId' in owner
      ? { column: 'opcion_id' as const, id: owner.opcionId }
      : { column: 'de_preparacion_id' as const, id: owner.preparacionId };

const insumosQuery = hotQuery<{ id: number; nombre: string; unidad: string; costo_unitario: number; activo: number }, [number]>(
  (db, p) => db.selectFrom('insumos').select(['id', 'nombre', 'unidad', 'costo_unitario', 'activo']).where('local_id', '=', p(0)),
  { cached: ['insumos'] },
);

/** Every ingredient of the venue, active or not, with what a recipe needs of it. */
export async function insumosDeReceta(db: Db, localId: number): Promise<InsumoCostoRow[]> {
  const rows = await insumosQuery(db, localId);
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, unidad: r.unidad, costoUnitario: Number(r.costo_unitario), activo: Boolean(Number(r.activo)) }));
}

function toPreparacion(r: Selectable<Database['preparaciones']>): PreparacionRow {
  return { id: r.id, nombre: r.nombre, unidad: r.unidad, rendimiento: Number(r.rendimiento), activo: Boolean(Number(r.activo)) };
}

// Every charge reads the venue's preparations and their lines (the recipes' context): compiled
// once, and kept on SQLite until one changes (see hotQuery).
const preparacionesQuery = hotQuery<Selectable<Database['preparaciones']>, [number]>(
  (db, p) => db.selectFrom('preparaciones').selectAll().where('local_id', '=', p(0)).orderBy('nombre').orderBy('id'),
  { cached: ['preparaciones'] },
);
const lineasDePreparacionesQuery = hotQuery<LineaRow, [number]>(
  (db, p) => db.selectFrom('receta_lineas').selectAll().where('local_id', '=', p(0)).where('de_preparacion_id', 'is not', null).orderBy('orden').orderBy('id'),
  { cached: ['receta_lineas'] },
);

/** The venue's preparations, by name. */
export async function listPreparaciones(db: Db, localId: number): Promise<PreparacionRow[]> {
  return (await preparacionesQuery(db, localId)).map(toPreparacion);
}

export async function findPreparacion(db: Db, localId: number, id: number): Promise<PreparacionRow | null> {
  const row = await db.selectFrom('preparaciones').selectAll().where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toPreparacion(row) : null;
}

export interface PreparacionValues {
  nombre: string;
  unidad: string;
  rendimiento: number;
  activo: boolean;
}

export async function insertPreparacion(db: Db, localId: number, v: PreparacionValues, at: string): Promise<number> {
  const row = await db
    .insertInto('preparaciones')
    .values({ local_id: localId, nombre: v.nombre, unidad: v.unidad, rendimiento: v.rendimiento, activo: v.activo ? 1 : 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePreparacion(db: Db, localId: number, id: number, v: PreparacionValues, at: string): Promise<void> {
  await db
    .updateTable('preparaciones')
    .set({ nombre: v.nombre, unidad: v.unidad, rendimiento: v.rendimiento, activo: v.activo ? 1 : 0, updated_at: at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function deletePreparacion(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('receta_lineas').where('local_id', '=', localId).where('de_preparacion_id', '=', id).execute();
  await db.deleteFrom('preparaciones').where('local_id', '=', localId).where('id', '=', id).execute();
}

/** Every preparation's own lines, in their order. */
export async function lineasDePreparaciones(db: Db, localId: number): Promise<LineaRow[]> {
  return lineasDePreparacionesQuery(db, localId);
}

// PostgreSQL keeps nothing between requests (see hotQuery): the three reads above in one round trip.
const catalogoPgQuery = hotQuery<{ insumos: string | null; preparaciones: string | null; lineas: string | null }, [number]>((db, p) => {
  const query = sql`select
      (select json_agg(i) from (select id, nombre, unidad, costo_unitario, activo from insumos where local_id = ${p(0)}) i) as insumos,
      (select json_agg(pr order by pr.nombre, pr.id) from preparaciones pr where pr.local_id = ${p(0)}) as preparaciones,
      (select json_agg(l order by l.orden, l.id) from receta_lineas l where l.local_id = ${p(0)} and l.de_preparacion_id is not null) as lineas`;
  return { compile: () => query.compile(db) };
});

/** What the recipes' engine reads of the venue: every ingredient and preparation, and the preparations' lines. */
export async function leerCatalogo(db: Db, localId: number): Promise<{ insumos: InsumoCostoRow[]; preparaciones: PreparacionRow[]; lineas: LineaRow[] }> {
  if (dialectOf(db) !== 'postgres')
    return { insumos: await insumosDeReceta(db, localId), preparaciones: await listPreparaciones(db, localId), lineas: await lineasDePreparaciones(db, localId) };
  const [row] = await catalogoPgQuery(db, localId);
  const parse = <T>(json: string | null | undefined): T[] => (json ? (JSON.parse(json) as T[]) : []);
  return {
    insumos: parse<{ id: number; nombre: string; unidad: string; costo_unitario: number; activo: boolean }>(row?.insumos).map((r) => ({
      id: r.id,
      nombre: r.nombre,
      unidad: r.unidad,
      costoUnitario: Number(r.costo_unitario),
      activo: Boolean(r.activo),
    })),
    preparaciones: parse<Selectable<Database['preparaciones']>>(row?.preparaciones).map(toPreparacion),
    lineas: parse<LineaRow>(row?.lineas),
  };
}

/** One owner's lines, in their order. */
export async function lineasDe(db: Db, localId: number, owner: RecetaOwner): Promise<LineaRow[]> {
  const { column, id } = ownerColumn(owner);
  return db.selectFrom('receta_lineas').selectAll().where('local_id', '=', localId).where(column, '=', id).orderBy('orden').orderBy('id').execute();
}

// The costs report reads every product's recipe: kept on SQLite until a recipe changes (see hotQuery).
const lineasDeTodosQuery = hotQuery<LineaRow, [number]>(
  (db, p) => db.selectFrom('receta_lineas').selectAll().where('local_id', '=', p(0)).where('producto_id', 'is not', null).orderBy('orden').orderBy('id'),
  { cached: ['receta_lineas'] },
);
const headersDeTodosQuery = hotQuery<{ producto_id: number; rendimiento: number }, [number]>(
  (db, p) => db.selectFrom('recetas').select(['producto_id', 'rendimiento']).where('local_id', '=', p(0)),
  { cached: ['recetas'] },
);

/** The lines of products' recipes (all of the venue's when `productoIds` is absent). */
export async function lineasDeProductos(db: Db, localId: number, productoIds?: readonly number[]): Promise<LineaRow[]> {
  if (productoIds && productoIds.length === 0) return [];
  if (!productoIds) return lineasDeTodosQuery(db, localId);
  return db
    .selectFrom('receta_lineas')
    .selectAll()
    .where('local_id', '=', localId)
    .where('producto_id', 'in', [...new Set(productoIds)])
    .orderBy('orden')
    .orderBy('id')
    .execute();
}

/** The lines of modifier options (all of the venue's when `opcionIds` is absent). */
export async function lineasDeOpcionesRows(db: Db, localId: number, opcionIds?: readonly number[]): Promise<LineaRow[]> {
  if (opcionIds && opcionIds.length === 0) return [];
  let q = db.selectFrom('receta_lineas').selectAll().where('local_id', '=', localId).where('opcion_id', 'is not', null);
  if (opcionIds) q = q.where('opcion_id', 'in', [...new Set(opcionIds)]);
  return q.orderBy('orden').orderBy('id').execute();
}

/** Products' recipe headers: the portions each yields, in millionths. */
export async function recetaHeaders(db: Db, localId: number, productoIds?: readonly number[]): Promise<Map<number, number>> {
  if (productoIds && productoIds.length === 0) return new Map();
  const rows = productoIds
    ? await db
        .selectFrom('recetas')
        .select(['producto_id', 'rendimiento'])
        .where('local_id', '=', localId)
        .where('producto_id', 'in', [...new Set(productoIds)])
        .execute()
    : await headersDeTodosQuery(db, localId);
  return new Map(rows.map((r) => [r.producto_id, Number(r.rendimiento)]));
}

export interface LineaValues {
  insumoId: number | null;
  preparacionId: number | null;
  cantidad: number;
  unidad: string;
  mermaPorcentaje: number;
  quitar: boolean;
}

/** Replaces one owner's lines with these, in this order. */
export async function replaceLineas(db: Db, localId: number, owner: RecetaOwner, lineas: readonly LineaValues[]): Promise<void> {
  const { column, id } = ownerColumn(owner);
  await db.deleteFrom('receta_lineas').where('local_id', '=', localId).where(column, '=', id).execute();
  if (lineas.length === 0) return;
  await db
    .insertInto('receta_lineas')
    .values(
      lineas.map((l, orden) => ({
        local_id: localId,
        producto_id: column === 'producto_id' ? id : null,
        opcion_id: column === 'opcion_id' ? id : null,
        de_preparacion_id: column === 'de_preparacion_id' ? id : null,
        insumo_id: l.insumoId,
        preparacion_id: l.preparacionId,
        cantidad: l.cantidad,
        unidad: l.unidad,
        merma_porcentaje: l.mermaPorcentaje,
        quitar: l.quitar ? 1 : 0,
        orden,
      })),
    )
    .execute();
}

/** Where a component is used: the names of the products, modifier options and preparations whose lines name it. */
export async function usosDe(db: Db, localId: number, component: { insumoId: number } | { preparacionId: number }): Promise<string[]> {
  const column = 'insumoId' in component ? ('insumo_id' as const) : ('preparacion_id' as const);
  const id = 'insumoId' in component ? component.insumoId : component.preparacionId;
  const rows = await db
    .selectFrom('receta_lineas as l')
    .leftJoin('productos as p', 'p.id', 'l.producto_id')
    .leftJoin('producto_modificador_opciones as o', 'o.id', 'l.opcion_id')
    .leftJoin('preparaciones as pr', 'pr.id', 'l.de_preparacion_id')
    .select(['p.nombre as producto', 'o.nombre as opcion', 'pr.nombre as preparacion'])
    .where('l.local_id', '=', localId)
    .where(`l.${column}`, '=', id)
    .orderBy('l.id')
    .execute();
  const names = rows.map((r) => r.producto ?? r.opcion ?? r.preparacion).filter((n): n is string => n !== null);
  return [...new Set(names)];
}

/** Whether any recipe line names the ingredient. */
export async function insumoEnRecetas(db: Db, localId: number, insumoId: number): Promise<boolean> {
  const row = await db.selectFrom('receta_lineas').select('id').where('local_id', '=', localId).where('insumo_id', '=', insumoId).limit(1).executeTakeFirst();
  return row !== undefined;
}
