import type { Curso } from '@resto/shared/contracts';
import { parseScaled, QUANTITY_DECIMALS, QUANTITY_SCALE } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { asAuthority, authorizeBeyondLimit } from '../auditoria';
import type { Actor } from '../../lib/actor';
import { fireKitchenItems, getPedido, syncKitchenItem, syncKitchenNotas } from '../pedidos';
import { componentsParsed, modifierIds } from '../productos';
import { mermaDeLineas } from '../ventas';
import type { TableEvent } from './drafts.events';
import { requireWholeUnits } from './drafts-items.service';
import * as itemsRepo from './drafts-items.repository';
import { itemsOf, kitchenDraft, mesaEvent, toDraft, withoutItems } from './drafts.mapper';
import * as repo from './drafts.repository';
import { activeDraft, guardDiscounts, type DraftChange } from './drafts.service';

/* Changing a comanda's items once added: a note, a quantity, a deletion or restore, firing held lines. */

type Db = Kysely<Database>;

async function draftItem(db: Db, draftId: number, itemId: number): Promise<repo.DraftItemRow> {
  const item = await repo.findItem(db, draftId, itemId);
  if (!item) throw notFound('DRAFT_ITEM_NO_EXISTE');
  return item;
}

function quantityMilli(item: repo.DraftItemRow, cantidad: number): number {
  const scaled = parseScaled(cantidad, QUANTITY_DECIMALS);
  if (scaled === null || scaled <= 0n) throw badRequest('CANTIDAD_MAYOR_A_CERO');
  return requireWholeUnits(item.productoNombre, item.unidadMedida, Number(scaled));
}

/** The table's kitchen needs, for the item just changed. */
async function syncKitchen(db: Db, actor: Actor, draft: repo.DraftRow, itemId: number, at: string): Promise<void> {
  const item = await draftItem(db, draft.id, itemId);
  await syncKitchenItem(db, actor, kitchenDraft(draft), item, at);
}

/** Edits an item's note (also on its line in the pending kitchen order). */
export async function changeNotas(db: Db, actor: Actor, id: number, itemId: number, notas: string | null | undefined): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const item = await draftItem(db, draft.id, itemId);
  const at = new Date().toISOString();
  const value = notas?.trim() || null;
  await itemsRepo.updateItem(db, item, draft.version, at, { notas: value });
  await syncKitchenNotas(db, actor.localId, draft.id, item.id, value, at);
  await repo.updateDraft(db, actor.localId, draft.id, at);
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, itemsOf(updated, [item.id])) };
}

/**
 * Taking from a table what the kitchen already has (a line deleted, or fewer of it): the
 * classic way to pocket a cash payment. A held line (not fired) goes freely; otherwise it needs
 * mesas.cancelar or a manager's approval (X-Aprobacion), and goes to the audit log with the
 * reason (the deletion's, or the approval's; lowering a quantity with the permission needs none).
 */
async function authorizeVoid(db: Db, actor: Actor, draft: repo.DraftRow, item: repo.DraftItemRow, cantidadMilli: number, motivo: string | null): Promise<void> {
  if (item.enEspera || cantidadMilli >= item.cantidadMilli) return;
  const cantidad = (milli: number) => milli / QUANTITY_SCALE;
  await authorizeBeyondLimit(db, asAuthority(actor), {
    accion: 'anular-item',
    entidad: 'mesa',
    entidadId: draft.id,
    motivo,
    antes: { mesa: draft.mesaNumero, item: item.id, producto: item.productoNombre, cantidad: cantidad(item.cantidadMilli) },
    despues: { cantidad: cantidad(cantidadMilli) },
    motivoObligatorio: cantidadMilli === 0,
    refusal: () => forbidden('ANULAR_ITEM_REQUIERE_APROBACION', { producto: item.productoNombre, numero: draft.mesaNumero }),
  });
}

/**
 * A line sent to the kitchen was made: what it no longer charges (deleted, fewer of it, or the
 * table cancelled) is waste, with the reason and the table; `sign` -1 takes the waste back (the
 * line restored). A held line was never made and leaves nothing.
 */
export async function mermaDeItems(
  db: Db,
  actor: Actor,
  draft: Pick<repo.DraftRow, 'mesaNumero'>,
  items: readonly { item: repo.DraftItemRow; cantidadMilli: number }[],
  motivo: string,
  sign: 1 | -1 = 1,
): Promise<void> {
  const made = items.filter(({ item, cantidadMilli }) => !item.enEspera && cantidadMilli > 0);
  if (made.length === 0) return;
  const lineas = made.map(({ item, cantidadMilli }) => ({
    productoId: item.productoId,
    quantityMilli: cantidadMilli,
    opcionIds: modifierIds(item.modificadores),
    componentes: componentsParsed(item.componentes),
  }));
  const what = made.map(({ item, cantidadMilli }) => `${cantidadMilli / QUANTITY_SCALE} x ${item.productoNombre}`).join(', ');
  await mermaDeLineas(db, actor, lineas, `${motivo} (mesa ${draft.mesaNumero}: ${what})`.slice(0, 500), sign);
}

