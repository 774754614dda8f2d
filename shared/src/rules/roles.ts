import type { Role, SessionRole } from '../contracts/auth';
import { ROLES } from '../contracts/constants';

export interface RoleClaims {
  role?: unknown;
  rol?: unknown;
}

function pick(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Normalises whatever role we know into the two the browser session distinguishes.
 * Looked up in this order: token claim `role`, token claim `rol`, the login response's `rol`.
 * Anything but admin (mozo, cajero, unknown) is empleado.
 */
export function roleToSessionRole(claims?: RoleClaims | null, responseRol?: unknown): SessionRole {
  const raw = pick(claims?.role) ?? pick(claims?.rol) ?? pick(responseRol);
  return raw?.toLowerCase() === 'admin' ? 'admin' : 'empleado';
}

/**
 * The staff role itself (admin, empleado, mozo, cajero), read like roleToSessionRole: token claim
 * `role`, then `rol`, then the login response's `rol`. The session keeps only admin/empleado for
 * permissions, but where a user lands depends on the real role: a mozo works on the
 * waiter app. Unknown values give null.
 */
export function staffRole(claims?: RoleClaims | null, responseRol?: unknown): Role | null {
  const raw = (pick(claims?.role) ?? pick(claims?.rol) ?? pick(responseRol))?.toLowerCase();
  return (ROLES as readonly string[]).includes(raw ?? '') ? (raw as Role) : null;
}
