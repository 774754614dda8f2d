import { idParamsSchema, mutationOnlyBodySchema, trabajoImpresionSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { publishTrabajo, printCierreZ, requirePrinted } from '../impresion';
import { replyWithMutation } from '../local';
import { getCierreZ } from './cierre-z.service';

const TAGS = ['impresion'];
const security = [{ bearerAuth: [] }];

/** An issued Z close printed again at the register's thermal printer. */
export async function cierreZImpresionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/impresion/cierres-z/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Imprime un cierre Z emitido en la impresora de la caja (80 o 58 mm)',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: okSchema(trabajoImpresionSchema) },
      },
    },
    async (request, reply) => {
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId: request.body?.clientMutationId, operation: `impresion.cierre-z:${request.params.id}` },
        async (trx) => ({
          statusCode: 200,
          body: ok(requirePrinted(await printCierreZ(trx, actor, await getCierreZ(trx, actor.localId, request.params.id)), 'caja'), 'Enviado a la impresora'),
        }),
        (body) => publishTrabajo(app, actor.localId, body.data),
      );
    },
  );
}
