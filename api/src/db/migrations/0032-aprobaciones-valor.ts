import type { Kysely } from 'kysely';
import { moneyType } from './helpers';

/*
 * Frozen once landed: an approval names the value it approves, and a table keeps what a
 * manager allowed.
 * - `aprobaciones.valor`: the figure the manager approved (for a discount, every discount of the
 *   table or sale together, minor units); a token passes only for that figure.
 * - `mesa_drafts.descuento_aprobado_bruto`: the table's gross (minor units) when its discounts
 *   were allowed beyond the caller's limit, beside `descuento_aprobado` (their amount then): the
 *   allowance covers at most that amount and at most that share of the gross.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('aprobaciones').addColumn('valor', moneyType(db)).execute();
  await db.schema.alterTable('mesa_drafts').addColumn('descuento_aprobado_bruto', moneyType(db)).execute();
}
