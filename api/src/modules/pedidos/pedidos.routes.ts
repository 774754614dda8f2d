import { idParamsSchema, pedidoEstadoBodySchema, pedidoSchema, pedidosQuerySchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local/mutation-reply';
import { changePedidoEstado, getPedido, listPedidos } from './pedidos.service';

const TAGS = ['pedidos'];
const security = [{ bearerAuth: [] }];

/** Kitchen orders: the orders screen and the waiter's timeline follow them. */
export async function pedidosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pedidos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Pedidos por estado, mesa, draft o fechas del local; sin estado ni fechas, los que están en curso',
        security,
        querystring: pedidosQuerySchema,
        response: { 200: okSchema(z.array(pedidoSchema)) },
      },
    },
    async (request) => ok(await listPedidos(app.db, request.auth.localId, request.query)),
  );

  r.get(
    '/api/pedidos/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Un pedido con sus ítems', security, params: idParamsSchema, response: { 200: okSchema(pedidoSchema) } },
    },
    async (request) => ok(await getPedido(app.db, request.auth.localId, request.params.id)),
  );

  r.patch(
    '/api/pedidos/:id/estado',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cambia el estado: pendiente -> preparacion -> listo -> entregado; se cancela hasta que está listo',
        description: 'Los productos que la mesa confirme después de que el pedido deja de estar pendiente van a un pedido nuevo.',
        security,
        params: idParamsSchema,
        body: pedidoEstadoBodySchema,
        response: { 200: okSchema(pedidoSchema) },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const { id } = request.params;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId: request.body.clientMutationId, operation: `pedidos.estado:${id}` },
        async (trx) => ({ statusCode: 200, body: ok(await changePedidoEstado(trx, localId, id, request.body.estado), 'Estado del pedido actualizado') }),
      );
    },
  );
}
