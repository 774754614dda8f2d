import {
  isCurso,
  isSoldByWeight,
  type Curso,
  type Draft,
  type DraftAgregado,
  type DraftItem,
  type DraftMotivoCierre,
  type DraftSinItems,
  type PagoInput,
  type PropinaInput,
  type Venta,
} from '@resto/shared/contracts';
import {
  computeDraftTotals,
  dateInZone,
  DEFAULT_DINERS,
  formatScaled,
  fromMinor,
  isValidRange,
  parseScaled,
  PERCENT_DECIMALS,
  QUANTITY_DECIMALS,
  QUANTITY_SCALE,
  zonedRange,
  type ChosenModifier,
  type Discount,
  type DiscountKind,
  type DraftTotals,
} from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { groupScope } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { reusableJson } from '../../lib/trusted-reply';
import { asAuthority, authorizeBeyondLimit, type MaybeAuthority } from '../auditoria';
import type { Actor } from '../../lib/actor';
import { requireActiveCliente } from '../clientes';
import { getVenue, userNames } from '../local';
import * as mesasRepo from './mesas.repository';
import { addKitchenItems, cancelKitchenOrdersOfDraft, fireKitchenItems, getPedido, linkKitchenOrdersToVenta, syncKitchenItem, syncKitchenNotas, type KitchenDraft } from '../pedidos';
import { modifiersOf, modifiersText, findProductos } from '../productos';
import { finalizarReservasDelDraft } from './reservas.mapper';
import { resolveLines, toDiscount, type LineInput, type ResolvedLine, checkPriceOverrides, chargeSale } from '../ventas';
import { hasPartes } from './cuenta-dividida.repository';
import { guardDraftDiscounts, type DiscountGuardInput } from './discount-guard';
import type { TableEvent } from './drafts.events';
import * as repo from './drafts.repository';

type Db = Kysely<Database>;


/** A draft change and the hub event it owes once committed. */
export interface DraftChange {
  draft: Draft;
  event: TableEvent;
  /** Events the same change owes beside `event`: the seated reservation a closed table finished. */
  more?: TableEvent[];
}

type MesaClosedEvent = Extract<TableEvent, { type: 'MesaClosed' }>;

/** The table's draft ended (charged or closed): its seated party's reservation is finalizada. */
export async function endSeatedReservas(db: Db, localId: number, draftId: number): Promise<TableEvent[]> {
  return (await finalizarReservasDelDraft(db, localId, draftId)).map((reserva) => ({ type: 'ReservaChanged', reserva }));
}

const percent = (scaled: number) => Number(formatScaled(BigInt(scaled), PERCENT_DECIMALS));

export function discountOf(tipo: DiscountKind | null, valor: number | null): Discount | null {
  return tipo && valor ? { tipo, valor } : null;
}

/** Stored discount (scaled) as the api shows it: 12.5 (%) or 150.25 (amount in `currency`). */
function discountValue(tipo: DiscountKind | null, valor: number | null, currency: string): number | null {
  if (valor === null) return null;
  return tipo === 'porcentaje' ? percent(valor) : fromMinor(valor, currency);
}

/** The draft's totals by the shared rule, or the Spanish 400 of the rule it breaks. */
export function draftTotals(items: readonly repo.DraftItemRow[], discount: Discount | null, customerPercentScaled: number): DraftTotals {
  const result = computeDraftTotals({
    items: items.map((i) => ({
      unitPriceMinor: i.precioUnitario,
      quantityMilli: i.cantidadMilli,
      discount: discountOf(i.tipoDescuento, i.valorDescuento),
      eliminado: i.eliminado,
    })),
    discount,
    customerPercentScaled,
  });
  if (result.ok) return result.totals;
  const { error } = result;
  if (error.code === 'discount-exceeds-line') throw badRequest('DESCUENTO_SUPERA_ITEM', { producto: items[error.lineIndex]?.productoNombre ?? '' });
  if (error.code === 'discount-exceeds-subtotal') throw badRequest('DESCUENTO_SUPERA_SUBTOTAL_DRAFT');
  throw badRequest('DESCUENTO_PORCENTAJE_INVALIDO');
}

type DraftItemShape = Draft['items'][number];

