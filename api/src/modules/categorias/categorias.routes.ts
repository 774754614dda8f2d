import {
  categoriaBodySchema,
  categoriaIdParamsSchema,
  categoriaSchema,
  categoriasListSchema,
  categoriasQuerySchema,
  idParamsSchema,
  mutationOnlyBodySchema,
  subcategoriaBodySchema,
  subcategoriaSchema,
  subcategoriasListSchema,
  subcategoriasQuerySchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import * as service from './categorias.service';

const TAGS = ['categorias'];
const security = [{ bearerAuth: [] }];

/** /api/categorias and /api/subcategorias: anyone signed in reads; productos.editar writes. */
export async function categoriasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Writes need productos.editar (admin and empleado by default): the permission table checks it.
  const editors = app.authenticate;

  r.get(
    '/api/categorias',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Categorías del local por orden y nombre, con la cantidad de productos y subcategorías (activas, salvo incluirInactivas)',
        security,
        querystring: categoriasQuerySchema,
        response: { 200: okSchema(categoriasListSchema) },
      },
    },
    async (request) => ok(await service.listCategorias(app.db, request.auth.localId, request.query.incluirInactivas)),
  );

  r.get(
    '/api/categorias/:id',
    { preHandler: app.authenticate, schema: { tags: TAGS, summary: 'Una categoría', security, params: idParamsSchema, response: { 200: okSchema(categoriaSchema) } } },
    async (request) => ok(await service.getCategoria(app.db, request.auth.localId, request.params.id)),
  );

  r.post(
    '/api/categorias',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Crea una categoría (nombre obligatorio y único en el local, sin distinguir mayúsculas ni acentos)',
        security,
        body: categoriaBodySchema,
        response: { 201: okSchema(categoriaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'categorias.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await service.createCategoria(trx, localId, input), 'Categoría creada'),
      }));
    },
  );

  r.put(
    '/api/categorias/:id',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Modifica una categoría (activo la reactiva o desactiva)',
        security,
        params: idParamsSchema,
        body: categoriaBodySchema,
        response: { 200: okSchema(categoriaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `categorias.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await service.updateCategoria(trx, localId, request.params.id, input), 'Categoría actualizada'),
      }));
    },
  );

  r.delete(
    '/api/categorias/:id',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Elimina una categoría sin productos (con sus subcategorías); con productos responde 409 y cuántos son',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `categorias.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        await service.deleteCategoria(trx, localId, request.params.id);
        return { statusCode: 200, body: { success: true, message: 'Categoría eliminada' } };
      });
    },
  );

  r.get(
    '/api/subcategorias',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Subcategorías del local (de una categoría con categoriaId), como { items, total }',
        security,
        querystring: subcategoriasQuerySchema,
        response: { 200: okSchema(subcategoriasListSchema) },
      },
    },
    async (request) => {
      const items = await service.listSubcategorias(app.db, request.auth.localId, request.query);
      return ok({ items, total: items.length });
    },
  );

  r.get(
    '/api/subcategorias/por-categoria/:categoriaId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Subcategorías activas de una categoría, como lista simple',
        security,
        params: categoriaIdParamsSchema,
        response: { 200: okSchema(z.array(subcategoriaSchema)) },
      },
    },
    async (request) => {
      const { localId } = request.auth;
      await service.getCategoria(app.db, localId, request.params.categoriaId);
      return ok(await service.listSubcategorias(app.db, localId, { categoriaId: request.params.categoriaId, incluirInactivas: false }));
    },
  );

  r.get(
    '/api/subcategorias/:id',
    { preHandler: app.authenticate, schema: { tags: TAGS, summary: 'Una subcategoría', security, params: idParamsSchema, response: { 200: okSchema(subcategoriaSchema) } } },
    async (request) => ok(await service.getSubcategoria(app.db, request.auth.localId, request.params.id)),
  );

  r.post(
    '/api/subcategorias',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Crea una subcategoría (nombre obligatorio y único dentro de su categoría, sin distinguir mayúsculas ni acentos)',
        security,
        body: subcategoriaBodySchema,
        response: { 201: okSchema(subcategoriaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'subcategorias.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await service.createSubcategoria(trx, localId, input), 'Subcategoría creada'),
      }));
    },
  );

  r.put(
    '/api/subcategorias/:id',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Modifica una subcategoría; si cambia de categoría, sus productos pasan con ella',
        security,
        params: idParamsSchema,
        body: subcategoriaBodySchema,
        response: { 200: okSchema(subcategoriaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `subcategorias.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await service.updateSubcategoria(trx, localId, request.params.id, input), 'Subcategoría actualizada'),
      }));
    },
  );

  r.delete(
    '/api/subcategorias/:id',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Elimina una subcategoría sin productos; con productos responde 409 y cuántos son',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `subcategorias.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        await service.deleteSubcategoria(trx, localId, request.params.id);
        return { statusCode: 200, body: { success: true, message: 'Subcategoría eliminada' } };
      });
    },
  );
}
