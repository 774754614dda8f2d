import multipart from '@fastify/multipart';
import {
  clientMutationIdSchema,
  PRODUCTOS_CSV_EXPORTADO,
  PRODUCTOS_CSV_MODELO,
  PRODUCTOS_IMPORTAR_MAX_BYTES,
  productosExportarQuerySchema,
  productosImportReportSchema,
} from '@resto/shared/contracts';
import { hasPermission } from '@resto/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { replyWithMutation } from '../local';
import { exportarProductos, importarProductos, modeloCsv } from './productos-csv.service';
import { refreshPlannerStatistics } from '../../db/statistics';

const TAGS = ['productos'];
const security = [{ bearerAuth: [] }];

/** The CSV of an upload: the `file` part of a multipart form, or the whole body sent as text/csv. */
async function readCsv(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (Buffer.isBuffer(body)) return body;
    if (typeof body === 'string') return Buffer.from(body, 'utf8');
    throw badRequest('CSV_ARCHIVO_REQUERIDO');
  }
  let file;
  try {
    file = await request.file();
  } catch {
    throw badRequest('CSV_ARCHIVO_REQUERIDO');
  }
  if (!file) throw badRequest('CSV_ARCHIVO_REQUERIDO');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('CUERPO_DEMASIADO_GRANDE');
    throw badRequest('CSV_ARCHIVO_REQUERIDO');
  }
}

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});

/** The products CSV: template, import (all or nothing, with a report) and export for es-AR Excel. */
export async function productosCsvRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: PRODUCTOS_IMPORTAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addContentTypeParser(['text/csv', 'text/plain', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: PRODUCTOS_IMPORTAR_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/productos/modelo-csv',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: `Descarga ${PRODUCTOS_CSV_MODELO}: las columnas de la importación con dos filas de ejemplo (';', coma decimal, UTF-8 con BOM)`, security },
    },
    async (_request, reply) => reply.headers(csvHeaders(PRODUCTOS_CSV_MODELO)).send(modeloCsv()),
  );

  r.get(
    '/api/productos/exportar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: `Descarga ${PRODUCTOS_CSV_EXPORTADO} para Excel es-AR: ';', UTF-8 con BOM, coma decimal, las columnas del modelo; las celdas que empiezan con = + - @ van con un apóstrofo adelante`,
        security,
        querystring: productosExportarQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .headers(csvHeaders(PRODUCTOS_CSV_EXPORTADO))
        .send(await exportarProductos(app.db, request.auth.localId, request.query, hasPermission(request.auth.permisos, 'productos.costos'))),
  );

  r.post(
    '/api/productos/importar',
    {
      preHandler: app.authenticate,
      bodyLimit: PRODUCTOS_IMPORTAR_MAX_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Importa productos desde un CSV (multipart, campo file; o el cuerpo como text/csv) con las columnas del modelo',
        description:
          "Separador ';' o ',' y UTF-8 con o sin BOM (lo que escribe Excel es-AR), coma decimal. Cada fila se valida como el formulario de producto; " +
          'si alguna falla no se importa nada y la respuesta 422 PRODUCTOS_IMPORTACION_RECHAZADA trae en data el informe con la línea y los motivos de cada fila rechazada. ' +
          'Las categorías y subcategorías que no existen se crean; los proveedores deben existir.',
        security,
        consumes: ['multipart/form-data', 'text/csv'],
        querystring: z.object({ clientMutationId: clientMutationIdSchema }),
        response: { 201: okSchema(productosImportReportSchema) },
      },
    },
    async (request, reply) => {
      const bytes = await readCsv(request);
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      const sent = await replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId: request.query.clientMutationId, operation: 'productos.importar' },
        async (trx) => {
          const report = await importarProductos(trx, actor, bytes);
          return { statusCode: 201, body: ok(report, `Productos importados: ${report.importados}`) };
        },
      );
      // Committed: the planner learns the catalogue's new size (thousands of rows at once).
      await refreshPlannerStatistics(app.db, { table: 'productos' });
      return sent;
    },
  );
}