/**
 * Each stored item row's shape in the api, by row object and currency. A comanda's rows live on
 * between adds (the items an add leaves are kept for the next, see `rememberItems`), and a line's
 * shape depends only on its row and the currency (a line's discount is its own; the draft's
 * discounts are in the draft's totals), so an add shapes only its new lines. Rows are never
 * changed in place (a change reads them again), and a shaped item is frozen: an answer that
 * shares it cannot alter it (nor the JSON text kept for it, see `reusableJson`).
 */
const shapedItems = new WeakMap<repo.DraftItemRow, { moneda: string; item: DraftItemShape }>();

function shapeItem(i: repo.DraftItemRow, line: DraftTotals['items'][number], moneda: string): DraftItemShape {
  const known = shapedItems.get(i);
  if (known && known.moneda === moneda) return known.item;
  const byWeight = isSoldByWeight(i.unidadMedida);
  const modificadores = modifiersOf(i.modificadores, moneda);
  if (modificadores) {
    for (const m of modificadores) Object.freeze(m);
    Object.freeze(modificadores);
  }
  const item: DraftItemShape = Object.freeze({
    id: i.id,
    productoId: i.productoId,
    productoNombre: i.productoNombre,
    nombre: i.productoNombre,
    categoria: i.categoriaNombre,
    unidadMedida: i.unidadMedida,
    esPorPeso: byWeight,
    cantidad: i.cantidadMilli / QUANTITY_SCALE,
    peso: byWeight ? i.cantidadMilli / QUANTITY_SCALE : null,
    precioUnitario: fromMinor(i.precioUnitario, moneda),
    notas: i.notas,
    tipoDescuento: i.tipoDescuento,
    valorDescuento: discountValue(i.tipoDescuento, i.valorDescuento, moneda),
    descuento: fromMinor(line.discountMinor, moneda),
    subtotalItem: fromMinor(line.subtotalMinor, moneda),
    mesaVinculadaId: i.mesaVinculadaId,
    listaPrecio: i.listaPrecio ?? null,
    modificadores,
    curso: isCurso(i.curso) ? i.curso : null,
    enEspera: i.enEspera ?? false,
    eliminado: i.eliminado,
    motivoEliminacion: i.motivoEliminacion,
    fechaEliminacion: i.fechaEliminacion,
    fechaCreacion: i.fechaCreacion,
    fechaModificacion: i.fechaModificacion,
  });
  shapedItems.set(i, { moneda, item });
  // Its JSON text too is written once, by the add's trusted reply.
  return reusableJson(item);
}

/**
 * The api's draft from its row (names joined in) and its items, with the shared rule's totals
 * (`totals` when the caller already has them for these items and this row's discounts).
 */
function buildDraft(r: repo.DraftRow, own: readonly repo.DraftItemRow[], known?: DraftTotals): Draft {
  const totals = known ?? draftTotals(own, discountOf(r.descuentoTipo, r.descuentoValor), r.clienteDescuentoPct);
  const money = (minor: number) => fromMinor(minor, r.moneda);
  return {
    id: r.id,
    mesaId: r.mesaId,
    numeroMesa: r.mesaNumero,
    estado: r.estado,
    comensales: r.comensales,
    comentario: r.comentario,
    camarero: r.camarero,
    clienteId: r.clienteId,
    cliente: r.clienteId === null ? null : { id: r.clienteId, nombre: r.clienteNombre ?? '' },
    usuario: { id: r.usuarioId, nombre: r.usuarioNombre },
    fechaApertura: r.fechaApertura,
    ultimaActualizacion: r.ultimaActualizacion,
    fechaCierre: r.fechaCierre,
    motivoCierre: r.motivoCierre,
    ventaId: r.ventaId,
    descuentoTipo: r.descuentoTipo,
    descuentoValor: discountValue(r.descuentoTipo, r.descuentoValor, r.moneda),
    subtotal: money(totals.subtotalMinor),
    descuento: money(totals.discountMinor),
    descuentoClientePorcentaje: percent(r.clienteDescuentoPct),
    descuentoCliente: money(totals.customerDiscountMinor),
    total: money(totals.totalMinor),
    cantidadItems: totals.activeCount,
    version: r.version,
    items: own.map((i, index) => shapeItem(i, totals.items[index]!, r.moneda)),
  };
}

