import multipart from '@fastify/multipart';
import { idParamsSchema, IMAGEN_MAX_BYTES, productoImagenQuerySchema, productoSchema } from '@resto/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { getProducto } from './catalogo.service';
import { prepareImagen, readImagen, removeImagen, saveImagen, storageOf } from './imagenes.service';

const TAGS = ['productos'];
const security = [{ bearerAuth: [] }];

/** Reads the one file of a multipart upload; any upload problem is the 'error reading a file' refusal. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw badRequest('IMAGEN_REQUERIDA');
  }
  if (!file) throw badRequest('IMAGEN_REQUERIDA');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('IMAGEN_DEMASIADO_GRANDE');
    throw badRequest('IMAGEN_REQUERIDA');
  }
}

/** /api/productos/{id}/imagen: upload (multipart), serve resized with caching headers, delete. */
export async function productosImagenesRoutes(app: FastifyInstance) {
  // Scoped to these routes: one file, 2 MB; a bigger one stops being read at the limit.
  await app.register(multipart, { limits: { fileSize: IMAGEN_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = storageOf(app.config);
  // Upload and delete need productos.editar; the GET is public (permission table).
  const editors = app.authenticate;

  r.post(
    '/api/productos/:id/imagen',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Sube la imagen del producto (multipart, campo file): JPG o PNG de hasta 2 MB, reconocida por su contenido',
        description: 'Reemplaza la anterior. Subir el mismo archivo otra vez no cambia nada (la versión es el hash del contenido).',
        security,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: okSchema(productoSchema) },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const img = await prepareImagen(await readUpload(request));
      const afterCommit = await app.db.transaction().execute((trx) => saveImagen(trx, storage, localId, request.params.id, img));
      afterCommit();
      return reply.code(201).send(ok(await getProducto(app.db, localId, request.params.id), 'Imagen guardada'));
    },
  );

  r.delete(
    '/api/productos/:id/imagen',
    {
      preHandler: editors,
      schema: { tags: TAGS, summary: 'Quita la imagen del producto', security, params: idParamsSchema, response: { 200: emptyOkSchema } },
    },
    async (request) => {
      const { localId } = request.auth;
      const afterCommit = await app.db.transaction().execute((trx) => removeImagen(trx, storage, localId, request.params.id));
      afterCommit();
      return { success: true, message: 'Imagen eliminada' };
    },
  );

  r.get(
    '/api/productos/:id/imagen',
    {
      schema: {
        tags: TAGS,
        summary: 'La imagen del producto redimensionada: size=card (tarjetas, hasta 600 px) o thumb (160 px, listas)',
        description:
          'Pública (un <img> no envía el token; son fotos del menú). ETag por versión y tamaño; con v igual a la versión actual (las URLs que da la api) se cachea un año como inmutable.',
        params: idParamsSchema,
        querystring: productoImagenQuerySchema,
      },
    },
    async (request, reply) => {
      const { size, v } = request.query;
      const img = await readImagen(app.db, storage, request.params.id, size);
      const etag = `"${img.version}-${size}"`;
      reply.header('ETag', etag);
      reply.header('Cache-Control', v === img.version ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      reply.header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(img.tipo).send(img.datos);
    },
  );
}
