// The browser client read here is typed against the DOM library (the api program is Node-only).
/// <reference lib="dom" />
// The assistant's OpenAI-compatible provider against a fake provider started here: a
// real HTTP server that streams `chat/completions` as SSE `data:` chunks ending with `[DONE]`,
// like the real one (no mock of fetch). The venue's key is stored encrypted and never returned;
// the answer streams as it comes; a tool call is answered from the venue's data for the caller's
// permissions; no first byte in time or a 401 end the answer with a clear message; while the
// provider is silent the raw stream carries keep-alive characters that the project's api client
// removes. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// The browser's own reader of the answer, against the real server (it runs on Node's fetch too):
// what a person's screen gets is what is checked, not a re-implementation of it.
// eslint-disable-next-line no-restricted-imports -- the one api test that exercises the client's stream reader
import { apiRequest, configureApiClient, setAuthBridge } from '@resto/shared/api-client';
import { CHAT_KEEPALIVE, type Conversacion } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const KEY = 'sk-prueba-1234567890';
/** ASSISTANT_FIRST_BYTE_MS for this file: short, so the silent provider's case ends soon. */
const FIRST_BYTE_MS = 1500;
/** ASSISTANT_KEEPALIVE_MS for this file: well under FIRST_BYTE_MS, so a silence shorter than the limit still carries beats. */
const KEEPALIVE_MS = 50;

interface Seen {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: unknown; tool_calls?: unknown }[]; tools?: { function: { name: string } }[] };
}

/** The fake provider: what it was sent, and a gate the streamed case waits on before its second half. */
const seen: Seen[] = [];
let releaseSecondHalf: () => void = () => {};
/** The 'pausa' model's second part, sent when the test says so. */
let releasePausa: () => void = () => {};
const hanging: http.ServerResponse[] = [];

function chunk(model: string, delta: object, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

const provider = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
  req.on('end', () => {
    const body = JSON.parse(raw) as Seen['body'];
    seen.push({ authorization: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
      return;
    }
    if (body.model === 'mudo') {
      // Accepts the call and never answers.
      hanging.push(res);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const m = body.model;
    if (m === 'eco') {
      res.write(chunk(m, { role: 'assistant', content: 'Hola, ' }));
      res.write(chunk(m, { content: 'soy el modelo' }));
      // The rest only once the test has read the first half: it streamed.
      releaseSecondHalf = () => {
        res.write(chunk(m, { content: ' del local.' }));
        res.write(chunk(m, {}, 'stop'));
        res.end('data: [DONE]\n\n');
      };
      return;
    }
    if (m === 'pausa') {
      // A first part, then silence until the test has seen keep-alive on the api's side.
      res.write(chunk(m, { role: 'assistant', content: 'Primera parte. ' }));
      releasePausa = () => {
        res.write(chunk(m, { content: 'Segunda parte.' }));
        res.write(chunk(m, {}, 'stop'));
        res.end('data: [DONE]\n\n');
      };
      return;
    }
    if (m === 'herramientas') {
      const last = body.messages.at(-1)!;
      if (last.role === 'tool') {
        res.write(chunk(m, { role: 'assistant', content: 'Según el sistema: ' }));
        res.write(chunk(m, { content: String(last.content) }));
        res.write(chunk(m, {}, 'stop'));
      } else {
        res.write(chunk(m, { role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'ventas', arguments: '' } }] }));
        res.write(chunk(m, { tool_calls: [{ index: 0, function: { arguments: '{"periodo":' } }] }));
        res.write(chunk(m, { tool_calls: [{ index: 0, function: { arguments: '"hoy","porMedio":false}' } }] }));
        res.write(chunk(m, {}, 'tool_calls'));
      }
      res.end('data: [DONE]\n\n');
      return;
    }
    res.end('data: [DONE]\n\n');
  });
});

let t: TestApp;
let v: TestVenue;
let providerUrl: string;
let apiUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ seed: false, env: { ASSISTANT_FIRST_BYTE_MS: String(FIRST_BYTE_MS), ASSISTANT_KEEPALIVE_MS: String(KEEPALIVE_MS) } });
  v = await createVenue(t.app);
  apiUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');
/** What a person reads: the keep-alive (sent whenever the provider pauses) is not part of it. */
const read = (s: string) => nbsp(s.split(CHAT_KEEPALIVE).join(''));

async function configure(modelo: string, apiKey: string = KEY) {
  const res = await v.as.admin.put('/api/asistente/config', { proveedor: 'openai', baseUrl: providerUrl, modelo, apiKey });
  expect(res.status).toBe(200);
}

/** POST /api/chat over real HTTP, without a provider (the venue's choice); the reader is returned unread. */
async function open(c: ApiClient, text: string, extra: object = {}) {
  const res = await fetch(`${apiUrl}/api/chat`, {
    method: 'POST',
    headers: { ...bearer(c.token), 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text }] }], stream: true, ...extra }),
  });
  return res;
}

