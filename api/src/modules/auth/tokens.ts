import { randomUUID } from 'node:crypto';
import type { Role, TokenClaims } from '@resto/shared/contracts';
import { jwtVerify, SignJWT } from 'jose';

/** The access token's claims: the contract's TokenClaims plus the session id. */
export interface AccessTokenClaims extends TokenClaims {
  sid: string;
  jti: string;
}

export type DeviceClaims = Pick<TokenClaims, 'device_type' | 'is_mobile' | 'platform' | 'browser' | 'user_agent'>;

export interface TokenSigner {
  sign(claims: Omit<AccessTokenClaims, 'exp' | 'iat' | 'jti'>, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<AccessTokenClaims | null>;
}

const ROLE_SET = new Set<string>(['admin', 'empleado', 'mozo', 'cajero']);

function isAccessClaims(payload: Record<string, unknown>): payload is AccessTokenClaims & Record<string, unknown> {
  return (
    typeof payload.sid === 'string' &&
    typeof payload.sub === 'string' &&
    /^\d+$/.test(payload.sub) &&
    typeof payload.local === 'number' &&
    typeof payload.role === 'string' &&
    ROLE_SET.has(payload.role) &&
    typeof payload.exp === 'number'
  );
}

/** HS256 tokens (jose). The `jti` makes every token unique, even two issued in the same second. */
export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, expiresAt) {
      return new SignJWT({ ...claims, jti: randomUUID() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return isAccessClaims(payload) ? payload : null;
      } catch {
        return null;
      }
    },
  };
}

export function mainRole(roles: readonly Role[]): Role | null {
  if (roles.includes('admin')) return 'admin';
  return roles[0] ?? null;
}
