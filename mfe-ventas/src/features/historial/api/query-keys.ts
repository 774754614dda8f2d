/**
 * The sales' query keys. Every key about sales starts with 'ventas' (the phone sales waiting at the
 * register and the discount limit too), so invalidating `ventasKeys.all` refreshes them all.
 */
export const ventasKeys = {
  all: ['ventas'] as const,
  historial: (filter: object) => ['ventas', 'historial', filter] as const,
  detail: (id: number) => ['ventas', 'detail', id] as const,
};
