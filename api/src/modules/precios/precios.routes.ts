import { ajustePreciosBodySchema, ajustePreciosQuerySchema, ajustePreciosResultSchema, preciosHistorialListSchema, preciosHistorialQuerySchema } from '@resto/shared/contracts';
import { hasPermission } from '@resto/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { ajustarPrecios, listPrecioHistorial } from './precios.service';

const TAGS = ['precios'];

const verCostos = (request: FastifyRequest) => hasPermission(request.auth.permisos, 'productos.costos');
const security = [{ bearerAuth: [] }];

const AJUSTE_DESCRIPTION =
  'Filtros opcionales Categoria (id), Proveedor (id) y Marca; Modo porcentaje (Valor 10 = +10%) o monto (se suma a cada precio); ' +
  'AplicarA venta, costo o ambos; Redondeo.Tipo ninguno, unidad o multiplo (con Multiplo) al más cercano, las mitades hacia arriba, nunca a 0. ' +
  'Cuentas exactas en unidades mínimas de la moneda del local. El porcentaje de ganancia de cada producto se recalcula con el precio y el costo nuevos. ' +
  'Modo food-cost (Valor: el food cost objetivo, 1 a 99 %) o margen (Valor: el margen objetivo sobre el precio): el precio de venta de cada plato con receta es su costo de hoy sobre el objetivo, con el mismo redondeo; ' +
  'solo AplicarA venta, los productos sin receta quedan afuera (SinReceta los cuenta) y requiere productos.costos (COSTOS_SIN_PERMISO). ProductoIds acota a esos productos (los platos que señala el reporte de costos).';

export async function preciosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/productos/ajuste-precios',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Ajuste masivo de precios: con ?preview=true lista cada producto con sus precios anteriores y nuevos sin cambiar nada; si no, lo aplica en una transacción y lo guarda en el historial de precios',
        description: AJUSTE_DESCRIPTION,
        security,
        querystring: ajustePreciosQuerySchema,
        body: ajustePreciosBodySchema,
        response: { 200: okSchema(ajustePreciosResultSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = { localId: request.auth.localId, userId: request.auth.userId, verCostos: verCostos(request) };
      if (request.query.preview) return ok(await ajustarPrecios(app.db, actor, input, true));
      return replyWithMutation(reply, app.db, { localId: actor.localId, clientMutationId, operation: 'precios.ajuste' }, async (trx) => {
        const result = await ajustarPrecios(trx, actor, input, false);
        return { statusCode: 200, body: ok(result, `Precios actualizados: ${result.items.length} productos`) };
      });
    },
  );

  r.post(
    '/api/productos/ajuste-precios/preview',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Vista previa del ajuste masivo de precios (lo mismo que ?preview=true): no cambia nada',
        description: AJUSTE_DESCRIPTION,
        security,
        body: ajustePreciosBodySchema,
        response: { 200: okSchema(ajustePreciosResultSchema) },
      },
    },
    async (request) => {
      const { clientMutationId: _ignored, ...input } = request.body;
      return ok(await ajustarPrecios(app.db, { localId: request.auth.localId, userId: request.auth.userId, verCostos: verCostos(request) }, input, true));
    },
  );

  r.get(
    '/api/precios/historial',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Historial de precios: cada cambio de precio o costo con quién, cuándo, el motivo y qué ajuste lo hizo (los costos, solo con productos.costos); el más nuevo primero, por producto o por ajuste',
        security,
        querystring: preciosHistorialQuerySchema,
        response: { 200: okSchema(preciosHistorialListSchema) },
      },
    },
    async (request) => ok(await listPrecioHistorial(app.db, request.auth.localId, request.query, verCostos(request))),
  );
}
