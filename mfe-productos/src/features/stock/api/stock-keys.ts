/**
 * Query keys of the stock screens. The levels are product lists (productosKeys), so a saved
 * product or an adjustment refreshes every list that shows stock.
 */
export const stockKeys = {
  all: ['stock'] as const,
  movimientos: (filter: object) => ['stock', 'movimientos', filter] as const,
  proveedores: ['stock', 'proveedores'] as const,
};
