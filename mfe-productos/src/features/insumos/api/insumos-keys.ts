/**
 * Query keys of the ingredient screens: everything sits under 'insumos', so a saved ingredient,
 * a waste or a count refreshes the lists, the movements and the preparations' costs together.
 */
export const insumosKeys = {
  all: ['insumos'] as const,
  list: (filter: object) => ['insumos', 'list', filter] as const,
  movimientos: (insumoId: number, page: number) => ['insumos', 'movimientos', insumoId, page] as const,
  mermas: (filter: object) => ['insumos', 'mermas', filter] as const,
  preparaciones: ['insumos', 'preparaciones'] as const,
  inventarios: ['insumos', 'inventarios'] as const,
  inventario: (id: number) => ['insumos', 'inventarios', id] as const,
  proveedores: ['insumos', 'proveedores'] as const,
};