async function readAll(res: Response): Promise<string> {
  return read(await res.text());
}

describe('the venue’s assistant provider in the settings', () => {
  it('stores the API key encrypted and only says whether it is set', async () => {
    expect((await v.as.admin.get('/api/asistente/config')).body.data).toEqual({
      proveedor: 'builtin',
      baseUrl: null,
      modelo: null,
      apiKeyConfigurada: false,
      guardarConversaciones: false,
      retencionDias: 30,
    });
    // Choosing the OpenAI-compatible provider without its endpoint is refused.
    const incomplete = await v.as.admin.put('/api/asistente/config', { proveedor: 'openai', baseUrl: providerUrl });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.code).toBe('ASISTENTE_PROVEEDOR_NO_CONFIGURADO');

    const saved = await v.as.admin.put('/api/asistente/config', { proveedor: 'openai', baseUrl: `${providerUrl}/`, modelo: 'eco', apiKey: KEY });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ proveedor: 'openai', baseUrl: providerUrl, modelo: 'eco', apiKeyConfigurada: true, guardarConversaciones: false, retencionDias: 30 });
    const read = await v.as.admin.get('/api/asistente/config');
    expect(JSON.stringify(read.body)).not.toContain(KEY);
    expect(read.body.data).toMatchObject({ apiKeyConfigurada: true });
    const row = await t.app.db.selectFrom('asistente_config').select('api_key_cifrada').where('local_id', '=', v.as.admin.localId).executeTakeFirstOrThrow();
    expect(row.api_key_cifrada).not.toContain(KEY);
    expect(row.api_key_cifrada?.startsWith('v1:')).toBe(true);

    // Saving without a key keeps the stored one; a mozo can neither read nor change the settings.
    expect((await v.as.admin.put('/api/asistente/config', { modelo: 'eco' })).body.data).toMatchObject({ apiKeyConfigurada: true });
    expect((await v.as.mozo.get('/api/asistente/config')).status).toBe(403);
    expect((await v.as.mozo.put('/api/asistente/config', { proveedor: 'builtin' })).status).toBe(403);
  });

  it("streams the model's answer as it comes, with the venue's key", async () => {
    await configure('eco');
    const res = await open(v.as.admin, 'hola');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The first half arrives while the provider is still holding the second one back.
    while (!text.includes('soy el modelo')) {
      const { done, value } = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    expect(read(text)).toBe('Hola, soy el modelo');
    releaseSecondHalf();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(read(text)).toBe('Hola, soy el modelo del local.\n');

    const call = seen.at(-1)!;
    expect(call.authorization).toBe(`Bearer ${KEY}`);
    expect(call.body).toMatchObject({ model: 'eco', stream: true });
    expect(call.body.messages.at(-1)).toEqual({ role: 'user', content: 'hola' });
    expect(call.body.tools?.map((x) => x.function.name)).toEqual(expect.arrayContaining(['ventas', 'mesasOcupadas', 'masVendidos', 'proponerComanda']));
  });

  it("answers a tool call from the venue's data, for the caller's permissions", async () => {
    await abrirCaja(v.as.cajero);
    const p = await producto(v.as.cajero, 'PRI-002');
    const venta = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: p.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 14_500 }],
    });
    expect(venta.status).toBe(201);
    await configure('herramientas');

    const before = seen.length;
    const answer = await readAll(await open(v.as.admin, '¿cuánto vendimos hoy?'));
    expect(answer).toBe('Según el sistema: Hoy se vendieron $ 14.500,00 en 1 venta.\n');
    // Two calls: the question, then the tool's result for the model to put in words.
    const calls = seen.slice(before);
    expect(calls).toHaveLength(2);
    const toolMessage = calls[1]!.body.messages.find((m) => m.role === 'tool');
    expect(nbsp(String(toolMessage?.content))).toBe('Hoy se vendieron $ 14.500,00 en 1 venta.');

    // A mozo's same tool call gets the refusal, never the revenue.
    expect(await readAll(await open(v.as.mozo, '¿cuánto vendimos hoy?'))).toBe('Según el sistema: No puedo darte ese dato: tu rol no tiene permiso para verlo.\n');
  });

  it('ends the answer with a clear message when the provider sends nothing in time, keeping the connection alive meanwhile', async () => {
    await configure('mudo');
    const res = await open(v.as.admin, 'hola');
    expect(res.status).toBe(200);
    const raw = await res.text();
    // Keep-alive while waiting for the first byte, then the message.
    expect(raw).toMatch(new RegExp(`^${CHAT_KEEPALIVE}+El proveedor`));
    expect(read(raw)).toBe(`El proveedor del asistente no respondió en ${FIRST_BYTE_MS / 1000} segundos. Intentá de nuevo o usá el asistente incorporado.\n`);
  });

  it('ends the answer with a clear message when the provider refuses the key (401)', async () => {
    await configure('eco', 'sk-equivocada');
    const res = await open(v.as.admin, 'hola');
    expect(res.status).toBe(200);
    expect(await readAll(res)).toBe('El proveedor del asistente rechazó la llamada (401): revisá la clave de API y el modelo en la configuración.\n');
    expect(seen.at(-1)!.authorization).toBe('Bearer sk-equivocada');
  });

  it('keeps answering with the built-in provider when asked for it, and refuses an unconfigured one', async () => {
    const builtin = await fetch(`${apiUrl}/api/chat`, {
      method: 'POST',
      headers: { ...bearer(v.as.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'builtin', messages: [{ role: 'user', content: [{ type: 'text', text: '¿cuánto sale la muzza?' }] }], stream: true }),
    });
    expect(await readAll(builtin)).toBe('Pizza muzzarella cuesta $ 10.500,00.\n');
    await v.as.admin.put('/api/asistente/config', { proveedor: 'builtin', apiKey: null });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(v.as.admin.token),
      payload: { provider: 'openai', messages: [{ role: 'user', content: [{ type: 'text', text: 'hola' }] }], stream: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'ASISTENTE_PROVEEDOR_NO_CONFIGURADO' });
  });
});

