import type { Role } from '@resto/shared/contracts';
import { configureApiClient } from '@resto/shared/api-client';
import { clearGeneralConfigCache, initSession, login, resetSessionForTests } from '@resto/shared/session';
import { loginFixture } from './fixtures';

/** Signs in through the real session code, the login answered at the fetch boundary. */
export async function signInAs(rol: Role, permisos?: readonly string[]): Promise<void> {
  resetSessionForTests();
  clearGeneralConfigCache();
  configureApiClient({ apiBase: '' });
  await initSession();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data: loginFixture(rol, permisos) }), { headers: { 'Content-Type': 'application/json' } }));
  const result = await login('carla@demo.local', 'secreto');
  if (!result.ok) throw new Error('login de prueba falló');
}
