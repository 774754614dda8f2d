import type { ApiResult } from '@resto/shared/api-client';

/** The actions a manager may approve on the spot (the contracts' ACCIONES_APROBABLES; a test keeps them equal). Not imported, like BATCH_MAX_ITEMS: the contracts module brings zod. */
export const ACCIONES_APROBABLES = [
  'descuento',
  'precio-libre',
  'cancelar-mesa',
  'anular-item',
  'anular-venta',
  'cliente-descuento',
  'anular-venta-anterior',
  'gasto-sobre-limite',
  'cerrar-caja-ajena',
  'reabrir-caja',
  'propina-sobre-limite',
] as const;

/** A refusal that a manager's approval would turn around: what to approve (the refusal's `data`: action, table, and figure for a discount). */
export interface ApprovalNeeded {
  accion: (typeof ACCIONES_APROBABLES)[number];
  entidadId: number | null;
  valor?: number | null;
}

/** The approval a refusal asks for, or null (an invalid or used token is a plain refusal). */
export function approvalNeeded(result: Pick<ApiResult<unknown>, 'success' | 'data' | 'code'>): ApprovalNeeded | null {
  if (result.success || result.code === 'APROBACION_INVALIDA') return null;
  const data = result.data as { accion?: unknown; entidadId?: unknown; valor?: unknown } | null | undefined;
  if (!data || typeof data !== 'object' || !(ACCIONES_APROBABLES as readonly unknown[]).includes(data.accion)) return null;
  return {
    accion: data.accion as ApprovalNeeded['accion'],
    entidadId: typeof data.entidadId === 'number' ? data.entidadId : null,
    valor: typeof data.valor === 'number' ? data.valor : null,
  };
}
