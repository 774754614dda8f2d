import { reporteBajoCostoSchema, ventasBajoCostoQuerySchema, type ReporteBajoCosto, type VentaBajoCosto } from '@resto/shared/contracts';
import { divRound, fromMinor, hasPermission } from '@resto/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema';
import { ok, okSchema } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { userNames } from '../local';
import * as repo from './bajo-costo.repository';
import { periodo } from './reportes-periodo';

type Db = Kysely<Database>;

/**
 * Sales below cost: each paid line whose charge (after its own discount) is below the cost the
 * product had at the moment of the sale, with the loss. The cost of a moment is the cost before the
 * product's first cost change after it (the price history keeps every change), else its current
 * cost; a product with no cost recorded is left out (nothing to compare with).
 */
export async function ventasBajoCosto(
  db: Db,
  localId: number,
  query: { rango?: string; fechaDesde?: string; fechaHasta?: string; usuarioId?: number; productoId?: number },
): Promise<ReporteBajoCosto> {
  const p = await periodo(db, localId, query as Parameters<typeof periodo>[2]);
  const currency = p.venue.currencyCode;
  const lineas = await repo.lineasVendidas(db, { localId, from: p.filtro.from, to: p.filtro.to, usuarioId: query.usuarioId, productoId: query.productoId });
  const cambios = await repo.cambiosDeCosto(
    db,
    localId,
    lineas.map((l) => l.productoId),
    p.filtro.from,
  );
  const porProducto = new Map<number, { fecha: number; costoAnterior: number | null }[]>();
  for (const c of cambios) {
    const list = porProducto.get(c.productoId) ?? [];
    list.push({ fecha: Date.parse(c.fecha), costoAnterior: c.costoAnterior });
    porProducto.set(c.productoId, list);
  }
  const costoEn = (l: repo.LineaVendida): number | null => {
    const at = Date.parse(l.fecha);
    const next = porProducto.get(l.productoId)?.find((c) => c.fecha > at);
    return next ? next.costoAnterior : l.costoActual;
  };

  const items: VentaBajoCosto[] = [];
  const bajo: { l: repo.LineaVendida; costo: number; perdida: number }[] = [];
  for (const l of lineas) {
    const costo = costoEn(l);
    if (costo === null || costo <= 0) continue;
    const costoLinea = Number(divRound(BigInt(costo) * BigInt(l.cantidadMilli), 1000n));
    const perdida = costoLinea - l.subtotal;
    if (perdida > 0) bajo.push({ l, costo, perdida });
  }
  const names = await userNames(
    db,
    bajo.map((b) => b.l.usuarioId),
  );
  let total = 0;
  for (const { l, costo, perdida } of bajo) {
    total += perdida;
    items.push({
      ventaId: l.ventaId,
      numero: l.numero,
      fecha: l.fecha,
      productoId: l.productoId,
      producto: l.producto,
      vendedor: names.get(l.usuarioId) ?? null,
      cantidad: l.cantidadMilli / 1000,
      precioUnitario: fromMinor(l.precioUnitario, currency),
      importe: fromMinor(l.subtotal, currency),
      costoUnitario: fromMinor(costo, currency),
      perdida: fromMinor(perdida, currency),
    });
  }
  return { desde: p.desde, hasta: p.hasta, moneda: currency, items, totalPerdida: fromMinor(total, currency) };
}

/** The route (reportes.ver in the permission table; the costs it shows also need productos.costos). */
export async function ventasBajoCostoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/reportes/ventas-bajo-costo',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reportes'],
        summary: 'Ventas bajo costo: cada línea cobrada por debajo del costo que tenía el producto al venderse, con producto, fecha, venta, vendedor, precio, costo y la pérdida',
        description:
          'Rango como los demás reportes (rango, o fechaDesde/fechaHasta en fechas del local; hoy por defecto), usuarioId y productoId opcionales. Requiere reportes.ver y productos.costos (COSTOS_SIN_PERMISO).',
        security: [{ bearerAuth: [] }],
        querystring: ventasBajoCostoQuerySchema,
        response: { 200: okSchema(reporteBajoCostoSchema) },
      },
    },
    async (request) => {
      if (!hasPermission(request.auth.permisos, 'productos.costos')) throw forbidden('COSTOS_SIN_PERMISO');
      return ok(await ventasBajoCosto(app.db, request.auth.localId, request.query));
    },
  );
}
