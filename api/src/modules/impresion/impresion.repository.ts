import type { CodePage, ConexionImpresora, Estacion } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface ImpresoraRow {
  id: number;
  localId: number;
  nombre: string;
  conexion: ConexionImpresora;
  host: string | null;
  puerto: number | null;
  anchoMm: 80 | 58;
  codePage: CodePage;
  estacion: Estacion;
  respaldoId: number | null;
  leerEstado: boolean;
  activa: boolean;
}

export interface ImpresoraValues {
  nombre: string;
  conexion: ConexionImpresora;
  host: string | null;
  puerto: number | null;
  anchoMm: 80 | 58;
  codePage: CodePage;
  estacion: Estacion;
  respaldoId: number | null;
  leerEstado: boolean;
  activa: boolean;
}

const IMPRESORA_COLUMNS = ['id', 'local_id', 'nombre', 'conexion', 'host', 'puerto', 'ancho_mm', 'code_page', 'estacion', 'respaldo_id', 'leer_estado', 'activa'] as const;

interface ImpresoraDbRow {
  id: number;
  local_id: number;
  nombre: string;
  conexion: string;
  host: string | null;
  puerto: number | null;
  ancho_mm: number;
  code_page: string;
  estacion: string;
  respaldo_id: number | null;
  leer_estado: number;
  activa: number;
}

function toImpresora(r: ImpresoraDbRow): ImpresoraRow {
  return {
    id: r.id,
    localId: r.local_id,
    nombre: r.nombre,
    conexion: r.conexion as ConexionImpresora,
    host: r.host,
    puerto: r.puerto === null ? null : Number(r.puerto),
    anchoMm: Number(r.ancho_mm) === 58 ? 58 : 80,
    codePage: r.code_page as CodePage,
    estacion: r.estacion as Estacion,
    respaldoId: r.respaldo_id,
    leerEstado: Number(r.leer_estado) === 1,
    activa: Number(r.activa) === 1,
  };
}

function impresoraColumns(v: ImpresoraValues) {
  return {
    nombre: v.nombre,
    conexion: v.conexion,
    host: v.host,
    puerto: v.puerto,
    ancho_mm: v.anchoMm,
    code_page: v.codePage,
    estacion: v.estacion,
    respaldo_id: v.respaldoId,
    leer_estado: v.leerEstado ? 1 : 0,
    activa: v.activa ? 1 : 0,
  };
}

/** The venue's printers: every kitchen confirmation asks (which station prints what), compiled once (see hotQuery). */
const impresorasOf = hotQuery<ImpresoraDbRow, [number]>((db, p) => db.selectFrom('impresoras').select(IMPRESORA_COLUMNS).where('local_id', '=', p(0)).orderBy('id'), {
  cached: ['impresoras'],
});

export async function listImpresoras(db: Db, localId: number): Promise<ImpresoraRow[]> {
  return (await impresorasOf(db, localId)).map(toImpresora);
}

export async function findImpresora(db: Db, localId: number, id: number): Promise<ImpresoraRow | null> {
  const row = await db.selectFrom('impresoras').select(IMPRESORA_COLUMNS).where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toImpresora(row) : null;
}

export async function findImpresorasByIds(db: Db, ids: readonly number[]): Promise<Map<number, ImpresoraRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('impresoras')
    .select(IMPRESORA_COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, toImpresora(r)]));
}

export async function insertImpresora(db: Db, localId: number, v: ImpresoraValues, at: string): Promise<number> {
  const row = await db
    .insertInto('impresoras')
    .values({ local_id: localId, ...impresoraColumns(v), fecha_creacion: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateImpresora(db: Db, localId: number, id: number, v: ImpresoraValues): Promise<void> {
  await db.updateTable('impresoras').set(impresoraColumns(v)).where('local_id', '=', localId).where('id', '=', id).execute();
}

export async function deleteImpresora(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('impresoras').where('local_id', '=', localId).where('id', '=', id).execute();
}

export async function listRutas(db: Db, localId: number): Promise<{ categoriaId: number; estacion: Estacion }[]> {
  const rows = await db.selectFrom('impresion_rutas').select(['categoria_id', 'estacion']).where('local_id', '=', localId).orderBy('categoria_id').execute();
  return rows.map((r) => ({ categoriaId: r.categoria_id, estacion: r.estacion as Estacion }));
}

export async function replaceRutas(db: Db, localId: number, rutas: readonly { categoriaId: number; estacion: Estacion }[]): Promise<void> {
  await db.deleteFrom('impresion_rutas').where('local_id', '=', localId).execute();
  if (rutas.length > 0) {
    await db
      .insertInto('impresion_rutas')
      .values(rutas.map((r) => ({ local_id: localId, categoria_id: r.categoriaId, estacion: r.estacion })))
      .execute();
  }
}

export async function existingCategorias(db: Db, localId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('categorias')
    .select('id')
    .where('local_id', '=', localId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The station of each product, by its category's route (cocina when the category has none). */
export async function estacionesDeProductos(db: Db, localId: number, productoIds: readonly number[]): Promise<Map<number, Estacion>> {
  const result = new Map<number, Estacion>();
  if (productoIds.length === 0) return result;
  const rows = await db
    .selectFrom('productos as p')
    .leftJoin('impresion_rutas as r', (join) => join.onRef('r.categoria_id', '=', 'p.categoria_id').on('r.local_id', '=', localId))
    .select(['p.id', 'r.estacion'])
    .where('p.id', 'in', [...new Set(productoIds)])
    .execute();
  for (const r of rows) result.set(r.id, (r.estacion as Estacion | null) ?? 'cocina');
  return result;
}
