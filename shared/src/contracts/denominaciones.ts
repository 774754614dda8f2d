import { z } from 'zod';
import { currencyScale } from '../format/currency-scale';
import { currencyCodeSchema } from './fields';
import type { MedioPagoTipo } from './medios-pago';

/*
 * The banknotes and coins a register counts, per currency, the highest first, in the currency's
 * major unit (the count itself carries minor units: `denominacionesDe`). The screen offers these
 * and the api refuses any other value, so both agree on what a drawer can hold. Only what
 * circulates: ARS from the 20.000 note to the 1 peso coin; USD notes only (its coins are not
 * taken at the venues); BRL, UYU, EUR, CLP, MXN, PEN and COP notes and coins in use.
 */
const MAYORES: Readonly<Record<string, readonly number[]>> = {
  ARS: [20000, 10000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  USD: [100, 50, 20, 10, 5, 2, 1],
  BRL: [200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.25, 0.1, 0.05],
  UYU: [2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  EUR: [500, 200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01],
  CLP: [20000, 10000, 5000, 2000, 1000, 500, 100, 50, 10],
  MXN: [1000, 500, 200, 100, 50, 20, 10, 5, 2, 1, 0.5],
  PEN: [200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1],
  COP: [100000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50],
};

/** The denominations of a currency in its minor units, the highest first; empty when it has no list. */
export function denominacionesDe(moneda: string): number[] {
  const mayores = MAYORES[moneda.trim().toUpperCase()];
  if (!mayores) return [];
  const factor = 10 ** currencyScale(moneda);
  return mayores.map((v) => Math.round(v * factor));
}

/** The currencies a register can count by denomination. */
export const MONEDAS_CON_DENOMINACIONES = Object.keys(MAYORES);

/** The counted total of a count, in minor units: the sum of each denomination times its quantity. */
export function totalConteo(denominaciones: readonly { valor: number; cantidad: number }[]): number {
  return denominaciones.reduce((sum, d) => sum + d.valor * d.cantidad, 0);
}

/**
 * The kinds of payment method whose totals a terminal (card, QR reader) or the bank reports, and
 * the cashier declares at the close. Cash is counted instead; a current account has no terminal.
 */
export const MEDIOS_DECLARABLES = ['tarjeta_debito', 'tarjeta_credito', 'qr', 'transferencia', 'otro'] as const satisfies readonly MedioPagoTipo[];

export function esMedioDeclarable(tipo: string): boolean {
  return (MEDIOS_DECLARABLES as readonly string[]).includes(tipo);
}

/** A quantity of one denomination: `valor` in minor units of its currency. */
export const conteoDenominacionSchema = z.object({
  valor: z.number().int('La denominación debe ser un número entero de centavos').positive('La denominación debe ser mayor a 0'),
  cantidad: z.number().int('La cantidad debe ser un número entero').min(0, 'La cantidad no puede ser negativa').max(1_000_000, 'La cantidad es demasiado grande'),
});

/** The count of one currency by denomination. */
export const conteoMonedaSchema = z.object({
  moneda: currencyCodeSchema,
  denominaciones: z.array(conteoDenominacionSchema).max(40),
});
export type ConteoMoneda = z.infer<typeof conteoMonedaSchema>;

/** A stored count as the session's detail shows it: `total` (minor units) is the api's sum. */
export const conteoArqueoSchema = z.object({
  moneda: z.string(),
  denominaciones: z.array(z.object({ valor: z.number().int(), cantidad: z.number().int() })),
  total: z.number().int(),
});
export type ConteoArqueo = z.infer<typeof conteoArqueoSchema>;

/**
 * A non-cash method of a session: what its sales, tips and account collections charged through it
 * (`esperado`, venue's currency) and what the cashier declared the terminal reports (null when not
 * declared). `diferencia` = declarado - esperado. Live while open, frozen at the close.
 */
export const arqueoMedioSchema = z.object({
  medioPagoId: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
  esperado: z.number(),
  declarado: z.number().nullable(),
  diferencia: z.number().nullable(),
});
export type ArqueoMedio = z.infer<typeof arqueoMedioSchema>;
