import {
  idParamsSchema,
  PEDIDO_CHANGED_EVENT,
  PEDIDOS_CONFIG_CHANGED_EVENT,
  pedidoCobrarSchema,
  pedidoEstadoBodySchema,
  pedidoInputSchema,
  pedidoSchema,
  pedidosConfigInputSchema,
  pedidosConfigSchema,
  pedidosCriticosQuerySchema,
  pedidosCriticosSchema,
  pedidosQuerySchema,
  type Pedido,
  type PedidoChangedEvent,
  type PedidosConfig,
  type PedidosConfigChangedEvent,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { auditConfiguracion } from '../auditoria';
import { replyWithMutation } from '../local';
import { changePedidoEstado, cobrarPedido, countCriticos, createPedido, getPedido, getPedidosConfig, listPedidos, setAlertaMinutos, updatePedidoDirecto } from './pedidos.service';

const TAGS = ['pedidos'];
const security = [{ bearerAuth: [] }];

/**
 * Pushes a new or changed order to the venue's /ws/mesas clients (the orders screen, the kitchen
 * display, the waiters' timelines) after the commit. A failed push is logged only: screens re-read
 * the orders on reconnect.
 */
export function publishPedido(app: FastifyInstance, localId: number, pedido: Pedido, clientMutationId: string | null | undefined): void {
  const event: PedidoChangedEvent = { pedido, clientMutationId: clientMutationId?.trim() || null };
  app.hubs.toVenue('mesas', localId, PEDIDO_CHANGED_EVENT, [event]).catch((error: unknown) => app.log.error({ err: error, pedidoId: pedido.id }, 'no se pudo publicar el pedido'));
}

/** Tells the venue's screens the new settings after the commit (the headers re-arm their timer). */
function publishPedidosConfig(app: FastifyInstance, localId: number, config: PedidosConfig, clientMutationId: string | null | undefined): void {
  const event: PedidosConfigChangedEvent = { config, clientMutationId: clientMutationId?.trim() || null };
  app.hubs
    .toVenue('mesas', localId, PEDIDOS_CONFIG_CHANGED_EVENT, [event])
    .catch((error: unknown) => app.log.error({ err: error }, 'no se pudo publicar la configuración de pedidos'));
}

/** Kitchen orders: the orders screen and the waiter's timeline follow them. */
export async function pedidosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pedidos/criticos/count',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cuántos pedidos pendientes o en preparación alcanzaron el umbral de alerta (35 min por defecto; `umbral` lo reemplaza)',
        security,
        querystring: pedidosCriticosQuerySchema,
        response: { 200: okSchema(pedidosCriticosSchema) },
      },
    },
    async (request) => ok(await countCriticos(app.db, request.auth.localId, new Date(), request.query.umbral)),
  );

  r.get(
    '/api/pedidos/config',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'El umbral de pedidos críticos del local (minutos) y cada cuánto el encabezado vuelve a contarlos (ms)',
        security,
        response: { 200: okSchema(pedidosConfigSchema) },
      },
    },
    async (request) => ok(await getPedidosConfig(app.db, request.auth.localId)),
  );

  r.put(
    '/api/pedidos/config',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cambia el umbral de pedidos críticos y, si viene, el intervalo de actualización; los encabezados lo aplican al instante (PedidosConfigChanged)',
        security,
        body: pedidosConfigInputSchema,
        response: { 200: okSchema(pedidosConfigSchema) },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const { clientMutationId, alertaMinutos, refrescoMs } = request.body;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: 'pedidos.config' },
        async (trx) => {
          const before = await getPedidosConfig(trx, localId);
          const saved = await setAlertaMinutos(trx, localId, alertaMinutos, refrescoMs);
          await auditConfiguracion(trx, request.auth, 'pedidos', before, saved);
          return { statusCode: 200, body: ok(saved, 'Configuración de pedidos guardada') };
        },
        (body) => publishPedidosConfig(app, localId, body.data!, clientMutationId),
      );
    },
  );

  r.post(
    '/api/pedidos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Toma un pedido de mostrador, para llevar o delivery; los precios salen de los productos',
        description: 'Con `programadoPara` en el futuro el pedido queda retenido y llega a la cocina a esa hora.',
        security,
        body: pedidoInputSchema,
        response: { 201: okSchema(pedidoSchema) },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const { clientMutationId, ...input } = request.body;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: 'pedidos.crear' },
        async (trx) => ({ statusCode: 201, body: ok(await createPedido(trx, { localId, userId }, input), 'Pedido creado') }),
        (body) => publishPedido(app, localId, body.data!, clientMutationId),
      );
    },
  );

  r.put(
    '/api/pedidos/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Edita un pedido de mostrador, para llevar o delivery mientras está pendiente',
        security,
        params: idParamsSchema,
        body: pedidoInputSchema,
        response: { 200: okSchema(pedidoSchema) },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const { id } = request.params;
      const { clientMutationId, ...input } = request.body;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: `pedidos.editar:${id}` },
        async (trx) => ({ statusCode: 200, body: ok(await updatePedidoDirecto(trx, { localId, userId }, id, input), 'Pedido actualizado') }),
        (body) => publishPedido(app, localId, body.data!, clientMutationId),
      );
    },
  );

  r.post(
    '/api/pedidos/:id/cobrar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cobra un pedido de mostrador, para llevar o delivery como una venta y la vincula',
        security,
        params: idParamsSchema,
        body: pedidoCobrarSchema,
        response: { 200: okSchema(pedidoSchema) },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const { id } = request.params;
      const { clientMutationId, pagos } = request.body;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: `pedidos.cobrar:${id}` },
        async (trx) => ({ statusCode: 200, body: ok(await cobrarPedido(trx, { localId, userId }, id, pagos), 'Pedido cobrado') }),
        (body) => publishPedido(app, localId, body.data!, clientMutationId),
      );
    },
  );

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
        summary: 'Cambia el estado: pendiente -> preparacion -> listo -> entregado, o un paso atrás; se cancela (con motivo) hasta que está listo',
        description: 'Los productos que la mesa confirme después de que el pedido deja de estar pendiente van a un pedido nuevo.',
        security,
        params: idParamsSchema,
        body: pedidoEstadoBodySchema,
        response: { 200: okSchema(pedidoSchema) },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const { id } = request.params;
      const { clientMutationId, estado, motivo } = request.body;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: `pedidos.estado:${id}` },
        async (trx) => ({ statusCode: 200, body: ok(await changePedidoEstado(trx, { localId, userId }, id, estado, motivo), 'Estado del pedido actualizado') }),
        (body) => publishPedido(app, localId, body.data!, clientMutationId),
      );
    },
  );
}
