import type { TokenClaims } from '../contracts/auth';

/** Reads a JWT's payload without verifying it: the browser only needs exp and role hints. */
export function decodeJwt(token: string | null | undefined): Partial<TokenClaims> | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims !== null && typeof claims === 'object' ? (claims as Partial<TokenClaims>) : null;
  } catch {
    return null;
  }
}

/** Expiry in ms since the epoch from the `exp` claim, or null. */
export function jwtExpiry(token: string | null | undefined): number | null {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}
