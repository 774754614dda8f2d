import { getLanguage } from '@resto/shared/i18n';

/*
 * The handheld's first script carries the Spanish texts only (the three languages of
 * every domain were ~40% of it). Its build (src/standalone/vite.config.ts, `oneLanguageFirst`)
 * turns every Portuguese and English locale file imported by the first script into an empty tree;
 * the real ones live in one lazy chunk per language (./br.ts, ./en.ts), fetched before the first
 * render when the phone's chosen language is not Spanish, and precached by the service worker like
 * every chunk of the handheld. Outside that build (desktop, unit tests) the texts are already
 * there, and registering them again changes nothing.
 */
const LANGUAGE_CHUNKS = {
  br: () => import('./br'),
  en: () => import('./en'),
} as const;

/**
 * The shared Spanish texts the first script leaves out (./first-spanish.ts), registered once the
 * table list is on screen, whatever the language (Spanish is every language's fallback). Offline
 * the chunk comes from the service worker's precache.
 */
export async function loadRestOfSpanish(): Promise<void> {
  try {
    (await import('./es-rest')).registerRestOfSpanish();
  } catch {
    // A first visit that lost the network before this chunk: refusals still show the server's message.
  }
}

export async function loadActiveLanguage(): Promise<void> {
  const lang = getLanguage();
  if (lang === 'es') return;
  try {
    (await LANGUAGE_CHUNKS[lang]()).registerLanguage();
  } catch {
    // A first visit without network (nothing cached yet): the texts fall back to Spanish.
  }
}
