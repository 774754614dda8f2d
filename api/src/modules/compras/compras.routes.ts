import {
  compraInputSchema,
  compraPdfQuerySchema,
  compraSchema,
  comprasPageSchema,
  comprasQuerySchema,
  idParamsSchema,
  mutationOnlyBodySchema,
  recepcionInputSchema,
  recepcionResultSchema,
} from '@resto/shared/contracts';
import { hasPermission } from '@resto/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import { getVenue, replyWithMutation } from '../local';
import { compraPdfStream, textosCompra } from './compras-pdf';
import { proveedorDatos } from './compras.repository';
import { cancelarCompra, createCompra, enviarCompra, getCompra, listCompras, updateCompra } from './compras.service';
import { recibirCompra } from './recepcion.service';
import { idiomaDeLocale } from '../../lib/textos';

const TAGS = ['compras'];
const security = [{ bearerAuth: [] }];
const BODY_DESCRIPTION =
  'ProveedorId (un proveedor activo del local); Lineas de InsumoId (insumos activos del local, cada uno una vez), Cantidad en la unidad del insumo ' +
  'y CostoUnitario por unidad entera en la moneda del local; Notas. El total es la suma de cantidad por costo, redondeada una vez.';
const COSTOS = 'Requiere productos.editar y productos.costos (COSTOS_SIN_PERMISO).';

/** A purchase is its costs: without productos.costos the caller sees none of it. */
export function requireCostos(request: FastifyRequest): void {
  if (!hasPermission(request.auth.permisos, 'productos.costos')) throw forbidden('COSTOS_SIN_PERMISO');
}

export async function comprasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).

  r.get(
    '/api/compras',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: `Órdenes de compra del local, la más nueva primero, con sus líneas. ${COSTOS}`,
        security,
        querystring: comprasQuerySchema,
        response: { 200: okSchema(comprasPageSchema) },
      },
    },
    async (request) => {
      requireCostos(request);
      return ok(await listCompras(app.db, request.auth.localId, request.query));
    },
  );

  r.get(
    '/api/compras/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: `Una orden de compra con sus líneas y lo recibido de cada una. ${COSTOS}`,
        security,
        params: idParamsSchema,
        response: { 200: okSchema(compraSchema) },
      },
    },
    async (request) => {
      requireCostos(request);
      return ok(await getCompra(app.db, request.auth.localId, request.params.id));
    },
  );

  r.post(
    '/api/compras',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: `Crea una orden de compra en borrador con el número siguiente del local (queda en la auditoría). ${COSTOS}`,
        description: BODY_DESCRIPTION,
        security,
        body: compraInputSchema,
        response: { 201: okSchema(compraSchema) },
      },
    },
    async (request, reply) => {
      requireCostos(request);
      const { clientMutationId, ...input } = request.body;
      const { localId, userId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'compras.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await createCompra(trx, { localId, userId }, input), 'Compra creada'),
      }));
    },
  );

  r.put(
    '/api/compras/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: `Reemplaza proveedor, notas y líneas de un borrador (COMPRA_NO_EDITABLE si ya no lo es; queda en la auditoría). ${COSTOS}`,
        description: BODY_DESCRIPTION,
        security,
        params: idParamsSchema,
        body: compraInputSchema,
        response: { 200: okSchema(compraSchema) },
      },
    },
    async (request, reply) => {
      requireCostos(request);
      const { clientMutationId, ...input } = request.body;
      const { localId, userId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `compras.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await updateCompra(trx, { localId, userId }, request.params.id, input), 'Compra actualizada'),
      }));
    },
  );

  const transicion = (path: 'enviar' | 'cancelar', summary: string, run: typeof enviarCompra, message: string) =>
    r.post(
      `/api/compras/:id/${path}`,
      {
        preHandler: app.authenticate,
        schema: { tags: TAGS, summary: `${summary} ${COSTOS}`, security, params: idParamsSchema, body: mutationOnlyBodySchema, response: { 200: okSchema(compraSchema) } },
      },
      async (request, reply) => {
        requireCostos(request);
        const { localId, userId } = request.auth;
        const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `compras.${path}:${request.params.id}` };
        return replyWithMutation(reply, app.db, key, async (trx) => ({ statusCode: 200, body: ok(await run(trx, { localId, userId }, request.params.id), message) }));
      },
    );
  transicion('enviar', 'Marca un borrador como enviado al proveedor (COMPRA_NO_ENVIABLE si ya no es borrador; queda en la auditoría).', enviarCompra, 'Compra enviada');
  transicion(
    'cancelar',
    'Cancela un borrador o una compra enviada de la que no llegó nada (COMPRA_NO_CANCELABLE si ya recibió mercadería o está cancelada; queda en la auditoría).',
    cancelarCompra,
    'Compra cancelada',
  );

  r.post(
    '/api/compras/:id/recepcion',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Registra lo que llegó de una compra (borrador, enviada o parcial): sube el stock, lleva el costo de cada insumo al promedio ponderado y guarda el último; ' +
          `la compra queda recibida cuando llegó todo, si no parcial. Responde las alertas de los platos que quedaron sobre el food cost objetivo. Queda en la auditoría. ${COSTOS}`,
        description: 'Lineas de InsumoId (de la compra, cada uno una vez), Cantidad que llegó (0: nada) y CostoUnitario al que llegó.',
        security,
        params: idParamsSchema,
        body: recepcionInputSchema,
        response: { 200: okSchema(recepcionResultSchema) },
      },
    },
    async (request, reply) => {
      requireCostos(request);
      const { clientMutationId, ...input } = request.body;
      const { localId, userId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `compras.recepcion:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await recibirCompra(trx, { localId, userId }, request.params.id, input), 'Recepción registrada'),
      }));
    },
  );

  r.get(
    '/api/compras/:id/pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: `La orden de compra en PDF (A4) para enviar al proveedor: el local, el proveedor con su CUIT, número, fecha, líneas y total. ${COSTOS}`,
        description: 'Idioma de los textos (es, br, en); por defecto el del país del local. Las cifras se escriben como las escribe el local.',
        security,
        params: idParamsSchema,
        querystring: compraPdfQuerySchema,
      },
    },
    async (request, reply) => {
      requireCostos(request);
      const { localId } = request.auth;
      const compra = await getCompra(app.db, localId, request.params.id);
      const proveedor = await proveedorDatos(app.db, localId, compra.proveedorId);
      if (!proveedor) throw notFound('COMPRA_NO_EXISTE');
      const venue = await getVenue(app.db, localId);
      const t = textosCompra(request.query.idioma ?? idiomaDeLocale(venue.locale));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="orden_compra_${compra.numero}.pdf"`)
        .header('cache-control', 'no-store')
        .send(compraPdfStream(compra, proveedor, venue, t));
    },
  );
}
