import type { ApiResult } from '@resto/shared/api-client';
import type { Draft, DraftAgregado } from '@resto/shared/contracts';
import type { ApprovalNeeded } from './approval-needed';

/** The changes the waiter makes to a table, as the outbox keeps them until the server answers. */
export type OutboxOp =
  | { kind: 'abrirMesa'; mesaId: number; mesaNumero: number; comensales: number; comentario: string | null; camarero: string | null }
  | {
      kind: 'agregarProducto';
      mesaId: number;
      mesaNumero: number;
      /** Null while the table's opening is still waiting in the outbox. */
      draftId: number | null;
      productoId: number;
      nombre: string;
      precio: number;
      cantidad: number;
      notas: string | null;
      unidadMedida?: string;
      /** The options chosen (ids; `precio` includes their deltas), their names, the course and held. */
      modificadores?: number[];
      /** A combo's choices, one per group (`precio` includes their surcharges). */
      combo?: { grupoId: number; opcionId: number }[];
      detalle?: string;
      curso?: 'entrada' | 'principal' | 'postre';
      enEspera?: boolean;
    }
  | { kind: 'eliminarProducto'; mesaId: number; mesaNumero: number; draftId: number; itemId: number; nombre: string; motivo: string }
  /** A sent line's note for the kitchen, changed after it was ordered (null clears it). */
  | { kind: 'cambiarNota'; mesaId: number; mesaNumero: number; draftId: number; itemId: number; nombre: string; notas: string | null }
  | { kind: 'cambiarCliente'; mesaId: number; mesaNumero: number; draftId: number | null; clienteId: number | null; clienteNombre: string | null }
  | { kind: 'cerrarMesa'; mesaId: number; mesaNumero: number; draftId: number | null }
  /** Fires the held lines of a course (every held line without one). */
  | { kind: 'marchar'; mesaId: number; mesaNumero: number; draftId: number; curso: 'entrada' | 'principal' | 'postre' | null };

export type OutboxKind = OutboxOp['kind'];

export interface OutboxEntry {
  /** The ClientMutationId: created once, when the waiter acted, and reused on every resend. */
  id: string;
  op: OutboxOp;
  /** Changes made by one tap (e.g. the products of one 'Confirmar') share a batch. */
  batch: string;
  /** How many changes the batch had when the waiter made it. */
  batchSize: number;
  createdAt: string;
  attempts: number;
  /** Why the last attempt did not get through (connection), for the screen. */
  lastError: string | null;
}

/**
 * What a sent change answered: the whole draft, or (a product added alone) only the change,
 * `{ draft without items, the new line }`, applied like a PedidoConfirmed event.
 */
export type SentAnswer = { draft: Draft | null; change?: undefined } | { draft: null; change: DraftAgregado };

/** How a change left the outbox, as the outbox tells it (before the entry is removed). */
export type Settlement = ({ outcome: 'sent' } & SentAnswer) | { outcome: 'rejected'; message: string; status: number; approval?: ApprovalNeeded | null };

export type SettledEvent =
  | ({ outcome: 'sent'; entry: OutboxEntry; batchDone: boolean } & SentAnswer)
  | { outcome: 'rejected'; entry: OutboxEntry; message: string; status: number; batchDone: boolean; approval?: ApprovalNeeded | null };

export interface OutboxState {
  entries: readonly OutboxEntry[];
  /** True while a send is in progress. */
  sending: boolean;
}

export type Send = <T>(path: string, options: { method: 'POST' | 'PATCH' | 'DELETE' | 'GET'; body?: unknown }) => Promise<ApiResult<T>>;

export interface OutboxOptions {
  /** localStorage key; one outbox per signed-in user. */
  storageKey: string;
  storage?: Storage;
  /** Default: the browser's online state. */
  isOnline?: () => boolean;
  /** Wait before trying again after a connection failure. Default 3000 ms (the automatic retry). */
  retryDelayMs?: number;
  /** Default: the shared API client. */
  send?: Send;
}
