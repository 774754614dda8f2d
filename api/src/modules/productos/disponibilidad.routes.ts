import { disponibilidadInputSchema, idParamsSchema, productoDisponibilidadSchema, productosNoDisponiblesSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { sendDisponibilidad } from './disponibilidad-eventos';
import { listNoDisponibles, setDisponibilidad } from './disponibilidad.service';

const TAGS = ['productos'];
const security = [{ bearerAuth: [] }];

/** Whether products can be sold now ('86'): sold out by hand, or short of a controlled ingredient. */
export async function disponibilidadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).

  r.get(
    '/api/productos/disponibilidad',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Los productos activos que no se pueden vender ahora: agotados a mano, o sin stock de un insumo controlado que una porción de su receta necesita',
        description:
          'Un combo no se puede vender cuando uno de sus grupos no tiene ningún componente disponible. InsumoFaltante nombra el insumo que falta; Disponible es false cuando se agotó a mano.',
        security,
        response: { 200: okSchema(productosNoDisponiblesSchema) },
      },
    },
    async (request) => ok(await listNoDisponibles(app.db, request.auth.localId)),
  );

  r.patch(
    '/api/productos/:id/disponibilidad',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Marca un producto agotado a mano, o disponible de nuevo (queda en la auditoría); avisa a las pantallas por los hubs',
        security,
        params: idParamsSchema,
        body: disponibilidadInputSchema,
        response: { 200: okSchema(productoDisponibilidadSchema) },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const id = request.params.id;
      let afectados: number[] = [];
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId: request.body.clientMutationId, operation: `productos.disponibilidad:${id}` },
        async (trx) => {
          const result = await setDisponibilidad(trx, { localId, userId }, id, request.body.disponible);
          afectados = result.afectados;
          return { statusCode: 200, body: ok(result.disponibilidad, result.disponibilidad.disponible ? 'Producto disponible' : 'Producto agotado') };
        },
        () => sendDisponibilidad(app, localId, afectados),
      );
    },
  );
}
