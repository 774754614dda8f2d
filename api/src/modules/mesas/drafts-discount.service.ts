import type { DiscountKind } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { MaybeAuthority } from '../auditoria';
import { toDiscount } from '../ventas';
import { discountValue, draftTotals, mesaEvent, toDraft } from './drafts.mapper';
import * as repo from './drafts.repository';
import { activeDraft, guardDiscounts, type DraftChange } from './drafts.service';

/* The table's own discount; the rule every discount of the table keeps is in discount-guard.ts. */

type Db = Kysely<Database>;

/** Percent 0..100 or an amount up to the active items' subtotal; 0 or nothing removes it. */
export async function setDiscount(
  db: Db,
  actor: MaybeAuthority,
  id: number,
  input: { descuentoTipo?: DiscountKind | null | undefined; descuentoValor?: number | null | undefined; motivo?: string | null | undefined },
): Promise<DraftChange> {
  const draft = await activeDraft(db, actor.localId, id);
  const discount = toDiscount(input.descuentoTipo, input.descuentoValor, draft.moneda);
  const items = await repo.findItems(db, [draft.id]);
  if (discount) {
    const { subtotalMinor } = draftTotals(items, null, 0);
    // Nothing to discount yet, whatever the kind: an amount on an empty table is not 'above the subtotal' but on nothing.
    if (subtotalMinor <= 0) throw badRequest('DESCUENTO_SIN_IMPORTE', { numero: draft.mesaNumero });
    if (discount.tipo === 'monto' && discount.valor > subtotalMinor) throw badRequest('DESCUENTO_SUPERA_SUBTOTAL_DRAFT');
  }
  // Above the caller's limit (with the lines' and the customer's) it needs ventas.descuento-libre or a manager's approval of this figure, and a reason.
  const antes = { descuentoTipo: draft.descuentoTipo, descuentoValor: discountValue(draft.descuentoTipo, draft.descuentoValor, draft.moneda) };
  const next = { ...draft, descuentoTipo: discount?.tipo ?? null, descuentoValor: discount?.valor ?? null };
  const allowance = await guardDiscounts(db, actor, next, items, { cambio: 'descuento', motivo: input.motivo, antes });
  await repo.updateDraft(db, actor.localId, draft.id, new Date().toISOString(), { descuentoTipo: next.descuentoTipo, descuentoValor: next.descuentoValor, ...allowance });
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, []) };
}
