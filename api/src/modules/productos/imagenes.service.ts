import { createHash } from 'node:crypto';
import { IMAGEN_MAX_BYTES, type ImagenTamano } from '@resto/shared/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import sharp, { type Sharp } from 'sharp';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import * as catalogo from './catalogo.repository';
import { imagenFile, pruneImagenFiles, readImagenFile, writeImagenFiles } from './imagenes.storage';
import * as repo from './imagenes.repository';

type Db = Kysely<Database>;

/*
 * Product images (JPG or PNG, at most 2 MB). The type is read from the bytes (magic
 * numbers), never from the name or the declared type. On upload sharp makes the two sizes the
 * screens show (a card and a list thumbnail), once, so serving is a plain read with an ETag.
 */

/** Longest side of a catalogue card image; thumbnails are square crops for list rows. */
const CARD_MAX = 600;
const THUMB_SIZE = 160;

export type ImagenStorage = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres' };

export function storageOf(config: AppConfig): ImagenStorage {
  return config.database.kind === 'postgres' ? { kind: 'postgres' } : { kind: 'sqlite', dataDir: config.dataDir };
}

interface Prepared {
  version: string;
  tipo: 'image/jpeg' | 'image/png';
  sizes: { tamano: 'original' | ImagenTamano; datos: Buffer }[];
}

/** Checks and resizes an upload; refuses anything but a decodable JPG or PNG of at most 2 MB. */
export async function prepareImagen(datos: Buffer): Promise<Prepared> {
  if (datos.length === 0) throw badRequest('IMAGEN_REQUERIDA');
  if (datos.length > IMAGEN_MAX_BYTES) throw badRequest('IMAGEN_DEMASIADO_GRANDE');
  const type = await fileTypeFromBuffer(datos);
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png') throw badRequest('IMAGEN_FORMATO_INVALIDO');
  const tipo = type.mime;
  const encode = (img: Sharp) => (tipo === 'image/png' ? img.png({ compressionLevel: 9 }) : img.jpeg({ quality: 82, mozjpeg: true }));
  try {
    // rotate(): applies the EXIF orientation phones write, so the picture stands as it was taken.
    const card = await encode(sharp(datos).rotate().resize(CARD_MAX, CARD_MAX, { fit: 'inside', withoutEnlargement: true })).toBuffer();
    const thumb = await encode(sharp(datos).rotate().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' })).toBuffer();
    const version = createHash('sha256').update(datos).digest('hex').slice(0, 16);
    return {
      version,
      tipo,
      sizes: [
        { tamano: 'original', datos },
        { tamano: 'card', datos: card },
        { tamano: 'thumb', datos: thumb },
      ],
    };
  } catch {
    // Right magic bytes, broken picture.
    throw badRequest('IMAGEN_FORMATO_INVALIDO');
  }
}

/**
 * Stores a prepared image as the product's (caller's transaction). On SQLite the files are written
 * first, beside the old ones; `afterCommit` drops the old ones once the database points at the new.
 */
export async function saveImagen(db: Db, storage: ImagenStorage, localId: number, productoId: number, img: Prepared): Promise<() => void> {
  if (!(await catalogo.findCatalogo(db, localId, productoId))) throw notFound('PRODUCTO_NO_EXISTE');
  const rows: repo.ImagenRow[] = img.sizes.map((s) => ({
    productoId,
    tamano: s.tamano,
    version: img.version,
    tipo: img.tipo,
    bytes: s.datos.length,
    datos: storage.kind === 'postgres' ? s.datos : null,
  }));
  if (storage.kind === 'sqlite') {
    writeImagenFiles(img.sizes.map((s) => ({ file: imagenFile(storage.dataDir, localId, productoId, s.tamano, img.version, img.tipo), datos: s.datos })));
  }
  await repo.replaceImagen(db, localId, productoId, rows);
  await catalogo.setImagenVersion(db, localId, productoId, img.version);
  return () => {
    if (storage.kind === 'sqlite') pruneImagenFiles(storage.dataDir, localId, productoId, img.version);
  };
}

export async function removeImagen(db: Db, storage: ImagenStorage, localId: number, productoId: number): Promise<() => void> {
  const producto = await catalogo.findCatalogo(db, localId, productoId);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  if (!producto.imagenVersion) throw notFound('PRODUCTO_SIN_IMAGEN');
  await repo.deleteImagen(db, localId, productoId);
  await catalogo.setImagenVersion(db, localId, productoId, null);
  return () => {
    if (storage.kind === 'sqlite') pruneImagenFiles(storage.dataDir, localId, productoId, null);
  };
}

/** The bytes of a product's image at a size, with what the caching headers need. */
export async function readImagen(db: Db, storage: ImagenStorage, productoId: number, tamano: ImagenTamano): Promise<{ datos: Buffer; tipo: string; version: string }> {
  const row = await repo.findImagen(db, productoId, tamano);
  if (!row) throw notFound('PRODUCTO_SIN_IMAGEN');
  const datos = storage.kind === 'postgres' ? row.datos : readImagenFile(imagenFile(storage.dataDir, row.localId, productoId, tamano, row.version, row.tipo));
  if (!datos) throw notFound('PRODUCTO_SIN_IMAGEN');
  return { datos, tipo: row.tipo, version: row.version };
}
