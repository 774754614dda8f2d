import { searchKey } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface CategoriaRow {
  id: number;
  nombre: string;
  descripcion: string | null;
  tipo: string | null;
  orden: number;
  activo: boolean;
  cantidadProductos: number;
  cantidadSubcategorias: number;
}

export interface SubcategoriaRow {
  id: number;
  categoriaId: number;
  categoria: string;
  nombre: string;
  descripcion: string | null;
  activo: boolean;
  cantidadProductos: number;
}

/** Categories of the venue with how many products (active or not) and subcategories each has. */
export async function listCategorias(db: Db, localId: number, opts: { incluirInactivas: boolean; ids?: readonly number[] }): Promise<CategoriaRow[]> {
  let q = db
    .selectFrom('categorias as c')
    .select((eb) => [
      'c.id',
      'c.nombre',
      'c.descripcion',
      'c.tipo',
      'c.orden',
      'c.activo',
      eb.selectFrom('productos as p').select(eb.fn.countAll<number>().as('n')).whereRef('p.categoria_id', '=', 'c.id').as('productos'),
      eb.selectFrom('subcategorias as s').select(eb.fn.countAll<number>().as('n')).whereRef('s.categoria_id', '=', 'c.id').as('subcategorias'),
    ])
    .where('c.local_id', '=', localId);
  if (!opts.incluirInactivas) q = q.where('c.activo', '=', true);
  if (opts.ids) q = q.where('c.id', 'in', opts.ids.length > 0 ? [...opts.ids] : [0]);
  const rows = await q.orderBy('c.orden').orderBy('c.nombre_clave').execute();
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    tipo: r.tipo,
    orden: r.orden,
    activo: Boolean(r.activo),
    cantidadProductos: Number(r.productos ?? 0),
    cantidadSubcategorias: Number(r.subcategorias ?? 0),
  }));
}

export async function findCategoria(db: Db, localId: number, id: number): Promise<CategoriaRow | undefined> {
  const [row] = await listCategorias(db, localId, { incluirInactivas: true, ids: [id] });
  return row;
}

/** The category of the venue with this name (case and accents ignored), other than `exceptId`. */
export async function categoriaConNombre(db: Db, localId: number, nombre: string, exceptId?: number): Promise<{ id: number; nombre: string } | undefined> {
  let q = db.selectFrom('categorias').select(['id', 'nombre']).where('local_id', '=', localId).where('nombre_clave', '=', searchKey(nombre));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export interface CategoriaValues {
  nombre: string;
  descripcion: string | null;
  tipo: string | null;
  orden: number;
  activo: boolean;
}

export async function insertCategoria(db: Db, localId: number, v: CategoriaValues): Promise<number> {
  const row = await db
    .insertInto('categorias')
    .values({ local_id: localId, nombre: v.nombre, nombre_clave: searchKey(v.nombre), descripcion: v.descripcion, tipo: v.tipo, orden: v.orden, activo: v.activo })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategoria(db: Db, localId: number, id: number, v: CategoriaValues): Promise<void> {
  await db
    .updateTable('categorias')
    .set({ nombre: v.nombre, nombre_clave: searchKey(v.nombre), descripcion: v.descripcion, tipo: v.tipo, orden: v.orden, activo: v.activo })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** Erases a category with no products; its subcategories go with it. */
export async function deleteCategoria(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('subcategorias').where('local_id', '=', localId).where('categoria_id', '=', id).execute();
  await db.deleteFrom('categorias').where('local_id', '=', localId).where('id', '=', id).execute();
}

export async function listSubcategorias(
  db: Db,
  localId: number,
  opts: { categoriaId?: number | undefined; incluirInactivas: boolean; ids?: readonly number[] },
): Promise<SubcategoriaRow[]> {
  let q = db
    .selectFrom('subcategorias as s')
    .innerJoin('categorias as c', 'c.id', 's.categoria_id')
    .select((eb) => [
      's.id',
      's.categoria_id',
      'c.nombre as categoria',
      's.nombre',
      's.descripcion',
      's.activo',
      eb.selectFrom('productos as p').select(eb.fn.countAll<number>().as('n')).whereRef('p.subcategoria_id', '=', 's.id').as('productos'),
    ])
    .where('s.local_id', '=', localId);
  if (opts.categoriaId !== undefined) q = q.where('s.categoria_id', '=', opts.categoriaId);
  if (!opts.incluirInactivas) q = q.where('s.activo', '=', true);
  if (opts.ids) q = q.where('s.id', 'in', opts.ids.length > 0 ? [...opts.ids] : [0]);
  const rows = await q.orderBy('c.orden').orderBy('c.nombre_clave').orderBy('s.nombre_clave').execute();
  return rows.map((r) => ({
    id: r.id,
    categoriaId: r.categoria_id,
    categoria: r.categoria,
    nombre: r.nombre,
    descripcion: r.descripcion,
    activo: Boolean(r.activo),
    cantidadProductos: Number(r.productos ?? 0),
  }));
}

export async function findSubcategoria(db: Db, localId: number, id: number): Promise<SubcategoriaRow | undefined> {
  const [row] = await listSubcategorias(db, localId, { incluirInactivas: true, ids: [id] });
  return row;
}

export async function subcategoriaConNombre(db: Db, categoriaId: number, nombre: string, exceptId?: number): Promise<{ id: number } | undefined> {
  let q = db.selectFrom('subcategorias').select('id').where('categoria_id', '=', categoriaId).where('nombre_clave', '=', searchKey(nombre));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export interface SubcategoriaValues {
  categoriaId: number;
  nombre: string;
  descripcion: string | null;
  activo: boolean;
}

export async function insertSubcategoria(db: Db, localId: number, v: SubcategoriaValues): Promise<number> {
  const row = await db
    .insertInto('subcategorias')
    .values({ local_id: localId, categoria_id: v.categoriaId, nombre: v.nombre, nombre_clave: searchKey(v.nombre), descripcion: v.descripcion, activo: v.activo })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSubcategoria(db: Db, localId: number, id: number, v: SubcategoriaValues): Promise<void> {
  await db
    .updateTable('subcategorias')
    .set({ categoria_id: v.categoriaId, nombre: v.nombre, nombre_clave: searchKey(v.nombre), descripcion: v.descripcion, activo: v.activo })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** Products of a subcategory follow it to its new category. */
export async function moveSubcategoriaProductos(db: Db, localId: number, subcategoriaId: number, categoriaId: number): Promise<void> {
  await db
    .updateTable('productos')
    .set({ categoria_id: categoriaId, updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('subcategoria_id', '=', subcategoriaId)
    .execute();
}

export async function deleteSubcategoria(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('subcategorias').where('local_id', '=', localId).where('id', '=', id).execute();
}

/** Categories and subcategories of the venue by id, to check many products at once. */
export async function catalogoMaps(db: Db, localId: number) {
  const categorias = await db.selectFrom('categorias').select(['id', 'nombre', 'activo']).where('local_id', '=', localId).execute();
  const subcategorias = await db.selectFrom('subcategorias').select(['id', 'nombre', 'categoria_id']).where('local_id', '=', localId).execute();
  return {
    categorias: new Map(categorias.map((c) => [c.id, { nombre: c.nombre, activo: Boolean(c.activo) }])),
    subcategorias: new Map(subcategorias.map((s) => [s.id, { nombre: s.nombre, categoriaId: s.categoria_id }])),
  };
}
