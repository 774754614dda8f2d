import { useSyncExternalStore } from 'react';
import { DEFAULT_GENERAL_CONFIG, generalConfigSchema, type GeneralConfig } from '../contracts/config';
import { apiRequest } from '../api-client/request';

export const GENERAL_CONFIG_KEY = 'configGeneral';

interface ConfigState {
  config: GeneralConfig;
  listeners: Set<() => void>;
  loading: Promise<GeneralConfig> | null;
}
const KEY = '__resto_general_config';

/** Keeps every known field, fills the rest from defaults, drops what does not validate. */
function sanitize(input: unknown): GeneralConfig {
  if (input === null || typeof input !== 'object') return DEFAULT_GENERAL_CONFIG;
  const merged: Record<string, unknown> = { ...DEFAULT_GENERAL_CONFIG };
  const shape = generalConfigSchema.shape;
  for (const [field, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse((input as Record<string, unknown>)[field]);
    if (parsed.success) merged[field] = parsed.data;
  }
  return merged as GeneralConfig;
}

function readCache(): GeneralConfig {
  try {
    const raw = localStorage.getItem(GENERAL_CONFIG_KEY);
    return raw ? sanitize(JSON.parse(raw)) : DEFAULT_GENERAL_CONFIG;
  } catch {
    return DEFAULT_GENERAL_CONFIG;
  }
}

function notify(s: ConfigState): void {
  for (const l of [...s.listeners]) l();
}

/**
 * Another tab saved or loaded the settings (its `configGeneral` write fires a 'storage' event
 * here): adopt them at once, so a change made on the settings screen applies in every open tab.
 */
function attachStorageListener(s: ConfigState): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== GENERAL_CONFIG_KEY) return;
    const next = readCache();
    if (JSON.stringify(next) === JSON.stringify(s.config)) return;
    s.config = next;
    notify(s);
  });
}

function state(): ConfigState {
  const g = globalThis as typeof globalThis & { [KEY]?: ConfigState };
  if (!g[KEY]) {
    g[KEY] = { config: readCache(), listeners: new Set(), loading: null };
    attachStorageListener(g[KEY]);
  }
  return g[KEY];
}

/** The venue's general settings as last known (cache in localStorage `configGeneral`, else defaults). */
export function getGeneralConfig(): GeneralConfig {
  return state().config;
}

/** Replaces the cached settings (after loading them, or after the settings screen saved them). */
export function setGeneralConfig(config: Partial<GeneralConfig>): GeneralConfig {
  const s = state();
  s.config = sanitize({ ...s.config, ...config });
  localStorage.setItem(GENERAL_CONFIG_KEY, JSON.stringify(s.config));
  notify(s);
  return s.config;
}

/**
 * GET /configuracion/general and cache it. On failure the cached (or default) settings stay, so
 * the layout still renders offline.
 */
export function loadGeneralConfig(): Promise<GeneralConfig> {
  const s = state();
  s.loading ??= apiRequest<GeneralConfig>('/configuracion/general')
    .then((res) => (res.success && res.data ? setGeneralConfig(res.data) : s.config))
    .catch(() => s.config)
    .finally(() => {
      s.loading = null;
    });
  return s.loading;
}

export function subscribeGeneralConfig(listener: () => void): () => void {
  const s = state();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

export function useGeneralConfig(): GeneralConfig {
  return useSyncExternalStore(subscribeGeneralConfig, getGeneralConfig, getGeneralConfig);
}

/** Forget the cached settings (logout): the next venue may differ. */
export function clearGeneralConfigCache(): void {
  localStorage.removeItem(GENERAL_CONFIG_KEY);
  const s = state();
  s.config = DEFAULT_GENERAL_CONFIG;
  notify(s);
}