/** Drafts with their items: one query for all the items, whatever the number of drafts. */
async function toDrafts(db: Db, rows: readonly repo.DraftRow[]): Promise<Draft[]> {
  if (rows.length === 0) return [];
  const byDraft = new Map<number, repo.DraftItemRow[]>();
  for (const item of await repo.findItems(db, rows.map((r) => r.id))) {
    const own = byDraft.get(item.draftId);
    if (own) own.push(item);
    else byDraft.set(item.draftId, [item]);
  }
  return rows.map((r) => buildDraft(r, byDraft.get(r.id) ?? []));
}

export async function toDraft(db: Db, localId: number, id: number): Promise<Draft> {
  const row = await repo.findDraft(db, localId, id);
  if (!row) throw notFound('NO_HAY_DRAFT_ACTIVO');
  const [draft] = await toDrafts(db, [row]);
  return draft!;
}

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

/** The draft, locked for this transaction, or 'No hay draft activo'. */
export async function activeDraft(db: Db, localId: number, id: number): Promise<repo.DraftRow> {
  const draft = await repo.findDraft(db, localId, id, true);
  if (!draft) throw notFound('NO_HAY_DRAFT_ACTIVO');
  if (draft.estado !== 'activo') throw conflict('NO_HAY_DRAFT_ACTIVO');
  return draft;
}

async function draftItem(db: Db, draftId: number, itemId: number): Promise<repo.DraftItemRow> {
  const item = await repo.findItem(db, draftId, itemId);
  if (!item) throw notFound('DRAFT_ITEM_NO_EXISTE');
  return item;
}

/** The table's discounts for the caller after a change to it (see discount-guard). */
export async function guardDiscounts(db: Db, actor: MaybeAuthority, draft: repo.DraftRow, items: readonly repo.DraftItemRow[], input: DiscountGuardInput = { cambio: 'cambio' }): Promise<repo.DraftChanges> {
  const totals = draftTotals(items, discountOf(draft.descuentoTipo, draft.descuentoValor), draft.clienteDescuentoPct);
  return guardDraftDiscounts(db, asAuthority(actor), draft, items, totals, input);
}

/** Units are whole; weight items keep 3 decimals. */
function requireWholeUnits(nombre: string, unidad: repo.DraftItemRow['unidadMedida'], milli: number): number {
  if (!isSoldByWeight(unidad) && milli % QUANTITY_SCALE !== 0) throw badRequest('CANTIDAD_DEBE_SER_ENTERA', { producto: nombre });
  return milli;
}

function quantityMilli(item: repo.DraftItemRow, cantidad: number): number {
  const scaled = parseScaled(cantidad, QUANTITY_DECIMALS);
  if (scaled === null || scaled <= 0n) throw badRequest('CANTIDAD_MAYOR_A_CERO');
  return requireWholeUnits(item.productoNombre, item.unidadMedida, Number(scaled));
}

export function withoutItems(draft: Draft): DraftSinItems {
  const { items: _items, ...header } = draft;
  return header;
}

/** The draft's items with these ids, as the draft shows them. */
export function itemsOf(draft: Draft, ids: readonly number[]): DraftItem[] {
  return draft.items.filter((i) => ids.includes(i.id));
}

export function mesaEvent(type: 'MesaOpened', draft: Draft): TableEvent;
export function mesaEvent(type: 'PedidoConfirmed', draft: Draft, items: readonly DraftItem[]): TableEvent;
/** The event of a change to an open draft: its version, its data and the items that changed. */
export function mesaEvent(type: 'MesaOpened' | 'PedidoConfirmed', draft: Draft, items: readonly DraftItem[] = []): TableEvent {
  return type === 'MesaOpened' ? { type, ...eventBase(withoutItems(draft)) } : changeEvent({ draft: withoutItems(draft), items: [...items] });
}

function eventBase(header: DraftSinItems) {
  return { mesaNumero: header.numeroMesa, mesaId: header.mesaId ?? 0, draftId: header.id, ultimaActualizacion: header.ultimaActualizacion, version: header.version, draft: header };
}

