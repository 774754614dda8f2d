import { formatMoney } from '@resto/shared/format';
import type { DraftTotals } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { discountLimit, type Authority } from '../auditoria';
import { getVenue } from '../local';
import { checkDiscountLimit } from '../ventas';
import type * as repo from './drafts.repository';

type Db = Kysely<Database>;

/*
 * A table's discounts hold for what the table is, not for what it was when they were given. A
 * waiter who discounts an empty table, or a table swollen by held lines, or who gets a manager's
 * approval for a coffee and then joins a table of steaks, would otherwise walk out with money. So
 * every change to the table's gross (an add, a deletion, a quantity, a restore, a join, a split)
 * and the charge itself check the discounts together (lines', the table's own, amount or
 * percent, and the customer's) against:
 * - the caller's role limit, raised to the customer's own percent when the table has a customer
 *   (that percent was vetted when it was given to the customer; stacked on others it is not);
 * - or what was allowed on this table (a manager's approval, a holder of ventas.descuento-libre,
 *   or anyone within their own limit): at most the amount then and at most the share of the gross
 *   then (`descuentoAprobado` over `descuentoAprobadoBruto`), so neither joining tables, nor adding
 *   to them, nor deleting lines stretches it.
 * A change that goes beyond both is refused with its code and `data.valor`, the figure a manager
 * must approve; nothing of it is kept. With the approval the table's allowance becomes that figure.
 */

/** What the check changes on the table: its allowance (kept as is when undefined). */
export type DiscountAllowanceChange = Pick<repo.DraftChanges, 'descuentoAprobado' | 'descuentoAprobadoBruto'>;

/** The active items' gross and every discount (lines', the table's own and the customer's), in minor units. */
export function grossAndDiscounts(items: readonly repo.DraftItemRow[], totals: DraftTotals): { grossMinor: number; discountMinor: number } {
  let grossMinor = 0;
  let discountMinor = totals.discountMinor + totals.customerDiscountMinor;
  items.forEach((item, index) => {
    if (item.eliminado) return;
    grossMinor += totals.items[index]!.grossMinor;
    discountMinor += totals.items[index]!.discountMinor;
  });
  // A promotion alone needs no approval; a discount given on top is measured with it.
  return { grossMinor, discountMinor: discountMinor > 0 ? discountMinor + (totals.promotionDiscountMinor ?? 0) : 0 };
}

const percentOf = (discountMinor: number, grossMinor: number) => (grossMinor <= 0 ? 100 : Math.round((discountMinor * 10_000) / grossMinor) / 100);

/** Whether what a manager allowed on the table still covers these discounts (both its amount and its share). */
function coveredByAllowance(draft: repo.DraftRow, grossMinor: number, discountMinor: number): boolean {
  const amount = draft.descuentoAprobado;
  const gross = draft.descuentoAprobadoBruto;
  if (amount === null || gross === null || gross <= 0) return false;
  return discountMinor <= amount && discountMinor * gross <= amount * grossMinor;
}

export interface DiscountGuardInput {
  /**
   * What changes: 'descuento' (the table's own discount is being set: the caller's reason is
   * required from a holder of ventas.descuento-libre, and a discount on nothing is refused),
   * 'cambio' (the items or the customer change), 'cobro' (the table is charged).
   */
  cambio: 'descuento' | 'cambio' | 'cobro';
  motivo?: string | null | undefined;
  antes?: unknown;
}

/**
 * The table's discounts, with `totals` computed for `items` and the table's discounts as they
 * will be stored, checked for the caller. Returns the allowance to store, or throws the refusal.
 */
/** Minor units as the venue writes its money. */
async function venueMoney(db: Db, localId: number, currency: string): Promise<(minor: number) => string> {
  const { locale } = await getVenue(db, localId);
  return (minor) => formatMoney(minor, { locale, currency });
}

export async function guardDraftDiscounts(
  db: Db,
  who: Authority,
  draft: repo.DraftRow,
  items: readonly repo.DraftItemRow[],
  totals: DraftTotals,
  input: DiscountGuardInput,
): Promise<DiscountAllowanceChange> {
  const { grossMinor, discountMinor } = grossAndDiscounts(items, totals);
  const hasTableDiscount = draft.descuentoTipo !== null && !!draft.descuentoValor;
  // A percent of nothing is nothing now and everything added later.
  if (input.cambio === 'descuento' && hasTableDiscount && grossMinor <= 0) throw badRequest('DESCUENTO_SIN_IMPORTE', { numero: draft.mesaNumero });
  // The shared rule caps an amount at what is left; kept as stored, it would cover whatever is added next.
  if (draft.descuentoTipo === 'monto' && (draft.descuentoValor ?? 0) > totals.subtotalMinor - (totals.promotionDiscountMinor ?? 0))
    throw badRequest('DESCUENTO_SUPERA_SUBTOTAL_DRAFT');
  if (discountMinor <= 0) return { descuentoAprobado: null, descuentoAprobadoBruto: null };
  const roleLimit = await discountLimit(db, who.userId);
  // Percent * 100 on both sides: the customer's percent is stored scaled.
  const limitScaled = Math.max(roleLimit * 100, draft.clienteDescuentoPct);
  // A discount being given is judged afresh (only the figure approved passes); what was allowed covers later changes.
  const covered = input.cambio !== 'descuento' && coveredByAllowance(draft, grossMinor, discountMinor);
  // Within the caller's own limit: what the table is now is what was allowed (by the caller's right).
  if (discountMinor * 10_000 <= limitScaled * grossMinor) return covered ? {} : { descuentoAprobado: discountMinor, descuentoAprobadoBruto: grossMinor };
  if (covered) return {};
  const numero = draft.mesaNumero;
  // Someone above the caller (a manager's approval, or a higher limit) allowed more than the caller may: the change outgrows that.
  const aboveCaller = draft.descuentoAprobado !== null && (draft.descuentoAprobadoBruto ?? 0) > 0 && draft.descuentoAprobado * 100 > roleLimit * draft.descuentoAprobadoBruto!;
  // The same percent as approved can be more money than approved (a join, more items): the refusal names both amounts.
  const money = aboveCaller && input.cambio !== 'descuento' ? await venueMoney(db, who.localId, draft.moneda) : null;
  await checkDiscountLimit(db, who, {
    grossMinor,
    discountMinor,
    motivo: input.motivo,
    entidad: 'mesa',
    entidadId: draft.id,
    antes: input.antes,
    despues: { mesa: numero, bruto: grossMinor, descuento: discountMinor, cambio: input.cambio },
    motivoObligatorio: input.cambio === 'descuento',
    refusal:
      input.cambio === 'descuento'
        ? undefined
        : (_porcentaje, limite) => {
            const porcentaje = percentOf(discountMinor, grossMinor);
            return money
              ? forbidden('DESCUENTO_EXCEDE_APROBADO', { numero, porcentaje, monto: money(discountMinor), aprobado: money(draft.descuentoAprobado!) })
              : forbidden('DESCUENTO_EXCEDE_LIMITE', { numero, porcentaje, limite });
          },
  });
  return { descuentoAprobado: discountMinor, descuentoAprobadoBruto: grossMinor };
}
