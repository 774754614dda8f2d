import {
  REPORTE_COSTOS_TIPOS,
  reporteConsumoSchema,
  reporteCostosExportParamsSchema,
  reporteCostosExportQuerySchema,
  reporteCostosRangoQuerySchema,
  reporteCostosSchema,
  reporteIngenieriaMenuSchema,
  type ReporteCostosTipo,
} from '@resto/shared/contracts';
import { hasPermission } from '@resto/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { getVenue } from '../local';
import { ingenieriaMenuReporte } from './ingenieria-menu.service';
import { reporteConsumo } from './reporte-consumo.service';
import { reporteCostos } from './reporte-costos.service';
import { documentoConsumo, documentoCostos, documentoIngenieriaMenu, nombreArchivoCostos } from './reportes-costos-documento';
import type { Documento } from './reportes-documento';
import { CONTENT_TYPES, exportStream } from './reportes-export';
import { textosExport } from './textos-export';

const TAGS = ['reportes'];
const security = [{ bearerAuth: [] }];
const PERMISOS = 'Requiere reportes.ver y productos.costos (COSTOS_SIN_PERMISO).';

/** Costs are the point of these reports: without productos.costos they are refused, not emptied. */
function exigirCostos(request: FastifyRequest) {
  if (!hasPermission(request.auth.permisos, 'productos.costos')) throw forbidden('COSTOS_SIN_PERMISO');
}

/** The cost reports (costs, ingredient use, menu engineering) and their exports. Permissions: auth/permissions.ts. */
export async function reportesCostosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/reportes/costos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Costos: cada plato activo con receta, su costo de hoy, precio, margen y food cost, y cuánto subió su costo desde el último cambio de precio (los que más subieron primero)',
        description: `Señalado: food cost por encima del objetivo del local (foodCostObjetivo, 30 % si no hay). ${PERMISOS}`,
        security,
        response: { 200: okSchema(reporteCostosSchema) },
      },
    },
    async (request) => {
      exigirCostos(request);
      return ok(await reporteCostos(app.db, request.auth.localId));
    },
  );
  r.get(
    '/api/reportes/consumo',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Consumo: por insumo, lo que las ventas debieron usar contra lo que se usó (stock inicial + compras - stock final), la merma y la diferencia en cantidad y en dinero',
        description: `Rango: rango, fechaDesde/fechaHasta, en días del local (hoy por defecto). ${PERMISOS}`,
        security,
        querystring: reporteCostosRangoQuerySchema,
        response: { 200: okSchema(reporteConsumoSchema) },
      },
    },
    async (request) => {
      exigirCostos(request);
      return ok(await reporteConsumo(app.db, request.auth.localId, request.query));
    },
  );
  r.get(
    '/api/reportes/ingenieria-menu',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Ingeniería de menú: cada plato vendido con receta, su popularidad contra su margen, clasificado estrella, caballo, rompecabezas o perro',
        description: `Popular: participación >= 70 % de 1/n; rentable: margen unitario >= el promedio ponderado. Rango como el consumo. ${PERMISOS}`,
        security,
        querystring: reporteCostosRangoQuerySchema,
        response: { 200: okSchema(reporteIngenieriaMenuSchema) },
      },
    },
    async (request) => {
      exigirCostos(request);
      return ok(await ingenieriaMenuReporte(app.db, request.auth.localId, request.query));
    },
  );

  for (const tipo of REPORTE_COSTOS_TIPOS) {
    r.get(
      `/api/reportes/${tipo}/exportar/:formato`,
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: `Exporta el reporte ${tipo} con las mismas cifras de la pantalla: CSV para Excel es-AR, Excel (.xlsx) o PDF (A4)`,
          description: PERMISOS,
          security,
          params: reporteCostosExportParamsSchema,
          querystring: reporteCostosExportQuerySchema,
        },
      },
      async (request, reply) => {
        exigirCostos(request);
        const { localId } = request.auth;
        const { formato } = request.params;
        const { idioma, ...rango } = request.query;
        const venue = await getVenue(app.db, localId);
        const t = textosExport(idioma);
        const doc = await documento(tipo, rango);
        return reply
          .header('content-type', CONTENT_TYPES[formato])
          .header('content-disposition', `attachment; filename="${nombreArchivoCostos(tipo, doc, formato)}"`)
          .header('cache-control', 'no-store')
          .send(exportStream(doc, venue, formato, t));

        async function documento(k: ReporteCostosTipo, q: typeof rango): Promise<Documento> {
          switch (k) {
            case 'costos':
              return documentoCostos(await reporteCostos(app.db, localId), venue.timezone, t);
            case 'consumo':
              return documentoConsumo(await reporteConsumo(app.db, localId, q), t);
            case 'ingenieria-menu':
              return documentoIngenieriaMenu(await ingenieriaMenuReporte(app.db, localId, q), t);
          }
        }
      },
    );
  }
}
