/**
 * Sound feedback with WebAudio beeps; no audio files to load. The
 * venue's saved settings (GET /configuracion/sonido) are cached in localStorage `rf_sound`, so every
 * tab and every remote plays with them; `loadSoundConfig` refreshes the cache.
 */
import { DEFAULT_SOUND_CONFIG, SOUND_NAMES, soundConfigSchema, type SoundConfig, type SoundName, type SoundSpec } from '../contracts/config';
import { apiRequest } from '../api-client/request';

export const SOUND_STORAGE_KEY = 'rf_sound';
export { SOUND_NAMES, DEFAULT_SOUND_CONFIG };
export type { SoundConfig, SoundName, SoundSpec };

/** The named sounds' defaults (Sound config). */
export const DEFAULT_SOUNDS: Record<SoundName, SoundSpec> = DEFAULT_SOUND_CONFIG.sounds;

/** Volume is clamped to 0..1; anything unreadable becomes the default 0.5. */
export function clampVolume(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return DEFAULT_SOUND_CONFIG.volume;
  return Math.min(1, Math.max(0, n));
}

/** Each named sound as stored when it is valid, else its default. */
function readSounds(stored: unknown): Record<SoundName, SoundSpec> {
  const out = { ...DEFAULT_SOUNDS };
  if (stored === null || typeof stored !== 'object') return out;
  for (const name of SOUND_NAMES) {
    const parsed = soundConfigSchema.shape.sounds.shape[name].safeParse((stored as Record<string, unknown>)[name]);
    if (parsed.success) out[name] = parsed.data;
  }
  return out;
}

/** The sound settings in use: the venue's as last loaded (or set here), else the defaults. */
export function getSoundConfig(): SoundConfig {
  try {
    const raw = localStorage.getItem(SOUND_STORAGE_KEY);
    if (!raw) return DEFAULT_SOUND_CONFIG;
    const parsed = JSON.parse(raw) as Partial<SoundConfig>;
    return {
      enabled: typeof parsed.enabled === 'boolean' ? parsed.enabled : DEFAULT_SOUND_CONFIG.enabled,
      volume: parsed.volume === undefined ? DEFAULT_SOUND_CONFIG.volume : clampVolume(parsed.volume),
      sounds: readSounds(parsed.sounds),
    };
  } catch {
    return DEFAULT_SOUND_CONFIG;
  }
}

export function setSoundConfig(patch: Partial<SoundConfig>): SoundConfig {
  const current = getSoundConfig();
  const next: SoundConfig = {
    enabled: patch.enabled ?? current.enabled,
    volume: patch.volume === undefined ? current.volume : clampVolume(patch.volume),
    sounds: readSounds({ ...current.sounds, ...(patch.sounds ?? {}) }),
  };
  localStorage.setItem(SOUND_STORAGE_KEY, JSON.stringify(next));
  return next;
}

/**
 * GET /configuracion/sonido and cache it, so the app's sounds use the venue's settings. On
 * failure the cached (or default) settings stay.
 */
export async function loadSoundConfig(): Promise<SoundConfig> {
  try {
    const res = await apiRequest<SoundConfig>('/configuracion/sonido');
    const parsed = res.success ? soundConfigSchema.safeParse(res.data) : null;
    return parsed?.success ? setSoundConfig(parsed.data) : getSoundConfig();
  } catch {
    return getSoundConfig();
  }
}

/** The page's one AudioContext, created on the first sound. */
let pageAudio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (pageAudio) return pageAudio;
  // The browser's own constructors (Safari still names it webkitAudioContext).
  const g = globalThis as typeof globalThis & { webkitAudioContext?: typeof AudioContext };
  const Ctor = g.AudioContext ?? g.webkitAudioContext;
  if (!Ctor) return null;
  pageAudio = new Ctor();
  return pageAudio;
}

/** Tests only: forget the AudioContext, so the next sound creates one from the current global. */
export function resetAudioForTests(): void {
  pageAudio = null;
}

/** Plays a named beep. Silently does nothing when disabled or when the browser has no WebAudio. */
export function playSound(name: SoundName, delayMs = 0): void {
  const config = getSoundConfig();
  if (!config.enabled) return;
  playTone(config.sounds[name] ?? DEFAULT_SOUNDS[name], config.volume, delayMs);
}

/**
 * Plays one tone as `spec` says, at `masterVolume` (0..1) times its own volume, whatever the
 * saved settings: the settings screen's 'probar' button plays what is being edited.
 */
export function playTone(spec: SoundSpec, masterVolume: number, delayMs = 0): void {
  const gainValue = clampVolume(spec.volume) * clampVolume(masterVolume);
  if (gainValue === 0) return;
  const ctx = audioContext();
  if (!ctx) return;
  try {
    // Browsers suspend audio until a user gesture; resuming here is harmless otherwise.
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime + delayMs / 1000;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(spec.frequency, start);
    gain.gain.setValueAtTime(gainValue, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + spec.duration / 1000);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + spec.duration / 1000 + 0.02);
  } catch {
    // Sound is a nicety; never let it break a flow.
  }
}
