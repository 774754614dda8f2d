import { z } from 'zod';
import { clientMutationIdSchema, decimalIntSchema, optionalTextSchema, requiredTextSchema } from './fields';

/*
 * Categories and subcategories of the catalogue, non-empty and not duplicated. Names are unique
 * per venue ignoring case and accents ('Bebidas' and 'bébidas' are the same category); a
 * subcategory name is unique within its category. The category type (the settings' product
 * category types) is free text kept on the category.
 */

/** A category as /api/categorias reads it. */
export const categoriaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  /** The category type of Settings (e.g. 'Cocina', 'Barra'), or null. */
  tipo: z.string().nullable(),
  orden: z.number().int(),
  activo: z.boolean(),
  /** Products (active or not) in this category: it cannot be deleted while this is above 0. */
  cantidadProductos: z.number().int(),
  cantidadSubcategorias: z.number().int(),
});
export type Categoria = z.infer<typeof categoriaSchema>;

/** POST /api/categorias and PUT /api/categorias/{id} (the whole category). */
export const categoriaBodySchema = z.object({
  nombre: requiredTextSchema('El nombre de la categoría es obligatorio', 80),
  descripcion: optionalTextSchema(300),
  tipo: optionalTextSchema(60),
  orden: z.number().int().min(0).max(100_000).default(0),
  /** Only on PUT: reactivates or deactivates (deactivated categories leave the sales desks). */
  activo: z.boolean().optional(),
  clientMutationId: clientMutationIdSchema,
});
export type CategoriaBody = z.input<typeof categoriaBodySchema>;

/** GET /api/categorias: active categories by default. */
export const categoriasQuerySchema = z.object({
  incluirInactivas: z.stringbool().default(false),
});

export const categoriasListSchema = z.array(categoriaSchema);

/** A subcategory as /api/subcategorias reads it. */
export const subcategoriaSchema = z.object({
  id: z.number().int(),
  categoriaId: z.number().int(),
  categoria: z.string(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  activo: z.boolean(),
  cantidadProductos: z.number().int(),
});
export type Subcategoria = z.infer<typeof subcategoriaSchema>;

/** POST /api/subcategorias and PUT /api/subcategorias/{id}. */
export const subcategoriaBodySchema = z.object({
  categoriaId: z.custom<number>((v) => typeof v === 'number' && Number.isInteger(v) && v > 0, { error: 'La categoría es obligatoria' }),
  nombre: requiredTextSchema('El nombre de la subcategoría es obligatorio', 80),
  descripcion: optionalTextSchema(300),
  activo: z.boolean().optional(),
  clientMutationId: clientMutationIdSchema,
});
export type SubcategoriaBody = z.input<typeof subcategoriaBodySchema>;

/** GET /api/subcategorias: optionally of one category. */
export const subcategoriasQuerySchema = z.object({
  categoriaId: decimalIntSchema().optional(),
  incluirInactivas: z.stringbool().default(false),
});

/**
 * GET /api/subcategorias answers `{ items, total }`; /api/subcategorias/por-categoria/{id} answers
 * a plain array (the client reads both, and `{ subcategorias, total }`).
 */
export const subcategoriasListSchema = z.object({ items: z.array(subcategoriaSchema), total: z.number().int() });
export type SubcategoriasList = z.infer<typeof subcategoriasListSchema>;

export const categoriaIdParamsSchema = z.object({ categoriaId: decimalIntSchema() });

/**
 * Reads a subcategory list in any of the shapes Names: a plain array, `{ items }`, or
 * `{ subcategorias, total }`. Anything else is an empty list.
 */
export function readSubcategoriaList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    const o = data as { items?: unknown; subcategorias?: unknown };
    if (Array.isArray(o.items)) return o.items as T[];
    if (Array.isArray(o.subcategorias)) return o.subcategorias as T[];
  }
  return [];
}
