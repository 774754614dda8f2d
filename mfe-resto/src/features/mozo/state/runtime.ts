import { createContext, useContext, useSyncExternalStore } from 'react';
import { getApiBase, isOwnMutationId, onlineStore } from '@resto/shared/api-client';
import type { SessionUser } from '@resto/shared/contracts';
import { getI18n } from '@resto/shared/i18n';
import { normalizeComment, type PendingItem, type WaiterTable } from '@resto/shared/rules';
import { getToken } from '@resto/shared/session';
import { Outbox } from './outbox/outbox';
import type { OutboxEntry, OutboxOp, OutboxState, SettledEvent } from './outbox/outbox-types';
import { waiterDrafts } from './drafts';
import { loadMenu } from './menu-store';
import { connectPrecios, loadPrecios } from './precios-store';
import { connectDisponibilidad, loadDisponibilidad } from './disponibilidad-store';
import { applyDraftToList, reloadMesas, reloadMesasSoon, reloadMesasUnlessFresh } from './mesas-store';
import { initPendingStore, setPending } from './pending-store';
import { routeStore } from './route';
import { askApproval } from './approval';
import { addApprovals } from './add-approval';
import { toast } from './toasts';
import { loadBus } from './bus';
import { registerWaiterServiceWorker } from './pwa';

/** What the handheld holds for the signed-in waiter: the outbox and the keys of their phone data. */
export interface WaiterRuntime {
  user: SessionUser;
  outbox: Outbox;
}

export const RuntimeContext = createContext<WaiterRuntime | null>(null);

export function useRuntime(): WaiterRuntime {
  const rt = useContext(RuntimeContext);
  if (!rt) throw new Error('WaiterRuntime missing');
  return rt;
}

export function useOutboxState(rt: WaiterRuntime): OutboxState {
  return useSyncExternalStore(rt.outbox.subscribe, rt.outbox.getState, rt.outbox.getState);
}

/** Per user, so a colleague signing in on the same phone never sends someone else's changes. */
export const storageKeys = (user: SessionUser) => ({
  outbox: `rf_waiter_outbox:${user.id}`,
  pending: `rf_waiter_pending:${user.id}`,
  menu: `rf_waiter_menu:${user.local.id}`,
  disponibilidad: `rf_waiter_disponibilidad:${user.local.id}`,
});

export function createRuntime(user: SessionUser): WaiterRuntime {
  const keys = storageKeys(user);
  initPendingStore(keys.pending);
  return { user, outbox: new Outbox({ storageKey: keys.outbox }) };
}

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

function rejectedText(kind: OutboxOp['kind'], batchSize: number): string {
  switch (kind) {
    case 'abrirMesa':
      return t('waiter.toasts.errorAbrir');
    case 'agregarProducto':
      return batchSize > 1 ? t('waiter.toasts.errorConfirmar') : t('waiter.toasts.errorAgregar');
    case 'eliminarProducto':
      return t('waiter.toasts.errorEliminar');
    case 'cambiarNota':
      return t('waiter.toasts.errorNota');
    case 'cerrarMesa':
      return t('waiter.toasts.errorCerrar');
    case 'cambiarCliente':
      return t('waiter.toasts.errorCliente');
    case 'marchar':
      return t('waiter.toasts.errorMarchar');
  }
}

/** A refused product back in its table's selection, to fix and resend. */
function backToSelection(entry: OutboxEntry): void {
  const op = entry.op;
  if (op.kind !== 'agregarProducto') return;
  setPending(op.mesaId, (list) => [
    ...list,
    {
      id: op.productoId,
      nombre: op.nombre,
      precio: op.precio,
      cantidad: op.cantidad,
      notas: op.notas,
      ...(op.unidadMedida ? { unidadMedida: op.unidadMedida } : {}),
      ...(op.modificadores?.length ? { modificadores: op.modificadores, detalle: op.detalle ?? '' } : {}),
      ...(op.combo?.length ? { combo: op.combo, detalle: op.detalle ?? '' } : {}),
      ...(op.curso ? { curso: op.curso } : {}),
      ...(op.enEspera ? { enEspera: true } : {}),
    },
  ]);
}

/**
 * Starts what runs while the waiter is signed in: the realtime bus (live tables and drafts),
 * the outbox, and the menu. Returns the stop function.
 */
