import { PREPARACION_PROFUNDIDAD_MAX } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What the availability check reads of a product. */
export interface ProductoEstado {
  id: number;
  nombre: string;
  tipo: 'simple' | 'combo';
  activo: boolean;
  /** False when staff marked it sold out by hand. */
  disponible: boolean;
}

interface EstadoRow {
  id: number;
  nombre: string;
  tipo: string;
  activo: number | boolean;
  disponible: number;
}

// Every comanda add checks its product: kept until a product is written (see hotQuery).
const estadoDeUno = hotQuery<EstadoRow, [number, number]>(
  (db, p) => db.selectFrom('productos').select(['id', 'nombre', 'tipo', 'activo', 'disponible']).where('local_id', '=', p(0)).where('id', '=', p(1)),
  { cached: ['productos'] },
);

/** These products of the venue (all of the venue's active ones when ids is absent), by id. */
export async function estadoProductos(db: Db, localId: number, ids?: readonly number[]): Promise<Map<number, ProductoEstado>> {
  const out = new Map<number, ProductoEstado>();
  if (ids && ids.length === 0) return out;
  const unique = ids ? [...new Set(ids)] : null;
  let query = db.selectFrom('productos').select(['id', 'nombre', 'tipo', 'activo', 'disponible']).where('local_id', '=', localId);
  query = unique ? query.where('id', 'in', unique) : query.where('activo', '=', true);
  const rows: readonly EstadoRow[] = unique?.length === 1 ? await estadoDeUno(db, localId, unique[0]!) : await query.orderBy('nombre_busqueda').orderBy('id').execute();
  for (const r of rows) {
    out.set(r.id, { id: r.id, nombre: r.nombre, tipo: r.tipo === 'combo' ? 'combo' : 'simple', activo: Boolean(r.activo), disponible: Boolean(r.disponible) });
  }
  return out;
}

/** Marks a product sold out by hand (false) or back (true); false when it is not of the venue. */
export async function setDisponible(db: Db, localId: number, productoId: number, disponible: boolean, at: string): Promise<boolean> {
  const result = await db
    .updateTable('productos')
    .set({ disponible: disponible ? 1 : 0, updated_at: at })
    .where('local_id', '=', localId)
    .where('id', '=', productoId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The products whose own recipe takes one of these ingredients, directly or through preparations
 * (a sauce in a filling), up to the engine's deepest nesting.
 */
export async function productosQueUsan(db: Db, localId: number, insumoIds: readonly number[]): Promise<number[]> {
  if (insumoIds.length === 0) return [];
  const preparaciones = new Set<number>();
  let frontier = (
    await db
      .selectFrom('receta_lineas')
      .select('de_preparacion_id')
      .distinct()
      .where('local_id', '=', localId)
      .where('de_preparacion_id', 'is not', null)
      .where('insumo_id', 'in', insumoIds)
      .execute()
  ).map((r) => r.de_preparacion_id!);
  for (let depth = 0; frontier.length > 0 && depth < PREPARACION_PROFUNDIDAD_MAX; depth += 1) {
    for (const id of frontier) preparaciones.add(id);
    const next = await db
      .selectFrom('receta_lineas')
      .select('de_preparacion_id')
      .distinct()
      .where('local_id', '=', localId)
      .where('de_preparacion_id', 'is not', null)
      .where('preparacion_id', 'in', frontier)
      .execute();
    frontier = next.map((r) => r.de_preparacion_id!).filter((id) => !preparaciones.has(id));
  }
  const prepIds = [...preparaciones];
  const rows = await db
    .selectFrom('receta_lineas')
    .select('producto_id')
    .distinct()
    .where('local_id', '=', localId)
    .where('producto_id', 'is not', null)
    .where((eb) => (prepIds.length > 0 ? eb.or([eb('insumo_id', 'in', insumoIds), eb('preparacion_id', 'in', prepIds)]) : eb('insumo_id', 'in', insumoIds)))
    .execute();
  return rows.map((r) => r.producto_id!);
}

/** The venue's active combos that offer one of these products as a component. */
export async function combosCon(db: Db, localId: number, productoIds: readonly number[]): Promise<number[]> {
  if (productoIds.length === 0) return [];
  const rows = await db
    .selectFrom('producto_combo_opciones as o')
    .innerJoin('producto_combo_grupos as g', 'g.id', 'o.grupo_id')
    .innerJoin('productos as p', 'p.id', 'g.producto_id')
    .select('g.producto_id')
    .distinct()
    .where('g.local_id', '=', localId)
    .where('p.activo', '=', true)
    .where('o.producto_id', 'in', [...new Set(productoIds)])
    .execute();
  return rows.map((r) => r.producto_id);
}

/** The venue's active combos. */
export async function combosActivos(db: Db, localId: number): Promise<number[]> {
  const rows = await db.selectFrom('productos').select('id').where('local_id', '=', localId).where('tipo', '=', 'combo').where('activo', '=', true).execute();
  return rows.map((r) => r.id);
}

/**
 * The stock each ingredient held before its last movement and before every movement since
 * `desde` (millionths): the values the stock passed through lately.
 */
export async function stocksRecientes(db: Db, localId: number, insumoIds: readonly number[], desde: string): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (insumoIds.length === 0) return out;
  const rows = await db
    .selectFrom('insumo_movimientos as m')
    .select(['m.insumo_id', 'm.stock_anterior'])
    .where('m.local_id', '=', localId)
    .where('m.insumo_id', 'in', insumoIds)
    .where((eb) =>
      eb.or([
        eb('m.created_at', '>=', desde),
        eb(
          'm.id',
          'in',
          eb
            .selectFrom('insumo_movimientos')
            .select((e) => e.fn.max('id').as('id'))
            .where('local_id', '=', localId)
            .where('insumo_id', 'in', insumoIds)
            .groupBy('insumo_id'),
        ),
      ]),
    )
    .execute();
  for (const r of rows) {
    const list = out.get(r.insumo_id) ?? [];
    const value = Number(r.stock_anterior);
    if (!list.includes(value)) list.push(value);
    out.set(r.insumo_id, list);
  }
  return out;
}