/** The PedidoConfirmed event of a change already shaped (an add's answer): its header and lines, not copied again. */
export function changeEvent(change: DraftAgregado): TableEvent {
  return { type: 'PedidoConfirmed', ...eventBase(change.draft), items: change.items };
}

export function closedEvent(draft: { id: number; mesaId: number | null; numeroMesa: number; version: number }, motivo: DraftMotivoCierre, ventaId: number | null): MesaClosedEvent {
  return { type: 'MesaClosed', mesaNumero: draft.numeroMesa, mesaId: draft.mesaId ?? 0, draftId: draft.id, motivo, ventaId, version: draft.version };
}

function kitchenDraft(draft: repo.DraftRow): KitchenDraft {
  return { id: draft.id, mesaId: draft.mesaId, mesaNumero: draft.mesaNumero, clienteId: draft.clienteId, clienteNombre: draft.clienteNombre };
}

/** The table's kitchen needs, for the item just changed. */
async function syncKitchen(db: Db, actor: Actor, draft: repo.DraftRow, itemId: number, at: string): Promise<void> {
  const item = await draftItem(db, draft.id, itemId);
  await syncKitchenItem(db, actor, kitchenDraft(draft), item, at);
}

export interface DraftCreateInput {
  mesaId?: number | null | undefined;
  comensales?: number | null | undefined;
  comentario?: string | null | undefined;
  camarero?: string | null | undefined;
  clienteId?: number | null | undefined;
}

/**
 * Opens a draft on a table. The table's row is locked first, so two devices opening it at once
 * take turns: the second finds the first one's draft and gets 409 with it.
 */
export async function createDraft(db: Db, actor: Actor, mesaId: number, input: DraftCreateInput): Promise<DraftChange> {
  if (input.mesaId != null && input.mesaId !== mesaId) throw badRequest('MESA_NO_COINCIDE');
  const mesa = await mesasRepo.findMesa(db, actor.localId, mesaId, true);
  if (!mesa) throw notFound('MESA_NO_EXISTE');
  const open = await repo.findActiveDraftOfMesa(db, actor.localId, mesaId);
  if (open) throw conflict('DRAFT_ACTIVO_EXISTE', { numero: mesa.numero }, (await toDrafts(db, [open]))[0]);
  if (input.clienteId) await requireActiveCliente(db, actor.localId, input.clienteId);
  const at = new Date().toISOString();
  const camarero = input.camarero || (await userNames(db, [actor.userId])).get(actor.userId) || null;
  const id = await repo.insertDraft(db, actor.localId, {
    mesaId,
    mesaNumero: mesa.numero,
    comensales: input.comensales ?? DEFAULT_DINERS,
    comentario: input.comentario || null,
    camarero,
    clienteId: input.clienteId ?? null,
    usuarioId: actor.userId,
    fechaApertura: at,
    ultimaActualizacion: at,
  });
  const draft = await toDraft(db, actor.localId, id);
  return { draft, event: mesaEvent('MesaOpened', draft) };
}

export interface DraftPatchInput {
  comensales?: number | undefined;
  comentario?: string | null | undefined;
  camarero?: string | null | undefined;
  clienteId?: number | null | undefined;
}

export async function patchDraft(db: Db, actor: MaybeAuthority, id: number, input: DraftPatchInput): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const cliente = input.clienteId ? await requireActiveCliente(db, actor.localId, input.clienteId) : null;
  // The customer's discount counts with the table's and the lines' (see discount-guard).
  const clienteDescuentoPct = input.clienteId === undefined ? draft.clienteDescuentoPct : Number(cliente?.descuentoPct ?? 0);
  const allowance = input.clienteId === undefined ? {} : await guardDiscounts(db, actor, { ...draft, clienteDescuentoPct }, await repo.findItems(db, [draft.id]));
  await repo.updateDraft(db, actor.localId, draft.id, new Date().toISOString(), {
    ...allowance,
    comensales: input.comensales,
    comentario: input.comentario === undefined ? undefined : input.comentario || null,
    camarero: input.camarero === undefined ? undefined : input.camarero || null,
    clienteId: input.clienteId === undefined ? undefined : input.clienteId,
  });
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, []) };
}

