import type { Kysely, Selectable } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database, PromocionesTable } from '../../db/schema';

type Db = Kysely<Database>;

/** A promotion as stored: channels and days split, the percent scaled by 100. */
export interface PromocionRow {
  id: number;
  localId: number;
  nombre: string;
  tipo: 'nxm' | 'segunda-unidad';
  lleva: number | null;
  paga: number | null;
  porcentaje: number | null;
  productoId: number | null;
  categoriaId: number | null;
  canales: string[];
  dias: number[] | null;
  desde: string | null;
  hasta: string | null;
  activa: boolean;
  createdAt: string;
  updatedAt: string;
}

export type PromocionValues = Omit<PromocionRow, 'id' | 'localId' | 'createdAt' | 'updatedAt'>;

type Raw = Selectable<PromocionesTable>;

function toRow(r: Raw): PromocionRow {
  return {
    id: r.id,
    localId: r.local_id,
    nombre: r.nombre,
    tipo: r.tipo === 'segunda-unidad' ? 'segunda-unidad' : 'nxm',
    lleva: r.lleva === null ? null : Number(r.lleva),
    paga: r.paga === null ? null : Number(r.paga),
    porcentaje: r.porcentaje === null ? null : Number(r.porcentaje),
    productoId: r.producto_id,
    categoriaId: r.categoria_id,
    canales: r.canales.split(',').filter(Boolean),
    dias: r.dias ? r.dias.split(',').map(Number) : null,
    desde: r.desde,
    hasta: r.hasta,
    activa: Boolean(Number(r.activa)),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  };
}

function columns(v: PromocionValues) {
  return {
    nombre: v.nombre,
    tipo: v.tipo,
    lleva: v.lleva,
    paga: v.paga,
    porcentaje: v.porcentaje,
    producto_id: v.productoId,
    categoria_id: v.categoriaId,
    canales: v.canales.join(','),
    dias: v.dias ? v.dias.join(',') : null,
    desde: v.desde,
    hasta: v.hasta,
    activa: v.activa ? 1 : 0,
  };
}

// Every line added reads the venue's active promotions: compiled once, and kept on SQLite until one changes (see hotQuery).
const activePromos = hotQuery<Raw, [number]>((db, p) => db.selectFrom('promociones').selectAll().where('local_id', '=', p(0)).where('activa', '=', 1).orderBy('id'), {
  cached: ['promociones'],
});

/** The venue's promotions, oldest first. */
export async function listPromociones(db: Db, localId: number, opts: { soloActivas?: boolean } = {}): Promise<PromocionRow[]> {
  if (opts.soloActivas) return (await activePromos(db, localId)).map((r) => toRow(r));
  const rows = await db.selectFrom('promociones').selectAll().where('local_id', '=', localId).orderBy('id').execute();
  return rows.map((r) => toRow(r));
}

export async function findPromocion(db: Db, localId: number, id: number): Promise<PromocionRow | null> {
  const row = await db.selectFrom('promociones').selectAll().where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function insertPromocion(db: Db, localId: number, v: PromocionValues, at: string): Promise<number> {
  const row = await db
    .insertInto('promociones')
    .values({ local_id: localId, ...columns(v), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePromocion(db: Db, localId: number, id: number, v: PromocionValues, at: string): Promise<void> {
  await db
    .updateTable('promociones')
    .set({ ...columns(v), updated_at: at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function deletePromocion(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('promociones').where('local_id', '=', localId).where('id', '=', id).execute();
}

/** The names of the venue's products and categories among these ids (what a promotion may name). */
export async function namesOf(
  db: Db,
  localId: number,
  productoIds: readonly number[],
  categoriaIds: readonly number[],
): Promise<{ productos: Map<number, string>; categorias: Map<number, string> }> {
  const productos =
    productoIds.length === 0
      ? []
      : await db
          .selectFrom('productos')
          .select(['id', 'nombre'])
          .where('local_id', '=', localId)
          .where('id', 'in', [...new Set(productoIds)])
          .execute();
  const categorias =
    categoriaIds.length === 0
      ? []
      : await db
          .selectFrom('categorias')
          .select(['id', 'nombre'])
          .where('local_id', '=', localId)
          .where('id', 'in', [...new Set(categoriaIds)])
          .execute();
  return { productos: new Map(productos.map((r) => [r.id, r.nombre])), categorias: new Map(categorias.map((r) => [r.id, r.nombre])) };
}
