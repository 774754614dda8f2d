import { idParamsSchema, medioPagoCreateSchema, medioPagoSchema, medioPagoUpdateSchema, mutationOnlyBodySchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { auditConfiguracion } from '../auditoria';
import { replyWithMutation } from '../local';
import { publishVentasEvent } from '../../hubs';
import { findActiveMedio, listActiveMedios } from './medios-pago.repository';
import { createMedio, deleteMedio, updateMedio } from './medios-pago.service';

const TAGS = ['medios-de-pago'];
const security = [{ bearerAuth: [] }];

export async function mediosPagoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).
  const admin = app.authenticate;
  /** Every open screen of the venue re-reads the list (the header's default rate, the close-sale methods). */
  const changed = (localId: number, clientMutationId: string | null | undefined) =>
    publishVentasEvent(app, localId, 'ConfiguracionActualizada', { seccion: 'medios-de-pago', clientMutationId: clientMutationId ?? null });

  r.get(
    '/api/medios-de-pago',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Medios de pago activos del local, en su orden', security, response: { 200: okSchema(z.array(medioPagoSchema)) } },
    },
    async (request) => ok(await listActiveMedios(app.db, request.auth.localId)),
  );

  r.post(
    '/api/medios-de-pago',
    {
      preHandler: admin,
      schema: { tags: TAGS, summary: 'Crea un medio de pago (admin)', security, body: medioPagoCreateSchema, response: { 201: okSchema(medioPagoSchema) } },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: 'medios-pago.create' },
        async (trx) => {
          const medio = await createMedio(trx, localId, input);
          await auditConfiguracion(trx, request.auth, 'medio-de-pago', null, medio, { entidadId: medio.id });
          return { statusCode: 201, body: ok(medio, 'Medio de pago creado') };
        },
        () => changed(localId, clientMutationId),
      );
    },
  );

  r.put(
    '/api/medios-de-pago/:id',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Modifica un medio de pago (admin)',
        security,
        params: idParamsSchema,
        body: medioPagoUpdateSchema,
        response: { 200: okSchema(medioPagoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: `medios-pago.update:${request.params.id}` },
        async (trx) => {
          const before = await findActiveMedio(trx, localId, request.params.id);
          const medio = await updateMedio(trx, localId, request.params.id, input);
          await auditConfiguracion(trx, request.auth, 'medio-de-pago', before, medio, { entidadId: medio.id });
          return { statusCode: 200, body: ok(medio, 'Medio de pago actualizado') };
        },
        () => changed(localId, clientMutationId),
      );
    },
  );

  r.delete(
    '/api/medios-de-pago/:id',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Elimina (desactiva) un medio de pago (admin); las ventas pasadas lo conservan',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `medios-pago.delete:${request.params.id}` };
      return replyWithMutation(
        reply,
        app.db,
        key,
        async (trx) => {
          const before = await findActiveMedio(trx, localId, request.params.id);
          await deleteMedio(trx, localId, request.params.id);
          await auditConfiguracion(trx, request.auth, 'medio-de-pago', before, null, { entidadId: request.params.id });
          return { statusCode: 200, body: { success: true, message: 'Medio de pago eliminado' } };
        },
        () => changed(localId, request.body?.clientMutationId),
      );
    },
  );
}