describe('keep-alive while the provider is silent', () => {
  it('sends keep-alive bytes between two parts, before the next part, and keeps none in a stored conversation', async () => {
    await configure('pausa');
    expect((await v.as.admin.put('/api/asistente/config', { guardarConversaciones: true })).status).toBe(200);
    const conversacionId = randomUUID();
    const res = await open(v.as.admin, 'contame algo largo', { conversacionId });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let raw = '';
    // The first part, then at least one keep-alive after it while the provider holds the second.
    while (!/Primera parte\. \u200B/.test(raw)) {
      const { done, value } = await reader.read();
      expect(done).toBe(false);
      raw += decoder.decode(value, { stream: true });
    }
    releasePausa();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      raw += decoder.decode(value, { stream: true });
    }
    // Beats may also follow the last part while the answer is being stored (a slow machine).
    expect(raw).toMatch(/^\u200B*Primera parte\. \u200B+Segunda parte\.\n\u200B*$/);
    // The stored answer is the text, without the keep-alive.
    const stored = await v.as.admin.get<Conversacion>(`/api/asistente/conversaciones/${conversacionId}`);
    expect(stored.body.data!.mensajes.map((m) => m.texto)).toEqual(['contame algo largo', 'Primera parte. Segunda parte.\n']);
    expect((await v.as.admin.put('/api/asistente/config', { guardarConversaciones: false })).status).toBe(200);
  });

  it("gives the project's api client the answer without them", async () => {
    await configure('pausa');
    // The bytes as they cross the network, read beside the client (a copy of the same body).
    const wire = new EventEmitter();
    let raw = '';
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const res = await realFetch(input, init);
      // The api (same process) calls the fake provider with fetch too: only the api's answer is watched.
      if (!String(input instanceof Request ? input.url : input).startsWith(`${apiUrl}/api/chat`)) return res;
      const [forClient, forTest] = res.body!.tee();
      void (async () => {
        const decoder = new TextDecoder();
        const reader = forTest.getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          raw += decoder.decode(chunk.value, { stream: true });
          wire.emit('data');
        }
      })();
      return new Response(forClient, { status: res.status, statusText: res.statusText, headers: res.headers });
    };
    const waitForWire = (re: RegExp) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!re.test(raw)) return;
          wire.off('data', check);
          resolve();
        };
        wire.on('data', check);
        check();
      });
    configureApiClient({ apiBase: apiUrl });
    setAuthBridge({ getToken: () => v.as.admin.token, refresh: async () => false, onSessionExpired: () => {} });
    try {
      const pieces: string[] = [];
      const asked = apiRequest('/chat', {
        method: 'POST',
        body: { messages: [{ role: 'user', content: [{ type: 'text', text: 'contame algo largo' }] }], stream: true },
        onText: (p) => pieces.push(p),
      });
      await waitForWire(/Primera parte\. \u200B/);
      releasePausa();
      expect(await asked).toEqual({ success: true });
      expect(raw).toMatch(/Primera parte\. \u200B+Segunda parte\.\n$/);
      expect(pieces.join('')).toBe('Primera parte. Segunda parte.\n');
      expect(pieces.some((p) => p.includes(CHAT_KEEPALIVE) || p === '')).toBe(false);
    } finally {
      globalThis.fetch = realFetch;
      setAuthBridge(null);
    }
  });
});
