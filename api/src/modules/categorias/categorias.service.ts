import type { Categoria, Subcategoria } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import * as repo from './categorias.repository';

type Db = Kysely<Database>;

export interface CategoriaInput {
  nombre: string;
  descripcion: string | null;
  tipo: string | null;
  orden: number;
  activo?: boolean | undefined;
}

export interface SubcategoriaInput {
  categoriaId: number;
  nombre: string;
  descripcion: string | null;
  activo?: boolean | undefined;
}

export async function listCategorias(db: Db, localId: number, incluirInactivas: boolean): Promise<Categoria[]> {
  return repo.listCategorias(db, localId, { incluirInactivas });
}

export async function getCategoria(db: Db, localId: number, id: number): Promise<Categoria> {
  const row = await repo.findCategoria(db, localId, id);
  if (!row) throw notFound('CATEGORIA_NO_EXISTE');
  return row;
}

async function refuseDuplicate(db: Db, localId: number, nombre: string, exceptId?: number) {
  const other = await repo.categoriaConNombre(db, localId, nombre, exceptId);
  if (other) throw conflict('CATEGORIA_DUPLICADA', { nombre: other.nombre });
}

export async function createCategoria(db: Db, localId: number, input: CategoriaInput): Promise<Categoria> {
  await refuseDuplicate(db, localId, input.nombre);
  const id = await repo.insertCategoria(db, localId, { ...input, activo: input.activo ?? true });
  return getCategoria(db, localId, id);
}

export async function updateCategoria(db: Db, localId: number, id: number, input: CategoriaInput): Promise<Categoria> {
  const current = await repo.findCategoria(db, localId, id);
  if (!current) throw notFound('CATEGORIA_NO_EXISTE');
  await refuseDuplicate(db, localId, input.nombre, id);
  await repo.updateCategoria(db, localId, id, { ...input, activo: input.activo ?? current.activo });
  return getCategoria(db, localId, id);
}

/** A category in use (any product, active or not) stays until its products are moved; the refusal says how many. */
export async function deleteCategoria(db: Db, localId: number, id: number): Promise<void> {
  const current = await repo.findCategoria(db, localId, id);
  if (!current) throw notFound('CATEGORIA_NO_EXISTE');
  if (current.cantidadProductos > 0) throw conflict('CATEGORIA_CON_PRODUCTOS', { count: current.cantidadProductos });
  await repo.deleteCategoria(db, localId, id);
}

export async function listSubcategorias(db: Db, localId: number, opts: { categoriaId?: number | undefined; incluirInactivas: boolean }): Promise<Subcategoria[]> {
  return repo.listSubcategorias(db, localId, opts);
}

export async function getSubcategoria(db: Db, localId: number, id: number): Promise<Subcategoria> {
  const row = await repo.findSubcategoria(db, localId, id);
  if (!row) throw notFound('SUBCATEGORIA_NO_EXISTE');
  return row;
}

async function checkSubcategoria(db: Db, localId: number, input: SubcategoriaInput, exceptId?: number) {
  const categoria = await repo.findCategoria(db, localId, input.categoriaId);
  if (!categoria) throw badRequest('CATEGORIA_NO_EXISTE');
  if (await repo.subcategoriaConNombre(db, input.categoriaId, input.nombre, exceptId)) {
    throw conflict('SUBCATEGORIA_DUPLICADA', { nombre: input.nombre });
  }
}

export async function createSubcategoria(db: Db, localId: number, input: SubcategoriaInput): Promise<Subcategoria> {
  await checkSubcategoria(db, localId, input);
  const id = await repo.insertSubcategoria(db, localId, { ...input, activo: input.activo ?? true });
  return getSubcategoria(db, localId, id);
}

/** Moving a subcategory to another category moves its products with it (a product's subcategory is always of its category). */
export async function updateSubcategoria(db: Db, localId: number, id: number, input: SubcategoriaInput): Promise<Subcategoria> {
  const current = await repo.findSubcategoria(db, localId, id);
  if (!current) throw notFound('SUBCATEGORIA_NO_EXISTE');
  await checkSubcategoria(db, localId, input, id);
  await repo.updateSubcategoria(db, localId, id, { ...input, activo: input.activo ?? current.activo });
  if (input.categoriaId !== current.categoriaId) {
    await repo.moveSubcategoriaProductos(db, localId, id, input.categoriaId);
  }
  return getSubcategoria(db, localId, id);
}

export async function deleteSubcategoria(db: Db, localId: number, id: number): Promise<void> {
  const current = await repo.findSubcategoria(db, localId, id);
  if (!current) throw notFound('SUBCATEGORIA_NO_EXISTE');
  if (current.cantidadProductos > 0) throw conflict('SUBCATEGORIA_CON_PRODUCTOS', { count: current.cantidadProductos });
  await repo.deleteSubcategoria(db, localId, id);
}
