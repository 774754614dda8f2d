import { useSyncExternalStore } from 'react';
import type { GeneralConfig } from '../contracts/config';
import { DEFAULT_GENERAL_CONFIG } from '../contracts/constants';
import { apiRequest } from '../api-client/request';

export const GENERAL_CONFIG_KEY = 'configGeneral';

interface ConfigState {
  config: GeneralConfig;
  listeners: Set<() => void>;
  loading: Promise<GeneralConfig> | null;
}
/** The page's settings store, made on first use. */
let configState: ConfigState | null = null;

type FieldSchemas = Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
/**
 * The fields of `generalConfigSchema`, loaded apart from this module: the waiter
 * handheld bundles this module, and zod and the contracts must not be in its first bundle
 * (building them took more than half of its start-up on a phone). Until they arrive a stored
 * field is kept only when it has the default's type; once they do, the settings are checked
 * again field by field and whatever does not validate goes back to its default.
 */
let fieldSchemas: FieldSchemas | null = null;
let schemaLoading: Promise<void> | null = null;

const sameKind = (value: unknown, fallback: unknown) => typeof value === typeof fallback && Array.isArray(value) === Array.isArray(fallback);

/** Keeps every known field, fills the rest from defaults, drops what does not validate. */
function sanitize(input: unknown): GeneralConfig {
  if (input === null || typeof input !== 'object') return DEFAULT_GENERAL_CONFIG;
  const merged: Record<string, unknown> = { ...DEFAULT_GENERAL_CONFIG };
  for (const [field, fallback] of Object.entries(DEFAULT_GENERAL_CONFIG)) {
    const value = (input as Record<string, unknown>)[field];
    if (fieldSchemas) {
      const parsed = fieldSchemas[field]?.safeParse(value);
      if (parsed?.success) merged[field] = parsed.data;
    } else if (value !== undefined && sameKind(value, fallback)) {
      merged[field] = value;
    }
  }
  return merged as GeneralConfig;
}

/**
 * The idle load: a chunk that cannot load (offline, or a test's environment already gone) keeps the
 * settings as they are, checked by type, and the next call tries again.
 */
function loadSchemaWhenIdle(): void {
  whenGeneralConfigSchemaLoaded().catch(() => {
    schemaLoading = null;
  });
}

/** Loads the settings' schema once and checks the settings held so far with it. */
export function whenGeneralConfigSchemaLoaded(): Promise<void> {
  schemaLoading ??= import('../contracts/config').then(({ generalConfigSchema }) => {
    fieldSchemas = generalConfigSchema.shape;
    const s = configState;
    if (!s) return;
    const checked = sanitize(s.config);
    if (JSON.stringify(checked) === JSON.stringify(s.config)) return;
    s.config = checked;
    notify(s);
  });
  return schemaLoading;
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
  if (!configState) {
    configState = { config: readCache(), listeners: new Set(), loading: null };
    attachStorageListener(configState);
    // Once the page is idle: on the handheld, after the first view (it needs none of it).
    if (typeof requestIdleCallback === 'function') requestIdleCallback(loadSchemaWhenIdle);
    else setTimeout(loadSchemaWhenIdle, 0);
  }
  return configState;
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
