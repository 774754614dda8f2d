import { currencyScale, formatMoney } from '@resto/shared/format';
import { convertToLocal, fromMinor, parseScaled } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { audit, authorizeBeyondLimit, type Authority } from '../auditoria';
import { getGeneralConfig } from '../config';
import type { Venue } from '../local';
import { rateFor } from '../tipos-cambio';
import type { GastoRow } from './gastos.repository';

type Db = Kysely<Database>;

type Amounts = Pick<GastoRow, 'montoPesos' | 'montoReales' | 'montoDolares' | 'desdeCaja'>;

/*
 * The drawer's expenses: a cap above which a manager approves, and an audit entry for every
 * expense, edit and deletion (who, when, before/after, the approver when there was one).
 */

/** What an expense takes from the drawer, in minor units of the venue's currency (reais and dollars at the venue's rates). */
async function drawerCost(db: Db, localId: number, venue: Venue, g: Amounts): Promise<number> {
  if (!g.desdeCaja) return 0;
  let total = g.montoPesos;
  for (const [moneda, monto] of [
    ['BRL', g.montoReales],
    ['USD', g.montoDolares],
  ] as const) {
    if (monto === 0) continue;
    const rate = await rateFor(db, localId, moneda, venue.currencyCode);
    total += rate === null ? monto : convertToLocal(monto, rate, moneda, venue.currencyCode);
  }
  return total;
}

/**
 * A setting's amount (up to 2 decimals) in minor units of `currency`, rounded down: a limit of
 * 10.50 at a venue in whole pesos allows 10.
 */
export function settingMinor(amount: number, currency: string): number {
  const cents = parseScaled(amount, 2) ?? 0n;
  return Number((cents * 10n ** BigInt(currencyScale(currency))) / 100n);
}

/** The expense as the audit log keeps it (amounts as the api shows them). */
function shown(venue: Venue, g: Amounts & Pick<GastoRow, 'categoria' | 'descripcion' | 'arqueoId'>) {
  return {
    categoria: g.categoria,
    descripcion: g.descripcion,
    montoPesos: fromMinor(g.montoPesos, venue.currencyCode),
    montoReales: fromMinor(g.montoReales, 'BRL'),
    montoDolares: fromMinor(g.montoDolares, 'USD'),
    desdeCaja: g.desdeCaja,
    arqueoId: g.arqueoId,
  };
}

export type GastoAuditado = Amounts & Pick<GastoRow, 'categoria' | 'descripcion' | 'arqueoId'>;

/**
 * An expense paid from the drawer above the venue's limit (gastoMaximoCaja) needs caja.supervisar
 * or a manager's approval ('gasto-sobre-limite'; of that expense when it is an edit). The limit
 * holds for the final state: an edit is judged by what the expense then takes, and only an edit
 * that takes more than the expense already did needs the manager again.
 */
export async function checkGastoLimit(db: Db, who: Authority, venue: Venue, next: GastoAuditado, current: { id: number; row: GastoAuditado } | null): Promise<void> {
  const config = await getGeneralConfig(db, who.localId);
  const limitMinor = settingMinor(config.gastoMaximoCaja, venue.currencyCode);
  const cost = await drawerCost(db, who.localId, venue, next);
  if (cost <= limitMinor) return;
  if (current && cost <= (await drawerCost(db, who.localId, venue, current.row))) return;
  await authorizeBeyondLimit(db, who, {
    accion: 'gasto-sobre-limite',
    entidad: 'gasto',
    entidadId: current?.id ?? null,
    motivo: null,
    motivoObligatorio: false,
    antes: current ? shown(venue, current.row) : null,
    despues: { ...shown(venue, next), totalCaja: fromMinor(cost, venue.currencyCode), limite: config.gastoMaximoCaja },
    // The manager approves this expense's drawer cost, not any: an approval of another figure does not pass.
    valor: { minor: cost, shown: fromMinor(cost, venue.currencyCode) },
    refusal: () => forbidden('GASTO_SUPERA_LIMITE', { limite: formatMoney(limitMinor, { locale: venue.locale, currency: venue.currencyCode }) }),
  });
}

/** Every expense, edit and deletion is in the audit log: who, when, before and after. */
export async function auditGasto(
  db: Db,
  who: Authority,
  venue: Venue,
  accion: 'gasto-registrado' | 'gasto-modificado' | 'gasto-eliminado',
  id: number,
  antes: GastoAuditado | null,
  despues: GastoAuditado | null,
): Promise<void> {
  await audit(db, who, {
    accion,
    entidad: 'gasto',
    entidadId: id,
    antes: antes ? shown(venue, antes) : null,
    despues: despues ? shown(venue, despues) : null,
  });
}
