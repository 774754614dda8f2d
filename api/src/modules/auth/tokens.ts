import { randomUUID } from 'node:crypto';
import type { Role, TokenClaims } from '@resto/shared/contracts';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';

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

/**
 * The signing secrets: `current` signs (its `kid` goes in the token's header); `previous` ones
 * only verify, each until `until` (ms since epoch), so a rotation never signs anyone out.
 */
export interface SigningKeyring {
  current: { kid: string; secret: string };
  previous: { kid: string; secret: string; until: number }[];
}

/** How many verified tokens `verify` remembers (about one per signed-in device; the oldest goes first). */
export const VERIFIED_TOKENS_CACHE_SIZE = 1000;

/**
 * HS256 tokens (jose). The `jti` makes every token unique, even two issued in the same second.
 *
 * Every request verifies its token, so the work is kept off that path: the HMAC key is imported
 * into WebCrypto once (jose would import raw bytes again on every call), and a token whose
 * signature checked out is remembered by its exact text, so the next request of the same device
 * only compares its expiry with the clock (a token's text cannot change without failing the
 * signature, so the answer for it never changes except by expiring). Whether its session is still
 * live is not cached: the caller reads that on every request.
 */
export function createTokenSigner(secretOrRing: string | SigningKeyring, now: () => number = Date.now): TokenSigner {
  const ring: SigningKeyring = typeof secretOrRing === 'string' ? { current: { kid: '', secret: secretOrRing }, previous: [] } : secretOrRing;
  const imported = new Map<string, ReturnType<typeof crypto.subtle.importKey>>();
  const importOnce = (secret: string) => {
    let promise = imported.get(secret);
    if (!promise) {
      promise = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
      imported.set(secret, promise);
    }
    return promise;
  };
  const key = () => importOnce(ring.current.secret);
  /** The secrets that may have signed `token`: by its kid, or every live one when it has none. */
  const candidates = (token: string): string[] => {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return [];
    }
    const live = [ring.current, ...ring.previous.filter((p) => p.until > now())];
    if (kid === undefined || kid === '') return live.map((k) => k.secret);
    return live.filter((k) => k.kid === kid).map((k) => k.secret);
  };
  const verified = new Map<string, AccessTokenClaims>();
  // jose's rule: expired once the current second (floored) reaches `exp`.
  const expired = (claims: AccessTokenClaims) => claims.exp <= Math.floor(now() / 1000);
  return {
    async sign(claims, expiresAt) {
      return new SignJWT({ ...claims, jti: randomUUID() })
        .setProtectedHeader(ring.current.kid ? { alg: 'HS256', typ: 'JWT', kid: ring.current.kid } : { alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key());
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (!expired(known)) return known;
        verified.delete(token);
        return null;
      }
      for (const secret of candidates(token)) {
        try {
          const { payload } = await jwtVerify(token, await importOnce(secret), { algorithms: ['HS256'], currentDate: new Date(now()) });
          if (!isAccessClaims(payload)) return null;
          if (verified.size >= VERIFIED_TOKENS_CACHE_SIZE) verified.delete(verified.keys().next().value!);
          verified.set(token, payload);
          return payload;
        } catch {
          // Wrong secret, tampered or expired: try the next candidate, if any.
        }
      }
      return null;
    },
  };
}

export function mainRole(roles: readonly Role[]): Role | null {
  if (roles.includes('admin')) return 'admin';
  return roles[0] ?? null;
}
