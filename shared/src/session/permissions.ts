import { useCallback } from 'react';
import { SEEDED_ROLE_PERMISSIONS, type Permission } from '../rules/permissions';
import { staffRole } from '../rules/roles';
import { decodeJwt } from './jwt';
import { getSessionStore, useSession, type SessionState } from './session-store';

/**
 * What the signed-in user may do: the `permisos` of the login/refresh answer (kept with the
 * stored user). A session stored before permissions existed has none: it gets the seeded set of
 * its role, which is what the api granted that role then. Signed out: nothing.
 */
export function sessionPermisos(state: Pick<SessionState, 'status' | 'user' | 'token'>): readonly string[] {
  if (state.status !== 'authenticated' || !state.user) return [];
  const { permisos } = state.user as { permisos?: unknown };
  if (Array.isArray(permisos)) return permisos.filter((p): p is string => typeof p === 'string');
  const role = staffRole(decodeJwt(state.token), state.user.rol);
  return role ? SEEDED_ROLE_PERMISSIONS[role] : [];
}

/** Whether the signed-in user holds `permiso` right now (outside React). */
export function can(permiso: Permission): boolean {
  return sessionPermisos(getSessionStore().getState()).includes(permiso);
}

/**
 * `can` for components: re-renders when the session changes (sign-in, a refresh that brings new
 * permissions, logout). `const can = useCan(); can('config.editar')`.
 */
export function useCan(): (permiso: Permission) => boolean {
  const { status, user, token } = useSession();
  return useCallback((permiso: Permission) => sessionPermisos({ status, user, token }).includes(permiso), [status, user, token]);
}

/** Whether the signed-in user holds `permiso`; re-renders when it changes. */
export function usePermission(permiso: Permission): boolean {
  return useCan()(permiso);
}
