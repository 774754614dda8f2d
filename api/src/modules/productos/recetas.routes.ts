import { idParamsSchema, productoRecetaInputSchema, productoRecetaSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { puedeVerCostos } from './costos';
import { sendDisponibilidad } from './disponibilidad-eventos';
import { disponibilidadDe } from './disponibilidad.service';
import { combosCon } from './disponibilidad.repository';
import { getReceta, saveReceta } from './recetas.service';

const TAGS = ['productos'];
const security = [{ bearerAuth: [] }];

/** A product's recipe, managed with the product. */
export async function recetasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).

  r.get(
    '/api/productos/:id/receta',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'La receta de un producto: porciones que rinde, líneas, costo de una porción, precio, margen y food cost (los costos solo con productos.costos)',
        security,
        params: idParamsSchema,
        response: { 200: okSchema(productoRecetaSchema) },
      },
    },
    async (request) => ok(await getReceta(app.db, request.auth.localId, request.params.id, puedeVerCostos(request.auth.permisos))),
  );

  r.put(
    '/api/productos/:id/receta',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Reemplaza la receta del producto (queda en la auditoría con el antes y el después); sin líneas la quita',
        description:
          'Rendimiento: porciones que rinden las líneas (1 si falta). Cada línea: InsumoId o PreparacionId (uno solo), Cantidad neta en Unidad (kg, g, l, ml, unidad; ' +
          'convertible a la del componente) y MermaPorcentaje (de 0 a menos de 100: la cantidad bruta la cubre). Un combo no lleva receta propia.',
        security,
        params: idParamsSchema,
        body: productoRecetaInputSchema,
        response: { 200: okSchema(productoRecetaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId, userId, permisos } = request.auth;
      const id = request.params.id;
      let afectados: number[] = [];
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: `productos.receta:${id}` },
        async (trx) => {
          const antes = await disponibilidadDe(trx, localId, id);
          const receta = await saveReceta(trx, { localId, userId }, id, input, puedeVerCostos(permisos));
          // A new recipe may need what the stock lacks (or no longer need it): the screens hear it.
          const despues = await disponibilidadDe(trx, localId, id);
          afectados = antes.insumoFaltante === despues.insumoFaltante ? [] : [id, ...(await combosCon(trx, localId, [id]))];
          return { statusCode: 200, body: ok(receta, 'Receta guardada') };
        },
        () => sendDisponibilidad(app, localId, afectados),
      );
    },
  );
}
