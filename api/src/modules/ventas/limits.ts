import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { fromMinor } from '@resto/shared/rules';
import type { AppError } from '../../lib/errors';
import { authorizeBeyondLimit, discountLimit, venueCurrency, type Authority } from '../auditoria';
import type { ResolvedLine } from './sale-lines';

type Db = Kysely<Database>;

/*
 * Money from the floor: a line at a price other than the product's, and discounts
 * above the caller's role limit, need a permission or a manager's approval, with a reason, and
 * are written to the audit log.
 */

/** The discount as a percent of the gross with 2 decimals (12.5), for messages and the log. */
function percentOf(discountMinor: number, grossMinor: number): number {
  return Math.round((discountMinor * 10_000) / grossMinor) / 100;
}

export interface DiscountCheck {
  /** The lines' gross before any discount. */
  grossMinor: number;
  /** Line and general discounts together, and the customer's when `clienteDescuentoPct` is given. */
  discountMinor: number;
  /**
   * The customer's own percent (scaled by 100) when their discount is in `discountMinor`: the limit
   * rises to it (it was vetted when given to the customer) but other discounts never stack on it.
   */
  clienteDescuentoPct?: number;
  motivo: string | null | undefined;
  entidad: string;
  entidadId: number | null;
  antes?: unknown;
  despues?: unknown;
  /** Whether a holder of ventas.descuento-libre must say why (default true; a later change to a table's items says none). */
  motivoObligatorio?: boolean;
  /** The refusal instead of DESCUENTO_SUPERA_LIMITE (a table change that outgrows what was allowed says so). */
  refusal?: (porcentaje: number, limite: number) => AppError;
}

/** How a discount was allowed: within the caller's limit, by their permission, or by a manager's approval. */
export type DiscountAllowance = 'limite' | 'permiso' | 'aprobacion';

/** True when the discounts fit the caller's role limit (integer arithmetic: discount / gross <= limit / 100). */
export async function withinDiscountLimit(db: Db, who: { userId: number }, grossMinor: number, discountMinor: number): Promise<boolean> {
  if (discountMinor <= 0 || grossMinor <= 0) return true;
  return discountMinor * 100 <= (await discountLimit(db, who.userId)) * grossMinor;
}

/** Refused (DESCUENTO_SUPERA_LIMITE, data.accion 'descuento') when the discounts are above the caller's limit without permission or approval. */
export async function checkDiscountLimit(db: Db, who: Authority, check: DiscountCheck): Promise<DiscountAllowance> {
  if (check.discountMinor <= 0 || check.grossMinor <= 0) return 'limite';
  const roleLimit = await discountLimit(db, who.userId);
  const limitScaled = Math.max(roleLimit * 100, check.clienteDescuentoPct ?? 0);
  const limit = limitScaled / 100;
  // Integer arithmetic: discount / gross > limit / 100, the limit scaled by 100.
  if (check.discountMinor * 10_000 <= limitScaled * check.grossMinor) return 'limite';
  const porcentaje = percentOf(check.discountMinor, check.grossMinor);
  // The approval names this figure: every discount together, so a manager who approved 15 % does not approve 100 %.
  const valor = { minor: check.discountMinor, shown: fromMinor(check.discountMinor, await venueCurrency(db, who.localId)) };
  return authorizeBeyondLimit(db, who, {
    accion: 'descuento',
    entidad: check.entidad,
    entidadId: check.entidadId,
    motivo: check.motivo,
    antes: check.antes,
    despues: { ...(typeof check.despues === 'object' && check.despues !== null ? check.despues : {}), porcentaje, limite: limit },
    valor,
    motivoObligatorio: check.motivoObligatorio,
    refusal: () => (check.refusal ? check.refusal(porcentaje, limit) : forbidden('DESCUENTO_SUPERA_LIMITE', { porcentaje, limite: limit })),
  });
}

/**
 * Lines sent at a price other than the product's: refused without ventas.precio-libre (or an
 * approval), and each needs its reason; recorded with who and why.
 */
export async function checkPriceOverrides(db: Db, who: Authority, lines: readonly ResolvedLine[], entidad: string, entidadId: number | null): Promise<void> {
  const overridden = lines.filter((l) => l.unitPriceMinor !== (l.listPriceMinor ?? l.producto.precio));
  if (overridden.length === 0) return;
  const first = overridden[0]!;
  const hasPermission = who.permisos.includes('ventas.precio-libre');
  if (hasPermission) {
    const missing = overridden.find((l) => !l.motivoPrecio);
    if (missing) throw badRequest('PRECIO_LIBRE_SIN_MOTIVO', { producto: missing.producto.nombre });
  }
  // The audit keeps prices as the api shows them (major units), as every other entry does.
  const moneda = await venueCurrency(db, who.localId);
  await authorizeBeyondLimit(db, who, {
    accion: 'precio-libre',
    entidad,
    entidadId,
    motivo:
      overridden
        .map((l) => l.motivoPrecio)
        .filter(Boolean)
        .join('; ') || null,
    antes: overridden.map((l) => ({ productoId: l.producto.id, producto: l.producto.nombre, precio: fromMinor(l.listPriceMinor ?? l.producto.precio, moneda) })),
    despues: overridden.map((l) => ({ productoId: l.producto.id, producto: l.producto.nombre, precio: fromMinor(l.unitPriceMinor, moneda) })),
    refusal: () => forbidden('PRECIO_LIBRE_SIN_PERMISO', { producto: first.producto.nombre }),
  });
}
