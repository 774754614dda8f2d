import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Categories of the venue by name key; an active one wins over an inactive one of the same name. */
export async function categoriasPorClave(db: Db, localId: number): Promise<Map<string, { id: number; nombre: string }>> {
  const rows = await db.selectFrom('categorias').select(['id', 'nombre', 'nombre_clave', 'activo']).where('local_id', '=', localId).orderBy('activo', 'asc').execute();
  return new Map(rows.map((r) => [r.nombre_clave, { id: r.id, nombre: r.nombre }]));
}

/** Subcategories of the venue by `${categoriaId}:${name key}`. */
export async function subcategoriasPorClave(db: Db, localId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('subcategorias').select(['id', 'categoria_id', 'nombre_clave']).where('local_id', '=', localId).execute();
  return new Map(rows.map((r) => [`${r.categoria_id}:${r.nombre_clave}`, r.id]));
}
