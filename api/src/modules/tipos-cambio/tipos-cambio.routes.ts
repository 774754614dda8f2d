import { idParamsSchema, mutationOnlyBodySchema, tipoCambioCreateSchema, tipoCambioSchema, tipoCambioUpdateSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { auditConfiguracion } from '../auditoria';
import { replyWithMutation } from '../local';
import { publishVentasEvent } from '../../hubs';
import { createTipoCambio, deleteTipoCambio, listTiposCambio, makeDefault, updateTipoCambio } from './tipos-cambio.service';

const TAGS = ['tipos-de-cambio'];
const security = [{ bearerAuth: [] }];

export async function tiposCambioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).
  const admin = app.authenticate;
  /** Every open screen of the venue re-reads the list (the header's default rate, the close-sale methods). */
  const changed = (localId: number, clientMutationId: string | null | undefined) =>
    publishVentasEvent(app, localId, 'ConfiguracionActualizada', { seccion: 'tipos-de-cambio', clientMutationId: clientMutationId ?? null });
  const find = async (db: typeof app.db, localId: number, id: number) => (await listTiposCambio(db, localId)).find((x) => x.id === id) ?? null;

  r.get(
    '/api/tipos-de-cambio',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Tipos de cambio del local (uno es el de por defecto; la moneda del local vale 0)',
        security,
        response: { 200: okSchema(z.array(tipoCambioSchema)) },
      },
    },
    async (request) => ok(await listTiposCambio(app.db, request.auth.localId)),
  );

  r.post(
    '/api/tipos-de-cambio',
    {
      preHandler: admin,
      schema: { tags: TAGS, summary: 'Crea un tipo de cambio (admin)', security, body: tipoCambioCreateSchema, response: { 201: okSchema(tipoCambioSchema) } },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: 'tipos-cambio.create' },
        async (trx) => {
          const tipo = await createTipoCambio(trx, localId, input);
          await auditConfiguracion(trx, request.auth, 'tipo-de-cambio', null, tipo, { entidadId: tipo.id });
          return { statusCode: 201, body: ok(tipo, 'Tipo de cambio creado') };
        },
        () => changed(localId, clientMutationId),
      );
    },
  );

  r.put(
    '/api/tipos-de-cambio/:id',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Modifica la moneda o el valor de un tipo de cambio (admin)',
        security,
        params: idParamsSchema,
        body: tipoCambioUpdateSchema,
        response: { 200: okSchema(tipoCambioSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: `tipos-cambio.update:${request.params.id}` },
        async (trx) => {
          const before = await find(trx, localId, request.params.id);
          const tipo = await updateTipoCambio(trx, localId, request.params.id, input);
          await auditConfiguracion(trx, request.auth, 'tipo-de-cambio', before, tipo, { entidadId: tipo.id });
          return { statusCode: 200, body: ok(tipo, 'Tipo de cambio actualizado') };
        },
        () => changed(localId, clientMutationId),
      );
    },
  );

  r.put(
    '/api/tipos-de-cambio/:id/default',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Hace de este tipo de cambio el de por defecto (admin)',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: okSchema(tipoCambioSchema) },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `tipos-cambio.default:${request.params.id}` };
      return replyWithMutation(
        reply,
        app.db,
        key,
        async (trx) => {
          const before = await find(trx, localId, request.params.id);
          const tipo = await makeDefault(trx, localId, request.params.id);
          await auditConfiguracion(trx, request.auth, 'tipo-de-cambio', before, tipo, { entidadId: tipo.id });
          return { statusCode: 200, body: ok(tipo, 'Tipo de cambio por defecto actualizado') };
        },
        () => changed(localId, request.body?.clientMutationId),
      );
    },
  );

  r.delete(
    '/api/tipos-de-cambio/:id',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Elimina un tipo de cambio (admin); ni el de por defecto ni la moneda del local',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `tipos-cambio.delete:${request.params.id}` };
      return replyWithMutation(
        reply,
        app.db,
        key,
        async (trx) => {
          const before = await find(trx, localId, request.params.id);
          await deleteTipoCambio(trx, localId, request.params.id);
          await auditConfiguracion(trx, request.auth, 'tipo-de-cambio', before, null, { entidadId: request.params.id });
          return { statusCode: 200, body: { success: true, message: 'Tipo de cambio eliminado' } };
        },
        () => changed(localId, request.body?.clientMutationId),
      );
    },
  );
}
