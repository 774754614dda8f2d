import type { LoginResponse, SessionUser } from '../contracts/auth';
import { PERMISSIONS } from '../rules/permissions';

/** Unsigned JWT: the browser never verifies signatures, it only reads exp and role. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.firma`;
}

export const TEST_USER: SessionUser = {
  id: 7,
  nombre: 'Ana Pérez',
  email: 'ana@resto.test',
  rol: 'admin',
  roles: ['admin'],
  local: { id: 1, nombre: 'La Esquina' },
  modulos: { restaurant: true, posFlow: true },
  permisos: [...PERMISSIONS],
};

export function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  const token = overrides.token ?? fakeJwt({ sub: '7', role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 });
  return { token, user: TEST_USER, rol: 'admin', expireMinutes: 60, permisos: [...PERMISSIONS], ...overrides };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Replaces fetch at the network boundary only. */
export function stubFetch(handler: (call: RecordedCall, signal: AbortSignal) => Response | Promise<Response>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
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

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const hangUntilAborted = (_: RecordedCall, signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
