/*
 * The sales desk's query keys by domain, in one place so that a feature invalidates what another
 * one reads (a charged phone sale leaves the pending list; a payment moves a current account)
 * without importing that feature.
 */

export const productosKeys = {
  all: ['productos'] as const,
  buscar: (q: string, limite: number) => ['productos', 'buscar', q, limite] as const,
  frecuentes: (cantidad: number) => ['productos', 'frecuentes', cantidad] as const,
};

export const ventasKeys = {
  all: ['ventas'] as const,
  historial: (filter: object) => ['ventas', 'historial', filter] as const,
  detail: (id: number) => ['ventas', 'detail', id] as const,
  /** Phone sales waiting at the register. */
  drafts: () => ['ventas', 'drafts'] as const,
  /** The signed-in user's own discount limit. */
  limiteDescuento: () => ['ventas', 'limite-descuento'] as const,
};

export const clientesKeys = {
  all: ['clientes'] as const,
  list: (filter: object) => ['clientes', 'list', filter] as const,
  cuentaCorriente: (id: number) => ['clientes', 'cuenta-corriente', id] as const,
};

/** Whether the register is open (GET /arqueos/estado); under 'arqueos', so the cash screens' changes refresh it. */
export const registerStatusKey = ['arqueos', 'estado'] as const;
