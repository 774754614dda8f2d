import helmet from 'helmet';
import type { RemoteName } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildRegistry, readRemotesFile } from '../modules/system';
import { isApiPath } from './envelope';

/** camera for /m/precio's barcode scanner; nothing else the product does needs a device. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';

/** The origin of a remote entry URL, or null when it is served by this origin (a path). */
export function remoteOrigin(entry: string): string | null {
  if (!/^https?:\/\//i.test(entry)) return null;
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}

export interface SecurityHeadersOptions {
  remoteOverrides: Partial<Record<RemoteName, string>>;
  remotesFile: string | null;
}

/**
 * Security headers on every answer (helmet): a Content-Security-Policy under which the
 * shell and its federated remotes run (scripts only from this origin and the remotes' own
 * origins, no inline scripts; inline styles allowed because Chakra/Emotion inject <style> tags and
 * the receipt preview carries its own), frame-ancestors 'self', nosniff, Referrer-Policy no-referrer,
 * a Permissions-Policy, and `Cache-Control: no-store` on every /api answer (tokens, cash, customers'
 * data must not stay in a shared cache). No upgrade-insecure-requests: a venue may serve plain
 * HTTP on its LAN.
 *
 * helmet's middleware is built once and run in an onRequest hook: @fastify/helmet builds it again
 * on every request (parsing every directive each time: 3% of a comanda add's CPU). The directives
 * that name the remotes' origins are rebuilt when those origins change (the remotes file is re-read
 * on page loads).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    // helmet's middleware, built again only when the remotes' origins change: with static
    // directives helmet writes one prepared header per answer (function directives were
    // evaluated and validated on every request: about 2% of a comanda add).
    const build = (origins: readonly string[]) => {
      const withRemotes = (...sources: string[]) => [...sources, ...origins];
      return helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: withRemotes("'self'"),
            styleSrc: withRemotes("'self'", "'unsafe-inline'"),
            imgSrc: withRemotes("'self'", 'data:', 'blob:'),
            fontSrc: withRemotes("'self'", 'data:'),
            // 'self' covers the hubs' same-origin ws:/wss: in CSP level 3 browsers.
            connectSrc: withRemotes("'self'"),
            workerSrc: ["'self'", 'blob:'],
            mediaSrc: ["'self'", 'blob:'],
            frameSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            manifestSrc: ["'self'"],
          },
        },
        // Remotes and images may be used by a shell on another origin (CORS): no COEP.
        crossOriginEmbedderPolicy: false,
        crossOriginResourcePolicy: { policy: 'same-site' },
        referrerPolicy: { policy: 'no-referrer' },
        // A LAN install on plain HTTP must keep working: no HSTS unless a proxy adds it.
        strictTransportSecurity: false,
      });
    };
    // Origins of remotes served elsewhere (REMOTE_<NAME>_URL, REMOTES_FILE); the file is re-read
    // on page loads, as GET /api/remotes does, so a remote that moves keeps working.
    let remoteOrigins: string[] = [];
    let headers = build(remoteOrigins);
    const refreshOrigins = async () => {
      let fromFile = {};
      if (opts.remotesFile) {
        try {
          fromFile = await readRemotesFile(opts.remotesFile);
        } catch {
          // GET /api/remotes logs it and keeps the defaults; so does the policy.
        }
      }
      const origins = buildRegistry(opts.remoteOverrides, fromFile).map((r) => remoteOrigin(r.entry));
      const next = [...new Set(origins.filter((o): o is string => o !== null))];
      if (next.join(' ') === remoteOrigins.join(' ')) return;
      remoteOrigins = next;
      headers = build(remoteOrigins);
    };
    await refreshOrigins();
    if (opts.remotesFile) {
      app.addHook('onRequest', async (request) => {
        if (request.method === 'GET' && !isApiPath(request.url) && !request.url.startsWith('/ws')) await refreshOrigins();
      });
    }
    app.addHook('onRequest', (request, reply, done) => {
      headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      if (isApiPath(request.url)) {
        const current = reply.getHeader('cache-control');
        // Product images keep their long-lived public caching (they carry no private data).
        if (typeof current !== 'string' || !current.startsWith('public')) reply.header('Cache-Control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
