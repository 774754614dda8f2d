import { apiRequest } from '@resto/shared/api-client';
import type { Draft, MedioPago, MedioPagoTipo, Precuenta } from '@resto/shared/contracts';
import { hasPermission } from '@resto/shared/rules';
import { approvalNeeded, type ApprovalNeeded } from './outbox/approval-needed';

/*
 * The table's bill from the handheld: the pre-bill printed at the register's printer and the
 * charge, both online and on the spot (not through the outbox: a charge is money handed over
 * now). Each tap has its ClientMutationId, kept while it is retried (a lost answer never
 * charges or prints twice).
 */

/** The close-table summary's payment choices (SPEC): efectivo, tarjeta, qr, transferencia. */
export const SUMMARY_KINDS = ['efectivo', 'tarjeta', 'qr', 'transferencia'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

/** The summary's choice a venue's method is (its debit and credit cards are both tarjeta); null for the others. */
export function summaryKind(tipo: MedioPagoTipo): SummaryKind | null {
  if (tipo === 'tarjeta_debito' || tipo === 'tarjeta_credito') return 'tarjeta';
  return (SUMMARY_KINDS as readonly string[]).includes(tipo) ? (tipo as SummaryKind) : null;
}

export interface Choice {
  kind: SummaryKind;
  medio: Pick<MedioPago, 'id' | 'nombre' | 'tipo'>;
}

/** The venue's active methods that are one of the summary's choices, in the choices' order, then the venue's. */
export function summaryChoices(medios: readonly MedioPago[]): Choice[] {
  return medios
    .filter((m) => m.activo)
    .flatMap((m) => {
      const kind = summaryKind(m.tipo);
      return kind ? [{ kind, medio: { id: m.id, nombre: m.nombre, tipo: m.tipo } }] : [];
    })
    .sort((a, b) => SUMMARY_KINDS.indexOf(a.kind) - SUMMARY_KINDS.indexOf(b.kind));
}

/** Charging a table is a sale: the role needs ventas.vender (the api checks it too). */
export function canCharge(permisos: readonly string[] | null | undefined): boolean {
  return hasPermission(permisos, 'ventas.vender');
}

/** Tip choices, as a percent of the table's total (0: none). */
export const TIP_PERCENTS = [0, 10, 15] as const;

/** An open register session the charge may go to, when several are and none is the waiter's. */
export interface CajaAbierta {
  arqueoId: number;
  caja: string;
}

export type Refusal = { ok: false; message: string; approval: ApprovalNeeded | null; cajas?: CajaAbierta[] };

/** The open tills the api names when it cannot tell which one a charge goes to (ARQUEO_ELEGIR_CAJA). */
function cajasAbiertas(res: { code?: string | undefined; data?: unknown }): CajaAbierta[] | undefined {
  if (res.code !== 'ARQUEO_ELEGIR_CAJA') return undefined;
  const abiertos = (res.data as { abiertos?: unknown } | null | undefined)?.abiertos;
  return Array.isArray(abiertos) ? abiertos.filter((a): a is CajaAbierta => typeof a?.arqueoId === 'number' && typeof a?.caja === 'string') : undefined;
}

export async function loadMedios(): Promise<MedioPago[]> {
  const res = await apiRequest<MedioPago[]>('/medios-de-pago', { method: 'GET' });
  if (!res.success || !Array.isArray(res.data)) throw new Error(res.message ?? '');
  return res.data;
}

export async function sendPrecuenta(draftId: number, clientMutationId: string): Promise<{ ok: true; precuenta: Precuenta } | Refusal> {
  const res = await apiRequest<Precuenta>(`/mesas/drafts/${draftId}/precuenta`, { method: 'POST', body: { clientMutationId } });
  return res.success && res.data ? { ok: true, precuenta: res.data } : { ok: false, message: res.message ?? '', approval: null };
}

export interface ChargeInput {
  medioId: number;
  total: number;
  propinaPct: number;
}

/** Charges the table's total with one method (and the tip with the same), with a manager's token when one was given. */
export async function chargeTable(draftId: number, input: ChargeInput, clientMutationId: string, token?: string, arqueoId?: number): Promise<{ ok: true; draft: Draft } | Refusal> {
  const res = await apiRequest<{ ventaId: number; draft: Draft }>(`/mesas/drafts/${draftId}/finalizar`, {
    method: 'POST',
    body: {
      pagos: [{ medioId: input.medioId, monto: input.total }],
      propinas: input.propinaPct > 0 ? [{ tipo: 'porcentaje', valor: input.propinaPct, medioId: input.medioId }] : [],
      clientMutationId,
      ...(arqueoId ? { arqueoId } : {}),
    },
    ...(token ? { headers: { 'x-aprobacion': token } } : {}),
  });
  if (res.success && res.data) return { ok: true, draft: res.data.draft };
  const cajas = cajasAbiertas(res);
  return { ok: false, message: res.message ?? '', approval: approvalNeeded(res), ...(cajas ? { cajas } : {}) };
}
