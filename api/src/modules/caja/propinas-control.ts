import { fromMinor, parseScaled, percentOf, PERCENT_DECIMALS } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { authorizeBeyondLimit, type Authority } from '../auditoria';
import { getGeneralConfig } from '../config';
import type { Venue } from '../local';

type Db = Kysely<Database>;

/**
 * A sale's tips together above the venue's limit (propinaMaximaPct of the sale's total) need
 * caja.supervisar or a manager's approval ('propina-sobre-limite'), audited with the figures: a
 * 100 % card tip is money out of the venue to the waiter.
 */
export async function checkTipLimit(db: Db, who: Authority, venue: Venue, input: { totalMinor: number; tipsMinor: number }): Promise<void> {
  const config = await getGeneralConfig(db, who.localId);
  const limitMinor = percentOf(input.totalMinor, Number(parseScaled(config.propinaMaximaPct, PERCENT_DECIMALS) ?? 0n));
  if (input.tipsMinor <= limitMinor) return;
  await authorizeBeyondLimit(db, who, {
    accion: 'propina-sobre-limite',
    entidad: 'propina',
    entidadId: null,
    motivo: null,
    motivoObligatorio: false,
    despues: { propina: fromMinor(input.tipsMinor, venue.currencyCode), total: fromMinor(input.totalMinor, venue.currencyCode), limitePct: config.propinaMaximaPct },
    // The manager approves this tip, not any: an approval of another figure does not pass.
    valor: { minor: input.tipsMinor, shown: fromMinor(input.tipsMinor, venue.currencyCode) },
    refusal: () => forbidden('PROPINA_SUPERA_LIMITE', { limite: config.propinaMaximaPct }),
  });
}
