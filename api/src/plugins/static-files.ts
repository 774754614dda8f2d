import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, isHubPath } from './envelope';

/** The remotes' folders, each served from `<STATIC_ROOT>/<folder>/dist` under `/remotes/<folder>/`. */
export const REMOTE_FOLDERS = ['mfe-ventas', 'mfe-resto', 'mfe-productos', 'mfe-caja', 'mfe-admin', 'mfe-reportes'] as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/*
 * remoteEntry.js and the HTML pages keep their names across deploys, so they must be revalidated
 * every time; files under assets/ carry a content hash in their name and never change.
 */
function cacheHeaders(cors: boolean) {
  return (reply: FastifyReply, filePath: string) => {
    if (cors) reply.header('Access-Control-Allow-Origin', '*');
    const normalized = filePath.split(path.sep).join('/');
    if (normalized.includes('/assets/')) reply.header('Cache-Control', IMMUTABLE);
    else reply.header('Cache-Control', 'no-cache');
  };
}

/** True when the built shell is present, i.e. when the api should also serve the front end. */
export function hasStaticBuild(staticRoot: string): boolean {
  return fs.existsSync(path.join(staticRoot, 'shell', 'dist', 'index.html'));
}

export interface StaticFiles {
  /** SPA fallback for the not-found handler: true when it answered with the shell's index.html. */
  trySpaFallback(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * Serves the production build: the shell at `/`, each remote under `/remotes/<folder>/` with CORS,
 * and the waiter app alone at `/m/mesas`. Register on the root instance (it decorates reply).
 */
export async function registerStaticFiles(app: FastifyInstance, staticRoot: string): Promise<StaticFiles> {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const restoDist = path.join(staticRoot, 'mfe-resto', 'dist');

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    // scripts/compress-dist.mjs writes .br/.gz beside each asset at build time.
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(false),
  });

  for (const folder of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(staticRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(true),
    });
  }

  const waiterPage = async (_request: FastifyRequest, reply: FastifyReply) => reply.sendFile('index.html', restoDist);
  app.get('/m/mesas', { schema: { hide: true } }, waiterPage);
  app.get('/m/mesas/*', { schema: { hide: true } }, waiterPage);

  return {
    trySpaFallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = request.url;
      if (isApiPath(url) || isHubPath(url) || url === '/remotes' || url.startsWith('/remotes/')) return false;
      // A page route (no file extension) gets the shell even from clients that send */*, like curl;
      // a missing asset (`/x.js`) stays a 404 unless the client asked for HTML.
      const accept = request.headers.accept ?? '*/*';
      const lastSegment = url.split('?')[0]?.split('/').pop() ?? '';
      const looksLikePage = !lastSegment.includes('.') && (accept.includes('*/*') || accept.includes('text/html'));
      if (!accept.includes('text/html') && !looksLikePage) return false;
      void reply.sendFile('index.html', shellDist);
      return true;
    },
  };
}
