import { isOwnMutationId } from '@resto/shared/api-client';
import type { Draft, DraftItem, DraftSinItems, MesaClosedEvent, MesaOpenedEvent, PedidoConfirmedEvent, ProductoRemovedEvent } from '@resto/shared/contracts';
import { computeDraftTotals, fromMinor, parseScaled, PERCENT_DECIMALS, QUANTITY_DECIMALS, toMinor, type Discount, type DiscountKind } from '@resto/shared/rules';
import type { DraftsContext, DraftsEvents } from './drafts-types';

/*
 * How the drafts store applies what other devices changed, as /ws/mesas events carrying the
 * draft's new `version` and the changed data. An event of the next version is applied as it is,
 * without asking the server; an event of a later version means one was missed, and the table is
 * read again.
 */

function discountOf(tipo: DiscountKind | null, valor: number | null, currency: string): Discount | null {
  if (!tipo || !valor) return null;
  return { tipo, valor: tipo === 'porcentaje' ? Number(parseScaled(valor, PERCENT_DECIMALS) ?? 0n) : toMinor(valor, currency) };
}

/**
 * The draft's totals after its items changed locally (an item deleted on another device), by the
 * same shared rules the api charges with, at the scale of the venue's `currency`. Unchanged when
 * the amounts cannot be read.
 */
export function withRecomputedTotals(draft: Draft, currency: string): Draft {
  const result = computeDraftTotals({
    items: draft.items.map((item) => ({
      unitPriceMinor: toMinor(item.precioUnitario, currency),
      quantityMilli: Number(parseScaled(item.cantidad, QUANTITY_DECIMALS) ?? 0n),
      discount: discountOf(item.tipoDescuento, item.valorDescuento, currency),
      eliminado: item.eliminado,
    })),
    discount: discountOf(draft.descuentoTipo, draft.descuentoValor, currency),
    customerPercentScaled: Number(parseScaled(draft.descuentoClientePorcentaje, PERCENT_DECIMALS) ?? 0n),
  });
  if (!result.ok) return draft;
  const totals = result.totals;
  return {
    ...draft,
    subtotal: fromMinor(totals.subtotalMinor, currency),
    descuento: fromMinor(totals.discountMinor, currency),
    descuentoCliente: fromMinor(totals.customerDiscountMinor, currency),
    total: fromMinor(totals.totalMinor, currency),
    cantidadItems: totals.activeCount,
  };
}

/** `items` upserted by id into `current` (changed ones replaced where they were, new ones appended). */
export function upsertItems(current: readonly DraftItem[], items: readonly DraftItem[]): DraftItem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const next = current.map((i) => byId.get(i.id) ?? i);
  const known = new Set(current.map((i) => i.id));
  for (const i of items) if (!known.has(i.id)) next.push(i);
  return next;
}

/** The draft an event of the next version leads to: its fields as sent, its items merged. */
function advanced(current: Draft, fields: DraftSinItems, items: readonly DraftItem[] | undefined): Draft {
  return { ...fields, items: upsertItems(current.items, items ?? []) };
}

export interface DraftsEventApplier {
  /** Applies one /ws/mesas event. */
  receive<K extends keyof DraftsEvents>(name: K, event: DraftsEvents[K]): void;
  /**
   * An event that carries the draft's next state. Applied when it is the next version of the
   * draft shown; skipped when that version (or a later one) is shown already; otherwise (a version
   * was missed, the draft is not known here, or the sender sent no data) the table is read again.
   * False when the draft shown cannot be compared (the caller reads the table again).
   */
  advance(
    numero: number,
    mesaId: number | undefined,
    draftId: number | undefined,
    version: number | undefined,
    fields: DraftSinItems | undefined,
    items: readonly DraftItem[] | undefined,
  ): boolean;
}

