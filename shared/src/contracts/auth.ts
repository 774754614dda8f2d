import { z } from 'zod';
import { passwordSchema } from './usuarios';

import { ROLES } from './constants';

export { ROLES };
export type Role = (typeof ROLES)[number];
export type SessionRole = 'admin' | 'empleado';

export const PLATFORMS = ['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'Unknown'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Device info as sent to the server: the fingerprint is never sent. */
export const deviceInfoSchema = z.object({
  isMobile: z.boolean(),
  isTablet: z.boolean(),
  isDesktop: z.boolean(),
  deviceType: z.enum(['mobile', 'tablet', 'desktop']),
  userAgent: z.string().max(1024),
  screenWidth: z.number().int().nonnegative(),
  screenHeight: z.number().int().nonnegative(),
  touchSupport: z.boolean(),
  orientation: z.enum(['portrait', 'landscape']),
  platform: z.enum(PLATFORMS),
  browser: z.string().max(100),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const loginPayloadSchema = z.object({
  nombreUsuario: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  deviceInfo: deviceInfoSchema.partial().optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** Module flags select the branding: restaurant only, POS only or hybrid. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  local: z.object({ id: z.number().int(), nombre: z.string() }),
  modulos: z.object({ restaurant: z.boolean(), posFlow: z.boolean() }),
  /**
   * What the user may do: the union of their roles' permissions, names from
   * PERMISSIONS (shared/rules/permissions). The api always sends it; older answers lack it (read as none).
   */
  permisos: z.array(z.string()).optional(),
  /** Must choose their own password first (the shell shows only that form until then). */
  debeCambiarPassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  rol: z.enum(ROLES),
  expireMinutes: z.number().int().positive(),
  /** Same list as `user.permisos`. */
  permisos: z.array(z.string()).optional(),
  /**
   * True for a seeded or reset account that has not chosen its own password yet: until
   * it calls POST /api/auth/password every other call except me and logout is refused with
   * CAMBIO_PASSWORD_REQUERIDO. Absent in older answers (read as false).
   */
  debeCambiarPassword: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshResponseSchema = loginResponseSchema.omit({ expireMinutes: true }).extend({
  expireMinutes: z.number().int().positive().optional(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** GET /api/auth/me: who the token belongs to now (roles and permissions read on every call). */
export const meResponseSchema = z.object({
  user: sessionUserSchema,
  rol: z.enum(ROLES),
  permisos: z.array(z.string()),
  debeCambiarPassword: z.boolean().optional(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * POST /api/auth/password: the signed-in user changes their own password. The new one follows the
 * password rule (passwordProblem); the api also refuses one holding the user's e-mail or name, and common ones.
 */
export const cambiarPasswordPayloadSchema = z.object({
  passwordActual: z.string().min(1).max(200),
  passwordNueva: passwordSchema,
});
export type CambiarPasswordPayload = z.infer<typeof cambiarPasswordPayloadSchema>;

/** Claims carried by the access token (JWT). */
export interface TokenClaims {
  sub: string;
  role: Role;
  rol: Role;
  local: number;
  nombre: string;
  email: string;
  device_type: 'mobile' | 'tablet' | 'desktop' | 'unknown';
  is_mobile: boolean;
  platform: string;
  browser: string;
  user_agent: string;
  exp: number;
  iat: number;
}

export { LOGIN_EXPIRY_FALLBACK_MINUTES } from './constants';
