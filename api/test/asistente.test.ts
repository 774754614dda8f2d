// The assistant's built-in provider: POST /api/chat answers from the venue's own data,
// streamed as text, each answer only for the permissions that see that data; a dictated comanda
// is only proposed. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let v: TestVenue;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  v = await createVenue(t.app);
});
afterAll(async () => {
  await t.close();
});

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

async function ask(c: ApiClient, text: string, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: bearer(c.token),
    payload: { provider: 'builtin', messages: [{ role: 'user', content: [{ type: 'text', text }] }], stream: true, ...extra },
  });
  return { status: res.statusCode, type: res.headers['content-type'], text: nbsp(res.body) };
}

async function sell(c: ApiClient, sku: string, cantidad: number, monto: number) {
  const p = await producto(c, sku);
  const res = await c.post('/api/ventas/finalizar', { items: [{ productoId: p.id, cantidad }], pagos: [{ medioId: await medioId(c, 'efectivo'), monto }] });
  expect(res.status).toBe(201);
}

describe('POST /api/chat (built-in provider)', () => {
  it("answers '¿cuánto vendimos hoy?' with today's sales to the cent, as text", async () => {
    expect((await ask(v.as.admin, '¿cuánto vendimos hoy?')).text).toBe('Hoy todavía no hay ventas.\n');
    await abrirCaja(v.as.cajero);
    // 2 x 1.800,00 and 1 x 14.500,00: 18.100,00 in two sales.
    await sell(v.as.cajero, 'ENT-001', 2, 3_600);
    await sell(v.as.cajero, 'PRI-002', 1, 14_500);
    const answer = await ask(v.as.admin, '¿cuánto vendimos hoy?');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/plain; charset=utf-8');
    expect(answer.text).toBe('Hoy se vendieron $ 18.100,00 en 2 ventas (ticket promedio $ 9.050,00).\n');

    const porMedio = await ask(v.as.cajero, '¿cuánto vendimos hoy por medio de pago?');
    expect(porMedio.text.split('\n')).toEqual(['Hoy se vendieron $ 18.100,00 en 2 ventas (ticket promedio $ 9.050,00).', 'Por medio de pago:', 'Efectivo: $ 18.100,00', '']);

    const top = await ask(v.as.admin, 'lo más vendido');
    expect(top.text.split('\n').slice(0, 3)).toEqual(['Hoy, lo más vendido:', 'Empanada de carne cortada a cuchillo: 2', 'Milanesa napolitana con papas fritas: 1']);
  });

  it("answers in the person's language", async () => {
    const en = await ask(v.as.admin, '¿cuánto vendimos hoy?', { idioma: 'en' });
    expect(en.text).toMatch(/^Today sales were \$ 18\.100,00 in 2 sales/);
    const br = await ask(v.as.admin, 'qué mesas están ocupadas', { idioma: 'br' });
    expect(br.text).toBe('Não há mesas ocupadas.\n');
  });

  it("gives a mozo no revenue and no register cash, but the tables and the menu's prices", async () => {
    const refused = 'No puedo darte ese dato: tu rol no tiene permiso para verlo.\n';
    expect((await ask(v.as.mozo, '¿cuánto vendimos hoy?')).text).toBe(refused);
    expect((await ask(v.as.mozo, '¿cuánta plata hay en la caja?')).text).toBe(refused);
    expect((await ask(v.as.mozo, '¿cuánto sale la muzza?')).text).toBe('Pizza muzzarella cuesta $ 10.500,00.\n');
    const caja = await ask(v.as.cajero, '¿cuánta plata hay en la caja?');
    expect(caja.text).toMatch(/^La caja está abierta desde el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}: el efectivo esperado es \$ 28\.100,00\.\n$/);
  });

  it('proposes the lines of a dictated comanda without adding them, and asks when unsure', async () => {
    const drafts = async () => (await v.as.mozo.get<unknown[]>('/api/mesas/drafts')).body.data!.length;
    const before = await drafts();
    const answer = await ask(v.as.mozo, 'dos birras y una muzza para la 7');
    expect(answer.text.split('\n')).toEqual([
      'Para la mesa 7 propongo:',
      '2 × Cerveza IPA tirada pinta',
      '1 × Pizza muzzarella',
      'Revisalas y confirmalas en la comanda: no se agrega nada hasta que lo confirmes.',
      '',
    ]);
    expect(await drafts()).toBe(before);
    expect((await ask(v.as.mozo, 'una pizza para la 3')).text).toBe('¿Cuál querés para «pizza»: Pizza calabresa, Pizza muzzarella o Pizza napolitana?\n');
    expect((await ask(v.as.mozo, 'hola')).text).toMatch(/^No entendí\./);
  });

  it('refuses a request without messages in the envelope, and an anonymous one', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/chat', headers: bearer(v.as.admin.token), payload: { provider: 'builtin', messages: [], stream: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDACION' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { messages: [{ role: 'user', content: [{ type: 'text', text: 'hola' }] }] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('streams the answer over HTTP in chunks (no Content-Length) that a reader gets as they come', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${address}/api/chat`, {
      method: 'POST',
      headers: { ...bearer(v.as.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'builtin', messages: [{ role: 'user', content: [{ type: 'text', text: 'lo más vendido' }] }], stream: true }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(nbsp(text).startsWith('Hoy, lo más vendido:\nEmpanada de carne cortada a cuchillo: 2\n')).toBe(true);
  });
});
