/**
 * Query keys of the stock screens. Levels sit under 'productos' (a product's stock is part of the
 * product), so a saved product or an adjustment refreshes every list that shows stock.
 */
export const stockKeys = {
  all: ['stock'] as const,
  niveles: ['productos', 'con-stock'] as const,
  movimientos: (filter: object) => ['stock', 'movimientos', filter] as const,
  proveedores: ['stock', 'proveedores'] as const,
};
