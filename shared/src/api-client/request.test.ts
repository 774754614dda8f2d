import { resetI18nForTests, setLanguage } from '../i18n';
import { api, apiRequest } from './request';
import { isConnectionError, SESSION_EXPIRED } from './errors';
import { abortAllRequests, configureApiClient, inFlightCount, setAuthBridge, type AuthBridge } from './state';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Fetch replaced only at the network boundary: records calls, answers from a handler. */
function stubFetch(handler: (call: Call, signal: AbortSignal) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return handler(call, init.signal as AbortSignal);
  });
  return calls;
}

const json = (body: unknown, status = 200, statusText = 'OK') => new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/** A fetch that never answers until aborted, like a server that hangs. */
const hang = (_: Call, signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

function bridge(overrides: Partial<AuthBridge> = {}) {
  let token: string | null = 'tok-1';
  const b = {
    getToken: () => token,
    refresh: vi.fn(async () => {
      token = 'tok-2';
      return true;
    }),
    onSessionExpired: vi.fn(() => {
      token = null;
    }),
    ...overrides,
  };
  setAuthBridge(b);
  return b;
}

beforeEach(() => {
  configureApiClient({ apiBase: 'http://api.test' });
  setAuthBridge(null);
});

describe('apiRequest: request shape', () => {
  it('calls ${apiBase}/api${path} with JSON headers and the bearer token', async () => {
    bridge();
    const calls = stubFetch(() => json({ success: true, data: { id: 1 } }));
    await api.post('/mesas/3/draft', { Comensales: 2 });
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe('http://api.test/api/mesas/3/draft');
    expect(call.method).toBe('POST');
    expect(call.headers.get('Accept')).toBe('application/json');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call.body).toEqual({ Comensales: 2 });
  });

  it('sends no token when auth is false (login)', async () => {
    bridge();
    const calls = stubFetch(() => json({ success: true }));
    await apiRequest('/auth/login', { method: 'POST', body: {}, auth: false });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('adds the query string, skipping empty values', async () => {
    const calls = stubFetch(() => json([]));
    await api.get('/productos', { query: { pagina: 2, limite: 20, q: undefined, activo: true } });
    expect(calls[0]!.url).toBe('http://api.test/api/productos?pagina=2&limite=20&activo=true');
  });
});

describe('apiRequest: page-wide headers and refusal listener', () => {
  afterEach(() => configureApiClient({ headers: {}, onRefusal: null }));

  it('sends the configured headers on every request and tells the listener each refusal code', async () => {
    const seen: string[] = [];
    configureApiClient({ headers: { 'X-Resto-Handheld': '1' }, onRefusal: (code) => seen.push(code) });
    const calls = stubFetch((call) =>
      call.url.endsWith('/viejo')
        ? json({ success: false, code: 'VERSION_APP_DESACTUALIZADA', message: 'Actualizala' }, 426, 'Upgrade Required')
        : json({ success: true, data: 1 }),
    );
    await api.get('/mesas');
    await api.post('/mesas/3/draft', {}, { headers: { 'X-Resto-Handheld': '9' } });
    const refused = await api.get('/viejo');
    expect(calls.map((c) => c.headers.get('X-Resto-Handheld'))).toEqual(['1', '9', '1']);
    expect(refused).toMatchObject({ success: false, status: 426, code: 'VERSION_APP_DESACTUALIZADA' });
    expect(seen).toEqual(['VERSION_APP_DESACTUALIZADA']);
  });
});

describe('apiRequest: envelope rules', () => {
  it('204 gives success without data', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await api.del('/mesas/drafts/1')).toEqual({ success: true });
  });

  it('an empty 200 body gives success without data', async () => {
    stubFetch(() => new Response('', { status: 200 }));
    expect(await api.get('/x')).toEqual({ success: true });
  });

  it('a non-JSON body gives success with the text as message', async () => {
    stubFetch(() => new Response('pong', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    expect(await api.get('/ping')).toEqual({ success: true, message: 'pong' });
  });

  it('JSON with a success field is returned as is', async () => {
    const body = { success: false, data: null, message: 'No hay draft activo' };
    stubFetch(() => json(body));
    expect(await api.get('/x')).toEqual(body);
  });

  it('JSON without success is wrapped', async () => {
    stubFetch(() => json([{ id: 1 }]));
    expect(await api.get('/x')).toEqual({ success: true, data: [{ id: 1 }] });
  });

  it('a non-OK response carries the server message and the status', async () => {
    stubFetch(() => json({ success: false, message: 'Ya existe un arqueo abierto' }, 409, 'Conflict'));
    expect(await api.post('/arqueos', {})).toEqual({
      success: false,
      message: 'Ya existe un arqueo abierto',
      status: 409,
      errorKind: 'http',
    });
  });

  it("a non-OK response without a message says 'Error {status}: {statusText}'", async () => {
    stubFetch(() => new Response('<html>boom</html>', { status: 502, statusText: 'Bad Gateway' }));
    const result = await api.get('/x');
    expect(result).toMatchObject({ success: false, message: 'Error 502: Bad Gateway', status: 502 });
    expect(isConnectionError(result)).toBe(true);
  });

  it("a network failure returns the error's message, or 'Error de conexión'", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await api.get('/x');
    expect(result).toEqual({ success: false, message: 'Failed to fetch', status: 0, errorKind: 'network' });
    expect(isConnectionError(result)).toBe(true);

    stubFetch(() => Promise.reject(new Error('')));
    expect((await api.get('/x')).message).toBe('Error de conexión');
  });

  it('wrong credentials on login come back as the server says, with no refresh', async () => {
    const b = bridge();
    stubFetch(() => json({ success: false, message: 'Credenciales incorrectas' }, 401, 'Unauthorized'));
    const result = await apiRequest('/auth/login', { method: 'POST', body: {}, auth: false });
    expect(result).toMatchObject({ success: false, message: 'Credenciales incorrectas', status: 401 });
    expect(b.refresh).not.toHaveBeenCalled();
  });
});

describe("apiRequest: a coded refusal in the user's language", () => {
  const refusal = { success: false, code: 'ARQUEO_YA_EXISTE_FECHA', message: 'Ya existe un arqueo para esta fecha' };

  afterEach(() => {
    resetI18nForTests();
  });

  it('shows the Portuguese and the English text of the code, keeping code and status', async () => {
    stubFetch(() => json(refusal, 409, 'Conflict'));
    await setLanguage('br');
    expect(await api.post('/arqueos', {})).toEqual({
      success: false,
      code: 'ARQUEO_YA_EXISTE_FECHA',
      message: 'Já existe um fechamento de caixa para esta data',
      status: 409,
      errorKind: 'http',
    });
    await setLanguage('en');
    expect((await api.post('/arqueos', {})).message).toBe('A cash audit already exists for this date');
  });

  it("shows the server's Spanish as sent in es", async () => {
    stubFetch(() => json(refusal, 409, 'Conflict'));
    await setLanguage('es');
    expect((await api.post('/arqueos', {})).message).toBe('Ya existe un arqueo para esta fecha');
  });

  it('fills in the values and picks the plural of the language', async () => {
    const blocked = (count: number) => ({ success: false, code: 'DEMASIADOS_INTENTOS', params: { count }, message: 'Demasiados intentos fallidos.' });
    stubFetch((call) => json(blocked(Number(new URL(call.url).searchParams.get('n'))), 429, 'Too Many Requests'));
    await setLanguage('br');
    expect((await apiRequest('/auth/login', { method: 'POST', auth: false, query: { n: 2 } })).message).toBe(
      'Muitas tentativas malsucedidas. Aguarde 2 minutos e tente novamente.',
    );
    expect((await apiRequest('/auth/login', { method: 'POST', auth: false, query: { n: 1 } })).message).toBe('Muitas tentativas malsucedidas. Aguarde 1 minuto e tente novamente.');
    await setLanguage('en');
    const stock = { success: false, code: 'STOCK_INSUFICIENTE', params: { producto: 'Agua', cantidad: '2' }, message: "Stock insuficiente de 'Agua': quedan 2" };
    stubFetch(() => json(stock, 409, 'Conflict'));
    expect(await api.post('/ventas/finalizar', {})).toMatchObject({ message: "Not enough stock of 'Agua': 2 left", params: { producto: 'Agua', cantidad: '2' } });
  });

  it("falls back to the server's message for a code this client does not know", async () => {
    stubFetch(() => json({ success: false, code: 'ALGO_NUEVO', message: 'Algo nuevo salió mal' }, 409, 'Conflict'));
    await setLanguage('en');
    expect((await api.post('/x', {})).message).toBe('Algo nuevo salió mal');
  });

  it('shows wrong credentials on login in English', async () => {
    stubFetch(() => json({ success: false, code: 'CREDENCIALES_INCORRECTAS', message: 'Credenciales incorrectas' }, 401, 'Unauthorized'));
    await setLanguage('en');
    expect(await apiRequest('/auth/login', { method: 'POST', body: {}, auth: false })).toMatchObject({ message: 'Incorrect credentials', status: 401 });
  });
});

describe('apiRequest: time-out and cancellation', () => {
  it('gives up after timeoutMs with a connection-type failure', async () => {
    stubFetch(hang);
    const started = Date.now();
    const result = await api.get('/lento', { timeoutMs: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(result).toEqual({ success: false, message: 'Tiempo de espera agotado', status: 0, errorKind: 'timeout' });
    expect(isConnectionError(result)).toBe(true);
    expect(inFlightCount()).toBe(0);
  });

  it('the default time-out is 10 s', async () => {
    vi.useFakeTimers();
    try {
      stubFetch(hang);
      const pending = api.get('/lento');
      await vi.advanceTimersByTimeAsync(9_999);
      expect(inFlightCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).errorKind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it("rethrows the caller's abort", async () => {
    stubFetch(hang);
    const controller = new AbortController();
    const pending = api.get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('abortAllRequests cancels everything in flight', async () => {
    stubFetch(hang);
    const a = api.get('/a');
    const b = api.get('/b');
    expect(inFlightCount()).toBe(2);
    abortAllRequests();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(inFlightCount()).toBe(0);
  });
});

describe('apiRequest: a streamed text answer (onText, the assistant)', () => {
  /** A text/plain answer made of these byte pieces, as the network may cut them. */
  const streamed = (pieces: Uint8Array[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const p of pieces) controller.enqueue(p);
          controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } },
    );
  const bytes = (s: string) => new TextEncoder().encode(s);

  it("passes the text on as it arrives without the server's keep-alive characters", async () => {
    const keepAlive = bytes('\u200B');
    expect(keepAlive).toHaveLength(3);
    stubFetch(() =>
      streamed([
        keepAlive,
        bytes('\u200B\u200BHola, '),
        // Only keep-alive: nothing to pass on.
        bytes('\u200B'),
        // A keep-alive cut between two reads (its 3 UTF-8 bytes split 1 + 2), and an accent cut too.
        keepAlive.slice(0, 1),
        new Uint8Array([...keepAlive.slice(1), ...bytes('¿qué tal'), 0xc3]),
        new Uint8Array([0xa9, ...bytes('?\n')]),
      ]),
    );
    const pieces: string[] = [];
    const result = await apiRequest('/chat', { method: 'POST', body: {}, onText: (t) => pieces.push(t) });
    expect(result).toEqual({ success: true });
    // Each piece as it came, minus the keep-alive; the one that was only keep-alive is not there.
    expect(pieces).toEqual(['Hola, ', '¿qué tal', 'é?\n']);
  });
});

describe('apiRequest: 401/419 refresh once and retry', () => {
  it('refreshes once, retries with the new token and returns the retry', async () => {
    const b = bridge();
    const calls = stubFetch((call) => (call.headers.get('Authorization') === 'Bearer tok-2' ? json({ success: true, data: 'ok' }) : json({ success: false }, 401, 'Unauthorized')));
    expect(await api.get('/mesas')).toEqual({ success: true, data: 'ok' });
    expect(b.refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('treats 419 like 401', async () => {
    const b = bridge();
    stubFetch((call) => (call.headers.get('Authorization') === 'Bearer tok-2' ? json({ ok: 1 }) : new Response('', { status: 419 })));
    expect(await api.get('/x')).toEqual({ success: true, data: { ok: 1 } });
    expect(b.refresh).toHaveBeenCalledTimes(1);
  });

  it('three requests failing together share a single refresh', async () => {
    let resolveRefresh!: (ok: boolean) => void;
    let token = 'tok-1';
    const b = bridge({
      getToken: () => token,
      refresh: vi.fn(
        () =>
          new Promise<boolean>((resolve) => {
            resolveRefresh = (ok) => {
              token = 'tok-2';
              resolve(ok);
            };
          }),
      ),
    });
    stubFetch((call) => (call.headers.get('Authorization') === 'Bearer tok-2' ? json({ n: call.url }) : json({}, 401)));
    const all = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() => expect(b.refresh).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 10));
    resolveRefresh(true);
    const results = await all;
    expect(b.refresh).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.success)).toEqual([true, true, true]);
  });

  it('when the refresh fails: aborts in-flight requests, logs out and throws SESSION_EXPIRED', async () => {
    const b = bridge({ refresh: vi.fn(async () => false) });
    stubFetch((call, signal) => (call.url.endsWith('/lento') ? hang(call, signal) : json({}, 401)));
    const slow = api.get('/lento');
    await expect(api.get('/mesas')).rejects.toThrow(SESSION_EXPIRED);
    await expect(slow).rejects.toThrow(SESSION_EXPIRED);
    expect(b.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(inFlightCount()).toBe(0);
  });

  it('when the retry is still 401 the session expires too (no refresh loop)', async () => {
    const b = bridge();
    const calls = stubFetch(() => json({}, 401));
    await expect(api.get('/x')).rejects.toThrow('SESSION_EXPIRED');
    expect(b.refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(b.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a refresh that throws counts as failed', async () => {
    const b = bridge({ refresh: vi.fn(async () => Promise.reject(new Error('boom'))) });
    stubFetch(() => json({}, 401));
    await expect(api.get('/x')).rejects.toThrow('SESSION_EXPIRED');
    expect(b.onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('isConnectionError', () => {
  it.each([
    [new TypeError('Failed to fetch'), true],
    [new TypeError('fetch failed'), true],
    [new Error('NetworkError when attempting to fetch resource.'), true],
    [new DOMException('x', 'TimeoutError'), true],
    [new Error('Request timeout'), true],
    [{ success: false, status: 0 }, true],
    [{ success: false, status: 408 }, true],
    [{ success: false, status: 500 }, true],
    [{ success: false, status: 503 }, true],
    [{ success: false, status: 499 }, false],
    [{ success: false, status: 404 }, false],
    [{ success: false, status: 401 }, false],
    [{ success: true }, false],
    [new Error('Credenciales incorrectas'), false],
    [0, true],
    [408, true],
    [502, true],
    [400, false],
    [null, false],
  ])('%o -> %s', (input, expected) => {
    expect(isConnectionError(input)).toBe(expected);
  });
});
