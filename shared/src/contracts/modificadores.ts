import { z } from 'zod';
import { CURSOS, MODIFICADOR_GRUPOS_MAX, MODIFICADOR_OPCIONES_MAX, type Curso } from '../rules/modificadores';
import { amountSchema, clientMutationIdSchema, requiredTextSchema } from './fields';
import { recetaLineaSchema, recetaLineasInputSchema } from './insumos';

/*
 * Modifiers and courses. A product's groups of options are managed with the product
 * (GET/PUT /api/productos/{id}/modificadores); a line is taken with the ids of the options chosen
 * (`modificadores`), which the api checks against the groups and prices (never a price from the
 * browser); the line keeps the options as they were then.
 */

export { CURSOS, type Curso };

export const modificadorOpcionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** What it adds to the unit price, in the venue's currency (decimal). */
  precioDelta: z.number(),
  activo: z.boolean(),
  /**
   * What the option adds to the dish's recipe per sold unit (extra cheese: 30 g of muzzarella), or
   * takes out of it (`quitar`: 'sin cebolla'); line costs null without productos.costos. The api
   * always sends it; optional so a screen may build an option without it.
   */
  receta: z.array(recetaLineaSchema).optional(),
});
export type ModificadorOpcion = z.infer<typeof modificadorOpcionSchema>;

export const modificadorGrupoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** 0: optional; 1 or more: that many options at least must be chosen. */
  minimo: z.number().int(),
  maximo: z.number().int(),
  opciones: z.array(modificadorOpcionSchema),
});
export type ModificadorGrupo = z.infer<typeof modificadorGrupoSchema>;

/** GET /api/productos/{id}/modificadores. */
export const productoModificadoresSchema = z.object({ productoId: z.number().int(), grupos: z.array(modificadorGrupoSchema) });
export type ProductoModificadores = z.infer<typeof productoModificadoresSchema>;

/** GET /api/productos/modificadores: every active product's groups (products without groups left out). */
export const modificadoresMenuSchema = z.array(productoModificadoresSchema);
export type ModificadoresMenu = z.infer<typeof modificadoresMenuSchema>;

const NOMBRE_GRUPO = 'El nombre del grupo de modificadores es obligatorio';
const NOMBRE_OPCION = 'El nombre de la opción es obligatorio';

export const modificadorOpcionInputSchema = z.object({
  /** An existing option keeps its id (lines already taken name it); none: a new option. */
  id: z.number().int().positive().optional(),
  nombre: requiredTextSchema(NOMBRE_OPCION, 60),
  precioDelta: amountSchema.default(0),
  activo: z.boolean().default(true),
  /** The option's recipe lines as a whole (none: it takes nothing from the stock). */
  receta: recetaLineasInputSchema.default([]),
});

export const modificadorGrupoInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    nombre: requiredTextSchema(NOMBRE_GRUPO, 60),
    minimo: z.number().int().min(0).max(MODIFICADOR_OPCIONES_MAX),
    maximo: z.number().int().min(1).max(MODIFICADOR_OPCIONES_MAX),
    opciones: z.array(modificadorOpcionInputSchema).min(1, { error: 'Cada grupo necesita al menos una opción' }).max(MODIFICADOR_OPCIONES_MAX),
  })
  .refine((g) => g.minimo <= g.maximo, { error: 'El mínimo no puede superar al máximo', path: ['minimo'] })
  .refine((g) => g.minimo <= g.opciones.filter((o) => o.activo !== false).length, {
    error: 'El mínimo no puede superar la cantidad de opciones activas',
    path: ['minimo'],
  });
export type ModificadorGrupoInput = z.input<typeof modificadorGrupoInputSchema>;

/** PUT /api/productos/{id}/modificadores: the product's groups as a whole (missing ones are removed). */
export const productoModificadoresInputSchema = z.object({
  grupos: z.array(modificadorGrupoInputSchema).max(MODIFICADOR_GRUPOS_MAX),
  clientMutationId: clientMutationIdSchema,
});
export type ProductoModificadoresInput = z.input<typeof productoModificadoresInputSchema>;

/** The options chosen for a line: their ids (the api checks and prices them). */
export const modificadoresElegidosSchema = z.array(z.number().int().positive()).max(MODIFICADOR_OPCIONES_MAX);

/** An option a line was taken with, as it was then (name, group and price delta). */
export const lineaModificadorSchema = z.object({
  grupoId: z.number().int(),
  grupo: z.string(),
  opcionId: z.number().int(),
  nombre: z.string(),
  precioDelta: z.number(),
});
export type LineaModificador = z.infer<typeof lineaModificadorSchema>;

export const cursoSchema = z.enum(CURSOS);

/**
 * POST /api/mesas/drafts/{id}/marchar: fires held lines to the kitchen, all of one course
 * (`curso`), these lines (`itemIds`), or every held line when neither is given.
 */
export const draftMarcharSchema = z.object({
  curso: cursoSchema.optional(),
  itemIds: z.array(z.number().int().positive()).max(200).optional(),
  clientMutationId: clientMutationIdSchema,
});
export type DraftMarchar = z.input<typeof draftMarcharSchema>;

export function isCurso(value: unknown): value is Curso {
  return typeof value === 'string' && (CURSOS as readonly string[]).includes(value);
}
