import { currencyScale } from '@resto/shared/format';
import { amountScaleProblem, toMinor } from '@resto/shared/rules';
import { badRequest } from '../../lib/errors';

/*
 * Amounts arrive as decimals in their currency's major unit (the contracts allow up to 2
 * decimals, the most any product currency has) and are stored as integers at the currency's own
 * scale (`currencyScale`: ARS 2, CLP 0). The contracts cannot know the venue's currency, so the
 * services check the scale here, with the currency each amount is in: a CLP venue refuses 1234.5,
 * a USD payment at the same venue takes 10.5.
 *
 * The scale of stored amounts follows the venue's currency, so a venue's currency must be set
 * before it has data (changing ARS to CLP later would read stored centavos as pesos).
 */

/** `value` in minor units of `currency`, or 400 IMPORTE_DECIMALES_MONEDA naming the field. */
export function amountIn(value: number, currency: string, campo: string): number {
  if (amountScaleProblem(value, currency) !== null) {
    throw badRequest('IMPORTE_DECIMALES_MONEDA', { campo, moneda: currency, decimales: currencyScale(currency) });
  }
  return toMinor(value, currency);
}

/** Like `amountIn` for optional amounts: null and undefined pass through. */
export function optionalAmountIn(value: number | null | undefined, currency: string, campo: string): number | null | undefined {
  return value === null || value === undefined ? value : amountIn(value, currency, campo);
}
