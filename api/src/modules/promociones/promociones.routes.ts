import { idParamsSchema, listasVigentesQuerySchema, mutationOnlyBodySchema, promocionBodySchema, promocionSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { createPromocion, deletePromocion, listPromociones, listPromocionesVigentes, updatePromocion } from './promociones.service';

const TAGS = ['promociones'];
const security = [{ bearerAuth: [] }];
const BODY_DESCRIPTION =
  'Nombre (único en el local); Tipo nxm (Lleva N, Paga M: 2x1 es lleva 2 paga 1) o segunda-unidad (Porcentaje de descuento a la unidad más barata de cada par); ' +
  'ProductoId o CategoriaId (uno solo); Canales (salon, mostrador, takeaway, delivery, qr, web); Vigencia opcional como la de una lista de precios; Activa. ' +
  'Se aplica a las líneas que se cargan mientras rige; las ya cargadas no cambian.';

export async function promocionesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).

  r.get(
    '/api/promociones',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Promociones del local (2x1, 3x2, segunda unidad)', security, response: { 200: okSchema(z.array(promocionSchema)) } },
    },
    async (request) => ok(await listPromociones(app.db, request.auth.localId)),
  );

  r.get(
    '/api/promociones/vigentes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Las promociones que rigen ahora para el canal (activas y en su horario), para que una pantalla muestre el total; cada línea se etiqueta igual al cargarla',
        security,
        querystring: listasVigentesQuerySchema,
        response: { 200: okSchema(z.array(promocionSchema)) },
      },
    },
    async (request) => ok(await listPromocionesVigentes(app.db, request.auth.localId, request.query.canal, new Date())),
  );

  r.post(
    '/api/promociones',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Crea una promoción (queda en la auditoría)',
        description: BODY_DESCRIPTION,
        security,
        body: promocionBodySchema,
        response: { 201: okSchema(promocionSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId, userId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'promociones.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await createPromocion(trx, { localId, userId }, input), 'Promoción creada'),
      }));
    },
  );

  r.put(
    '/api/promociones/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Reemplaza una promoción (queda en la auditoría con el antes y el después); las líneas ya cargadas conservan la suya',
        description: BODY_DESCRIPTION,
        security,
        params: idParamsSchema,
        body: promocionBodySchema,
        response: { 200: okSchema(promocionSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId, userId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `promociones.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await updatePromocion(trx, { localId, userId }, request.params.id, input), 'Promoción actualizada'),
      }));
    },
  );

  r.delete(
    '/api/promociones/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Elimina una promoción; las líneas ya cargadas conservan la suya y su descuento',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `promociones.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        await deletePromocion(trx, { localId, userId }, request.params.id);
        return { statusCode: 200, body: { success: true, message: 'Promoción eliminada' } };
      });
    },
  );
}