export interface DraftItemInput extends LineInput {
  mesaVinculadaId?: number | null | undefined;
  /** Issue 16: the line's course and whether it waits to be fired. */
  curso?: Curso | null | undefined;
  enEspera?: boolean | undefined;
}

/**
 * Adds items priced on the server and sends them to the kitchen: one add or a confirmed batch,
 * in the caller's transaction with the draft locked. Everything is checked before anything is
 * written (one invalid line adds none), the items and their kitchen lines go in one statement
 * each, and the reply is built from what the transaction already holds, not read back.
 */
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
  return buildDraft(asOf.row, await repo.itemsAsOf(db, asOf.row.id, asOf.lastItemId, asOf.row.version));
}

/** The change an add made, exactly as its first answer gave it: the draft (without items) then and the lines it added, as they were then. */
export async function changeAsOf(db: Db, asOf: DraftAsOf): Promise<DraftAgregado> {
  const draft = await draftAsOf(db, asOf);
  const first = asOf.firstItemId ?? asOf.lastItemId;
  return { draft: withoutItems(draft), items: draft.items.filter((i) => i.id >= first) };
}

export async function addItems(db: Db, actor: MaybeAuthority, id: number, inputs: readonly DraftItemInput[]): Promise<DraftChange & { change: DraftAgregado; itemIds: number[]; asOf: DraftAsOf }> {
  const draft = await activeDraft(db, actor.localId, id);
  const lines = await resolveLines(
    db,
    actor.localId,
    inputs.map(({ mesaVinculadaId: _vinculada, curso: _curso, enEspera: _enEspera, ...line }) => line),
    draft.moneda,
    // A table is the salon channel: the price list active at this add prices it.
    { canal: 'salon', at: new Date() },
  );
  for (const mesaVinculadaId of new Set(inputs.map((i) => i.mesaVinculadaId).filter((v): v is number => !!v))) {
    if (!(await mesasRepo.findMesa(db, actor.localId, mesaVinculadaId))) throw badRequest('MESA_VINCULADA_NO_EXISTE');
  }
  const existing = await currentItems(db, draft);
  const at = new Date().toISOString();
  const values: repo.DraftItemValues[] = lines.map((line, index) => ({
    draftId: draft.id,
    productoId: line.producto.id,
    productoNombre: line.producto.nombre,
    categoriaNombre: line.producto.categoria,
    unidadMedida: line.producto.unidadMedida,
    cantidadMilli: requireWholeUnits(line.producto.nombre, line.producto.unidadMedida, line.quantityMilli),
    precioUnitario: line.unitPriceMinor,
    tipoDescuento: line.discount?.tipo ?? null,
    valorDescuento: line.discount?.valor ?? null,
    notas: line.notas,
    mesaVinculadaId: inputs[index]!.mesaVinculadaId ?? null,
    modificadores: modifiersText(line.modificadores),
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
  // Issue 17: prices other than the products' and line discounts above the caller's limit.
  const who = asAuthority(actor);
  await checkPriceOverrides(db, who, lines, 'mesa', draft.id);
  const lineDiscount = lines.some((l) => l.discount);
  const motivo = lines.map((l) => l.motivoPrecio).filter(Boolean).join('; ') || null;
  const allowance = await guardDraftDiscounts(db, who, draft, [...existing, ...rows], totals, lineDiscount ? { cambio: 'descuento', motivo } : { cambio: 'cambio' });
  const bound = Object.keys(allowance).length > 0 ? allowance : null;
  const itemIds = await repo.insertItems(db, values);
  const added = rows.map((row, index) => ({ ...row, id: itemIds[index]! }));
  const pedido = await addKitchenItems(db, actor, kitchenDraft(draft), added, at);
  await repo.updateDraft(db, actor.localId, draft.id, at, bound ?? {});
  const items = [...existing, ...added];
  rememberItems(db, draft.id, draft.version + 1, items);
  const row = { ...draft, ...(bound ?? {}), ultimaActualizacion: at, version: draft.version + 1 };
  // The totals checked above are these items' with the same discounts, unless an approval bound them.
  const updated = buildDraft(row, items, bound ? undefined : totals);
  // Issue 10: the kitchen order the round created is pushed as PedidoChanged too.
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

async function pedidoEvent(db: Db, localId: number, pedidoId: number): Promise<TableEvent> {
  return { type: 'PedidoChanged', pedido: await getPedido(db, localId, pedidoId) };
}

/**
 * Fires held lines to the kitchen (issue 16): one course, some lines, or every held line. They
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
  for (const item of held) await repo.updateItem(db, item, draft.version, at, { enEspera: false });
  const cursos = new Set(held.map((i) => i.curso));
  const curso = input.curso ?? (cursos.size === 1 ? ([...cursos][0] ?? null) : null);
  const pedidoIds = await fireKitchenItems(db, actor, kitchenDraft(draft), held, curso, at);
  await repo.updateDraft(db, actor.localId, draft.id, at);
  const updated = await toDraft(db, actor.localId, draft.id);
  const more: TableEvent[] = [];
  for (const pedidoId of pedidoIds) more.push(await pedidoEvent(db, actor.localId, pedidoId));
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, itemsOf(updated, held.map((i) => i.id))), more };
}

/**
 * Adds one item priced on the server and sends it to the kitchen. `change` is what the add
 * answers (the draft without items and the new line), `draft` the whole comanda after it.
 */
export async function addItem(db: Db, actor: MaybeAuthority, id: number, input: DraftItemInput): Promise<DraftChange & { change: DraftAgregado; asOf: DraftAsOf }> {
  return addItems(db, actor, id, [input]);
}

/** The draft as it is now (a batch whose every line was already applied changes nothing). */
export async function currentDraft(db: Db, localId: number, id: number): Promise<Draft> {
  return toDraft(db, localId, id);
}

/** Edits an item's note (also on its line in the pending kitchen order). */
export async function changeNotas(db: Db, actor: Actor, id: number, itemId: number, notas: string | null | undefined): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const item = await draftItem(db, draft.id, itemId);
  const at = new Date().toISOString();
  const value = notas?.trim() || null;
  await repo.updateItem(db, item, draft.version, at, { notas: value });
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

export async function changeQuantity(db: Db, actor: Actor, id: number, itemId: number, cantidad: number): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const item = await draftItem(db, draft.id, itemId);
  if (item.eliminado) throw conflict('DRAFT_ITEM_ELIMINADO');
  const cantidadMilli = quantityMilli(item, cantidad);
  await authorizeVoid(db, actor, draft, item, cantidadMilli, null);
  const at = new Date().toISOString();
  await repo.updateItem(db, item, draft.version, at, { cantidadMilli });
  const bound = await guardDiscounts(db, actor, draft, await repo.findItems(db, [draft.id]));
  await syncKitchen(db, actor, draft, item.id, at);
  await repo.updateDraft(db, actor.localId, draft.id, at, bound);
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, itemsOf(updated, [item.id])) };
}

/** Soft delete: the item stays, struck through, with its reason and date (SPEC §4). */
export async function deleteItem(db: Db, actor: Actor, id: number, itemId: number, motivo: string): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const item = await draftItem(db, draft.id, itemId);
  if (item.eliminado) throw conflict('DRAFT_ITEM_YA_ELIMINADO');
  await authorizeVoid(db, actor, draft, item, 0, motivo);
  const at = new Date().toISOString();
  await repo.updateItem(db, item, draft.version, at, { eliminado: true, motivoEliminacion: motivo, fechaEliminacion: at });
  // A deleted line (held ones too) no longer carries the discounts: what is left must.
  const bound = await guardDiscounts(db, actor, draft, await repo.findItems(db, [draft.id]));
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
  await repo.updateItem(db, item, draft.version, at, { eliminado: false, motivoEliminacion: null, fechaEliminacion: null });
  const bound = await guardDiscounts(db, actor, draft, await repo.findItems(db, [draft.id]));
  await syncKitchen(db, actor, draft, item.id, at);
  await repo.updateDraft(db, actor.localId, draft.id, at, bound);
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, itemsOf(updated, [item.id])) };
}

