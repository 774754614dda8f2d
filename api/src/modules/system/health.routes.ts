import { healthSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { version } from '../../../package.json';
import { dialectOf } from '../../db/database';
import { pingDatabase } from '../../db/health.repository';
import { ok, okSchema } from '../../lib/envelope';
import { unavailable } from '../../lib/errors';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servidor y de su base de datos (503 si la base no responde)',
        response: { 200: okSchema(healthSchema) },
      },
    },
    async () => {
      if (!(await pingDatabase(app.db))) throw unavailable('BASE_DE_DATOS_NO_DISPONIBLE');
      return ok({ status: 'ok' as const, database: dialectOf(app.db), version });
    },
  );
}
