import type { Kysely } from 'kysely';
import { DEFAULT_DINERS } from '@resto/shared/rules';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import * as mesasRepo from './mesas.repository';
import { joinDraftItems, moveDraftToMesa, movePedidosOfDraft, separateDraftItems } from './mesas-union.repository';
import { hasPartes } from './cuenta-dividida.repository';
import type { TableEvent } from './drafts.events';
import * as repo from './drafts.repository';
import type { MaybeAuthority } from '../auditoria';
import { closedEvent, itemsOf, mesaEvent, toDraft } from './drafts.mapper';
import { activeDraft, guardDiscounts, type DraftChange } from './drafts.service';

type Db = Kysely<Database>;

/*
 * Moving a comanda to another table, joining tables and splitting them back. Each is
 * one transaction with the drafts involved locked (in id order, so two joins never deadlock) and
 * owes its /ws/mesas events: every device sees the tables change at once. A line added on
 * another device meanwhile either lands before (and moves with the comanda) or after (on the
 * comanda where it now is); an add to a table joined away is refused ('No hay draft activo').
 */

async function freeMesa(db: Db, localId: number, mesaId: number, sameAs: number | null): Promise<{ id: number; numero: number }> {
  const mesa = await mesasRepo.findMesa(db, localId, mesaId, true);
  if (!mesa) throw notFound('MESA_NO_EXISTE');
  if (mesa.id === sameAs) throw badRequest('MESA_DESTINO_IGUAL');
  const open = await repo.findActiveDraftOfMesa(db, localId, mesa.id);
  if (open) throw conflict('MESA_DESTINO_OCUPADA', { numero: mesa.numero });
  return { id: mesa.id, numero: mesa.numero };
}

/** The comanda goes to a free table, whole (its items, kitchen orders, split parts): same draft, new table. */
export async function moveDraft(db: Db, actor: Actor, draftId: number, mesaId: number): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, draftId);
  const mesa = await freeMesa(db, actor.localId, mesaId, draft.mesaId);
  const at = new Date().toISOString();
  await moveDraftToMesa(db, actor.localId, draft.id, mesa, at);
  await movePedidosOfDraft(db, actor.localId, draft.id, { draftId: draft.id, mesaId: mesa.id, mesaNumero: mesa.numero });
  const moved = await toDraft(db, actor.localId, draft.id);
  // The old table is free (motivo 'movida': the same draft goes on at the new one).
  const left = closedEvent({ id: draft.id, mesaId: draft.mesaId, numeroMesa: draft.mesaNumero, version: moved.version }, 'movida', null);
  return { draft: moved, event: left, more: [mesaEvent('MesaOpened', moved)] };
}

/**
 * The comanda of table `mesaId` joins this one: its lines come over keeping their origin in
 * mesaVinculadaId, its diners add up, its kitchen orders follow, and it ends (motivo 'unida').
 */
export async function joinDrafts(db: Db, actor: MaybeAuthority, draftId: number, mesaId: number): Promise<DraftChange> {
  const first = await repo.findDraft(db, actor.localId, draftId);
  if (!first || first.estado !== 'activo') throw notFound('NO_HAY_DRAFT_ACTIVO');
  if (first.mesaId === mesaId) throw badRequest('MESA_DESTINO_IGUAL');
  const mesa = await mesasRepo.findMesa(db, actor.localId, mesaId);
  if (!mesa) throw notFound('MESA_NO_EXISTE');
  const other = await repo.findActiveDraftOfMesa(db, actor.localId, mesaId);
  if (!other) throw conflict('MESA_DESTINO_LIBRE', { numero: mesa.numero });
  // Both locked, lower id first (PostgreSQL; SQLite runs one writer at a time).
  const [a, b] = other.id < draftId ? [other.id, draftId] : [draftId, other.id];
  const locked = new Map<number, repo.DraftRow>();
  locked.set(a, await activeDraft(db, actor.localId, a));
  locked.set(b, await activeDraft(db, actor.localId, b));
  const target = locked.get(draftId)!;
  const source = locked.get(other.id)!;
  for (const d of [target, source]) {
    if (await hasPartes(db, actor.localId, d.id)) throw conflict('MESAS_CUENTA_DIVIDIDA', { numero: d.mesaNumero });
  }
  if (source.descuentoTipo && source.descuentoValor) throw conflict('MESAS_UNIR_CON_DESCUENTO', { numero: source.mesaNumero });
  const at = new Date().toISOString();
  const movedIds = (await repo.findItems(db, [source.id])).map((i) => i.id);
  await joinDraftItems(db, source.id, target.id, source.mesaId, at);
  await movePedidosOfDraft(db, actor.localId, source.id, { draftId: target.id, mesaId: target.mesaId, mesaNumero: target.mesaNumero });
  // The joined lines widen the base of this table's discounts, and bring their own: both must hold.
  const allowance = await guardDiscounts(db, actor, target, await repo.findItems(db, [target.id]));
  await repo.endDraft(db, actor.localId, source.id, { estado: 'cancelado', motivo: 'unida', ventaId: null, at });
  await repo.updateDraft(db, actor.localId, target.id, at, { comensales: target.comensales + source.comensales, ...allowance });
  const joined = await toDraft(db, actor.localId, target.id);
  const ended = await toDraft(db, actor.localId, source.id);
  return { draft: joined, event: closedEvent(ended, 'unida', null), more: [mesaEvent('PedidoConfirmed', joined, itemsOf(joined, movedIds))] };
}

/** The lines that came from table `mesaId` go back to a comanda of their own there (the table must be free). */
export async function separateDraft(db: Db, actor: MaybeAuthority, draftId: number, mesaId: number): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, draftId);
  if (await hasPartes(db, actor.localId, draft.id)) throw conflict('MESAS_CUENTA_DIVIDIDA', { numero: draft.mesaNumero });
  const mesa = await freeMesa(db, actor.localId, mesaId, draft.mesaId);
  const items = (await repo.findItems(db, [draft.id])).filter((i) => i.mesaVinculadaId === mesa.id);
  if (items.length === 0) throw badRequest('MESA_SIN_VINCULADA', { numero: mesa.numero });
  const at = new Date().toISOString();
  const id = await repo.insertDraft(db, actor.localId, {
    mesaId: mesa.id,
    mesaNumero: mesa.numero,
    comensales: Math.min(DEFAULT_DINERS, draft.comensales),
    comentario: null,
    camarero: draft.camarero,
    clienteId: null,
    usuarioId: draft.usuarioId,
    fechaApertura: at,
    ultimaActualizacion: at,
  });
  await separateDraftItems(
    db,
    draft.id,
    id,
    items.map((i) => i.id),
    at,
  );
  // A new draft's opening event says it has no items, and an event's items are upserted: both
  // drafts skip a version so that every screen reads them again instead.
  await repo.updateDraft(db, actor.localId, id, at);
  // What stays must still carry the table's discounts.
  const allowance = await guardDiscounts(db, actor, draft, await repo.findItems(db, [draft.id]));
  await repo.updateDraft(db, actor.localId, draft.id, at, { comensales: Math.max(1, draft.comensales - Math.min(DEFAULT_DINERS, draft.comensales)), ...allowance });
  await repo.updateDraft(db, actor.localId, draft.id, at);
  const rest = await toDraft(db, actor.localId, draft.id);
  const apart = await toDraft(db, actor.localId, id);
  const events: TableEvent[] = [mesaEvent('PedidoConfirmed', rest, [])];
  return { draft: rest, event: mesaEvent('MesaOpened', apart), more: events };
}
