import { useSyncExternalStore } from 'react';
import { apiRequest, newClientMutationId } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';
import { approvalNeeded, type ApprovalNeeded } from './outbox/approval-needed';
import { lineBody, request } from './outbox/outbox-requests';
import type { OutboxEntry } from './outbox/outbox-types';

/*
 * A manager's approval on the handheld, as the desktop asks it: an outbox change the
 * api refused because it needs a manager (`data.accion`: cancelling a table whose items went to
 * the kitchen, for one) opens the PIN sheet; the manager (picked from the venue's list by name,
 * or a badge's code), their PIN and the reason get a
 * single-use token (POST /api/aprobaciones), and the same change is sent again at once with it in
 * the X-Aprobacion header, the reason and a new ClientMutationId (the refused one keeps its answer).
 * Online only: an approval is given on the spot.
 */

/** What the PIN sheet shows and approves: the refusal's action, table and figure, and its text. */
export interface ApprovalPrompt extends ApprovalNeeded {
  /** The refusal's text, shown above the form. */
  message: string;
  /** The refused outbox change, when the refusal came from one. */
  entry?: OutboxEntry;
  /** Tokens already given for this change: one that needs two approvals is sent with both. */
  tokens?: readonly string[];
}

export interface PendingApproval extends ApprovalPrompt {
  /** The refused change, sent again once approved. */
  entry: OutboxEntry;
  /** Products confirmed together and refused together (the first is `entry`): sent again as one list. */
  batch?: readonly OutboxEntry[];
  /** What the refused change becomes when the manager does not approve it (products go back to the selection). */
  onDecline?: () => void;
}

export interface ApprovalInput {
  /** The manager picked from the list (GET /api/aprobaciones/autorizantes). */
  usuarioId?: number | null;
  /** Else typed: a badge's code (digits: the manager's user number), or their user name or e-mail. */
  usuario: string;
  pin: string;
  motivo: string;
}

/** Who approves, as POST /api/aprobaciones takes it: the picked or badge's user id, else the typed name or e-mail. */
export function approverOf(input: Pick<ApprovalInput, 'usuarioId' | 'usuario'>): { usuarioId: number } | { usuario: string } {
  if (input.usuarioId) return { usuarioId: input.usuarioId };
  const typed = input.usuario.trim();
  return /^\d{1,9}$/.test(typed) && Number(typed) > 0 ? { usuarioId: Number(typed) } : { usuario: typed };
}

let pending: PendingApproval | null = null;
const listeners = new Set<() => void>();

function set(next: PendingApproval | null): void {
  pending = next;
  for (const l of [...listeners]) l();
}

export function askApproval(next: PendingApproval): void {
  set(next);
}

export function dismissApproval(): void {
  set(null);
}

export function usePendingApproval(): PendingApproval | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
  );
}

/** PIN 4-6 digits, the manager (picked or typed) and reason given; else the key of the first problem's text. */
export function approvalProblem(input: ApprovalInput): 'usuario' | 'pin' | 'motivo' | null {
  if (!input.usuarioId && !input.usuario.trim()) return 'usuario';
  if (!/^\d{4,6}$/.test(input.pin)) return 'pin';
  if (!input.motivo.trim()) return 'motivo';
  return null;
}

/** `asked`: the change needs a second approval, now asked in the same sheet. */
export type ApprovalOutcome = { ok: true; draft: Draft | null } | { ok: false; message: string; asked?: boolean };

/** At most this many approvals for one change (the api reads no more tokens). */
const MAX_APPROVALS = 4;

/** The manager's single-use token for what the refusal named (its table and figure: exactly that is approved). */
export async function approvalToken(approval: ApprovalNeeded, input: ApprovalInput): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  const token = await apiRequest<{ token: string }>('/aprobaciones', {
    method: 'POST',
    body: { accion: approval.accion, entidadId: approval.entidadId, valor: approval.valor ?? null, ...approverOf(input), pin: input.pin, motivo: input.motivo.trim() },
  });
  return token.success && token.data ? { ok: true, token: token.data.token } : { ok: false, message: token.message ?? '' };
}

/**
 * Gets the token and sends the refused change again with it (and the tokens given before). When
 * that answer asks for another approval (a deletion the kitchen has that also outgrows the
 * discount), the sheet asks for it and the change goes again with both.
 */
export async function approveAndRetry(approval: PendingApproval, input: ApprovalInput): Promise<ApprovalOutcome> {
  const token = await approvalToken(approval, input);
  if (!token.ok) return token;
  const tokens = [...(approval.tokens ?? []), token.token];
  const op = approval.entry.op;
  const draftId = 'draftId' in op ? (op.draftId ?? approval.entidadId) : null;
  const headers = { 'x-aprobacion': tokens.join(', ') };
  const { path, method, body } = request(approval.entry, draftId);
  const batch = approval.batch ?? [];
  const retried =
    batch.length > 1
      ? await apiRequest<{ draft: Draft }>(`/mesas/drafts/${draftId}/items/lote`, {
          method: 'POST',
          body: { items: batch.map((e) => ({ ...(e.op.kind === 'agregarProducto' ? lineBody(e.op) : {}), clientMutationId: newClientMutationId() })) },
          headers,
        }).then((r) => ({ ...r, data: r.data?.draft }))
      : await apiRequest<Draft>(path, {
          method,
          // A cancelled table keeps its reason; other changes carry it in the approval.
          body: { ...body, ...(op.kind === 'cerrarMesa' ? { motivo: input.motivo.trim() } : {}), clientMutationId: newClientMutationId() },
          headers,
        });
  if (!retried.success) {
    const next = approvalNeeded(retried);
    if (!next || tokens.length >= MAX_APPROVALS) return { ok: false, message: retried.message ?? '' };
    askApproval({
      ...next,
      message: retried.message ?? '',
      entry: approval.entry,
      tokens,
      ...(approval.batch ? { batch: approval.batch } : {}),
      ...(approval.onDecline ? { onDecline: approval.onDecline } : {}),
    });
    return { ok: false, message: '', asked: true };
  }
  // A product added alone answers only its change, not the table: the table is read again.
  if (op.kind === 'agregarProducto' && batch.length <= 1) return { ok: true, draft: null };
  return { ok: true, draft: (retried.data as Draft | undefined) ?? null };
}

export interface Autorizante {
  id: number;
  nombre: string;
}

/** The venue's managers who can approve `accion`, by name (none when offline or refused: the code field remains). */
export async function loadAutorizantes(accion: ApprovalNeeded['accion']): Promise<Autorizante[]> {
  const res = await apiRequest<Autorizante[]>('/aprobaciones/autorizantes', { method: 'GET', query: { accion } }).catch(() => null);
  return res?.success && Array.isArray(res.data) ? res.data : [];
}
