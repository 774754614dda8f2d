import type { PedidoEstado, UnidadMedida } from '@resto/shared/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { dialectOf } from '../../db/database';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';
import { findPedido } from './pedidos.repository';

type Db = Kysely<Database>;

/** An order line as stored: quantity * 1000, price in minor units. */
export interface PedidoItemRow {
  id: number;
  pedidoId: number;
  draftItemId: number | null;
  productoId: number;
  productoNombre: string;
  unidadMedida: UnidadMedida;
  cantidadMilli: number;
  precioUnitario: number;
  notas: string | null;
  eliminado: boolean;
  /** The options (JSON text), the course and held until the waiter fires it. */
  modificadores: string | null;
  curso: string | null;
  enEspera: boolean;
  /** A combo's components as the line kept them (JSON text), null for a simple product. */
  componentes?: string | null;
  /** A direct order's line: the price list that priced it (its name) and its promotion's rule (JSON text). */
  listaPrecio?: string | null;
  promocion?: string | null;
}

export type PedidoItemValues = Omit<PedidoItemRow, 'id' | 'eliminado' | 'modificadores' | 'curso' | 'enEspera'> &
  Partial<Pick<PedidoItemRow, 'modificadores' | 'curso' | 'enEspera'>>;

/**
 * A draft item's line in one of the draft's pending orders (the round the kitchen has not started
 * that holds it), the newest if several; with its order locked as in {@link findPedido}, checked
 * still pending once locked.
 */
export async function findPendingLineOfItem(db: Db, localId: number, draftId: number, draftItemId: number): Promise<{ pedidoId: number; line: PedidoItemRow } | null> {
  const row = await db
    .selectFrom('pedido_items as pi')
    .innerJoin('pedidos as p', 'p.id', 'pi.pedido_id')
    .selectAll('pi')
    .where('p.local_id', '=', localId)
    .where('p.draft_id', '=', draftId)
    .where('p.estado', '=', 'pendiente')
    .where('pi.draft_item_id', '=', draftItemId)
    .orderBy('pi.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  if (dialectOf(db) === 'postgres') {
    const order = await findPedido(db, localId, row.pedido_id, true);
    if (order?.estado !== 'pendiente') return null;
  }
  return { pedidoId: row.pedido_id, line: toItemRow(row) };
}

function toItemRow(r: {
  id: number;
  pedido_id: number;
  draft_item_id: number | null;
  producto_id: number;
  producto_nombre: string;
  unidad_medida: string;
  cantidad_milli: number;
  precio_unitario: number;
  notas: string | null;
  eliminado: number | boolean;
  modificadores?: string | null;
  curso?: string | null;
  en_espera?: number | boolean;
  componentes?: string | null;
  lista_precio?: string | null;
  promocion?: string | null;
}): PedidoItemRow {
  return {
    id: r.id,
    pedidoId: r.pedido_id,
    draftItemId: r.draft_item_id,
    productoId: r.producto_id,
    productoNombre: r.producto_nombre,
    unidadMedida: r.unidad_medida as UnidadMedida,
    cantidadMilli: Number(r.cantidad_milli),
    precioUnitario: Number(r.precio_unitario),
    notas: r.notas,
    eliminado: Boolean(r.eliminado),
    modificadores: r.modificadores ?? null,
    curso: r.curso ?? null,
    enEspera: Boolean(r.en_espera),
    componentes: r.componentes ?? null,
    listaPrecio: r.lista_precio ?? null,
    promocion: r.promocion ?? null,
  };
}

export async function findItems(db: Db, pedidoIds: readonly number[]): Promise<PedidoItemRow[]> {
  if (pedidoIds.length === 0) return [];
  if (pedidoIds.length === 1) return (await itemsOfOne(db, pedidoIds[0]!)).map(toItemRow);
  const rows = await db
    .selectFrom('pedido_items')
    .selectAll()
    .where('pedido_id', 'in', [...pedidoIds])
    .orderBy('pedido_id')
    .orderBy('id')
    .execute();
  return rows.map(toItemRow);
}

// The lines of one order (every comanda add's hub event): compiled once (see hotQuery).
const itemsOfOne = hotQuery<Selectable<Database['pedido_items']>, [number]>((db, p) => db.selectFrom('pedido_items').selectAll().where('pedido_id', '=', p(0)).orderBy('id'));

/**
 * What the kitchen already took of a draft item: its live lines in orders past 'pendiente'
 * (cancelled orders and lines struck while pending do not count).
 */