export function startRuntime(rt: WaiterRuntime): () => void {
  let stopped = false;
  const rejectedBatches = new Set<string>();
  const approveAdds = addApprovals(backToSelection);

  const onSettled = (e: SettledEvent) => {
    const op = e.entry.op;
    if (e.outcome === 'sent') {
      if (e.change) waiterDrafts.applyChange(e.change);
      else if (e.draft) waiterDrafts.applyDraft(e.draft);
      // The card shows the answer's total at once; a closed table is read again (its own state).
      const header = e.change?.draft ?? e.draft;
      if (!header || !applyDraftToList(header)) reloadMesasSoon();
      if (e.batchDone && !rejectedBatches.has(e.entry.batch)) {
        if (op.kind === 'agregarProducto') toast({ severity: 'success', message: t('waiter.toasts.confirmados'), durationMs: 3000, key: `sent-${e.entry.batch}` });
        if (op.kind === 'eliminarProducto') toast({ severity: 'success', message: t('waiter.toasts.eliminado'), key: `sent-${e.entry.batch}` });
      }
    } else {
      rejectedBatches.add(e.entry.batch);
      if (!approveAdds(e)) {
        // A product the kitchen never got goes back to the table's selection, to fix and resend.
        backToSelection(e.entry);
        // A change that needs a manager (a table sent to the kitchen, cancelled) asks the PIN.
        if (e.approval) askApproval({ ...e.approval, entry: e.entry, message: e.message });
        else toast({ severity: 'error', message: rejectedText(op.kind, e.entry.batchSize ?? 1), detail: e.message, key: `rejected-${e.entry.batch}` });
      }
      void waiterDrafts.loadMesa({ id: op.mesaId, numero: op.mesaNumero });
      void reloadMesas();
    }
    if (e.batchDone) rejectedBatches.delete(e.entry.batch);
  };
  const stopSettled = rt.outbox.onSettled(onSettled);
  const stopOutbox = rt.outbox.start();

  const ignored = (e: { mesaNumero: number; clientMutationId?: string | null }) => !(e.mesaNumero > 0) || isOwnMutationId(e.clientMutationId);
  /** The table cards follow the event's draft; without one (an older sender) the list is read again. */
  const listFollows = (e: { mesaNumero: number; clientMutationId?: string | null; draft?: Parameters<typeof applyDraftToList>[0] }) => {
    if (ignored(e)) return;
    if (!e.draft || !applyDraftToList(e.draft)) reloadMesasSoon();
  };
  let stopBus = () => {};
  const startBus = () =>
    loadBus().then((bus) => {
      if (stopped) return;
      const base = getApiBase();
      void bus.start({ accessTokenFactory: () => getToken() ?? '', ...(base ? { baseUrl: base } : {}) });
      const subscriptions = [
        bus.mesaOpened$.subscribe(listFollows),
        bus.pedidoConfirmed$.subscribe(listFollows),
        bus.productoRemoved$.subscribe(listFollows),
        bus.mesaClosed$.subscribe((e) => {
          if (ignored(e)) return;
          // Asked before the drafts store (subscribed after this) drops the draft.
          const shown = waiterDrafts.getState().drafts.has(e.mesaNumero);
          reloadMesasSoon();
          const route = routeStore.get();
          if (shown && route.view !== 'list' && route.numero === e.mesaNumero) {
            toast({ severity: 'warning', message: t('waiter.toasts.mesaCerradaOtro', { numero: e.mesaNumero }), key: `closed-${e.mesaNumero}` });
          }
        }),
        // Events sent while disconnected are gone: read the state again.
        bus.reconnected$('mesas').subscribe(() => {
          void reloadMesas();
          void rt.outbox.flush();
        }),
      ];
      // The drafts of the tables on screen: the event's data applied, a missed version re-read.
      const stopDrafts = waiterDrafts.connect(bus);
      // The menu's prices follow the price lists' windows as they open and close.
      const stopPrecios = connectPrecios(bus);
      // And the products that cannot be sold now ('86') follow the stock and the staff's marks.
      const stopDisponibilidad = connectDisponibilidad(bus);
      stopBus = () => {
        stopDrafts();
        stopPrecios();
        stopDisponibilidad();
        for (const s of subscriptions) s.unsubscribe();
        void bus.stop();
      };
    });

  // Live updates and the menu come once the tables are on screen: on a slow phone they would
  // otherwise compete with the first screen for the network and the CPU.
  // After the list is painted, not merely loaded (the render is asynchronous), so that
  // nothing else takes the phone's CPU or network before the first table list.
  const afterPaint = (fn: () => void) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(fn, 0));
    else setTimeout(fn, 0);
  };
  void reloadMesasUnlessFresh().finally(() =>
    afterPaint(() => {
      if (stopped) return;
      void startBus();
      void loadMenu(storageKeys(rt.user).menu);
      void loadPrecios();
      void loadDisponibilidad(storageKeys(rt.user).disponibilidad);
      // Installable and offline. A first install reads the tables and the menu again
      // through the service worker, so an offline reload finds them.
      void registerWaiterServiceWorker(() => {
        if (stopped) return;
        void reloadMesas();
        void loadMenu(storageKeys(rt.user).menu);
      });
    }),
  );

  // Back online: read the tables and open drafts again 1 s later; the outbox sends on its own.
  let onlineTimer: ReturnType<typeof setTimeout> | undefined;
  const onOnline = () => {
    clearTimeout(onlineTimer);
    onlineTimer = setTimeout(() => {
      void reloadMesas();
      void waiterDrafts.reloadTables();
    }, 1000);
  };
  window.addEventListener('online', onOnline);

  return () => {
    stopped = true;
    clearTimeout(onlineTimer);
    window.removeEventListener('online', onOnline);
    stopSettled();
    stopOutbox();
    stopBus();
  };
}

