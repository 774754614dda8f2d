/** Sound feedback (SPEC §2, §3 Sound config) with WebAudio beeps; no audio files to load. */

export const SOUND_STORAGE_KEY = 'rf_sound';
export const SOUND_NAMES = ['beep', 'success', 'error', 'notification', 'click', 'delete', 'add', 'print', 'payment', 'order'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export interface SoundSpec {
  /** Hz */
  frequency: number;
  /** ms */
  duration: number;
  /** 0..1, multiplied by the master volume */
  volume: number;
}

export interface SoundConfig {
  enabled: boolean;
  /** Master volume 0..1. Default 0.5. */
  volume: number;
  sounds: Record<SoundName, SoundSpec>;
}

export const DEFAULT_SOUNDS: Record<SoundName, SoundSpec> = {
  beep: { frequency: 800, duration: 120, volume: 0.6 },
  success: { frequency: 880, duration: 180, volume: 0.6 },
  error: { frequency: 220, duration: 300, volume: 0.7 },
  notification: { frequency: 660, duration: 200, volume: 0.6 },
  click: { frequency: 1200, duration: 40, volume: 0.4 },
  delete: { frequency: 330, duration: 160, volume: 0.6 },
  add: { frequency: 990, duration: 90, volume: 0.5 },
  print: { frequency: 520, duration: 250, volume: 0.5 },
  payment: { frequency: 1046, duration: 220, volume: 0.7 },
  order: { frequency: 740, duration: 260, volume: 0.8 },
};

export const DEFAULT_SOUND_CONFIG: SoundConfig = { enabled: true, volume: 0.5, sounds: DEFAULT_SOUNDS };

/** SPEC §5: volume is clamped to 0..1; anything unreadable becomes the default 0.5. */
export function clampVolume(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return DEFAULT_SOUND_CONFIG.volume;
  return Math.min(1, Math.max(0, n));
}

export function getSoundConfig(): SoundConfig {
  try {
    const raw = localStorage.getItem(SOUND_STORAGE_KEY);
    if (!raw) return DEFAULT_SOUND_CONFIG;
    const parsed = JSON.parse(raw) as Partial<SoundConfig>;
    return {
      enabled: typeof parsed.enabled === 'boolean' ? parsed.enabled : DEFAULT_SOUND_CONFIG.enabled,
      volume: parsed.volume === undefined ? DEFAULT_SOUND_CONFIG.volume : clampVolume(parsed.volume),
      sounds: { ...DEFAULT_SOUNDS, ...(parsed.sounds ?? {}) },
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
    sounds: { ...current.sounds, ...(patch.sounds ?? {}) },
  };
  localStorage.setItem(SOUND_STORAGE_KEY, JSON.stringify(next));
  return next;
}

const CTX = '__resto_audio_ctx';

function audioContext(): AudioContext | null {
  const g = globalThis as typeof globalThis & { [CTX]?: AudioContext; webkitAudioContext?: typeof AudioContext };
  if (g[CTX]) return g[CTX];
  const Ctor = g.AudioContext ?? g.webkitAudioContext;
  if (!Ctor) return null;
  g[CTX] = new Ctor();
  return g[CTX];
}

/** Plays a named beep. Silently does nothing when disabled or when the browser has no WebAudio. */
export function playSound(name: SoundName, delayMs = 0): void {
  const config = getSoundConfig();
  if (!config.enabled || config.volume === 0) return;
  const ctx = audioContext();
  if (!ctx) return;
  const spec = config.sounds[name] ?? DEFAULT_SOUNDS[name];
  try {
    // Browsers suspend audio until a user gesture; resuming here is harmless otherwise.
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime + delayMs / 1000;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(spec.frequency, start);
    gain.gain.setValueAtTime(clampVolume(spec.volume) * config.volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + spec.duration / 1000);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + spec.duration / 1000 + 0.02);
  } catch {
    // Sound is a nicety; never let it break a flow.
  }
}
