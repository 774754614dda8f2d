import { idParamsSchema, modificadoresMenuSchema, productoModificadoresInputSchema, productoModificadoresSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { puedeVerCostos } from './costos';
import { getModificadores, listModificadoresMenu, saveModificadores } from './modificadores.service';

const TAGS = ['productos'];
const security = [{ bearerAuth: [] }];

/** A product's modifier groups: read by every desk, managed with the product. */
export async function modificadoresRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/productos/modificadores',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Los grupos de modificadores de cada producto activo (los productos sin grupos no figuran)',
        security,
        response: { 200: okSchema(modificadoresMenuSchema) },
      },
    },
    async (request) => ok(await listModificadoresMenu(app.db, request.auth.localId, puedeVerCostos(request.auth.permisos))),
  );

  r.get(
    '/api/productos/:id/modificadores',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Los grupos de modificadores de un producto y sus opciones',
        security,
        params: idParamsSchema,
        response: { 200: okSchema(productoModificadoresSchema) },
      },
    },
    async (request) => ok(await getModificadores(app.db, request.auth.localId, request.params.id, puedeVerCostos(request.auth.permisos))),
  );

  r.put(
    '/api/productos/:id/modificadores',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Reemplaza los grupos de modificadores del producto',
        description:
          'Cada grupo: nombre, mínimo (0 opcional; 1 o más, obligatorio) y máximo de opciones, y sus opciones con el precio que suman al ' +
          'producto (en la moneda del local) y su receta (Receta: líneas como las de una receta de producto, por unidad vendida; Quitar saca ese componente del plato, ' +
          "como 'sin cebolla'). Un grupo u opción con id se modifica y conserva su id; sin id se crea; los que faltan se borran. " +
          'Las líneas ya tomadas guardan las opciones como eran.',
        security,
        params: idParamsSchema,
        body: productoModificadoresInputSchema,
        response: { 200: okSchema(productoModificadoresSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId, userId, permisos } = request.auth;
      const id = request.params.id;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `productos.modificadores:${id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await saveModificadores(trx, { localId, userId }, id, { ...input, clientMutationId }, puedeVerCostos(permisos)), 'Modificadores guardados'),
      }));
    },
  );
}
