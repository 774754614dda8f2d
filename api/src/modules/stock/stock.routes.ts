import { stockHistorialSchema } from '@resto/shared/contracts';
import { QUANTITY_SCALE } from '@resto/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { getVenue, userNames } from '../local/venue.repository';
import * as productosRepo from '../productos/productos.repository';

const TAGS = ['stock'];
const security = [{ bearerAuth: [] }];

export async function stockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stock/historial/:productoId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Movimientos de stock de un producto (los últimos 200)',
        security,
        params: z.object({ productoId: z.coerce.number().int().positive() }),
        response: { 200: okSchema(stockHistorialSchema) },
      },
    },
    async (request) => {
      const { localId } = request.auth;
      const [producto] = await productosRepo.findProductos(app.db, localId, [request.params.productoId]);
      if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
      const movimientos = await productosRepo.stockMovimientosDe(app.db, localId, producto.id, 200);
      const names = await userNames(app.db, movimientos.flatMap((m) => (m.usuarioId === null ? [] : [m.usuarioId])));
      const { currencyCode } = await getVenue(app.db, localId);
      const dto = productosRepo.toProductoVenta(producto, currencyCode);
      return ok({
        producto: { id: producto.id, nombre: producto.nombre, unidadMedida: producto.unidadMedida, stockActual: dto.stockActual },
        movimientos: movimientos.map((m) => ({
          id: m.id,
          tipo: m.tipo,
          cantidad: m.cantidad / QUANTITY_SCALE,
          stockResultante: m.stockResultante / QUANTITY_SCALE,
          ventaId: m.ventaId,
          motivo: m.motivo,
          fecha: m.createdAt,
          usuario: m.usuarioId === null ? null : (names.get(m.usuarioId) ?? null),
        })),
      });
    },
  );
}
