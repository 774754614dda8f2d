import { z } from 'zod';
import { currencyScale } from '../format/currency-scale';
import { divRound, hasAtMostDecimals, parseScaled, PERCENT_DECIMALS, toMinor } from '../rules/money';
import { clientMutationIdSchema, decimalIntSchema, MAX_AMOUNT, pageQuerySchema } from './fields';

/**
 * Price adjustment: percentage or fixed amount, on sale price, cost or both, rounded; or the sale
 * price that puts each dish's recipe cost (today's) at a target food cost ('food-cost', valor the
 * percent of cost over price) or margin ('margen', valor the percent of margin over price).
 */
export const AJUSTE_MODOS = ['porcentaje', 'monto', 'food-cost', 'margen'] as const;
export type AjusteModo = (typeof AJUSTE_MODOS)[number];
/** The modes that price from the recipe's cost: only dishes with a recipe, only the sale price. */
export const AJUSTE_MODOS_RECETA = ['food-cost', 'margen'] as const satisfies readonly AjusteModo[];
export const esModoReceta = (modo: AjusteModo): modo is (typeof AJUSTE_MODOS_RECETA)[number] => modo === 'food-cost' || modo === 'margen';
/** Most products an adjustment names one by one (`productoIds`). */
export const AJUSTE_PRODUCTO_IDS_MAX = 2000;
export const AJUSTE_APLICAR_A = ['venta', 'costo', 'ambos'] as const;
export type AjusteAplicarA = (typeof AJUSTE_APLICAR_A)[number];
export const REDONDEO_TIPOS = ['ninguno', 'unidad', 'multiplo'] as const;
export type RedondeoTipo = (typeof REDONDEO_TIPOS)[number];

/** An id that forms send as a number, '3', '' or 0 (the last two: no filter). */
const optionalIdSchema = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number().int().positive().optional(),
);

/**
 * POST /api/productos/ajuste-precios (PascalCase keys such as
 * `Categoria`, `AplicarA`, `Redondeo.Tipo` are accepted too). Filters (each optional, together
 * they narrow): `categoria` and `proveedor` are ids, `marca` a brand (case and accents ignored).
 * `valor`: a percentage (10 is +10%, -5 is -5%; more than -100) or an amount in the venue's
 * currency added to each price (negative lowers it), never 0. Rounding to the nearest whole unit
 * or multiple of `multiplo` (halves go up; a price that would round to 0 becomes one multiple).
 * Only active products unless `incluirInactivos`. `productoIds` narrows to those products (the
 * dishes the costs report flags). In 'food-cost' and 'margen' `valor` is a percent from 1 to 99, the
 * price is set (aplicarA 'venta') and products without a recipe are left out (counted in `sinReceta`).
 */
