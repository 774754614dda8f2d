import {
  cierreZBodySchema,
  cierreZDocumentoSchema,
  cierreZDatosSchema,
  cierreZImprimirQuerySchema,
  cierreZPreviaQuerySchema,
  cierreZSchema,
  cierresZListSchema,
  dashboardSchema,
  exportParamsSchema,
  exportQuerySchema,
  explicacionArqueoSchema,
  idParamsSchema,
  reporteArqueosSchema,
  reporteClientesSchema,
  reporteFinancieroSchema,
  reporteProductosSchema,
  reportesQuerySchema,
  reporteVentasSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { getVenue } from '../local';
import { reporteVentasConAjustes } from './ajustes-z';
import { explicarArqueo } from './arqueo-explicacion';
import { ventasBajoCostoRoutes } from './bajo-costo';
import { cierreZImpresionRoutes } from './cierre-z-impresion.routes';
import { guardCierreZ, guardPreviaCierreZ } from './cierre-z-guard';
import { renderCierreZ } from './cierre-z.render';
import { financieroPara, productosPara } from './costos-reportes';
import { documentoFinanciero, documentoProductos, documentoVentas, nombreArchivo } from './reportes-documento';
import { CONTENT_TYPES, exportStream } from './reportes-export';
import { textosExport } from './textos-export';
import { datosCierreZ, emitirCierreZ, getCierreZ, listCierresZ } from './cierre-z.service';
import { dashboard } from './dashboard.service';
import { reporteArqueos } from './reporte-arqueos.service';
import { reporteClientes } from './reporte-clientes.service';
import { reporteFinanciero } from './reporte-financiero.service';
import { reporteProductos } from './reporte-productos.service';
import { reportesCostosRoutes } from './reportes-costos.routes';
import { documentoDe } from './reportes.service';

const TAGS = ['reportes'];
const security = [{ bearerAuth: [] }];

/** Reports, the dashboard and the daily Z close. Permissions: auth/permissions.ts. */
export async function reportesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({ tags: TAGS, summary, security, querystring: reportesQuerySchema });
  await ventasBajoCostoRoutes(app);
  await cierreZImpresionRoutes(app);
  await reportesCostosRoutes(app);

  r.get(
    '/api/reportes/dashboard',
    { preHandler: app.authenticate, schema: { tags: TAGS, summary: 'El día y el mes del local de un vistazo', security, response: { 200: okSchema(dashboardSchema) } } },
    async (request) => ok(await dashboard(app.db, request.auth.localId)),
  );
  r.get(
    '/api/reportes/ventas',
    {
      preHandler: app.authenticate,
      schema: { ...schema('Ventas: totales, por día y hora, por medio de pago y moneda, ticket promedio, anuladas'), response: { 200: okSchema(reporteVentasSchema) } },
    },
    async (request) => ok(await reporteVentasConAjustes(app.db, request.auth.localId, request.query)),
  );
  r.get(
    '/api/reportes/productos',
    {
      preHandler: app.authenticate,
      schema: { ...schema('Productos: unidades e ingresos, margen sobre costo, ABC, sin movimiento, stock bajo'), response: { 200: okSchema(reporteProductosSchema) } },
    },
    async (request) => ok(productosPara(request.auth.permisos, await reporteProductos(app.db, request.auth.localId, request.query))),
  );
  r.get(
    '/api/reportes/clientes',
    {
      preHandler: app.authenticate,
      schema: { ...schema('Clientes: los que más compran, frecuencia, saldos de cuenta corriente'), response: { 200: okSchema(reporteClientesSchema) } },
    },
    async (request) => ok(await reporteClientes(app.db, request.auth.localId, request.query)),
  );
  r.get(
    '/api/reportes/financiero',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema('Financiero: ingresos, costo de mercadería, gastos por categoría, margen bruto, flujo por moneda'),
        response: { 200: okSchema(reporteFinancieroSchema) },
      },
    },
    async (request) => ok(financieroPara(request.auth.permisos, await reporteFinanciero(app.db, request.auth.localId, request.query))),
  );
  r.get(
    '/api/reportes/arqueos',
    { preHandler: app.authenticate, schema: { ...schema('Arqueos: cada caja con lo esperado, lo contado y la diferencia'), response: { 200: okSchema(reporteArqueosSchema) } } },
    async (request) => ok(await reporteArqueos(app.db, request.auth.localId, request.query)),
  );

  r.get(
    '/api/reportes/arqueos/:id/explicacion',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Las causas probables de la diferencia de una caja cerrada, buscadas en sus propios movimientos, con el monto que explicaría cada una',
        security,
        params: idParamsSchema,
        response: { 200: okSchema(explicacionArqueoSchema) },
      },
    },
    async (request) => ok(await explicarArqueo(app.db, request.auth.localId, request.params.id)),
  );

  r.get(
    '/api/reportes/:tipo/exportar/:formato',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "Exporta un reporte con los mismos filtros y cifras de la pantalla: CSV para Excel es-AR (';', BOM, coma decimal), Excel (.xlsx, una hoja por sección) o PDF (A4)",
        security,
        params: exportParamsSchema,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const { tipo, formato } = request.params;
      const { localId } = request.auth;
      const venue = await getVenue(app.db, localId);
      const { idioma, ...filtros } = request.query;
      // Titles and headers in the caller's language (the figures are formatted as the venue's country).
      const t = textosExport(idioma);
      // The sales export carries the adjustment line for voids of Z-closed days, as the screen does.
      const doc =
        tipo === 'ventas'
          ? documentoVentas(await reporteVentasConAjustes(app.db, localId, filtros), t)
          : tipo === 'productos'
            ? documentoProductos(productosPara(request.auth.permisos, await reporteProductos(app.db, localId, filtros)), t)
            : tipo === 'financiero'
              ? documentoFinanciero(financieroPara(request.auth.permisos, await reporteFinanciero(app.db, localId, filtros)), t)
              : await documentoDe(app.db, localId, tipo, filtros, t);
      return reply
        .header('content-type', CONTENT_TYPES[formato])
        .header('content-disposition', `attachment; filename="${nombreArchivo(tipo, doc, formato)}"`)
        .header('cache-control', 'no-store')
        .send(exportStream(doc, venue, formato, t));
    },
  );

  r.get(
    '/api/reportes/cierres-z',
    { preHandler: app.authenticate, schema: { tags: TAGS, summary: 'Cierres Z emitidos, el último primero', security, response: { 200: okSchema(cierresZListSchema) } } },
    async (request) => ok(await listCierresZ(app.db, request.auth.localId)),
  );
  r.post(
    '/api/reportes/cierres-z',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Emite el cierre Z de un día del local (por defecto hoy): uno por día, numerado, inmutable',
        security,
        body: cierreZBodySchema,
        response: { 201: okSchema(cierreZSchema) },
      },
    },
    async (request, reply) => {
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      const cierre = await app.db.transaction().execute(async (trx) => {
        await guardCierreZ(trx, actor.localId, request.body.fecha);
        return emitirCierreZ(trx, actor, request.body.fecha);
      });
      return reply.code(201).send(ok(cierre, `Cierre Z N° ${cierre.numero} emitido`));
    },
  );
  r.get(
    '/api/reportes/cierres-z/previa',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Lo que mostraría el cierre Z de un día, para confirmarlo antes de emitirlo',
        security,
        querystring: cierreZPreviaQuerySchema,
        response: { 200: okSchema(cierreZDatosSchema) },
      },
    },
    async (request) => {
      await guardPreviaCierreZ(app.db, request.auth.localId, request.query.fecha);
      return ok(await datosCierreZ(app.db, request.auth.localId, request.query.fecha));
    },
  );
  r.get(
    '/api/reportes/cierres-z/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Un cierre Z tal como se emitió', security, params: idParamsSchema, response: { 200: okSchema(cierreZSchema) } },
    },
    async (request) => ok(await getCierreZ(app.db, request.auth.localId, request.params.id)),
  );
  r.get(
    '/api/reportes/cierres-z/:id/imprimir',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Reimpresión del cierre Z (ticket de 80 mm o A4)',
        security,
        params: idParamsSchema,
        querystring: cierreZImprimirQuerySchema,
        response: { 200: okSchema(cierreZDocumentoSchema) },
      },
    },
    async (request) => {
      const { localId } = request.auth;
      const cierre = await getCierreZ(app.db, localId, request.params.id);
      const venue = await getVenue(app.db, localId);
      return ok({ id: cierre.id, numero: cierre.numero, formato: request.query.formato, html: renderCierreZ(venue, cierre, request.query.formato) });
    },
  );
}
