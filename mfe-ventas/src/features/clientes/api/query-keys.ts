/** The customers' query keys: the list and each one's current account. */
export const clientesKeys = {
  all: ['clientes'] as const,
  list: (filter: object) => ['clientes', 'list', filter] as const,
  cuentaCorriente: (id: number) => ['clientes', 'cuenta-corriente', id] as const,
};
