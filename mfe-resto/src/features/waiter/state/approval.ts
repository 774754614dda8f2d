import { useSyncExternalStore } from 'react';
import { apiRequest, newClientMutationId } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';
import { request, type ApprovalNeeded, type OutboxEntry } from '../outbox/outbox';

/*
 * A manager's approval on the handheld (issue 17), as the desktop asks it: an outbox change the
 * api refused because it needs a manager (`data.accion`: cancelling a table whose items went to
 * the kitchen, for one) opens the PIN sheet; the manager's user, PIN and the reason get a
 * single-use token (POST /api/aprobaciones), and the same change is sent again at once with it in
 * the X-Aprobacion header, the reason and a new ClientMutationId (the refused one keeps its answer).
 * Online only: an approval is given on the spot.
 */

export interface PendingApproval extends ApprovalNeeded {
  /** The refused change, sent again once approved. */
  entry: OutboxEntry;
  /** The refusal's text, shown above the form. */
  message: string;
}

export interface ApprovalInput {
  usuario: string;
  pin: string;
  motivo: string;
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

/** PIN 4-6 digits, user and reason given; else the key of the first problem's text. */
export function approvalProblem(input: ApprovalInput): 'usuario' | 'pin' | 'motivo' | null {
  if (!input.usuario.trim()) return 'usuario';
  if (!/^\d{4,6}$/.test(input.pin)) return 'pin';
  if (!input.motivo.trim()) return 'motivo';
  return null;
}

export type ApprovalOutcome = { ok: true; draft: Draft | null } | { ok: false; message: string };

/** Gets the token and sends the refused change again with it. */
export async function approveAndRetry(approval: PendingApproval, input: ApprovalInput): Promise<ApprovalOutcome> {
  const token = await apiRequest<{ token: string }>('/aprobaciones', {
    method: 'POST',
    // The table and figure the refusal named: the manager approves exactly that.
    body: { accion: approval.accion, entidadId: approval.entidadId, valor: approval.valor ?? null, usuario: input.usuario.trim(), pin: input.pin, motivo: input.motivo.trim() },
  });
  if (!token.success || !token.data) return { ok: false, message: token.message ?? '' };
  const op = approval.entry.op;
  const draftId = 'draftId' in op ? (op.draftId ?? approval.entidadId) : null;
  const { path, method, body } = request(approval.entry, draftId);
  const retried = await apiRequest<Draft>(path, {
    method,
    // A cancelled table keeps its reason; other changes carry it in the approval.
    body: { ...body, ...(op.kind === 'cerrarMesa' ? { motivo: input.motivo.trim() } : {}), clientMutationId: newClientMutationId() },
    headers: { 'x-aprobacion': token.data.token },
  });
  if (!retried.success) return { ok: false, message: retried.message ?? '' };
  return { ok: true, draft: retried.data ?? null };
}
