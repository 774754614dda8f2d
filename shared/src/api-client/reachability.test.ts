import { resetI18nForTests, setLanguage } from '../i18n';
import { api } from './request';
import { isConnectionError, saveFailureMessage } from './errors';
import { REACHABILITY_PROBE_MS, resetServerReachability, serverReachability } from './reachability';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that never answers until aborted, like a server that hangs. */
const hang = (_input: unknown, init: RequestInit = {}) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init.signal as AbortSignal;
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

beforeEach(() => {
  resetI18nForTests();
  resetServerReachability();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetServerReachability();
});

describe('server reachability', () => {
  it('a request that gets no answer marks the server unreachable at once; the health probe brings it back', async () => {
    vi.useFakeTimers();
    const urls: string[] = [];
    let down = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      urls.push(String(input));
      return down ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json({ success: true, data: { status: 'ok' } }));
    });
    const seen: boolean[] = [];
    const off = serverReachability.subscribe(() => seen.push(serverReachability.isReachable()));
    await api.get('/mesas');
    expect(serverReachability.isReachable()).toBe(false);
    expect(seen).toEqual([false]);

    // Still down at the first probe; back at the second.
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(urls.at(-1)).toMatch(/\/api\/health$/);
    expect(serverReachability.isReachable()).toBe(false);
    down = false;
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(serverReachability.isReachable()).toBe(true);
    expect(seen).toEqual([false, true]);
    off();
  });

  it("a proxy's 502 without the api's envelope counts as unreachable; the api's own refusal does not", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' })));
    await api.get('/mesas');
    expect(serverReachability.isReachable()).toBe(false);
    vi.stubGlobal('fetch', () => Promise.resolve(json({ success: false, code: 'VALIDACION', message: 'Datos inválidos' }, 400)));
    await api.get('/mesas');
    expect(serverReachability.isReachable()).toBe(true);
  });
});

describe('a save the server never got', () => {
  it.each([
    ['es', 'No se puede conectar con el servidor: no se guardó nada. Revisá la conexión y volvé a intentar.'],
    ['br', 'Não foi possível conectar ao servidor: nada foi salvo. Verifique a conexão e tente novamente.'],
    ['en', "Can't reach the server: nothing was saved. Check the connection and try again."],
  ] as const)('says in %s that the server cannot be reached and nothing was saved', async (lang, text) => {
    await setLanguage(lang);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const result = await api.post('/productos', { nombre: 'Café' });
    // The api client keeps s text; the screens words for the save say what happened.
    expect(result).toMatchObject({ success: false, message: 'Failed to fetch', status: 0, errorKind: 'network' });
    expect(saveFailureMessage(result, 'Error al guardar')).toBe(text);
    expect(isConnectionError(text)).toBe(true);
  });

  it("a save that timed out says the server did not answer and the save is not confirmed, not only 'Tiempo de espera agotado'", async () => {
    vi.stubGlobal('fetch', hang);
    const result = await api.put('/config/general', { locale: 'es-AR' }, { timeoutMs: 30 });
    expect(result).toMatchObject({ errorKind: 'timeout', message: 'Tiempo de espera agotado' });
    expect(saveFailureMessage(result)).toBe('El servidor no responde (tiempo de espera agotado): no se pudo confirmar si se guardó. Revisá antes de volver a intentar.');
    expect(serverReachability.isReachable()).toBe(false);
  });

  it("a proxy's 502 says the server cannot be reached; the api's own refusal keeps its message", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' })));
    expect(saveFailureMessage(await api.post('/roles', {}))).toMatch(/^No se puede conectar con el servidor: no se guardó nada/);
    vi.stubGlobal('fetch', () => Promise.resolve(json({ success: false, code: 'ROL_DUPLICADO', message: 'Ya existe un rol con ese nombre' }, 409)));
    expect(saveFailureMessage(await api.post('/roles', {}), 'Error al guardar')).toBe('Ya existe un rol con ese nombre');
  });
});
