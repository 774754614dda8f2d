import { remoteDeploymentsSchema } from '@resto/shared/contracts/remotes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { buildRegistry, readLocalVersions, readRemotesFile } from './remotes';

export async function remotesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/remotes',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Registro de remotes (micro-frontends) que carga el shell',
        response: { 200: okSchema(remoteDeploymentsSchema) },
      },
    },
    async (request, reply) => {
      const { remoteOverrides, remotesFile, staticRoot } = app.config;
      let fromFile = {};
      if (remotesFile) {
        try {
          fromFile = await readRemotesFile(remotesFile);
        } catch (err) {
          // A half-written or broken file must not take the whole product down: keep the defaults.
          request.log.warn({ err, remotesFile }, 'REMOTES_FILE unreadable, using defaults');
        }
      }
      reply.header('Cache-Control', 'no-cache');
      return ok(buildRegistry(remoteOverrides, fromFile, await readLocalVersions(staticRoot)));
    },
  );
}
