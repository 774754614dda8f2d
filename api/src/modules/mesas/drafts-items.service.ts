import { isSoldByWeight, type Curso, type Draft, type DraftAgregado } from '@resto/shared/contracts';
import { QUANTITY_SCALE } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { groupScope } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { asAuthority, type MaybeAuthority } from '../auditoria';
import { addKitchenItems } from '../pedidos';
import { modifiersText } from '../productos';
import { componentsText } from '../productos';
import { checkLineasDisponibles, lineasConsumo, resolveLines, type LineInput, checkPriceOverrides } from '../ventas';
import * as mesasRepo from './mesas.repository';
import { guardDraftDiscounts } from './discount-guard';
import type { TableEvent } from './drafts.events';
import * as itemsRepo from './drafts-items.repository';
import { buildDraft, changeEvent, discountOf, draftTotals, kitchenDraft, withoutItems } from './drafts.mapper';
import * as repo from './drafts.repository';
import { activeDraft, type DraftChange } from './drafts.service';

/* Adding items to a comanda: one add or a confirmed batch, and what an add's replay rebuilds. */

type Db = Kysely<Database>;

/** Drafts whose items the memo keeps at most (about the venue's open tables; the oldest goes first). */
const ITEMS_MEMO_SIZE = 512;

interface KnownItems {
  version: number;
  items: readonly repo.DraftItemRow[];
}

/**
 * The items of drafts as their last committed add left them, by draft id, with the draft's version
 * then (SQLite's group commit only; null elsewhere). Every change to a draft's items also counts
 * a version, and an entry is stored only once its transaction is on disk, so an entry whose
 * version is the locked draft's is exactly what the table holds: the add skips reading it back.
 */
function itemsMemo(db: Db): { scope: NonNullable<ReturnType<typeof groupScope>>; known: Map<number, KnownItems> } | null {
  const scope = groupScope(db);
  if (!scope) return null;
  let known = scope.memo.get('drafts.items') as Map<number, KnownItems> | undefined;
  if (!known) {
    known = new Map();
    scope.memo.set('drafts.items', known);
  }
  return { scope, known };
}

/** The draft's items: from the memo when it holds this version of the draft, else read. */
async function currentItems(db: Db, draft: repo.DraftRow): Promise<readonly repo.DraftItemRow[]> {
  const entry = itemsMemo(db)?.known.get(draft.id);
  return entry && entry.version === draft.version ? entry.items : repo.findItems(db, [draft.id]);
}

/** Keeps the draft's items at `version` for the next add, once this transaction is committed. */
function rememberItems(db: Db, draftId: number, version: number, items: readonly repo.DraftItemRow[]): void {
  const memo = itemsMemo(db);
  if (!memo) return;
  memo.scope.afterCommit(() => {
    memo.known.delete(draftId);
    if (memo.known.size >= ITEMS_MEMO_SIZE) memo.known.delete(memo.known.keys().next().value!);
    memo.known.set(draftId, { version, items });
  });
}

/** Units are whole; weight items keep 3 decimals. */
export function requireWholeUnits(nombre: string, unidad: repo.DraftItemRow['unidadMedida'], milli: number): number {
  if (!isSoldByWeight(unidad) && milli % QUANTITY_SCALE !== 0) throw badRequest('CANTIDAD_DEBE_SER_ENTERA', { producto: nombre });
  return milli;
}

export interface DraftItemInput extends LineInput {
  mesaVinculadaId?: number | null | undefined;
  /** The line's course and whether it waits to be fired. */
  curso?: Curso | null | undefined;
  enEspera?: boolean | undefined;
}

/**
 * What a comanda add's replay rebuilds its first answer from (`draftAsOf`): the draft's row as
 * the add left it (its version, stamp, header, names) and the last item it added.
 */
export interface DraftAsOf {
  row: repo.DraftRow;
  lastItemId: number;
  /**
   * The first item the add (or the batch it was a line of) put on the draft: that change's items
   * are the draft's from here to `lastItemId` (the draft was locked, so no other change took an id
   * between them). Absent in records of single adds stored before the add answered only its
   * change: there, the one item `lastItemId`.
   */
  firstItemId?: number;
}

/** The draft exactly as an add left it: its row then, and its items up to the add's, in the state they had then. */
export async function draftAsOf(db: Db, asOf: DraftAsOf): Promise<Draft> {
  return buildDraft(asOf.row, await itemsRepo.itemsAsOf(db, asOf.row.id, asOf.lastItemId, asOf.row.version));
}

/** The change an add made, exactly as its first answer gave it: the draft (without items) then and the lines it added, as they were then. */
export async function changeAsOf(db: Db, asOf: DraftAsOf): Promise<DraftAgregado> {
  const draft = await draftAsOf(db, asOf);
  const first = asOf.firstItemId ?? asOf.lastItemId;
  return { draft: withoutItems(draft), items: draft.items.filter((i) => i.id >= first) };
}

