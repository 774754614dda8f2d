import type { Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';
import { findItems, type DraftItemRow } from './drafts.repository';

/*
 * Writing a comanda's items: adds, changes (each keeping the item's state before it) and the
 * items as an earlier add left them.
 */

type Db = Kysely<Database>;

export type DraftItemValues = Omit<DraftItemRow, 'id' | 'eliminado' | 'motivoEliminacion' | 'fechaEliminacion'>;

function itemColumns(v: DraftItemValues) {
  return {
    draft_id: v.draftId,
    producto_id: v.productoId,
    producto_nombre: v.productoNombre,
    categoria_nombre: v.categoriaNombre,
    unidad_medida: v.unidadMedida,
    cantidad_milli: v.cantidadMilli,
    precio_unitario: v.precioUnitario,
    promocion: v.promocion ?? null,
    tipo_descuento: v.tipoDescuento,
    valor_descuento: v.valorDescuento,
    notas: v.notas,
    mesa_vinculada_id: v.mesaVinculadaId,
    modificadores: v.modificadores,
    componentes: v.componentes ?? null,
    curso: v.curso,
    en_espera: v.enEspera ? 1 : 0,
    lista_precio: v.listaPrecio ?? null,
    usuario_id: v.usuarioId,
    fecha_creacion: v.fechaCreacion,
    fecha_modificacion: v.fechaModificacion,
  };
}

/** One item (the comanda add), compiled once (see hotQuery). */
const insertOneItem = hotQuery<
  { id: number },
  [
    number,
    number,
    string,
    string | null,
    string,
    number,
    number,
    string | null,
    number | null,
    string | null,
    number | null,
    number,
    string,
    string,
    string | null,
    string | null,
    number,
    string | null,
    string | null,
  ]
>((db, p) =>
  db
    .insertInto('mesa_draft_items')
    .values({
      draft_id: p(0),
      producto_id: p(1),
      producto_nombre: p(2),
      categoria_nombre: p(3),
      unidad_medida: p(4),
      cantidad_milli: p(5),
      precio_unitario: p(6),
      tipo_descuento: p(7),
      valor_descuento: p(8),
      notas: p(9),
      mesa_vinculada_id: p(10),
      usuario_id: p(11),
      fecha_creacion: p(12),
      fecha_modificacion: p(13),
      modificadores: p(14),
      curso: p(15),
      en_espera: p(16),
      lista_precio: p(17),
      promocion: p(18),
    })
    .returning('id'),
);

export async function insertItem(db: Db, v: DraftItemValues): Promise<number> {
  const [row] = await insertOneItem(
    db,
    v.draftId,
    v.productoId,
    v.productoNombre,
    v.categoriaNombre,
    v.unidadMedida,
    v.cantidadMilli,
    v.precioUnitario,
    v.tipoDescuento,
    v.valorDescuento,
    v.notas,
    v.mesaVinculadaId,
    v.usuarioId,
    v.fechaCreacion,
    v.fechaModificacion,
    v.modificadores,
    v.curso,
    v.enEspera ? 1 : 0,
    v.listaPrecio ?? null,
    v.promocion ?? null,
  );
  // A combo's components, apart from the hot statement every add of a simple line runs.
  if (v.componentes) await db.updateTable('mesa_draft_items').set({ componentes: v.componentes }).where('id', '=', row!.id).execute();
  return row!.id;
}

/**
 * Inserts the items in one statement; their ids in the order given (ids grow in the order the
 * rows are inserted on both databases, whatever order RETURNING lists them in).
 */
export async function insertItems(db: Db, values: readonly DraftItemValues[]): Promise<number[]> {
  if (values.length === 0) return [];
  if (values.length === 1) return [await insertItem(db, values[0]!)];
  const rows = await db.insertInto('mesa_draft_items').values(values.map(itemColumns)).returning('id').execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Changes an item. Its state before the change is kept, valid up to `draftVersion` (the draft's
 * version before this change), so that the comanda as an earlier add left it can be rebuilt
 * exactly (`itemsAsOf`: a comanda add's replay answers its first answer).
 */
export async function updateItem(
  db: Db,
  before: DraftItemRow,
  draftVersion: number,
  at: string,
  changes: { cantidadMilli?: number; eliminado?: boolean; motivoEliminacion?: string | null; fechaEliminacion?: string | null; notas?: string | null; enEspera?: boolean },
): Promise<void> {
  const itemId = before.id;
  await db
    .insertInto('mesa_draft_item_estados')
    .values({ draft_id: before.draftId, item_id: itemId, hasta_version: draftVersion, fila: JSON.stringify(before), created_at: at })
    .execute();
  await db
    .updateTable('mesa_draft_items')
    .set({
      ...(changes.cantidadMilli === undefined ? {} : { cantidad_milli: changes.cantidadMilli }),
      ...(changes.eliminado === undefined ? {} : { eliminado: changes.eliminado }),
      ...(changes.motivoEliminacion === undefined ? {} : { motivo_eliminacion: changes.motivoEliminacion }),
      ...(changes.fechaEliminacion === undefined ? {} : { fecha_eliminacion: changes.fechaEliminacion }),
      ...(changes.notas === undefined ? {} : { notas: changes.notas }),
      ...(changes.enEspera === undefined ? {} : { en_espera: changes.enEspera ? 1 : 0 }),
      fecha_modificacion: at,
    })
    .where('id', '=', itemId)
    .execute();
}

/**
 * The draft's items as they were at `version`, when its last item was `lastItemId` (the items an
 * add left): the items up to that id, each in the state it had then (the earliest state kept with
 * `hasta_version` >= `version`, else the current row).
 */
export async function itemsAsOf(db: Db, draftId: number, lastItemId: number, version: number): Promise<DraftItemRow[]> {
  const current = (await findItems(db, [draftId])).filter((i) => i.id <= lastItemId);
  const states = await db
    .selectFrom('mesa_draft_item_estados')
    .select(['item_id', 'fila'])
    .where('draft_id', '=', draftId)
    .where('hasta_version', '>=', version)
    .where('item_id', '<=', lastItemId)
    .orderBy('hasta_version')
    .orderBy('id')
    .execute();
  const then = new Map<number, DraftItemRow>();
  for (const state of states) if (!then.has(state.item_id)) then.set(state.item_id, JSON.parse(state.fila) as DraftItemRow);
  return current.map((item) => then.get(item.id) ?? item);
}

/** Forgets item states kept before `before` (ISO): the add records that could need them are gone too. */
export async function pruneItemStates(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('mesa_draft_item_estados').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
