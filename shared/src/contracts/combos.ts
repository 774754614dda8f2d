import { z } from 'zod';
import { amountSchema, clientMutationIdSchema, requiredTextSchema } from './fields';

/*
 * Combos and set menus. A product of tipo 'combo' has a fixed price and choice groups ('menú
 * ejecutivo': one starter of three, one main of four, one drink); the guest picks exactly one
 * option of each group, an option being another (simple) product of the venue with an optional
 * surcharge. A line of a combo is taken with its choices (`combo`), which the api checks against
 * the groups and prices (the combo's price, by its price list, plus the chosen surcharges); the
 * line keeps the components as they were then (`componentes`), and the kitchen, the stock and the
 * reports go by them.
 */

export const PRODUCTO_TIPOS = ['simple', 'combo'] as const;
export type ProductoTipo = (typeof PRODUCTO_TIPOS)[number];
export const productoTipoSchema = z.enum(PRODUCTO_TIPOS);

/** Most groups a combo has, and most options a group has. */
export const COMBO_GRUPOS_MAX = 10;
export const COMBO_OPCIONES_MAX = 20;

export const comboOpcionSchema = z.object({
  id: z.number().int(),
  /** The component: a simple product of the venue. */
  productoId: z.number().int(),
  /** The component product's name. */
  nombre: z.string(),
  /** What choosing it adds to the combo's unit price, in the venue's currency (decimal, 0 or more). */
  recargo: z.number(),
  activo: z.boolean(),
});
export type ComboOpcion = z.infer<typeof comboOpcionSchema>;

export const comboGrupoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Exactly one option of the group is chosen. */
  opciones: z.array(comboOpcionSchema),
});
export type ComboGrupo = z.infer<typeof comboGrupoSchema>;

/** GET and PUT /api/productos/{id}/combo. */
export const productoComboSchema = z.object({ productoId: z.number().int(), grupos: z.array(comboGrupoSchema) });
export type ProductoCombo = z.infer<typeof productoComboSchema>;

/** GET /api/productos/combos: every active combo's groups, for the pickers. */
export const combosMenuSchema = z.array(productoComboSchema);
export type CombosMenu = z.infer<typeof combosMenuSchema>;

const NOMBRE_GRUPO = 'El nombre del grupo del combo es obligatorio';

export const comboOpcionInputSchema = z.object({
  /** An existing option keeps its id (lines already taken name it); none: a new option. */
  id: z.number().int().positive().optional(),
  productoId: z.number().int().positive(),
  recargo: amountSchema.default(0),
  activo: z.boolean().default(true),
});
export type ComboOpcionInput = z.input<typeof comboOpcionInputSchema>;

export const comboGrupoInputSchema = z.object({
  id: z.number().int().positive().optional(),
  nombre: requiredTextSchema(NOMBRE_GRUPO, 60),
  opciones: z
    .array(comboOpcionInputSchema)
    .min(1, { error: 'Cada grupo del combo necesita al menos una opción' })
    .max(COMBO_OPCIONES_MAX, { error: `Cada grupo del combo admite hasta ${COMBO_OPCIONES_MAX} opciones` }),
});
export type ComboGrupoInput = z.input<typeof comboGrupoInputSchema>;

/** PUT /api/productos/{id}/combo (productos.editar): the combo's groups as a whole (missing ones are removed). */
export const productoComboInputSchema = z.object({
  grupos: z
    .array(comboGrupoInputSchema)
    .min(1, { error: 'El combo necesita al menos un grupo' })
    .max(COMBO_GRUPOS_MAX, { error: `El combo admite hasta ${COMBO_GRUPOS_MAX} grupos` }),
  clientMutationId: clientMutationIdSchema,
});
export type ProductoComboInput = z.input<typeof productoComboInputSchema>;

/** One choice of a combo line: the group and the option picked in it. */
export const comboEleccionSchema = z.object({ grupoId: z.number().int().positive(), opcionId: z.number().int().positive() });
export type ComboEleccion = z.infer<typeof comboEleccionSchema>;

/** The choices a combo line is taken with: exactly one per group of that combo (the api checks and prices them). */
export const comboEleccionesSchema = z.array(comboEleccionSchema).max(COMBO_GRUPOS_MAX);

/** A component a combo line was taken with, as it was then. Empty for a simple product. */
export const lineaComponenteSchema = z.object({
  grupoId: z.number().int(),
  grupo: z.string(),
  opcionId: z.number().int(),
  productoId: z.number().int(),
  nombre: z.string(),
  /** What it added to the line's unit price, in the venue's currency (decimal). */
  recargo: z.number(),
});
export type LineaComponente = z.infer<typeof lineaComponenteSchema>;

/** The components of a line as read back: the api always sends them, empty for a simple product. */
export const lineaComponentesSchema = z.array(lineaComponenteSchema);
