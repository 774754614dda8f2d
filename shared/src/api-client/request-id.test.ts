import { setLanguage } from '../i18n';
import { apiRequest } from './request';
import { configureApiClient, setAuthBridge } from './state';

/* A server failure carries its request id, which the screens show with the message. */

const answer = (body: unknown, status: number, requestId?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...(requestId ? { 'X-Request-Id': requestId } : {}) },
  });

beforeEach(() => {
  configureApiClient({ apiBase: 'http://api.test' });
  setAuthBridge(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request id of a failed answer', () => {
  it('a server error shows the reference to read to support, in the user language', async () => {
    const id = '3f0c2a4e-1b7d-4c55-9d2e-0a1b2c3d4e5f';
    vi.stubGlobal('fetch', () => Promise.resolve(answer({ success: false, code: 'ERROR_INTERNO', message: 'Error interno del servidor' }, 500, id)));
    const result = await apiRequest('/ventas/finalizar', { method: 'POST', body: {} });
    expect(result).toMatchObject({ success: false, status: 500, requestId: id, message: `Error interno del servidor (ref. ${id})` });
    await setLanguage('en');
    try {
      const again = await apiRequest('/ventas/finalizar', { method: 'POST', body: {} });
      expect(again.message).toMatch(new RegExp(`\\(ref\\. ${id}\\)$`));
      expect(again.message).not.toContain('Error interno');
    } finally {
      await setLanguage('es');
    }
  });

  it('a refusal keeps its message as it is, with the id beside it', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer({ success: false, code: 'ARQUEO_YA_CERRADO', message: 'La caja ya está cerrada' }, 409, 'req-12345678')));
    const result = await apiRequest('/arqueos/1/cerrar', { method: 'POST', body: {} });
    expect(result).toMatchObject({ success: false, status: 409, requestId: 'req-12345678' });
    expect(result.message).not.toContain('ref.');
  });

  it('reads the id from the body when the header did not come through (a proxy or CORS hides it)', async () => {
    const id = 'c1d2e3f4-0000-4000-8000-000000000001';
    vi.stubGlobal('fetch', () => Promise.resolve(answer({ success: false, code: 'ERROR_INTERNO', message: 'Error interno del servidor', requestId: id }, 502)));
    const result = await apiRequest('/ventas/finalizar', { method: 'POST', body: {} });
    expect(result).toMatchObject({ success: false, status: 502, requestId: id, message: `Error interno del servidor (ref. ${id})` });
  });
});
