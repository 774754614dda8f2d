import { combosMenuSchema, idParamsSchema, productoComboInputSchema, productoComboSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { getCombo, listCombosMenu, saveCombo } from './combos.service';

const TAGS = ['productos'];
const security = [{ bearerAuth: [] }];

/** A combo's choice groups: read by every desk, managed with the product (productos.editar, see the permission table). */
export async function combosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/productos/combos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Los grupos de elección de cada combo activo',
        security,
        response: { 200: okSchema(combosMenuSchema) },
      },
    },
    async (request) => ok(await listCombosMenu(app.db, request.auth.localId)),
  );

  r.get(
    '/api/productos/:id/combo',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Los grupos de elección de un combo y sus opciones',
        security,
        params: idParamsSchema,
        response: { 200: okSchema(productoComboSchema) },
      },
    },
    async (request) => ok(await getCombo(app.db, request.auth.localId, request.params.id)),
  );

  r.put(
    '/api/productos/:id/combo',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Reemplaza los grupos de elección del combo',
        description:
          'Solo para un producto de tipo combo. Cada grupo: nombre y sus opciones (de 1 a 20), cada una un producto simple y activo del local con el ' +
          'recargo que suma al precio del combo (en la moneda del local). Se elige exactamente una opción por grupo. Un grupo u opción con id se ' +
          'modifica y conserva su id; sin id se crea; los que faltan se borran. Las líneas ya tomadas guardan sus componentes como eran.',
        security,
        params: idParamsSchema,
        body: productoComboInputSchema,
        response: { 200: okSchema(productoComboSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId, userId } = request.auth;
      const id = request.params.id;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `productos.combo:${id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await saveCombo(trx, { localId, userId }, id, { ...input, clientMutationId }), 'Combo guardado'),
      }));
    },
  );
}
