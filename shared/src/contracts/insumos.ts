import { z } from 'zod';
import { INSUMO_UNIDADES } from '../rules/recetas';
import { amountSchema, clientMutationIdSchema, decimalIntSchema, fieldLabel, isoDateSchema, optionalTextSchema, requiredTextSchema } from './fields';
import { hasAtMostDecimals } from '../rules/money';

/*
 * Ingredients (insumos), their stock movements, waste, physical counts and preparations
 * (sub-recipes). Quantities travel as decimals of the ingredient's unit with up to 6 decimals
 * (0.03 kg); costs as decimals of the venue's currency per whole unit (8000 per kg). The api keeps
 * them as integers (millionths, minor units) and computes with shared/rules/recetas.
 * Costs are shown only to callers with productos.costos; without it they come as null.
 */

export const insumoUnidadSchema = z.enum(INSUMO_UNIDADES);

/** Most lines a recipe or a preparation has. */
export const RECETA_LINEAS_MAX = 60;
/** Largest quantity a line, a stock or a count may carry, in its unit. */
export const INSUMO_CANTIDAD_MAX = 1_000_000_000;

const sixDecimals = (v: number) => hasAtMostDecimals(v, 6);

/** A quantity of an ingredient: >= 0, up to 6 decimals. */
export const insumoCantidadSchema = z.number().refine((v) => sixDecimals(v) && v >= 0 && v <= INSUMO_CANTIDAD_MAX, {
  error: (iss) => `El campo '${fieldLabel(iss.path)}' debe ser una cantidad de 0 o más con hasta 6 decimales`,
});

/** A quantity > 0, up to 6 decimals. */
export const insumoCantidadPositivaSchema = insumoCantidadSchema.refine((v) => v > 0, {
  error: (iss) => `El campo '${fieldLabel(iss.path)}' debe ser mayor a 0`,
});

/** A signed quantity (a stock that went below zero), up to 6 decimals. */
const stockSchema = z.number();

export const INSUMO_MOVIMIENTO_TIPOS = ['venta', 'anulacion', 'compra', 'merma', 'ajuste', 'inventario', 'transferencia'] as const;
export type InsumoMovimientoTipo = (typeof INSUMO_MOVIMIENTO_TIPOS)[number];

export const insumoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  unidad: insumoUnidadSchema,
  /** Weighted average cost per unit; null without productos.costos. */
  costoUnitario: z.number().nullable(),
  /** The last purchase's cost per unit; null before one, or without productos.costos. */
  costoUltimo: z.number().nullable(),
  stockActual: stockSchema,
  stockMinimo: z.number(),
  controlaStock: z.boolean(),
  /** Controls stock and holds less than its minimum. */
  bajoStock: z.boolean(),
  proveedorId: z.number().int().nullable(),
  proveedorNombre: z.string().nullable(),
  activo: z.boolean(),
});
export type Insumo = z.infer<typeof insumoSchema>;

/** POST /api/insumos and PUT /api/insumos/{id} (productos.editar). */
export const insumoInputSchema = z.object({
  nombre: requiredTextSchema('El nombre del insumo es obligatorio', 120),
  unidad: insumoUnidadSchema,
  costoUnitario: amountSchema.default(0),
  /** On create, the stock on hand (an 'ajuste' movement); on update, a different value is an 'ajuste' with `motivo`. */
  stockActual: insumoCantidadSchema.optional(),
  stockMinimo: insumoCantidadSchema.default(0),
  controlaStock: z.boolean().default(true),
  proveedorId: z.number().int().positive().nullish(),
  activo: z.boolean().default(true),
  /** Why the stock changed by hand (required when `stockActual` changes on update). */
  motivo: optionalTextSchema(200),
  clientMutationId: clientMutationIdSchema,
});
export type InsumoInput = z.input<typeof insumoInputSchema>;

