import { loginResponseSchema, type Role } from '@resto/shared/contracts';
import { PERMISSIONS } from '@resto/shared/rules';
import { configureApiClient } from '@resto/shared/api-client';
import { clearGeneralConfigCache, initSession, login, resetSessionForTests } from '@resto/shared/session';

function unsignedJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.x`;
}

/** Signs in through the real session code (the login answered at the fetch boundary) with `permisos`. */
export async function signInWith(permisos: readonly string[], rol: Role = 'admin'): Promise<void> {
  resetSessionForTests();
  clearGeneralConfigCache();
  configureApiClient({ apiBase: '' });
  await initSession();
  const data = loginResponseSchema.parse({
    token: unsignedJwt({ sub: '3', role: rol, exp: Math.floor(Date.now() / 1000) + 3600 }),
    user: { id: 3, nombre: 'Carla Gómez', email: 'carla@demo.local', rol, roles: [rol], local: { id: 1, nombre: 'La Esquina' }, modulos: { restaurant: true, posFlow: true }, permisos },
    rol,
    expireMinutes: 60,
    permisos,
  });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } }));
  const result = await login('carla@demo.local', 'secreto');
  if (!result.ok) throw new Error('login de prueba falló');
}

/** Every permission: the pages of the register as an admin sees them. */
export const signInAsAdmin = () => signInWith(PERMISSIONS);