/** Percent 0..100 or an amount up to the active items' subtotal; 0 or nothing removes it. */
export async function setDiscount(
  db: Db,
  actor: MaybeAuthority,
  id: number,
  input: { descuentoTipo?: DiscountKind | null | undefined; descuentoValor?: number | null | undefined; motivo?: string | null | undefined },
): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const discount = toDiscount(input.descuentoTipo, input.descuentoValor, draft.moneda);
  const items = await repo.findItems(db, [draft.id]);
  if (discount?.tipo === 'monto') {
    const { subtotalMinor } = draftTotals(items, null, 0);
    if (discount.valor > subtotalMinor) throw badRequest('DESCUENTO_SUPERA_SUBTOTAL_DRAFT');
  }
  // Above the caller's limit (with the lines' and the customer's) it needs ventas.descuento-libre or a manager's approval of this figure, and a reason.
  const antes = { descuentoTipo: draft.descuentoTipo, descuentoValor: discountValue(draft.descuentoTipo, draft.descuentoValor, draft.moneda) };
  const next = { ...draft, descuentoTipo: discount?.tipo ?? null, descuentoValor: discount?.valor ?? null };
  const allowance = await guardDiscounts(db, actor, next, items, { cambio: 'descuento', motivo: input.motivo, antes });
  await repo.updateDraft(db, actor.localId, draft.id, new Date().toISOString(), { descuentoTipo: next.descuentoTipo, descuentoValor: next.descuentoValor, ...allowance });
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, []) };
}