export const insumoMovimientoSchema = z.object({
  id: z.number().int(),
  insumoId: z.number().int(),
  insumoNombre: z.string(),
  tipo: z.enum(INSUMO_MOVIMIENTO_TIPOS),
  /** Signed, in the ingredient's unit. */
  cantidad: z.number(),
  stockAnterior: z.number(),
  stockResultante: z.number(),
  /** Cost per unit then; null without productos.costos. */
  costoUnitario: z.number().nullable(),
  usuarioId: z.number().int().nullable(),
  usuarioNombre: z.string().nullable(),
  ventaId: z.number().int().nullable(),
  compraId: z.number().int().nullable(),
  inventarioId: z.number().int().nullable(),
  motivo: z.string().nullable(),
  fecha: z.string(),
});
export type InsumoMovimiento = z.infer<typeof insumoMovimientoSchema>;

/** GET /api/insumos/{id}/movimientos?page&pageSize: newest first. */
export const insumoMovimientosPageSchema = z.object({
  items: z.array(insumoMovimientoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InsumoMovimientosPage = z.infer<typeof insumoMovimientosPageSchema>;

/** GET /api/insumos: every ingredient of the venue, by name; `activo` narrows to the active (true) or inactive (false) ones. */
export const insumosQuerySchema = z.object({
  activo: z.stringbool().optional(),
  q: z.string().trim().max(120).optional(),
});

/** A page of movements, 50 by default. */
export const insumoMovimientosQuerySchema = z.object({
  page: decimalIntSchema().default(1),
  pageSize: decimalIntSchema(1, 200).default(50),
});

/** GET /api/insumos/movimientos: every ingredient's movements (the waste log reads tipo=merma), by the venue's dates. */
export const movimientosQuerySchema = insumoMovimientosQuerySchema.extend({
  tipo: z.enum(INSUMO_MOVIMIENTO_TIPOS).optional(),
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
  insumoId: decimalIntSchema().optional(),
});

/** POST /api/insumos/{id}/mermas (productos.editar): waste taken out of the stock, with its reason. */
export const mermaInputSchema = z.object({
  cantidad: insumoCantidadPositivaSchema,
  /** The unit `cantidad` is in (converted to the ingredient's); the ingredient's when absent. */
  unidad: insumoUnidadSchema.optional(),
  motivo: requiredTextSchema('Indicá el motivo de la merma', 200),
  clientMutationId: clientMutationIdSchema,
});
export type MermaInput = z.input<typeof mermaInputSchema>;

/** POST /api/inventarios (productos.editar): a physical count of some ingredients. */
export const inventarioInputSchema = z.object({
  lineas: z
    .array(z.object({ insumoId: z.number().int().positive(), cantidadContada: insumoCantidadSchema }))
    .min(1, { error: 'El conteo necesita al menos un insumo' })
    .max(500, { error: 'El conteo admite hasta 500 insumos' }),
  notas: optionalTextSchema(500),
  clientMutationId: clientMutationIdSchema,
});
export type InventarioInput = z.input<typeof inventarioInputSchema>;

export const inventarioLineaSchema = z.object({
  insumoId: z.number().int(),
  nombre: z.string(),
  unidad: insumoUnidadSchema,
  /** What the movements (sales, purchases, waste) say should be there. */
  cantidadSistema: z.number(),
  cantidadContada: z.number(),
  /** Counted minus expected: negative is missing stock. */
  diferencia: z.number(),
  /** The difference at the ingredient's cost; null without productos.costos. */
  valorDiferencia: z.number().nullable(),
});

/** The answer of POST /api/inventarios and GET /api/inventarios/{id}; GET /api/inventarios lists them without lines. */
export const inventarioSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  usuarioNombre: z.string().nullable(),
  notas: z.string().nullable(),
  lineas: z.array(inventarioLineaSchema),
  /** Sum of the lines' valorDiferencia; null without productos.costos. */
  valorDiferencia: z.number().nullable(),
});
export type Inventario = z.infer<typeof inventarioSchema>;

/*
 * A recipe line's own texts name the line, not its path ('lineas[3].cantidad'): the same words
 * for every line, so the screens' validation dictionary (keyed by the Spanish text) has them in
 * Portuguese and English, for the forms and for the api's refusal alike.
 */
export const RECETA_LINEA_CANTIDAD_INVALIDA = 'La cantidad de cada línea de la receta debe ser de 0 o más, con hasta 6 decimales';
export const RECETA_LINEA_MERMA_INVALIDA = 'La merma de cada línea de la receta debe ser un porcentaje de 0 a menos de 100, con hasta 2 decimales';

/** A line of a recipe or a preparation: exactly one of insumoId and preparacionId. */
export const recetaLineaInputSchema = z
  .object({
    insumoId: z.number().int().positive().nullish(),
    preparacionId: z.number().int().positive().nullish(),
    /** Net quantity, in `unidad`; ignored (may be 0) on a `quitar` line. */
    cantidad: z.number().refine((v) => sixDecimals(v) && v >= 0 && v <= INSUMO_CANTIDAD_MAX, { error: RECETA_LINEA_CANTIDAD_INVALIDA }),
    unidad: insumoUnidadSchema,
    /** Waste over the gross quantity, as a percent (0 to 99.99). */
    mermaPorcentaje: z
      .number()
      .refine((v) => hasAtMostDecimals(v, 2) && v >= 0 && v < 100, { error: RECETA_LINEA_MERMA_INVALIDA })
      .default(0),
    /** On a modifier option's line: takes this component out of the dish ('sin cebolla'). */
    quitar: z.boolean().default(false),
  })
  .refine((l) => (l.insumoId == null) !== (l.preparacionId == null), { error: 'Cada línea de la receta lleva un insumo o una preparación' })
  .refine((l) => l.quitar || l.cantidad > 0, { error: 'La cantidad de cada línea de la receta debe ser mayor a 0' });
export type RecetaLineaInput = z.input<typeof recetaLineaInputSchema>;

export const recetaLineaSchema = z.object({
  id: z.number().int(),
  insumoId: z.number().int().nullable(),
  preparacionId: z.number().int().nullable(),
  /** The ingredient's or preparation's name. */
  nombre: z.string(),
  cantidad: z.number(),
  unidad: insumoUnidadSchema,
  mermaPorcentaje: z.number(),
  quitar: z.boolean(),
  /** What the line costs (gross, at today's costs); null without productos.costos. */
  costo: z.number().nullable(),
});
export type RecetaLinea = z.infer<typeof recetaLineaSchema>;

export const recetaLineasInputSchema = z.array(recetaLineaInputSchema).max(RECETA_LINEAS_MAX, { error: `Una receta admite hasta ${RECETA_LINEAS_MAX} líneas` });

export const preparacionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  unidad: insumoUnidadSchema,
  /** What its lines yield, in `unidad`. */
  rendimiento: z.number(),
  activo: z.boolean(),
  lineas: z.array(recetaLineaSchema),
  /** The whole batch's cost, and per unit of its yield; null without productos.costos. */
  costo: z.number().nullable(),
  costoPorUnidad: z.number().nullable(),
});
export type Preparacion = z.infer<typeof preparacionSchema>;

/** POST /api/preparaciones and PUT /api/preparaciones/{id} (productos.editar). */
export const preparacionInputSchema = z.object({
  nombre: requiredTextSchema('El nombre de la preparación es obligatorio', 120),
  unidad: insumoUnidadSchema,
  rendimiento: insumoCantidadPositivaSchema,
  activo: z.boolean().default(true),
  lineas: recetaLineasInputSchema.min(1, { error: 'La preparación necesita al menos una línea' }),
  clientMutationId: clientMutationIdSchema,
});
export type PreparacionInput = z.input<typeof preparacionInputSchema>;