/* ----------------------------------------------------------------- actions */

function enqueue(rt: WaiterRuntime, ops: OutboxOp[]): OutboxEntry[] {
  const entries = rt.outbox.enqueue(ops);
  if (!onlineStore.getState()) {
    toast({ severity: 'warning', message: t('waiter.envio.guardadoSinConexion'), key: 'saved-offline', durationMs: 4000 });
  }
  return entries;
}

export function openTable(rt: WaiterRuntime, table: WaiterTable, comensales: number, comentario: string): void {
  enqueue(rt, [{ kind: 'abrirMesa', mesaId: table.id, mesaNumero: table.numero, comensales, comentario: normalizeComment(comentario), camarero: rt.user.nombre }]);
}

/** 'Confirmar': each pending product goes to the kitchen as one add, in one batch. */
export function confirmPending(rt: WaiterRuntime, table: WaiterTable, draftId: number | null, items: readonly PendingItem[]): void {
  if (items.length === 0) return;
  const ops: OutboxOp[] = items.map((i) => ({
    kind: 'agregarProducto',
    mesaId: table.id,
    mesaNumero: table.numero,
    draftId,
    productoId: i.id,
    nombre: i.nombre,
    precio: i.precio,
    cantidad: i.cantidad,
    notas: i.notas,
    ...(i.unidadMedida ? { unidadMedida: i.unidadMedida } : {}),
    ...(i.modificadores?.length ? { modificadores: i.modificadores, detalle: i.detalle ?? '' } : {}),
    ...(i.combo?.length ? { combo: i.combo, detalle: i.detalle ?? '' } : {}),
    ...(i.curso ? { curso: i.curso } : {}),
    ...(i.enEspera ? { enEspera: true } : {}),
  }));
  // Into the outbox first, then off the selection: at no moment is a product only in memory.
  enqueue(rt, ops);
  setPending(table.id, () => []);
}

/** Fires the table's held lines of `curso` (all of them with null) to the kitchen. */
export function fireCourse(rt: WaiterRuntime, table: WaiterTable, draftId: number, curso: 'entrada' | 'principal' | 'postre' | null): void {
  enqueue(rt, [{ kind: 'marchar', mesaId: table.id, mesaNumero: table.numero, draftId, curso }]);
}

export function deleteOrderedItem(rt: WaiterRuntime, table: WaiterTable, draftId: number, item: { id: number; nombre: string }, motivo: string): void {
  enqueue(rt, [{ kind: 'eliminarProducto', mesaId: table.id, mesaNumero: table.numero, draftId, itemId: item.id, nombre: item.nombre, motivo: motivo.trim() }]);
}

/** A sent line's note for the kitchen, changed after it was ordered (blank clears it). */
export function setOrderedNote(rt: WaiterRuntime, table: WaiterTable, draftId: number, item: { id: number; nombre: string }, text: string): void {
  enqueue(rt, [{ kind: 'cambiarNota', mesaId: table.id, mesaNumero: table.numero, draftId, itemId: item.id, nombre: item.nombre, notas: normalizeComment(text) }]);
}

export function setCliente(rt: WaiterRuntime, table: WaiterTable, draftId: number | null, cliente: { id: number; nombre: string } | null): void {
  enqueue(rt, [{ kind: 'cambiarCliente', mesaId: table.id, mesaNumero: table.numero, draftId, clienteId: cliente?.id ?? null, clienteNombre: cliente?.nombre ?? null }]);
}

export function closeTable(rt: WaiterRuntime, table: WaiterTable, draftId: number | null): void {
  enqueue(rt, [{ kind: 'cerrarMesa', mesaId: table.id, mesaNumero: table.numero, draftId }]);
}