/** The event half of a drafts store; `reread` reads a table again when an event cannot be applied. */
export function createEventApplier(ctx: DraftsContext, reread: (numero: number, mesaId: number | undefined | null) => void): DraftsEventApplier {
  const { apply, forget, emit, bump, followed, closedIds } = ctx;

  function advance(
    numero: number,
    mesaId: number | undefined,
    draftId: number | undefined,
    version: number | undefined,
    fields: DraftSinItems | undefined,
    items: readonly DraftItem[] | undefined,
  ): boolean {
    const current = ctx.state().drafts.get(numero);
    if (version === undefined || !fields || !current || current.id !== (draftId ?? fields.id) || typeof current.version !== 'number') {
      return false;
    }
    if (version <= current.version) return true;
    if (version === current.version + 1) {
      apply(advanced(current, fields, items));
      return true;
    }
    reread(numero, mesaId);
    return true;
  }

  function onMesaOpened(event: MesaOpenedEvent): void {
    if (!followed(event.mesaNumero)) return;
    const current = ctx.state().drafts.get(event.mesaNumero);
    if (current?.id === event.draftId && event.version !== undefined && typeof current.version === 'number' && event.version <= current.version) return;
    // A new draft has no items yet: its fields are all there is to know.
    if (event.draft && event.version === 1 && !closedIds.has(event.draftId)) {
      apply({ ...event.draft, items: [] });
      return;
    }
    reread(event.mesaNumero, event.mesaId);
  }

  function onPedidoConfirmed(event: PedidoConfirmedEvent): void {
    if (!followed(event.mesaNumero)) return;
    if (advance(event.mesaNumero, event.mesaId, event.draftId, event.version, event.draft, event.items)) return;
    reread(event.mesaNumero, event.mesaId);
  }

  function onProductoRemoved(event: ProductoRemovedEvent): void {
    if (!followed(event.mesaNumero)) return;
    if (advance(event.mesaNumero, event.mesaId, event.draftId, event.version, event.draft, event.items)) return;
    // An older sender: the event names only the item. Mark it here when this tab knows it.
    const draft = ctx.state().drafts.get(event.mesaNumero);
    const item = draft?.items.find((i) => i.id === event.itemId);
    if (!draft || !item || (event.draftId !== undefined && event.draftId !== draft.id)) {
      // This tab missed how the item got there: read the table again.
      reread(event.mesaNumero, event.mesaId);
      return;
    }
    if (item.eliminado) return;
    // A promotion's discount is the api's (the rule each line keeps is not sent): read the table again.
    if (draft.items.some((i) => i.promocionId)) {
      reread(event.mesaNumero, event.mesaId);
      return;
    }
    const items = draft.items.map((i) => (i.id === event.itemId ? { ...i, eliminado: true } : i));
    const changed = withRecomputedTotals({ ...draft, items, ultimaActualizacion: event.ultimaActualizacion }, ctx.currency());
    apply(event.version !== undefined ? { ...changed, version: Math.max(event.version, draft.version) } : changed);
  }

  function onMesaClosed(event: MesaClosedEvent): void {
    const state = ctx.state();
    if (event.motivo === 'movida') {
      // The same draft goes on at another table (its MesaOpened follows): the old table is free,
      // but the draft must not be remembered as ended.
      const current = state.drafts.get(event.mesaNumero);
      if (!current || (event.draftId !== undefined && current.id !== event.draftId)) return;
      const drafts = new Map(state.drafts);
      drafts.delete(event.mesaNumero);
      bump(event.mesaNumero);
      emit({ drafts });
      return;
    }
    forget(event.mesaNumero, event.draftId ?? state.drafts.get(event.mesaNumero)?.id);
  }

  return {
    advance,
    receive(name, event) {
      // Tables numbered 0 or less are not on the floor plan; this tab's own changes are applied from their answers.
      if (!(event.mesaNumero > 0) || isOwnMutationId(event.clientMutationId)) return;
      switch (name) {
        case 'MesaOpened':
          return onMesaOpened(event as MesaOpenedEvent);
        case 'PedidoConfirmed':
          return onPedidoConfirmed(event as PedidoConfirmedEvent);
        case 'ProductoRemoved':
          return onProductoRemoved(event as ProductoRemovedEvent);
        case 'MesaClosed':
          return onMesaClosed(event as MesaClosedEvent);
      }
    },
  };
}
