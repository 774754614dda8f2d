import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface ImagenRow {
  productoId: number;
  tamano: string;
  version: string;
  tipo: string;
  bytes: number;
  /** The bytes on PostgreSQL; null on SQLite (a file under DATA_DIR). */
  datos: Buffer | null;
}

/** Replaces the stored sizes of a product's image. */
export async function replaceImagen(db: Db, localId: number, productoId: number, rows: readonly ImagenRow[]): Promise<void> {
  await db.deleteFrom('producto_imagenes').where('local_id', '=', localId).where('producto_id', '=', productoId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('producto_imagenes')
    .values(rows.map((r) => ({ producto_id: productoId, tamano: r.tamano, local_id: localId, version: r.version, tipo: r.tipo, bytes: r.bytes, datos: r.datos })))
    .execute();
}

export async function findImagen(db: Db, productoId: number, tamano: string): Promise<(ImagenRow & { localId: number }) | undefined> {
  const row = await db
    .selectFrom('producto_imagenes')
    .select(['producto_id', 'tamano', 'local_id', 'version', 'tipo', 'bytes', 'datos'])
    .where('producto_id', '=', productoId)
    .where('tamano', '=', tamano)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    productoId: row.producto_id,
    tamano: row.tamano,
    localId: row.local_id,
    version: row.version,
    tipo: row.tipo,
    bytes: Number(row.bytes),
    datos: row.datos ? Buffer.from(row.datos) : null,
  };
}

export async function deleteImagen(db: Db, localId: number, productoId: number): Promise<void> {
  await db.deleteFrom('producto_imagenes').where('local_id', '=', localId).where('producto_id', '=', productoId).execute();
}
