import {
  idParamsSchema,
  mutationOnlyBodySchema,
  proveedorCreateSchema,
  proveedorEliminadoSchema,
  proveedoresListSchema,
  proveedoresQuerySchema,
  proveedorSchema,
  proveedorUpdateSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { crudRoutes, replyWithMutation } from '../local';
import { edicionPara, proveedorPara, puedeVerDatos } from './datos';
import { createProveedor, deleteProveedor, getProveedor, listProveedores, updateProveedor } from './proveedores.service';

const TAGS = ['proveedores'];
const security = [{ bearerAuth: [] }];

export async function proveedoresRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/proveedores',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Proveedores por nombre, CUIT, e-mail o localidad (activos, salvo incluirInactivos), por nombre, paginados; CUIT, e-mail y dirección solo con proveedores.ver (si no, null, y la búsqueda es por nombre y localidad)',
        security,
        querystring: proveedoresQuerySchema,
        response: { 200: okSchema(proveedoresListSchema) },
      },
    },
    async (request) => {
      const list = await listProveedores(app.db, request.auth.localId, request.query, puedeVerDatos(request.auth.permisos));
      return ok({ ...list, items: list.items.map((p) => proveedorPara(request.auth.permisos, p)) });
    },
  );

  r.get(
    '/api/proveedores/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Un proveedor con la cantidad de productos que lo tienen', security, params: idParamsSchema, response: { 200: okSchema(proveedorSchema) } },
    },
    async (request) => ok(proveedorPara(request.auth.permisos, await getProveedor(app.db, request.auth.localId, request.params.id))),
  );

  crudRoutes(app, {
    path: '/api/proveedores',
    tags: TAGS,
    operation: 'proveedores',
    entity: proveedorSchema,
    create: {
      summary: 'Crea un proveedor (nombre único en el local; CUIT/CUIL de 11 dígitos con dígito verificador en Argentina; localidad y provincia obligatorias)',
      body: proveedorCreateSchema,
      message: 'Proveedor creado',
      run: async (trx, auth, input) => proveedorPara(auth.permisos, await createProveedor(trx, auth.localId, input)),
    },
    update: {
      summary: 'Modifica un proveedor (activo lo reactiva o desactiva)',
      body: proveedorUpdateSchema,
      message: 'Proveedor actualizado',
      run: async (trx, auth, id, input) => {
        const edicion = edicionPara(auth.permisos, input, await getProveedor(trx, auth.localId, id));
        return proveedorPara(auth.permisos, await updateProveedor(trx, auth.localId, id, edicion));
      },
    },
  });

  // A supplier that a product or a purchase names is deactivated instead, and the answer says which.
  r.delete(
    '/api/proveedores/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Elimina un proveedor; si algún producto o compra lo nombra, lo desactiva (data.resultado lo dice)',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: okSchema(proveedorEliminadoSchema) },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `proveedores.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        const result = await deleteProveedor(trx, localId, request.params.id);
        return { statusCode: 200, body: ok(result, result.resultado === 'eliminado' ? 'Proveedor eliminado' : 'Proveedor desactivado: tiene productos o compras') };
      });
    },
  );
}
