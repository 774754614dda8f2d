import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, isHubPath } from './envelope';

/** The remotes' folders, each served from `<STATIC_ROOT>/<folder>/dist` under `/remotes/<folder>/`. */
export const REMOTE_FOLDERS = ['mfe-ventas', 'mfe-resto', 'mfe-productos', 'mfe-caja', 'mfe-admin', 'mfe-reportes'] as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The waiter handheld's service worker is built into mfe-resto/dist/sw.js, served at
 * /remotes/mfe-resto/sw.js beside the handheld's chunks, but must control the page at /m/mesas:
 * this header lets it take that scope (and no wider one: not the desktop app, not /m/precio).
 */
export const WAITER_SW_PATH = '/remotes/mfe-resto/sw.js';
export const WAITER_SW_SCOPE = '/m/mesas';

/*
 * remoteEntry.js and the HTML pages keep their names across deploys, so they must be revalidated
 * every time; files under assets/ carry a content hash in their name and never change.
 */
function cacheHeaders(cors: boolean, folder?: string) {
  return (reply: FastifyReply, filePath: string) => {
    if (cors) reply.header('Access-Control-Allow-Origin', '*');
    const normalized = filePath.split(path.sep).join('/');
    if (normalized.includes('/assets/')) reply.header('Cache-Control', IMMUTABLE);
    else reply.header('Cache-Control', 'no-cache');
    // The path is that of the file sent: sw.js.br or sw.js.gz to browsers that accept them.
    if (folder === 'mfe-resto' && /\/dist\/sw\.js(?:\.br|\.gz)?$/.test(normalized)) reply.header('Service-Worker-Allowed', WAITER_SW_SCOPE);
  };
}

/**
 * The handheld's web app manifest as the build wrote it, named after the venue when the install
 * serves one venue (what a waiter sees under the icon on the phone's home screen).
 */
async function waiterManifest(app: FastifyInstance, file: string): Promise<string | null> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const venues = await app.db.selectFrom('locales').select('nombre').limit(2).execute();
    const name = venues.length === 1 ? venues[0]!.nombre.trim() : '';
    if (!name) return text;
    const manifest = JSON.parse(text) as Record<string, unknown>;
    return JSON.stringify({ ...manifest, name: `${name} · Mesas`, short_name: name.length <= 12 ? name : 'Mesas' });
  } catch {
    return text;
  }
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
      setHeaders: cacheHeaders(true, folder),
    });
  }

  // More specific than the static wildcard above, so it wins for this one path.
  app.get('/remotes/mfe-resto/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const text = await waiterManifest(app, path.join(restoDist, 'manifest.webmanifest'));
    if (text === null) return reply.callNotFound();
    return reply.header('Content-Type', 'application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache').send(text);
  });

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