export const ajustePreciosBodySchema = z
  .object({
    categoria: optionalIdSchema,
    proveedor: optionalIdSchema,
    marca: z
      .string()
      .trim()
      .max(80)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    productoIds: z.array(z.number().int().positive()).min(1).max(AJUSTE_PRODUCTO_IDS_MAX).optional(),
    modo: z.enum(AJUSTE_MODOS, { error: 'Elegí el modo del ajuste: porcentaje, monto, food cost o margen' }),
    valor: z
      .number({ error: 'El valor del ajuste es obligatorio' })
      .refine((v) => v !== 0, { error: 'El valor del ajuste no puede ser 0' })
      .refine((v) => hasAtMostDecimals(v, PERCENT_DECIMALS) && Math.abs(v) <= MAX_AMOUNT, {
        error: 'El valor del ajuste admite hasta 2 decimales',
      }),
    aplicarA: z.enum(AJUSTE_APLICAR_A, { error: 'Elegí a qué aplicar el ajuste: venta, costo o ambos' }),
    redondeo: z
      .object({
        tipo: z.enum(REDONDEO_TIPOS, { error: 'Elegí el redondeo: ninguno, unidad o múltiplo' }).default('ninguno'),
        multiplo: z
          .number()
          .refine((v) => v > 0 && hasAtMostDecimals(v, 2) && v <= MAX_AMOUNT, { error: 'El múltiplo de redondeo debe ser mayor a 0 (hasta 2 decimales)' })
          .nullish(),
      })
      .default({ tipo: 'ninguno' }),
    incluirInactivos: z.boolean().default(false),
    clientMutationId: clientMutationIdSchema,
  })
  .refine((b) => b.modo !== 'porcentaje' || b.valor > -100, {
    error: 'El porcentaje del ajuste debe ser mayor a -100',
    path: ['valor'],
    when: (payload) => (payload.issues ?? []).length === 0,
  })
  .refine((b) => !esModoReceta(b.modo) || (b.valor >= 1 && b.valor <= 99), {
    error: 'El objetivo debe ser un porcentaje de 1 a 99',
    path: ['valor'],
    when: (payload) => (payload.issues ?? []).length === 0,
  })
  .refine((b) => !esModoReceta(b.modo) || b.aplicarA === 'venta', {
    error: 'Un ajuste por food cost o margen cambia solo el precio de venta',
    path: ['aplicarA'],
    when: (payload) => (payload.issues ?? []).length === 0,
  })
  .refine((b) => b.redondeo.tipo !== 'multiplo' || (b.redondeo.multiplo !== null && b.redondeo.multiplo !== undefined), {
    error: 'Indicá el múltiplo de redondeo',
    path: ['redondeo', 'multiplo'],
    when: (payload) => (payload.issues ?? []).length === 0,
  });
export type AjustePreciosBody = z.input<typeof ajustePreciosBodySchema>;
export type AjustePreciosParsed = z.output<typeof ajustePreciosBodySchema>;

/** The rounding step in minor units: a whole unit of the currency, or the multiple; null for none. */
export function redondeoPasoMinor(redondeo: { tipo: RedondeoTipo; multiplo?: number | null | undefined }, currency: string): number | null {
  if (redondeo.tipo === 'unidad') return 10 ** currencyScale(currency);
  if (redondeo.tipo === 'multiplo' && redondeo.multiplo) return toMinor(redondeo.multiplo, currency);
  return null;
}

/**
 * One price in minor units after an adjustment, exact: a percentage multiplies with integers
 * (rounded half away from zero at the currency's scale), an amount adds; then rounding to the
 * nearest step (halves up), never down to 0 (a positive price that would round to 0 becomes one
 * step). `ajustarImporteMinor(123400, { modo: 'porcentaje', valor: 10, redondeo: { tipo: 'multiplo',
 * multiplo: 50 } }, 'ARS')` is 135000 ($ 1.234 + 10% = $ 1.357,40, to multiples of 50: $ 1.350).
 * The amount and the multiple must fit the currency's decimals (the api checks them first).
 */
export function ajustarImporteMinor(
  minor: number,
  ajuste: { modo: 'porcentaje' | 'monto'; valor: number; redondeo: { tipo: RedondeoTipo; multiplo?: number | null | undefined } },
  currency: string,
): number {
  let value: bigint;
  if (ajuste.modo === 'porcentaje') {
    const pct = parseScaled(ajuste.valor, PERCENT_DECIMALS);
    if (pct === null) throw new RangeError(`Porcentaje inválido: ${ajuste.valor}`);
    value = divRound(BigInt(minor) * (10_000n + pct), 10_000n);
  } else {
    value = BigInt(minor) + BigInt(toMinor(ajuste.valor, currency));
  }
  return redondearMinor(Number(value), ajuste.redondeo, currency);
}

/** A price in minor units rounded to the nearest step (halves up), never down to 0 (a positive price that would round to 0 becomes one step). */
export function redondearMinor(minor: number, redondeo: { tipo: RedondeoTipo; multiplo?: number | null | undefined }, currency: string): number {
  const step = redondeoPasoMinor(redondeo, currency);
  if (step === null || step <= 1) return minor;
  const big = BigInt(step);
  const value = BigInt(minor);
  const rounded = divRound(value, big) * big;
  return Number(rounded <= 0n && value > 0n ? big : rounded);
}

