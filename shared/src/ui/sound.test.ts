import { DEFAULT_SOUND_CONFIG, type SoundConfig } from '../contracts/config';
import { configureApiClient } from '../api-client/state';
import { getSoundConfig, loadSoundConfig, playSound, playTone, resetAudioForTests, setSoundConfig } from './sound';

/** A stand-in for WebAudio that records what would be played. */
function fakeAudio() {
  const played: { frequency: number; gain: number }[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume() {
      return Promise.resolve();
    }
    createOscillator() {
      const tone = { frequency: 0, gain: 0 };
      played.push(tone);
      return {
        type: 'sine',
        frequency: { setValueAtTime: (v: number) => (tone.frequency = v) },
        connect: (gain: { tone?: typeof tone }) => {
          Object.assign(tone, { gain: (gain as { value: number }).value });
          return { connect: () => undefined };
        },
        start: () => undefined,
        stop: () => undefined,
      };
    }
    createGain() {
      const node = { value: 0, gain: { setValueAtTime: (v: number) => (node.value = v), exponentialRampToValueAtTime: () => undefined } };
      return node;
    }
  }
  resetAudioForTests();
  vi.stubGlobal('AudioContext', FakeContext);
  return played;
}

const venueSounds: SoundConfig = {
  ...DEFAULT_SOUND_CONFIG,
  volume: 0.8,
  sounds: { ...DEFAULT_SOUND_CONFIG.sounds, payment: { frequency: 1500, duration: 300, volume: 0.5 } },
};

describe('the app plays the saved sound settings', () => {
  beforeEach(() => configureApiClient({ apiBase: '' }));
  afterEach(() => {
    resetAudioForTests();
  });

  it("loads the venue's settings from the api and plays each sound with them", async () => {
    const played = fakeAudio();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data: venueSounds }), { headers: { 'Content-Type': 'application/json' } }));
    await loadSoundConfig();
    expect(getSoundConfig()).toEqual(venueSounds);
    playSound('payment');
    expect(played).toEqual([{ frequency: 1500, gain: 0.4 }]);
  });

  it('plays nothing when the venue turned sounds off', () => {
    const played = fakeAudio();
    setSoundConfig({ enabled: false });
    playSound('error');
    expect(played).toEqual([]);
  });

  it('keeps the cached settings when the api cannot answer', async () => {
    setSoundConfig({ volume: 0.3 });
    vi.stubGlobal('fetch', async () => new Response('{"success":false,"message":"x"}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    expect((await loadSoundConfig()).volume).toBe(0.3);
  });

  it('the settings screen can play what it is editing, clamped to 0..1, even before saving', () => {
    const played = fakeAudio();
    setSoundConfig({ enabled: false });
    playTone({ frequency: 440, duration: 100, volume: 2 }, 0.5);
    expect(played).toEqual([{ frequency: 440, gain: 0.5 }]);
  });
});
