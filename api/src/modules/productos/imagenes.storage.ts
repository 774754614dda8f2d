import fs from 'node:fs';
import path from 'node:path';

/*
 * Where the bytes of product images live on SQLite: files under DATA_DIR, one folder per product
 * (`productos-imagenes/<local>/<producto>/<size>-<version>.<ext>`), so the database file stays
 * small. On PostgreSQL the bytes are in producto_imagenes.datos and nothing is written here.
 */

function productoDir(dataDir: string, localId: number, productoId: number): string {
  return path.join(dataDir, 'productos-imagenes', String(localId), String(productoId));
}

export function imagenFile(dataDir: string, localId: number, productoId: number, size: string, version: string, tipo: string): string {
  const ext = tipo === 'image/png' ? 'png' : 'jpg';
  return path.join(productoDir(dataDir, localId, productoId), `${size}-${version}.${ext}`);
}

/** Writes a new image's files beside the current ones (the database still points at those). */
export function writeImagenFiles(files: readonly { file: string; datos: Buffer }[]): void {
  for (const f of files) {
    fs.mkdirSync(path.dirname(f.file), { recursive: true });
    // Written whole to a temp name, then renamed: a reader never sees half a file.
    const tmp = `${f.file}.tmp`;
    fs.writeFileSync(tmp, f.datos);
    fs.renameSync(tmp, f.file);
  }
}

/** Once the database points at `version` (or at no image: null), drops the product's other files. */
export function pruneImagenFiles(dataDir: string, localId: number, productoId: number, version: string | null): void {
  const dir = productoDir(dataDir, localId, productoId);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (version === null || !name.includes(`-${version}.`)) fs.rmSync(path.join(dir, name), { force: true });
}

export function readImagenFile(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

export function removeImagenFiles(dataDir: string, localId: number, productoId: number): void {
  fs.rmSync(productoDir(dataDir, localId, productoId), { recursive: true, force: true });
}
