/*
 * Query keys of the product screens, in one place: a save, delete, import or price adjustment
 * invalidates `productosKeys.all`; a change to categories invalidates `categoriasKeys.all` (and the
 * products, whose rows name their category).
 */

export const productosKeys = {
  all: ['productos'] as const,
  list: (filter: object) => ['productos', 'admin-list', filter] as const,
  detail: (id: number) => ['productos', 'detail', id] as const,
};

export const categoriasKeys = {
  all: ['categorias'] as const,
  list: () => ['categorias', 'list'] as const,
  subcategorias: () => ['categorias', 'subcategorias'] as const,
};

export const proveedoresKeys = {
  all: ['proveedores'] as const,
  options: () => ['proveedores', 'options'] as const,
};
