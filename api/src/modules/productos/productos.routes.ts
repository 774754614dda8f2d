import { categoriaProductoSchema, productoBuscarQuerySchema, productoFrecuenteSchema, productosFrecuentesQuerySchema, productoVentaSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { getVenue } from '../local';
import { catalogoRoutes } from './catalogo.routes';
import { combosRoutes } from './combos.routes';
import { disponibilidadRoutes } from './disponibilidad.routes';
import { productosImagenesRoutes } from './imagenes.routes';
import { modificadoresRoutes } from './modificadores.routes';
import * as repo from './productos.repository';
import { recetasRoutes } from './recetas.routes';

const TAGS = ['productos'];
const security = [{ bearerAuth: [] }];

export async function productosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The back office's catalogue and the images (their multipart parser stays inside that plugin).
  await app.register(catalogoRoutes);
  await app.register(productosImagenesRoutes);
  await app.register(modificadoresRoutes);
  await app.register(combosRoutes);
  await app.register(recetasRoutes);
  await app.register(disponibilidadRoutes);
  /** Products as the api shows them, prices at the scale of the venue's currency. */
  const toDtos = async (localId: number, rows: readonly repo.ProductoRow[]) => {
    const { currencyCode } = await getVenue(app.db, localId);
    return rows.map((p) => repo.toProductoVenta(p, currencyCode));
  };

  const buscar = {
    preHandler: app.authenticate,
    schema: {
      tags: TAGS,
      summary: 'Busca productos activos por nombre, código de barras o SKU (sin distinguir mayúsculas ni acentos)',
      security,
      querystring: productoBuscarQuerySchema,
      response: { 200: okSchema(z.array(productoVentaSchema)) },
    },
  };
  for (const url of ['/api/productos/buscar', '/api/productos/search']) {
    r.get(url, buscar, async (request) => {
      const { q, limite } = request.query;
      const rows = await repo.searchProductos(app.db, request.auth.localId, q ?? '', limite);
      return ok(await toDtos(request.auth.localId, rows));
    });
  }

  r.get(
    '/api/productos/frecuentes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Los productos que más vendió el local (ventas pagadas), primero el más vendido',
        security,
        querystring: productosFrecuentesQuerySchema,
        response: { 200: okSchema(z.array(productoFrecuenteSchema)) },
      },
    },
    async (request) => {
      const ranking = await repo.frequentProductos(app.db, request.auth.localId, request.query.cantidad);
      const dtos = await toDtos(
        request.auth.localId,
        ranking.map((r) => r.producto),
      );
      return ok(ranking.map(({ veces }, i) => ({ ...dtos[i]!, vecesVendido: veces })));
    },
  );

  r.get(
    '/api/productos/con-stock',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Productos activos que controlan stock, primero los que están bajo el mínimo',
        security,
        response: { 200: okSchema(z.array(productoVentaSchema)) },
      },
    },
    async (request) => ok(await toDtos(request.auth.localId, await repo.productosConStock(app.db, request.auth.localId))),
  );

  r.get(
    '/api/productos/menu',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'El menú: todos los productos activos del local, por nombre',
        description: 'El handheld de mozos lo carga una vez, lo agrupa por categoría y lo guarda para seguir tomando pedidos sin conexión.',
        security,
        response: { 200: okSchema(z.array(productoVentaSchema)) },
      },
    },
    async (request) => ok(await toDtos(request.auth.localId, await repo.listActiveProductos(app.db, request.auth.localId))),
  );

  r.get(
    '/api/productos/categorias',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Categorías activas del menú con la cantidad de productos activos', security, response: { 200: okSchema(z.array(categoriaProductoSchema)) } },
    },
    async (request) => ok(await repo.listCategorias(app.db, request.auth.localId)),
  );
}
