import {
  idParamsSchema,
  mutationOnlyBodySchema,
  productoBodySchema,
  productoEliminadoSchema,
  productoSchema,
  productosListSchema,
  productosLoteBodySchema,
  productosLoteResultSchema,
  productosQuerySchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import * as service from './catalogo.service';
import { productoPara, puedeVerCostos } from './costos';

const TAGS = ['productos'];
const security = [{ bearerAuth: [] }];

const PRICE_RULE =
  'Precio: si se envía `precio`, manda él y el % de ganancia se recalcula como (precio / costo - 1) x 100 con 2 decimales; ' +
  'si solo se envía `porcentajeGanancia`, precio = costo x (1 + % / 100) redondeado a la escala de la moneda del local. ' +
  'Normalización: los campos vacíos opcionales se descartan, `categoria` se quita, fechaVencimiento queda AAAA-MM-DD (o se descarta si no es válida), visibleRestaurant/Orders/Pos valen false salvo true.';

/** The back office's catalogue: list, read, create, update, delete and bulk create. */
export async function catalogoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Writes need productos.editar (admin and empleado by default): the permission table checks it.
  const editors = app.authenticate;
  const actorOf = (auth: { localId: number; userId: number; permisos: readonly string[] }) => ({
    localId: auth.localId,
    userId: auth.userId,
    verCostos: puedeVerCostos(auth.permisos),
  });

  r.get(
    '/api/productos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Productos del local, paginados, filtrados y ordenados, como { items, total }',
        description:
          'Filtros: estado (todos|activos|inactivos, por defecto todos), ordenarPor (nombre|precio|stock|urgencia: bajo el mínimo primero, luego por nombre), ordenDireccion (asc|desc), pagina (1), limite (20, hasta 100); q busca en nombre (todas las palabras, sin acentos ni mayúsculas), código de barras y SKU; categoriaId, subcategoriaId, proveedorId, marca, bajoStock=true (stock menor al mínimo) y controlaStock=true|false.',
        security,
        querystring: productosQuerySchema,
        response: { 200: okSchema(productosListSchema) },
      },
    },
    async (request) => {
      const list = await service.listProductos(app.db, request.auth.localId, request.query);
      return ok({ ...list, items: list.items.map((p) => productoPara(request.auth.permisos, p)) });
    },
  );

  r.get(
    '/api/productos/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Un producto (activo o no) con stock e imagen; costo y % de ganancia solo con productos.costos (si no, null)',
        security,
        params: idParamsSchema,
        response: { 200: okSchema(productoSchema) },
      },
    },
    async (request) => ok(productoPara(request.auth.permisos, await service.getProducto(app.db, request.auth.localId, request.params.id))),
  );

  r.post(
    '/api/productos/dto',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Crea un producto (precio y costo > 0, categoría obligatoria, stock >= 0, mínimo > 0)',
        description: PRICE_RULE,
        security,
        body: productoBodySchema,
        response: { 201: okSchema(productoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = actorOf(request.auth);
      return replyWithMutation(reply, app.db, { localId: actor.localId, clientMutationId, operation: 'productos.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(productoPara(request.auth.permisos, await service.createProducto(trx, actor, { ...input, clientMutationId })), 'Producto creado'),
      }));
    },
  );

  r.put(
    '/api/productos/dto/:id',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary:
          'Modifica un producto (el producto entero; un cambio de stock queda en su historial como ajuste; un cambio de precio o costo, en el historial de precios y la auditoría con el `motivo` si se envía)',
        description: PRICE_RULE,
        security,
        params: idParamsSchema,
        body: productoBodySchema,
        response: { 200: okSchema(productoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = actorOf(request.auth);
      return replyWithMutation(reply, app.db, { localId: actor.localId, clientMutationId, operation: `productos.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(productoPara(request.auth.permisos, await service.updateProducto(trx, actor, request.params.id, { ...input, clientMutationId })), 'Producto actualizado'),
      }));
    },
  );

  r.delete(
    '/api/productos/:id',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Elimina un producto; si alguna vez se vendió (o está en una mesa o un pedido) se desactiva y la respuesta lo dice',
        description: "data.resultado: 'eliminado' o 'desactivado'.",
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: okSchema(productoEliminadoSchema) },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `productos.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        const result = await service.deleteProducto(trx, localId, request.params.id, app.config.dataDir);
        const message = result.resultado === 'eliminado' ? 'Producto eliminado' : 'El producto tiene ventas: se desactivó en lugar de eliminarse';
        return { statusCode: 200, body: ok(result, message) };
      });
    },
  );

  const lote = {
    preHandler: editors,
    schema: {
      tags: TAGS,
      summary: 'Alta masiva: una lista de productos (o { productos, clientMutationId }); todos o ninguno',
      description: `Cada fila se valida como POST /productos/dto. Si alguna falla responde 422 PRODUCTOS_LOTE_RECHAZADO con data.rechazados: [{ fila (desde 1), nombre, motivos }] y no crea nada. ${PRICE_RULE}`,
      security,
      body: productosLoteBodySchema,
      response: { 201: okSchema(productosLoteResultSchema) },
    },
  };
  for (const url of ['/api/productos/lote', '/api/productos']) {
    r.post(url, lote, async (request, reply) => {
      const body = request.body;
      const rows = Array.isArray(body) ? body : body.productos;
      const clientMutationId = Array.isArray(body) ? null : body.clientMutationId;
      const actor = actorOf(request.auth);
      return replyWithMutation(reply, app.db, { localId: actor.localId, clientMutationId, operation: 'productos.lote' }, async (trx) => {
        const result = await service.createProductosLote(trx, actor, rows);
        return { statusCode: 201, body: ok(result, `Productos creados: ${result.creados}`) };
      });
    });
  }
}
