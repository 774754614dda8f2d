import type { PagoInput, PropinaInput, Venta } from '@resto/shared/contracts';
import { QUANTITY_SCALE } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { asAuthority, authorizeBeyondLimit, type MaybeAuthority } from '../auditoria';
import { cancelKitchenOrdersOfDraft, linkKitchenOrdersToVenta } from '../pedidos';
import { chargeSale, storedSaleLines } from '../ventas';
import { hasPartes } from './cuenta-dividida.repository';
import { guardDraftDiscounts } from './discount-guard';
import { promotionTagOf } from './draft-promotions';
import type { TableEvent } from './drafts.events';
import { closedEvent, discountOf, discountValue, draftTotals, toDraft } from './drafts.mapper';
import * as repo from './drafts.repository';
import { mermaDeItems } from './drafts-item-changes.service';
import { activeDraft, type DraftChange } from './drafts.service';
import { finalizarReservasDelDraft } from './reservas.mapper';

/* The end of a comanda: cancelled, or charged into a sale; either way the table is free again. */

type Db = Kysely<Database>;

/** The table's draft ended (charged or closed): its seated party's reservation is finalizada. */
export async function endSeatedReservas(db: Db, localId: number, draftId: number): Promise<TableEvent[]> {
  return (await finalizarReservasDelDraft(db, localId, draftId)).map((reserva) => ({ type: 'ReservaChanged', reserva }));
}

/**
 * Cancels the draft (the table is free again) and what the kitchen had not finished. A table
 * with lines sent to the kitchen needs mesas.cancelar or a manager's approval, and a reason;
 * that cancellation goes to the audit log.
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
  // What the kitchen was sent was made: nobody pays for it, so it is waste.
  await mermaDeItems(
    db,
    actor,
    draft,
    active.map((item) => ({ item, cantidadMilli: item.cantidadMilli })),
    motivo?.trim() || 'Mesa cancelada',
  );
  const at = new Date().toISOString();
  await repo.endDraft(db, actor.localId, draft.id, { estado: 'cancelado', motivo: 'cancelado', ventaId: null, at });
  await cancelKitchenOrdersOfDraft(db, actor.localId, draft.id, at);
  const more = await endSeatedReservas(db, actor.localId, draft.id);
  const ended = await toDraft(db, actor.localId, draft.id);
  return { draft: ended, event: closedEvent(ended, 'cancelado', null), more };
}

/**
 * A line held for a later course was never cooked nor served, so a table with one is
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
  // A split bill is charged part by part.
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
    // Priced as they went to the kitchen; a product deactivated since is still charged.
    lines: await storedSaleLines(db, actor.localId, active, { soloActivos: false, promocion: promotionTagOf }),
    clienteId: draft.clienteId,
    descuentoTipo: applied?.tipo ?? null,
    descuentoValor: applied ? discountValue(applied.tipo, applied.valor, draft.moneda) : null,
    pagos: input.pagos.map((p) => ({ medioId: p.medioId, monto: p.monto, moneda: p.moneda })),
    // Tips at payment, the table's waiter's (whoever opened it).
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
