import { gastoBodySchema, gastoSchema, gastosListSchema, gastosQuerySchema, idParamsSchema, mutationOnlyBodySchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { authorityOf } from '../auditoria';
import { publishVentasEvent } from '../../hubs';
import { createGasto, deleteGasto, listGastos, updateGasto } from './gastos.service';

const TAGS = ['gastos'];
const security = [{ bearerAuth: [] }];

export async function gastosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).
  const caja = app.authenticate;
  const cashChanged = (localId: number, arqueoId: number | null, clientMutationId: string | null | undefined) => {
    if (arqueoId !== null) publishVentasEvent(app, localId, 'ArqueoActualizado', { arqueoId, motivo: 'gasto', clientMutationId: clientMutationId ?? null });
  };

  r.get(
    '/api/gastos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Gastos por fechas del local (por defecto hoy) o de un arqueo, con sus totales por moneda',
        security,
        querystring: gastosQuerySchema,
        response: { 200: okSchema(gastosListSchema) },
      },
    },
    async (request) => ok(await listGastos(app.db, request.auth.localId, request.query)),
  );

  r.post(
    '/api/gastos',
    {
      preHandler: caja,
      schema: {
        tags: TAGS,
        summary: 'Registra un gasto; pagado desde la caja (por defecto) descuenta del efectivo esperado del arqueo abierto',
        security,
        body: gastoBodySchema,
        response: { 201: okSchema(gastoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = authorityOf(request);
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: 'gastos.create' },
        async (trx) => ({ statusCode: 201, body: ok(await createGasto(trx, actor, input), 'Gasto registrado') }),
        (body) => cashChanged(actor.localId, body.data.arqueoId, clientMutationId),
      );
    },
  );

  r.put(
    '/api/gastos/:id',
    {
      preHandler: caja,
      schema: {
        tags: TAGS,
        summary: 'Modifica un gasto mientras su arqueo siga abierto',
        security,
        params: idParamsSchema,
        body: gastoBodySchema,
        response: { 200: okSchema(gastoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = authorityOf(request);
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `gastos.update:${request.params.id}` },
        async (trx) => ({ statusCode: 200, body: ok(await updateGasto(trx, actor, request.params.id, input), 'Gasto actualizado') }),
        (body) => cashChanged(actor.localId, body.data.arqueoId, clientMutationId),
      );
    },
  );

  r.delete(
    '/api/gastos/:id',
    {
      preHandler: caja,
      schema: {
        tags: TAGS,
        summary: 'Elimina un gasto mientras su arqueo siga abierto',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const actor = authorityOf(request);
      const clientMutationId = request.body?.clientMutationId;
      let arqueoId: number | null = null;
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `gastos.delete:${request.params.id}` },
        async (trx) => {
          arqueoId = await deleteGasto(trx, actor, request.params.id);
          return { statusCode: 200, body: { success: true, message: 'Gasto eliminado' } };
        },
        () => cashChanged(actor.localId, arqueoId, clientMutationId),
      );
    },
  );
}
