import type { ApiResult } from '@resto/shared/api-client';
import type { OutboxEntry, OutboxOp } from './outbox-types';

/*
 * What each outbox change asks of the api, which changes travel together, and which failures are
 * worth another attempt. Pure: the sending itself is the Outbox's (outbox.ts).
 */

/**
 * Most products one batch add takes: the contracts' DRAFT_LOTE_MAX_ITEMS (a test keeps them equal).
 * Not imported: the contracts module brings zod, which the handheld's first download must not carry.
 */
export const BATCH_MAX_ITEMS = 100;

/**
 * Network failures, time-outs, 408, 429 and 5xx may succeed later; so does 426 (this copy of the
 * handheld is outdated: the change waits on the phone and the updated version sends it). Other
 * answers are final.
 */
export function isRetryable(result: Pick<ApiResult<unknown>, 'status' | 'errorKind'>): boolean {
  if (result.errorKind === 'network' || result.errorKind === 'timeout') return true;
  const status = result.status ?? 0;
  return status === 0 || status === 408 || status === 426 || status === 429 || status >= 500;
}

/** The request an outbox entry makes (also the one retried with a manager's approval). */
export function request(entry: OutboxEntry, draftId: number | null): { path: string; method: 'POST' | 'PATCH' | 'DELETE'; body: Record<string, unknown> } {
  const op = entry.op;
  const clientMutationId = entry.id;
  switch (op.kind) {
    case 'abrirMesa':
      return {
        path: `/mesas/${op.mesaId}/draft`,
        method: 'POST',
        body: { mesaId: op.mesaId, comensales: op.comensales, comentario: op.comentario, camarero: op.camarero, clienteId: null, clientMutationId },
      };
    case 'agregarProducto':
      return { path: `/mesas/drafts/${draftId}/items`, method: 'POST', body: { ...lineBody(op), clientMutationId } };
    case 'eliminarProducto':
      return { path: `/mesas/drafts/${op.draftId}/items/${op.itemId}`, method: 'DELETE', body: { motivoEliminacion: op.motivo, clientMutationId } };
    case 'cambiarNota':
      return { path: `/mesas/drafts/${op.draftId}/items/${op.itemId}/notas`, method: 'PATCH', body: { notas: op.notas, clientMutationId } };
    case 'cambiarCliente':
      return { path: `/mesas/drafts/${draftId}`, method: 'PATCH', body: { clienteId: op.clienteId, clientMutationId } };
    case 'cerrarMesa':
      return { path: `/mesas/drafts/${draftId}`, method: 'DELETE', body: { clientMutationId } };
    case 'marchar':
      return { path: `/mesas/drafts/${op.draftId}/marchar`, method: 'POST', body: { ...(op.curso ? { curso: op.curso } : {}), clientMutationId } };
  }
}

/** A product's add body: what the api prices (never the price shown on the phone). */
export function lineBody(op: Extract<OutboxOp, { kind: 'agregarProducto' }>): Record<string, unknown> {
  return {
    productoId: op.productoId,
    cantidad: op.cantidad,
    notas: op.notas,
    ...(op.modificadores?.length ? { modificadores: op.modificadores } : {}),
    ...(op.combo?.length ? { combo: op.combo } : {}),
    ...(op.curso ? { curso: op.curso } : {}),
    ...(op.enEspera ? { enEspera: true } : {}),
  };
}

export type AddEntry = OutboxEntry & { op: Extract<OutboxOp, { kind: 'agregarProducto' }> };
const isAdd = (e: OutboxEntry): e is AddEntry => e.op.kind === 'agregarProducto';

/** The products at the head of the outbox that were confirmed together for one table (sent as one batch). */
export function headBatch(entries: readonly OutboxEntry[]): AddEntry[] {
  const first = entries[0];
  if (!first || !isAdd(first)) return [];
  const group: AddEntry[] = [];
  for (const e of entries) {
    if (!isAdd(e) || e.batch !== first.batch || e.op.mesaId !== first.op.mesaId || e.op.draftId !== first.op.draftId) break;
    group.push(e);
    if (group.length === BATCH_MAX_ITEMS) break;
  }
  return group;
}

/** The changes sent to the table's draft, whose id may not be known yet when they are made. */
export function needsDraft(op: OutboxOp): op is Extract<OutboxOp, { draftId: number | null }> {
  return op.kind === 'agregarProducto' || op.kind === 'cambiarCliente' || op.kind === 'cerrarMesa';
}