/**
 * Cancels the draft (the table is free again) and what the kitchen had not finished. A table
 * with lines sent to the kitchen needs mesas.cancelar or a manager's approval, and a reason
 * (issue 17); that cancellation goes to the audit log.
 */
export async function cancelDraft(db: Db, actor: MaybeAuthority, id: number, motivo?: string | null): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const items = await repo.findItems(db, [draft.id]);
  const active = items.filter((i) => !i.eliminado);
  if (active.length > 0) {
    const totals = draftTotals(items, discountOf(draft.descuentoTipo, draft.descuentoValor), draft.clienteDescuentoPct);
    await authorizeBeyondLimit(db, asAuthority(actor), {
      accion: 'cancelar-mesa',
      entidad: 'mesa',
      entidadId: draft.id,
      motivo,
      antes: { mesa: draft.mesaNumero, items: active.map((i) => ({ producto: i.productoNombre, cantidad: i.cantidadMilli / QUANTITY_SCALE })), total: totals.totalMinor },
      despues: { estado: 'cancelado' },
      refusal: () => forbidden('CANCELAR_MESA_REQUIERE_APROBACION', { numero: draft.mesaNumero }),
    });
  }
  const at = new Date().toISOString();
  await repo.endDraft(db, actor.localId, draft.id, { estado: 'cancelado', motivo: 'cancelado', ventaId: null, at });
  await cancelKitchenOrdersOfDraft(db, actor.localId, draft.id, at);
  const more = await endSeatedReservas(db, actor.localId, draft.id);
  const ended = await toDraft(db, actor.localId, draft.id);
  return { draft: ended, event: closedEvent(ended, 'cancelado', null), more };
}

/**
 * The table's stored items as sale lines, priced as they went to the kitchen. A product
 * deactivated since then is still charged: what was served is paid for.
 */
async function storedLines(db: Db, localId: number, items: readonly repo.DraftItemRow[]): Promise<ResolvedLine[]> {
  const productos = new Map((await findProductos(db, localId, items.map((i) => i.productoId))).map((p) => [p.id, p]));
  return items.map((item) => {
    const producto = productos.get(item.productoId);
    if (!producto) throw badRequest('PRODUCTO_YA_NO_ACTIVO', { producto: item.productoNombre });
    return {
      producto,
      quantityMilli: item.cantidadMilli,
      unitPriceMinor: item.precioUnitario,
      discount: discountOf(item.tipoDescuento, item.valorDescuento),
      notas: item.notas,
      modificadores: item.modificadores ? (JSON.parse(item.modificadores) as ChosenModifier[]) : [],
      listaPrecio: item.listaPrecio ?? null,
    };
  });
}

/**
 * Issue 16: a line held for a later course was never cooked nor served, so a table with one is
 * not charged (nor split to be charged) until it is fired or deleted: charging it by mistake
 * would bill what the guests never got. `data.itemIds` names the held lines.
 */
