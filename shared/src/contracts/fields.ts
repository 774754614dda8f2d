import { z } from 'zod';
import { currencyScale } from '../format/currency-scale';
import { hasAtMostDecimals, parseRate } from '../rules/money';

/*
 * Field schemas shared by the money-path contracts. Amounts travel as decimal numbers in their
 * currency's major unit with at most 2 decimals, the most any product currency has (1234.5 is
 * $ 1.234,50 in ARS); the api keeps them as integers at the currency's own scale and, knowing the
 * venue's currency, refuses decimals the currency lacks (CLP 1234.5). Forms that know the currency
 * use `amountInSchema`. Custom issues carry their whole Spanish message because the api shows
 * custom messages as written.
 */

/*
 * In the browser the app runs under a Content-Security-Policy without 'unsafe-eval':
 * zod must not probe for eval (its JIT check runs `Function('')`, which the browser reports as a
 * violation on every page). Every contract imports this module, so it is set before any parse.
 */
if ('document' in globalThis) z.config({ jitless: true });

/** Largest amount accepted: 100 000 000 000.00, far inside exact integer centavos. */
export const MAX_AMOUNT = 100_000_000_000;

/** 'pagos.1.monto' as the api names fields: 'pagos[1].monto'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  let label = '';
  for (const part of path ?? []) {
    if (typeof part === 'number') label += `[${part}]`;
    else label += label ? `.${String(part)}` : String(part);
  }
  return label;
}

const twoDecimals = (value: number) => hasAtMostDecimals(value, 2);

/** An amount >= 0 with at most 2 decimals. */
export const amountSchema = z
  .number()
  .refine(twoDecimals, { error: (iss) => `El campo '${fieldLabel(iss.path)}' admite como máximo 2 decimales` })
  .refine((v) => v >= 0, { error: (iss) => `El campo '${fieldLabel(iss.path)}' no puede ser negativo` })
  .refine((v) => v <= MAX_AMOUNT, { error: (iss) => `El campo '${fieldLabel(iss.path)}' supera el importe máximo` });

/**
 * An amount >= 0 in `currency`, with at most that currency's decimals (`currencyScale`: CLP none):
 * the same rule and text as the api's IMPORTE_DECIMALES_MONEDA refusal.
 */
export function amountInSchema(currency: string) {
  const decimals = currencyScale(currency);
  return amountSchema.refine((v) => hasAtMostDecimals(v, decimals), {
    error: (iss) => `El campo '${fieldLabel(iss.path)}' admite como máximo ${decimals} decimales en ${currency}`,
  });
}

/** An amount > 0; `message` replaces the generic text when it is 0 or less. */
export function positiveAmountSchema(message?: string) {
  return amountSchema.refine((v) => v > 0, {
    error: (iss) => message ?? `El campo '${fieldLabel(iss.path)}' debe ser mayor a 0`,
  });
}

/** A percent from 0 to 100 with at most 2 decimals (discounts). */
export function percentSchema(message?: string) {
  return z.number().refine((v) => twoDecimals(v) && v >= 0 && v <= 100, {
    error: (iss) => message ?? `El campo '${fieldLabel(iss.path)}' debe ser un porcentaje entre 0 y 100 con hasta 2 decimales`,
  });
}

/** A weight or measure > 0 with at most 3 decimals (0.25 kg). */
export const weightSchema = z.number().refine((v) => hasAtMostDecimals(v, 3) && v > 0 && v <= 1_000_000, {
  error: (iss) => `El campo '${fieldLabel(iss.path)}' debe ser mayor a 0 y tener hasta 3 decimales`,
});

/** Largest exchange value: 10^9, so value * 10^6 stays an exact integer. */
const MAX_RATE_SCALED = 1_000_000_000_000_000n;

/** An exchange value: a decimal number or string >= 0 with at most 6 decimals (kept exact). */
export const rateValueSchema = z.union([z.number(), z.string()]).refine(
  (v) => {
    const scaled = parseRate(v);
    return scaled !== null && scaled <= MAX_RATE_SCALED;
  },
  { error: (iss) => `Valor inválido: el campo '${fieldLabel(iss.path)}' debe ser un número mayor o igual a 0 con hasta 6 decimales` },
);

/** ISO 4217 code, upper-cased: 'usd' -> 'USD'. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => /^[A-Z]{3}$/.test(v), { error: 'Moneda inválida: usá el código ISO de 3 letras (por ejemplo USD)' });

/** Text that must not be blank once trimmed; `message` is shown when it is. */
export function requiredTextSchema(message: string, max = 200) {
  return z
    .string()
    .trim()
    .refine((v) => v.length > 0, { error: message })
    .max(max, { error: (iss) => `El campo '${fieldLabel(iss.path)}' debe tener como máximo ${max} caracteres` });
}

/** Optional free text: blank becomes null. */
export function optionalTextSchema(max = 500) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Every mutation may carry the client's id: a repeated id changes nothing. */
export const clientMutationIdSchema = z.string().trim().max(200).nullish();

/**
 * A whole number as it travels in a path or a query string: decimal digits only, so '0x10',
 * '1e1', ' 16' or '' are refused instead of being read as 16, 10, 16 or 0 (`z.coerce.number()`
 * would). Numbers (a form's value) pass as they are. At least `min` (1 by default: an id).
 */
export function decimalIntSchema(min = 1, max = Number.MAX_SAFE_INTEGER) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,16}$/, { error: (iss) => `El campo '${fieldLabel(iss.path)}' debe ser un número entero` })
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

export const idParamsSchema = z.object({ id: decimalIntSchema() });

/** A 'YYYY-MM-DD' date. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La fecha debe tener el formato AAAA-MM-DD' });

export const userRefSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/** A page of a list. */
export const pageQuerySchema = z.object({
  pagina: decimalIntSchema().default(1),
  limite: decimalIntSchema(1, 100).default(20),
});
