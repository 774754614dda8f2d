import type { ErrorTemplate } from './template';

/** Refusals about products' costs and margins; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/costos.json. */
export const COSTOS_ERRORS = {
  /** Costs, margins and what follows from them (an adjustment of costs, the sales below cost) need productos.costos. */
  COSTOS_SIN_PERMISO: 'No tenés permiso para ver ni cambiar costos y márgenes',
  /** A product written by someone who handles costs carries its cost (SPEC: cost > 0). */
  COSTO_OBLIGATORIO: 'El costo debe ser mayor a 0',
} as const satisfies Record<string, ErrorTemplate>;