/**
 * The target of a 'food-cost' or 'margen' adjustment as a food cost in basis points: a food cost
 * of 28.5 % is 2850; a margin of 70 % is a food cost of 30 % (price = cost / (1 - margin)).
 */
export function objetivoFoodCostBp(ajuste: { modo: (typeof AJUSTE_MODOS_RECETA)[number]; valor: number }): number {
  const pct = parseScaled(ajuste.valor, PERCENT_DECIMALS);
  if (pct === null) throw new RangeError(`Porcentaje inválido: ${ajuste.valor}`);
  return Number(ajuste.modo === 'food-cost' ? pct : 10_000n - pct);
}

/** `?preview=true` (or POST /api/productos/ajuste-precios/preview): list the changes, change nothing. */
export const ajustePreciosQuerySchema = z.object({ preview: z.stringbool().default(false) });

/** One product of an adjustment with its prices before and after (equal when that price is not adjusted). */
export const ajustePrecioItemSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  categoria: z.string().nullable(),
  marca: z.string().nullable(),
  activo: z.boolean(),
  precioAnterior: z.number(),
  precioNuevo: z.number(),
  /** Null for products without a cost (a cost adjustment leaves them without one). */
  costoAnterior: z.number().nullable(),
  costoNuevo: z.number().nullable(),
  /** In 'food-cost' and 'margen': one portion's recipe cost today, and the food cost (percent) at the old and the new price. */
  costoReceta: z.number().optional(),
  foodCostAnterior: z.number().nullable().optional(),
  foodCostNuevo: z.number().nullable().optional(),
});
export type AjustePrecioItem = z.infer<typeof ajustePrecioItemSchema>;

/**
 * The answer of a preview and of an apply: every matching product, by name. `ajusteId` is null in
 * a preview; after an apply it names the adjustment in the price history.
 */
export const ajustePreciosResultSchema = z.object({
  preview: z.boolean(),
  ajusteId: z.number().int().nullable(),
  total: z.number().int(),
  items: z.array(ajustePrecioItemSchema),
  /** In 'food-cost' and 'margen': the matching products left out for having no recipe. */
  sinReceta: z.number().int().optional(),
});
export type AjustePreciosResult = z.infer<typeof ajustePreciosResultSchema>;

export const PRECIO_HISTORIAL_ORIGENES = ['ajuste', 'edicion'] as const;

/** One change of a product's prices: who, when, and the adjustment that did it (null for a single edit). */
export const precioHistorialSchema = z.object({
  id: z.number().int(),
  productoId: z.number().int(),
  producto: z.string(),
  precioAnterior: z.number(),
  precioNuevo: z.number(),
  costoAnterior: z.number().nullable(),
  costoNuevo: z.number().nullable(),
  origen: z.enum(PRECIO_HISTORIAL_ORIGENES),
  ajusteId: z.number().int().nullable(),
  fecha: z.string(),
  usuario: z.string().nullable(),
  /** The reason given for the change, if any. */
  motivo: z.string().nullable(),
});
export type PrecioHistorial = z.infer<typeof precioHistorialSchema>;

/** GET /api/precios/historial: newest first; by product, by adjustment, or the whole venue. */
export const preciosHistorialQuerySchema = pageQuerySchema.extend({
  productoId: decimalIntSchema().optional(),
  ajusteId: decimalIntSchema().optional(),
});
export type PreciosHistorialQuery = z.input<typeof preciosHistorialQuerySchema>;

export const preciosHistorialListSchema = z.object({ items: z.array(precioHistorialSchema), total: z.number().int() });
export type PreciosHistorialList = z.infer<typeof preciosHistorialListSchema>;