export async function changeQuantity(db: Db, actor: Actor, id: number, itemId: number, cantidad: number): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const item = await draftItem(db, draft.id, itemId);
  if (item.eliminado) throw conflict('DRAFT_ITEM_ELIMINADO');
  const cantidadMilli = quantityMilli(item, cantidad);
  await authorizeVoid(db, actor, draft, item, cantidadMilli, null);
  const at = new Date().toISOString();
  await itemsRepo.updateItem(db, item, draft.version, at, { cantidadMilli });
  const bound = await guardDiscounts(db, actor, draft, await repo.findItems(db, [draft.id]));
  await mermaDeItems(db, actor, draft, [{ item, cantidadMilli: item.cantidadMilli - cantidadMilli }], 'Cantidad reducida');
  await syncKitchen(db, actor, draft, item.id, at);
  await repo.updateDraft(db, actor.localId, draft.id, at, bound);
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, itemsOf(updated, [item.id])) };
}

/** Soft delete: the item stays, struck through, with its reason and date. */
export async function deleteItem(db: Db, actor: Actor, id: number, itemId: number, motivo: string): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const item = await draftItem(db, draft.id, itemId);
  if (item.eliminado) throw conflict('DRAFT_ITEM_YA_ELIMINADO');
  await authorizeVoid(db, actor, draft, item, 0, motivo);
  const at = new Date().toISOString();
  await itemsRepo.updateItem(db, item, draft.version, at, { eliminado: true, motivoEliminacion: motivo, fechaEliminacion: at });
  // A deleted line (held ones too) no longer carries the discounts: what is left must.
  const bound = await guardDiscounts(db, actor, draft, await repo.findItems(db, [draft.id]));
  await mermaDeItems(db, actor, draft, [{ item, cantidadMilli: item.cantidadMilli }], motivo);
  await syncKitchen(db, actor, draft, item.id, at);
  await repo.updateDraft(db, actor.localId, draft.id, at, bound);
  const updated = await toDraft(db, actor.localId, draft.id);
  return {
    draft: updated,
    event: {
      type: 'ProductoRemoved',
      mesaNumero: updated.numeroMesa,
      mesaId: updated.mesaId ?? 0,
      draftId: updated.id,
      itemId: item.id,
      ultimaActualizacion: updated.ultimaActualizacion,
      version: updated.version,
      draft: withoutItems(updated),
      items: itemsOf(updated, [item.id]),
    },
  };
}

export async function restoreItem(db: Db, actor: Actor, id: number, itemId: number): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const item = await draftItem(db, draft.id, itemId);
  if (!item.eliminado) throw conflict('DRAFT_ITEM_NO_ELIMINADO');
  const at = new Date().toISOString();
  await itemsRepo.updateItem(db, item, draft.version, at, { eliminado: false, motivoEliminacion: null, fechaEliminacion: null });
  const bound = await guardDiscounts(db, actor, draft, await repo.findItems(db, [draft.id]));
  // It will be charged: the waste its deletion recorded is taken back.
  await mermaDeItems(db, actor, draft, [{ item, cantidadMilli: item.cantidadMilli }], 'Producto restaurado', -1);
  await syncKitchen(db, actor, draft, item.id, at);
  await repo.updateDraft(db, actor.localId, draft.id, at, bound);
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, itemsOf(updated, [item.id])) };
}

async function pedidoEvent(db: Db, localId: number, pedidoId: number): Promise<TableEvent> {
  return { type: 'PedidoChanged', pedido: await getPedido(db, localId, pedidoId) };
}

/**
 * Fires held lines to the kitchen: one course, some lines, or every held line. They
 * stop being held on the comanda and in the kitchen (where they were greyed), their tickets print
 * now, and every device hears it (PedidoConfirmed for the table, PedidoChanged for each order).
 */
export async function fireItems(db: Db, actor: Actor, id: number, input: { curso?: Curso | undefined; itemIds?: readonly number[] | undefined }): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const items = await repo.findItems(db, [draft.id]);
  const held = items.filter(
    (i) => i.enEspera && !i.eliminado && (input.curso === undefined || i.curso === input.curso) && (input.itemIds === undefined || input.itemIds.includes(i.id)),
  );
  if (held.length === 0) throw conflict('TIEMPO_NADA_PARA_MARCHAR');
  const at = new Date().toISOString();
  for (const item of held) await itemsRepo.updateItem(db, item, draft.version, at, { enEspera: false });
  const cursos = new Set(held.map((i) => i.curso));
  const curso = input.curso ?? (cursos.size === 1 ? ([...cursos][0] ?? null) : null);
  const pedidoIds = await fireKitchenItems(db, actor, kitchenDraft(draft), held, curso, at);
  await repo.updateDraft(db, actor.localId, draft.id, at);
  const updated = await toDraft(db, actor.localId, draft.id);
  const more: TableEvent[] = [];
  for (const pedidoId of pedidoIds) more.push(await pedidoEvent(db, actor.localId, pedidoId));
  return {
    draft: updated,
    event: mesaEvent(
      'PedidoConfirmed',
      updated,
      itemsOf(
        updated,
        held.map((i) => i.id),
      ),
    ),
    more,
  };
}
