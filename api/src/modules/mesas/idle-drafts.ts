import type { DraftPendiente } from '@resto/shared/contracts';
import { fromMinor, QUANTITY_SCALE } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cancelKitchenOrdersOfDraft } from '../pedidos';
import type { TableEvent } from './drafts.events';
import * as repo from './drafts.repository';
import { endSeatedReservas } from './drafts-charge.service';
import { closedEvent, discountOf, draftTotals } from './drafts.mapper';

type Db = Kysely<Database>;

type MesaClosedEvent = Extract<TableEvent, { type: 'MesaClosed' }>;

/*
 * The inactivity sweep frees tables someone forgot: opened and never ordered, or holding only
 * lines for a later course that never went to the kitchen. A table any of whose lines reached the
 * kitchen was cooked for: cancelling it would take food off the books with nobody's approval (the
 * very hole a cancel with mesas.cancelar or a manager's PIN closes), so the sweep never cancels it;
 * it lists it, with its items and amounts, for a manager to charge or cancel.
 */

export interface IdleDraftClosed {
  localId: number;
  event: MesaClosedEvent;
  /** The seated reservation it finished, if any. */
  more: TableEvent[];
  /** What it had (held lines only), for the audit log. */
  pendiente: DraftPendiente;
}

export interface IdleSweep {
  closed: IdleDraftClosed[];
  /** Idle tables left open because some of their lines reached the kitchen. */
  pendientes: (DraftPendiente & { localId: number })[];
}

/** A line reached the kitchen unless it was held for a later course and never fired (a deleted one too: it was cooked). */
const reachedKitchen = (item: repo.DraftItemRow) => !item.enEspera;

function pendienteOf(draft: repo.DraftRow, items: readonly repo.DraftItemRow[]): DraftPendiente {
  const totals = draftTotals(items, discountOf(draft.descuentoTipo, draft.descuentoValor), draft.clienteDescuentoPct);
  const money = (minor: number) => fromMinor(minor, draft.moneda);
  return {
    id: draft.id,
    numeroMesa: draft.mesaNumero,
    ultimaActualizacion: draft.ultimaActualizacion,
    total: money(totals.totalMinor),
    items: items.flatMap((item, index) =>
      item.eliminado
        ? []
        : [
            {
              id: item.id,
              producto: item.productoNombre,
              cantidad: item.cantidadMilli / QUANTITY_SCALE,
              subtotal: money(totals.items[index]!.subtotalMinor),
              enviadoACocina: reachedKitchen(item),
            },
          ],
    ),
  };
}

/**
 * The drafts untouched since `idleBefore` (one venue, or every venue when `localId` is null):
 * those none of whose lines reached the kitchen are cancelled, the others listed. A draft touched
 * meanwhile by another device is left alone: the end is conditional.
 */
export async function sweepIdleDrafts(db: Db, localId: number | null, idleBefore: Date): Promise<IdleSweep> {
  const cutoff = idleBefore.toISOString();
  const sweep: IdleSweep = { closed: [], pendientes: [] };
  for (const draft of await repo.listDrafts(db, localId, { estado: 'activo', idleBefore: cutoff })) {
    const items = await repo.findItems(db, [draft.id]);
    const pendiente = pendienteOf(draft, items);
    if (items.some(reachedKitchen)) {
      sweep.pendientes.push({ ...pendiente, localId: draft.localId });
      continue;
    }
    const at = new Date().toISOString();
    if (!(await repo.endDraft(db, draft.localId, draft.id, { estado: 'cancelado', motivo: 'inactividad', ventaId: null, at, idleBefore: cutoff }))) continue;
    await cancelKitchenOrdersOfDraft(db, draft.localId, draft.id, at);
    const more = await endSeatedReservas(db, draft.localId, draft.id);
    const event = closedEvent({ id: draft.id, mesaId: draft.mesaId, numeroMesa: draft.mesaNumero, version: draft.version + 1 }, 'inactividad', null);
    sweep.closed.push({ localId: draft.localId, event, more, pendiente });
  }
  return sweep;
}
