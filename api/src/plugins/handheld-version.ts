import { HANDHELD_MIN_PROTOCOL, HANDHELD_PROTOCOL_HEADER } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { isApiPath } from './envelope';

const HEADER = HANDHELD_PROTOCOL_HEADER.toLowerCase();

/**
 * The waiter handheld runs from its service worker's cache, so an old copy may call an
 * upgraded api. It names its protocol in `X-Resto-Handheld`; a number below what this api still
 * serves is refused before anything runs with 426 VERSION_APP_DESACTUALIZADA, which the handheld
 * shows and answers by updating itself. Callers without the header (desktop, scripts) are not
 * concerned.
 */
export const handheldVersionPlugin = fp(
  async (app: FastifyInstance, opts: { minProtocol?: number }) => {
    const min = opts.minProtocol ?? HANDHELD_MIN_PROTOCOL;
    app.addHook('onRequest', (request, _reply, done) => {
      const value = request.headers[HEADER];
      if (value === undefined || !isApiPath(request.url)) return done();
      const protocol = Number(Array.isArray(value) ? value[0] : value);
      if (Number.isSafeInteger(protocol) && protocol >= min) return done();
      done(new AppError(426, 'VERSION_APP_DESACTUALIZADA', undefined, { minimo: min }));
    });
  },
  { name: 'handheld-version' },
);
