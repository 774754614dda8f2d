import type { TipoCambio } from '../contracts/tipos-cambio';
import { apiRequest } from '../api-client/request';

export const DEFAULT_EXCHANGE_KEY = 'cambioDefault';

export interface DefaultExchangeRate {
  /** ISO 4217 code of the foreign currency. */
  moneda: string;
  /** Exact decimal text (rates are never floats in this product). */
  valor: string;
}

/**
 * The default exchange rate cached by the settings screen under `cambioDefault`. The "no rate"
 * pair ARS / 0 and anything unreadable give null.
 */
export function readDefaultExchangeRate(): DefaultExchangeRate | null {
  const raw = localStorage.getItem(DEFAULT_EXCHANGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const moneda = parsed.moneda ?? parsed.currency ?? parsed.codigo;
    const valor = parsed.valor ?? parsed.value;
    if (typeof moneda !== 'string' || (typeof valor !== 'string' && typeof valor !== 'number')) return null;
    const text = String(valor);
    if (!/^\d+(\.\d+)?$/.test(text) || Number(text) === 0 || moneda.toUpperCase() === 'ARS') return null;
    return { moneda: moneda.toUpperCase(), valor: text };
  } catch {
    return null;
  }
}

export function writeDefaultExchangeRate(rate: DefaultExchangeRate | null): void {
  if (rate === null) localStorage.removeItem(DEFAULT_EXCHANGE_KEY);
  else localStorage.setItem(DEFAULT_EXCHANGE_KEY, JSON.stringify(rate));
  // Same-tab listeners do not get 'storage' events; tell them directly.
  window.dispatchEvent(new StorageEvent('storage', { key: DEFAULT_EXCHANGE_KEY }));
}

/**
 * GET /tipos-de-cambio and cache the default rate under `cambioDefault` for the header (the
 * venue's own currency as default means none). On failure the cached rate stays.
 */
export async function loadDefaultExchangeRate(): Promise<DefaultExchangeRate | null> {
  try {
    const res = await apiRequest<TipoCambio[]>('/tipos-de-cambio');
    if (!res.success || !Array.isArray(res.data)) return readDefaultExchangeRate();
    const found = res.data.find((tc) => tc.esDefault);
    writeDefaultExchangeRate(found && !found.esMonedaLocal ? { moneda: found.moneda, valor: found.valor } : null);
    return readDefaultExchangeRate();
  } catch {
    return readDefaultExchangeRate();
  }
}
