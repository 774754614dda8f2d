import {
  categoriaBodySchema,
  categoriaIdParamsSchema,
  categoriaSchema,
  categoriasListSchema,
  categoriasQuerySchema,
  idParamsSchema,
  subcategoriaBodySchema,
  subcategoriaSchema,
  subcategoriasListSchema,
  subcategoriasQuerySchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { crudRoutes } from '../local';
import * as service from './categorias.service';

const TAGS = ['categorias'];
const security = [{ bearerAuth: [] }];

/**
 * /api/categorias and /api/subcategorias: anyone signed in reads; writes need productos.editar (admin and
 * empleado by default), which the permission table checks.
 */
export async function categoriasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  crudRoutes(app, {
    path: '/api/categorias',
    tags: TAGS,
    operation: 'categorias',
    entity: categoriaSchema,
    create: {
      summary: 'Crea una categoría (nombre obligatorio y único en el local, sin distinguir mayúsculas ni acentos)',
      body: categoriaBodySchema,
      message: 'Categoría creada',
      run: (trx, auth, input) => service.createCategoria(trx, auth.localId, input),
    },
    update: {
      summary: 'Modifica una categoría (activo la reactiva o desactiva)',
      body: categoriaBodySchema,
      message: 'Categoría actualizada',
      run: (trx, auth, id, input) => service.updateCategoria(trx, auth.localId, id, input),
    },
    remove: {
      summary: 'Elimina una categoría sin productos (con sus subcategorías); con productos responde 409 y cuántos son',
      message: 'Categoría eliminada',
      run: (trx, auth, id) => service.deleteCategoria(trx, auth.localId, id),
    },
  });

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

  crudRoutes(app, {
    path: '/api/subcategorias',
    tags: TAGS,
    operation: 'subcategorias',
    entity: subcategoriaSchema,
    create: {
      summary: 'Crea una subcategoría (nombre obligatorio y único dentro de su categoría, sin distinguir mayúsculas ni acentos)',
      body: subcategoriaBodySchema,
      message: 'Subcategoría creada',
      run: (trx, auth, input) => service.createSubcategoria(trx, auth.localId, input),
    },
    update: {
      summary: 'Modifica una subcategoría; si cambia de categoría, sus productos pasan con ella',
      body: subcategoriaBodySchema,
      message: 'Subcategoría actualizada',
      run: (trx, auth, id, input) => service.updateSubcategoria(trx, auth.localId, id, input),
    },
    remove: {
      summary: 'Elimina una subcategoría sin productos; con productos responde 409 y cuántos son',
      message: 'Subcategoría eliminada',
      run: (trx, auth, id) => service.deleteSubcategoria(trx, auth.localId, id),
    },
  });
}
