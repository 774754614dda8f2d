import {
  stockMovimientosListSchema,
  stockMovimientosQuerySchema,
  stockProductoHistorialSchema,
  stockUpdateBodySchema,
  stockUpdateResultSchema,
  decimalIntSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { ajustarStock, historialProducto, listMovimientos } from './stock.service';

const TAGS = ['stock'];
const security = [{ bearerAuth: [] }];

export async function stockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stock/movimientos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Movimientos de stock del local, el más nuevo primero, paginados (por producto, tipo y rango de días del local)',
        description:
          'Cada venta, comanda cobrada y anulación muestra su documento (venta, número y mesa); los ajustes manuales su motivo (conteo, merma, compra), nota, proveedor y comprobante.',
        security,
        querystring: stockMovimientosQuerySchema,
        response: { 200: okSchema(stockMovimientosListSchema) },
      },
    },
    async (request) => ok(await listMovimientos(app.db, request.auth.localId, request.query)),
  );

  r.get(
    '/api/stock/historial/:productoId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Un producto con su stock y sus movimientos (los últimos 200, con su documento)',
        security,
        params: z.object({ productoId: decimalIntSchema() }),
        response: { 200: okSchema(stockProductoHistorialSchema) },
      },
    },
    async (request) => ok(await historialProducto(app.db, request.auth.localId, request.params.productoId)),
  );

  r.post(
    '/api/stock/update',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Ajuste manual de stock con motivo: conteo (el stock pasa a ser lo contado), merma (sale) o compra (entra); nunca por debajo de 0',
        security,
        body: stockUpdateBodySchema,
        response: { 200: okSchema(stockUpdateResultSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      return replyWithMutation(reply, app.db, { localId: actor.localId, clientMutationId, operation: 'stock.update' }, async (trx) => ({
        statusCode: 200,
        body: ok(await ajustarStock(trx, actor, input), 'Stock actualizado'),
      }));
    },
  );
}
