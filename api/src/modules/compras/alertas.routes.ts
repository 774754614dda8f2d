import { compraAlertaSchema, idParamsSchema, mutationOnlyBodySchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { listAlertasPendientes, marcarAlertaVista } from './alertas.service';

const TAGS = ['compras'];
const security = [{ bearerAuth: [] }];

/** The dishes purchases pushed above the venue's food-cost target, for the admins (productos.costos). */
export async function alertasCostoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).

  r.get(
    '/api/compras/alertas',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Alertas de costo sin ver, la más nueva primero: cada plato que una recepción dejó sobre el food cost objetivo del local, con su costo antes y después, su precio y los insumos que subieron',
        security,
        response: { 200: okSchema(z.array(compraAlertaSchema)) },
      },
    },
    async (request) => ok(await listAlertasPendientes(app.db, request.auth.localId)),
  );

  r.post(
    '/api/compras/alertas/:id/vista',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Marca una alerta de costo como vista (queda en la auditoría); deja de aparecer en la lista',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: okSchema(compraAlertaSchema) },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `compras.alertas.vista:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => ({
        statusCode: 200,
        body: ok(await marcarAlertaVista(trx, { localId, userId }, request.params.id), 'Alerta vista'),
      }));
    },
  );
}
