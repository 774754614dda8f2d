import { randomUUID } from 'node:crypto';
import { idParamsSchema, mutationOnlyBodySchema, precuentaSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { publishTrabajo } from '../impresion';
import { printPrecuenta } from './precuenta.service';

/** The pre-bill of a table, asked from the handheld or the desktop (permission: auth/permissions.ts). */
export async function precuentaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/mesas/drafts/:id/precuenta',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['mesas'],
        summary: 'Imprime la precuenta de la mesa (productos con sus opciones, descuentos, total; no válida como factura) en la impresora de la caja',
        description:
          'Una vez por ClientMutationId (el reintento devuelve el mismo trabajo y no imprime otra vez). Queda en la auditoría. ' +
          'Sin productos activos: 400 PRECUENTA_SIN_PRODUCTOS; sin impresora activa en la caja: 409 PRECUENTA_SIN_IMPRESORA.',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: okSchema(precuentaSchema) },
      },
    },
    async (request, reply) => {
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      const clientMutationId = request.body?.clientMutationId?.trim() || null;
      const id = request.params.id;
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `mesas.drafts.precuenta:${id}` },
        async (trx) => ({ statusCode: 200, body: ok(await printPrecuenta(trx, actor, id, clientMutationId ?? randomUUID()), 'Precuenta enviada a la impresora') }),
        (body) => publishTrabajo(app, actor.localId, body.data.trabajo),
      );
    },
  );
}
