import type { Draft } from '@resto/shared/contracts';
import { dateInZone, DEFAULT_DINERS, isValidRange, zonedRange } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { asAuthority, type MaybeAuthority } from '../auditoria';
import type { Actor } from '../../lib/actor';
import { requireActiveCliente } from '../clientes';
import { getVenue, userNames } from '../local';
import * as mesasRepo from './mesas.repository';
import { guardDraftDiscounts, type DiscountGuardInput } from './discount-guard';
import type { TableEvent } from './drafts.events';
import { discountOf, draftTotals, mesaEvent, toDraft, toDrafts } from './drafts.mapper';
import * as repo from './drafts.repository';

/*
 * Opening and reading a table's comanda. Adding and changing its items, its discount, and
 * charging or closing it are in drafts-items, drafts-item-changes, drafts-discount and
 * drafts-charge (.service.ts); its shape for the api in drafts.mapper.ts.
 */

type Db = Kysely<Database>;

/** A draft change and the hub event it owes once committed. */
export interface DraftChange {
  draft: Draft;
  event: TableEvent;
  /** Events the same change owes beside `event`: the seated reservation a closed table finished. */
  more?: TableEvent[];
}

/** The draft, locked for this transaction, or 'No hay draft activo'. */
export async function activeDraft(db: Db, localId: number, id: number): Promise<repo.DraftRow> {
  const draft = await repo.findDraft(db, localId, id, true);
  if (!draft) throw notFound('NO_HAY_DRAFT_ACTIVO');
  if (draft.estado !== 'activo') throw conflict('NO_HAY_DRAFT_ACTIVO');
  return draft;
}

/** The table's discounts for the caller after a change to it (see discount-guard). */
export async function guardDiscounts(
  db: Db,
  actor: MaybeAuthority,
  draft: repo.DraftRow,
  items: readonly repo.DraftItemRow[],
  input: DiscountGuardInput = { cambio: 'cambio' },
): Promise<repo.DraftChanges> {
  const totals = draftTotals(items, discountOf(draft.descuentoTipo, draft.descuentoValor), draft.clienteDescuentoPct);
  return guardDraftDiscounts(db, asAuthority(actor), draft, items, totals, input);
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

/** The draft as it is now (a batch whose every line was already applied changes nothing). */
export async function currentDraft(db: Db, localId: number, id: number): Promise<Draft> {
  return toDraft(db, localId, id);
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