/**
 * Adds items priced on the server and sends them to the kitchen: one add or a confirmed batch,
 * in the caller's transaction with the draft locked. Everything is checked before anything is
 * written (one invalid line adds none), the items and their kitchen lines go in one statement
 * each, and the reply is built from what the transaction already holds, not read back.
 */
export async function addItems(
  db: Db,
  actor: MaybeAuthority,
  id: number,
  inputs: readonly DraftItemInput[],
): Promise<DraftChange & { change: DraftAgregado; itemIds: number[]; asOf: DraftAsOf }> {
  const draft = await activeDraft(db, actor.localId, id);
  const lines = await resolveLines(
    db,
    actor.localId,
    inputs.map(({ mesaVinculadaId: _vinculada, curso: _curso, enEspera: _enEspera, ...line }) => line),
    draft.moneda,
    // A table is the salon channel: the price list active at this add prices it.
    { canal: 'salon', at: new Date() },
  );
  // A dish the kitchen cannot make now is refused at the add ('86'), naming what is missing.
  await checkLineasDisponibles(db, actor.localId, lineasConsumo(lines));
  for (const mesaVinculadaId of new Set(inputs.map((i) => i.mesaVinculadaId).filter((v): v is number => !!v))) {
    if (!(await mesasRepo.findMesa(db, actor.localId, mesaVinculadaId))) throw badRequest('MESA_VINCULADA_NO_EXISTE');
  }
  const existing = await currentItems(db, draft);
  const at = new Date().toISOString();
  const values: itemsRepo.DraftItemValues[] = lines.map((line, index) => ({
    draftId: draft.id,
    productoId: line.producto.id,
    productoNombre: line.producto.nombre,
    categoriaNombre: line.producto.categoria,
    unidadMedida: line.producto.unidadMedida,
    cantidadMilli: requireWholeUnits(line.producto.nombre, line.producto.unidadMedida, line.quantityMilli),
    precioUnitario: line.unitPriceMinor,
    promocion: line.promocion ? JSON.stringify(line.promocion) : null,
    tipoDescuento: line.discount?.tipo ?? null,
    valorDescuento: line.discount?.valor ?? null,
    notas: line.notas,
    mesaVinculadaId: inputs[index]!.mesaVinculadaId ?? null,
    modificadores: modifiersText(line.modificadores),
    componentes: componentsText(line.componentes),
    curso: inputs[index]!.curso ?? null,
    enEspera: inputs[index]!.enEspera ?? false,
    listaPrecio: line.listaPrecio ?? null,
    usuarioId: actor.userId,
    fechaCreacion: at,
    fechaModificacion: at,
  }));
  const rows = values.map((v): repo.DraftItemRow => ({ ...v, id: 0, eliminado: false, motivoEliminacion: null, fechaEliminacion: null }));
  // The discounts must still fit with the new items: refused before anything is written.
  const totals = draftTotals([...existing, ...rows], discountOf(draft.descuentoTipo, draft.descuentoValor), draft.clienteDescuentoPct);
  // Prices other than the products' and line discounts above the caller's limit.
  const who = asAuthority(actor);
  await checkPriceOverrides(db, who, lines, 'mesa', draft.id);
  const lineDiscount = lines.some((l) => l.discount);
  const motivo =
    lines
      .map((l) => l.motivoPrecio)
      .filter(Boolean)
      .join('; ') || null;
  const allowance = await guardDraftDiscounts(db, who, draft, [...existing, ...rows], totals, lineDiscount ? { cambio: 'descuento', motivo } : { cambio: 'cambio' });
  const bound = Object.keys(allowance).length > 0 ? allowance : null;
  const itemIds = await itemsRepo.insertItems(db, values);
  const added = rows.map((row, index) => ({ ...row, id: itemIds[index]! }));
  const pedido = await addKitchenItems(db, actor, kitchenDraft(draft), added, at);
  await repo.updateDraft(db, actor.localId, draft.id, at, bound ?? {});
  const items = [...existing, ...added];
  rememberItems(db, draft.id, draft.version + 1, items);
  const row = { ...draft, ...(bound ?? {}), ultimaActualizacion: at, version: draft.version + 1 };
  // The totals checked above are these items' with the same discounts, unless an approval bound them.
  const updated = buildDraft(row, items, bound ? undefined : totals);
  // The kitchen order the round created is pushed as PedidoChanged too.
  const more: TableEvent[] = pedido === null ? [] : [{ type: 'PedidoChanged', pedido }];
  const change: DraftAgregado = { draft: withoutItems(updated), items: updated.items.slice(existing.length) };
  return {
    draft: updated,
    change,
    event: changeEvent(change),
    more,
    itemIds,
    asOf: { row, firstItemId: Math.min(...itemIds), lastItemId: Math.max(...itemIds) },
  };
}

/**
 * Adds one item priced on the server and sends it to the kitchen. `change` is what the add
 * answers (the draft without items and the new line), `draft` the whole comanda after it.
 */
export async function addItem(db: Db, actor: MaybeAuthority, id: number, input: DraftItemInput): Promise<DraftChange & { change: DraftAgregado; asOf: DraftAsOf }> {
  return addItems(db, actor, id, [input]);
}
