import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { HubName } from '@resto/shared/contracts';

/**
 * Stateless connection tokens: negotiate and the WebSocket upgrade may land on different api
 * instances, so the token carries what the upgrade needs, signed with HMAC-SHA256, instead of an
 * entry in one process's memory.
 */
export interface ConnectionTokenPayload {
  /** public connection id, as returned by negotiate */
  connectionId: string;
  hub: HubName;
  userId: number;
  localId: number;
  /** epoch ms after which the token no longer opens a socket */
  expiresAt: number;
}

interface WirePayload {
  c: string;
  h: HubName;
  u: number;
  l: number;
  e: number;
}

export class ConnectionTokenSigner {
  private readonly key: Buffer;

  /**
   * @param secret shared by every instance behind one load balancer; without one a random
   * per-process key is used, which only works when negotiate and upgrade hit the same process
   * (or the client skips negotiation).
   */
  constructor(secret?: string | Uint8Array) {
    // A derived key, so the same secret can also sign JWTs without the two uses mixing.
    this.key = secret === undefined ? randomBytes(32) : createHmac('sha256', secret).update('resto-signalr-connection-token-v1').digest();
  }

  sign(payload: ConnectionTokenPayload): string {
    const wire: WirePayload = {
      c: payload.connectionId,
      h: payload.hub,
      u: payload.userId,
      l: payload.localId,
      e: payload.expiresAt,
    };
    // base64url and '.' are URL-safe: the client appends the token to the URL unencoded.
    const body = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** null for anything forged, malformed or expired. */
  verify(token: string, now = Date.now()): ConnectionTokenPayload | null {
    const dot = token.indexOf('.');
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    // Compared as text: base64url's spare bits would let two spellings decode to one MAC.
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let wire: Partial<WirePayload>;
    try {
      wire = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<WirePayload>;
    } catch {
      return null;
    }
    if (
      typeof wire.c !== 'string' ||
      (wire.h !== 'mesas' && wire.h !== 'ventas') ||
      typeof wire.u !== 'number' ||
      typeof wire.l !== 'number' ||
      typeof wire.e !== 'number' ||
      wire.e < now
    ) {
      return null;
    }
    return { connectionId: wire.c, hub: wire.h, userId: wire.u, localId: wire.l, expiresAt: wire.e };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}