export function refuseHeldLines(active: readonly repo.DraftItemRow[]): void {
  const held = active.filter((i) => i.enEspera && !i.eliminado);
  if (held.length > 0) throw conflict('TIEMPO_EN_ESPERA_AL_COBRAR', undefined, { itemIds: held.map((i) => i.id) });
}

/**
 * Charges the draft's active items, with its discount and customer, through the money path
 * (open register, payments that cover the total, stock, the drawer's cash); then the draft ends
 * and the table is free. Any refusal of the money path leaves the draft as it was.
 */
export async function finalizeDraft(
  db: Db,
  actor: MaybeAuthority,
  id: number,
  input: { pagos: readonly PagoInput[]; propinas?: readonly PropinaInput[] | undefined; observaciones?: string | null | undefined; arqueoId?: number | undefined },
): Promise<DraftChange & { venta: Venta }> {
  const draft = await activeDraft(db, actor.localId, id);
  // Issue 16: a split bill is charged part by part.
  if (await hasPartes(db, actor.localId, draft.id)) throw conflict('DIVISION_PENDIENTE', { numero: draft.mesaNumero });
  const items = await repo.findItems(db, [draft.id]);
  const active = items.filter((i) => !i.eliminado);
  if (active.length === 0) throw badRequest('DRAFT_SIN_PRODUCTOS');
  refuseHeldLines(active);
  const totals = draftTotals(items, discountOf(draft.descuentoTipo, draft.descuentoValor), draft.clienteDescuentoPct);
  // Whatever happened since, the discounts charged must hold for the table as it is, for the one who charges it.
  await guardDraftDiscounts(db, asAuthority(actor), draft, items, totals, { cambio: 'cobro' });
  const applied = totals.appliedDiscount;
  const venta = await chargeSale(db, actor, {
    origen: 'mesa',
    lines: await storedLines(db, actor.localId, active),
    clienteId: draft.clienteId,
    descuentoTipo: applied?.tipo ?? null,
    descuentoValor: applied ? discountValue(applied.tipo, applied.valor, draft.moneda) : null,
    pagos: input.pagos.map((p) => ({ medioId: p.medioId, monto: p.monto, moneda: p.moneda })),
    // Issue 16: tips at payment, the table's waiter's (whoever opened it).
    propinas: input.propinas ?? [],
    mozoId: draft.usuarioId,
    observaciones: input.observaciones ?? draft.comentario,
    arqueoId: input.arqueoId,
  });
  const at = new Date().toISOString();
  await repo.endDraft(db, actor.localId, draft.id, { estado: 'finalizado', motivo: 'finalizado', ventaId: venta.id, at });
  await linkKitchenOrdersToVenta(db, actor.localId, draft.id, venta.id, at);
  const more = await endSeatedReservas(db, actor.localId, draft.id);
  const ended = await toDraft(db, actor.localId, draft.id);
  return { draft: ended, venta, event: closedEvent(ended, 'finalizado', venta.id), more };
}

export async function listActiveDrafts(db: Db, localId: number): Promise<Draft[]> {
  return toDrafts(db, await repo.listDrafts(db, localId, { estado: 'activo' }));
}

/** The table's active draft, or null when it is free. */
export async function getDraftOfMesa(db: Db, localId: number, mesaId: number): Promise<Draft | null> {
  if (!(await mesasRepo.findMesa(db, localId, mesaId))) throw notFound('MESA_NO_EXISTE');
  const open = await repo.findActiveDraftOfMesa(db, localId, mesaId);
  return open ? ((await toDrafts(db, [open]))[0] ?? null) : null;
}

/** Drafts finalized into sales between the venue's dates (both included; default today). */
export async function listFinalizedDrafts(db: Db, localId: number, q: { fechaDesde?: string | undefined; fechaHasta?: string | undefined }): Promise<Draft[]> {
  const venue = await getVenue(db, localId);
  const today = dateInZone(new Date(), venue.timezone);
  const range = { desde: q.fechaDesde ?? q.fechaHasta ?? today, hasta: q.fechaHasta ?? q.fechaDesde ?? today };
  if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
  const { from, to } = zonedRange(range, venue.timezone);
  return toDrafts(db, await repo.listDrafts(db, localId, { estado: 'finalizado', from: from.toISOString(), to: to.toISOString() }));
}
