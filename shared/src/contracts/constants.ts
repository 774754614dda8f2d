/**
 * Plain constants of the contracts, in a module that imports no code (no zod). The waiter
 * handheld's first bundle must not evaluate the zod schemas of every contract: constructing them
 * took more than half of its start-up time on a phone. Modules that the handheld
 * bundles import these from here (`@resto/shared/contracts/constants`); the contract modules that
 * used to define them re-export them, so every other import keeps working.
 */
import type { GeneralConfig, ModulosConfig } from './config';

export const LANGUAGES = ['es', 'br', 'en'] as const;
/** Roles a venue's staff can hold. The browser session normalises everything but admin to empleado. */
export const ROLES = ['admin', 'empleado', 'mozo', 'cajero'] as const;
/** Default token lifetime the browser assumes when the server omits expireMinutes. */
export const LOGIN_EXPIRY_FALLBACK_MINUTES = 90;
/** Pushed on /ws/mesas to the whole venue when a job changes state or a warning is raised or acknowledged. */
export const IMPRESION_CHANGED_EVENT = 'ImpresionChanged';
export const PEDIDO_CHANGED_EVENT = 'PedidoChanged';
/**
 * The assistant's keep-alive (POST /api/chat): a zero-width space sent every few seconds while the
 * provider is silent, so that a proxy's read timeout does not cut a long answer. The api client's
 * text reader removes it; any other reader shows nothing for it.
 */
export const CHAT_KEEPALIVE = '\u200B';
export { HANDHELD_MIN_PROTOCOL, HANDHELD_OUTDATED_CODE, HANDHELD_PROTOCOL, HANDHELD_PROTOCOL_HEADER } from './handheld';

/** The branding a venue's flags select. */
export type Branding = 'restaurant' | 'pos' | 'hybrid';
export function brandingOf(modulos: ModulosConfig): Branding {
  if (modulos.restaurant && modulos.posFlow) return 'hybrid';
  return modulos.restaurant ? 'restaurant' : 'pos';
}

export const DEFAULT_GENERAL_CONFIG: GeneralConfig = {
  mostrarFechaHora: true,
  mostrarIconoBot: true,
  mostrarTipoCambio: true,
  mostrarItemsRestaurant: true,
  barraLateralAbierta: true,
  tiposCambioArqueo: ['USD', 'BRL'],
  locale: 'es-AR',
  currencyCode: 'ARS',
  unitSystem: 'metric',
  hour12: false,
  language: 'es',
  gastoMaximoCaja: 50_000,
  propinaMaximaPct: 25,
  variasCajas: false,
  variosArqueosPorDia: false,
  alertaCostoPorcentaje: 10,
  foodCostObjetivo: 30,
};