export async function quantityTakenByKitchen(db: Db, draftItemId: number): Promise<number> {
  const row = await db
    .selectFrom('pedido_items as pi')
    .innerJoin('pedidos as p', 'p.id', 'pi.pedido_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('pi.cantidad_milli'), sql<number>`0`).as('total'))
    .where('pi.draft_item_id', '=', draftItemId)
    .where('p.estado', 'not in', ['pendiente', 'cancelado'])
    .where('pi.eliminado', '=', false)
    // A held line is not taken, whatever its order's status: the kitchen makes it once fired.
    .where('pi.en_espera', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function itemColumns(v: PedidoItemValues) {
  return {
    pedido_id: v.pedidoId,
    draft_item_id: v.draftItemId,
    producto_id: v.productoId,
    producto_nombre: v.productoNombre,
    unidad_medida: v.unidadMedida,
    cantidad_milli: v.cantidadMilli,
    precio_unitario: v.precioUnitario,
    notas: v.notas,
    modificadores: v.modificadores ?? null,
    curso: v.curso ?? null,
    en_espera: v.enEspera ? 1 : 0,
    componentes: v.componentes ?? null,
    lista_precio: v.listaPrecio ?? null,
    promocion: v.promocion ?? null,
  };
}

export async function insertItem(db: Db, v: PedidoItemValues): Promise<void> {
  await db.insertInto('pedido_items').values(itemColumns(v)).execute();
}

/** The comanda add's one line, compiled once (see hotQuery). */
const insertOneLine = hotQuery<{ id: number }, [number, number | null, number, string, string, number, number, string | null, string | null, string | null, number]>((db, p) =>
  db
    .insertInto('pedido_items')
    .values({
      pedido_id: p(0),
      draft_item_id: p(1),
      producto_id: p(2),
      producto_nombre: p(3),
      unidad_medida: p(4),
      cantidad_milli: p(5),
      precio_unitario: p(6),
      notas: p(7),
      modificadores: p(8),
      curso: p(9),
      en_espera: p(10),
    })
    .returning('id'),
);

/** Several lines in one statement. */
export async function insertItems(db: Db, values: readonly PedidoItemValues[]): Promise<void> {
  await insertItemRows(db, values);
}

/**
 * Several lines in one statement, returned as `findItems` would read them back (in the order of
 * their ids). The database does not promise RETURNING's order, so each id is matched to its line
 * by its draft item (distinct in a round) or, without one, by position.
 */
export async function insertItemRows(db: Db, values: readonly PedidoItemValues[]): Promise<PedidoItemRow[]> {
  if (values.length === 0) return [];
  const asRow = (v: PedidoItemValues, id: number): PedidoItemRow => ({
    id,
    pedidoId: v.pedidoId,
    draftItemId: v.draftItemId,
    productoId: v.productoId,
    productoNombre: v.productoNombre,
    unidadMedida: v.unidadMedida,
    cantidadMilli: v.cantidadMilli,
    precioUnitario: v.precioUnitario,
    notas: v.notas,
    eliminado: false,
    modificadores: v.modificadores ?? null,
    curso: v.curso ?? null,
    enEspera: v.enEspera ?? false,
    componentes: v.componentes ?? null,
    listaPrecio: v.listaPrecio ?? null,
    promocion: v.promocion ?? null,
  });
  if (values.length === 1) {
    const v = values[0]!;
    const [inserted] = await insertOneLine(
      db,
      v.pedidoId,
      v.draftItemId,
      v.productoId,
      v.productoNombre,
      v.unidadMedida,
      v.cantidadMilli,
      v.precioUnitario,
      v.notas,
      v.modificadores ?? null,
      v.curso ?? null,
      v.enEspera ? 1 : 0,
    );
    // A combo's components and a direct order's list and promotion, apart from the hot statement every add of a simple line runs.
    if (v.componentes || v.listaPrecio || v.promocion) {
      await db
        .updateTable('pedido_items')
        .set({ componentes: v.componentes ?? null, lista_precio: v.listaPrecio ?? null, promocion: v.promocion ?? null })
        .where('id', '=', inserted!.id)
        .execute();
    }
    return [asRow(v, inserted!.id)];
  }
  const inserted = await db.insertInto('pedido_items').values(values.map(itemColumns)).returning(['id', 'draft_item_id']).execute();
  const byDraftItem = new Map(inserted.map((r) => [r.draft_item_id, r.id]));
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  const distinct = byDraftItem.size === values.length && !byDraftItem.has(null);
  return values.map((v, index) => asRow(v, distinct ? byDraftItem.get(v.draftItemId)! : ids[index]!)).sort((a, b) => a.id - b.id);
}

/** The note of a draft item's line in a pending order (what the kitchen has not taken yet). */
export async function updateLineNotas(db: Db, pedidoId: number, draftItemId: number, notas: string | null): Promise<void> {
  await db.updateTable('pedido_items').set({ notas }).where('pedido_id', '=', pedidoId).where('draft_item_id', '=', draftItemId).execute();
}

export async function updateLine(db: Db, id: number, changes: { cantidadMilli: number; eliminado: boolean }): Promise<void> {
  await db.updateTable('pedido_items').set({ cantidad_milli: changes.cantidadMilli, eliminado: changes.eliminado }).where('id', '=', id).execute();
}

/** The lines of an order (a pending counter order being edited) are replaced. */
export async function deleteItems(db: Db, pedidoId: number): Promise<void> {
  await db.deleteFrom('pedido_items').where('pedido_id', '=', pedidoId).execute();
}

/** A held draft item's live line, in whichever of the draft's orders it is, with its order's status. */
export async function findHeldLine(db: Db, localId: number, draftId: number, draftItemId: number): Promise<(PedidoItemRow & { estado: PedidoEstado }) | null> {
  const row = await db
    .selectFrom('pedido_items as pi')
    .innerJoin('pedidos as p', 'p.id', 'pi.pedido_id')
    .selectAll('pi')
    .select('p.estado')
    .where('p.local_id', '=', localId)
    .where('p.draft_id', '=', draftId)
    .where('p.estado', '<>', 'cancelado')
    .where('pi.draft_item_id', '=', draftItemId)
    .where('pi.en_espera', '=', 1)
    .orderBy('pi.id', 'desc')
    .executeTakeFirst();
  return row ? { ...toItemRow(row), estado: row.estado as PedidoEstado } : null;
}

/** Fires a held line: no longer held, in `pedidoId` (its order, or the draft's pending one). */
export async function fireLine(db: Db, id: number, pedidoId: number): Promise<void> {
  await db.updateTable('pedido_items').set({ en_espera: 0, pedido_id: pedidoId }).where('id', '=', id).execute();
}
