import { idParamsSchema, mutationOnlyBodySchema, tipoCambioCreateSchema, tipoCambioSchema, tipoCambioUpdateSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { auditConfiguracion } from '../auditoria';
import { crudRoutes, replyWithMutation } from '../local';
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

  crudRoutes(app, {
    path: '/api/tipos-de-cambio',
    tags: TAGS,
    operation: 'tipos-cambio',
    entity: tipoCambioSchema,
    audit: {
      find,
      record: (trx, auth, before, after, id) => auditConfiguracion(trx, auth, 'tipo-de-cambio', before, after, { entidadId: id }),
    },
    onApplied: changed,
    create: {
      summary: 'Crea un tipo de cambio (admin)',
      body: tipoCambioCreateSchema,
      message: 'Tipo de cambio creado',
      run: (trx, auth, input) => createTipoCambio(trx, auth.localId, input),
    },
    update: {
      summary: 'Modifica la moneda o el valor de un tipo de cambio (admin)',
      body: tipoCambioUpdateSchema,
      message: 'Tipo de cambio actualizado',
      run: (trx, auth, id, input) => updateTipoCambio(trx, auth.localId, id, input),
    },
    remove: {
      summary: 'Elimina un tipo de cambio (admin); ni el de por defecto ni la moneda del local',
      message: 'Tipo de cambio eliminado',
      run: (trx, auth, id) => deleteTipoCambio(trx, auth.localId, id),
    },
  });

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
}
