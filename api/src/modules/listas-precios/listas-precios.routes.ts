import {
  type CanalVenta,
  idParamsSchema,
  listaPrecioBodySchema,
  listaPrecioSchema,
  listasVigentesQuerySchema,
  mutationOnlyBodySchema,
  preciosVigentesSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { publishListasPreciosChanged } from './listas-precios-eventos';
import { canalesAfectados, createListaPrecio, deleteListaPrecio, listListasPrecios, listPreciosVigentes, updateListaPrecio } from './listas-precios.service';

const TAGS = ['listas-precios'];
const security = [{ bearerAuth: [] }];
const BODY_DESCRIPTION =
  'Nombre; Canales (salon, mostrador, takeaway, delivery, qr, web); Vigencia opcional { Dias 1 (lunes) a 7 (domingo), Desde y Hasta HH:mm en la zona horaria del local; ' +
  'si Hasta no es posterior a Desde la ventana cruza la medianoche y pertenece al día en que empieza }, sin vigencia rige siempre; Prioridad (gana la mayor, a igualdad la de menor id); ' +
  'Activa; y Precios [{ ProductoId, Precio }] o AjustePorcentaje sobre el precio base (redondeado como el ajuste masivo), no ambos.';

export async function listasPreciosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).
  // Once committed (never on a replay), the screens that show prices re-read them.
  const changed = (localId: number, canales: CanalVenta[], clientMutationId: string | null | undefined) =>
    publishListasPreciosChanged(app, localId, { canales, motivo: 'lista', clientMutationId: clientMutationId ?? null });

  r.get(
    '/api/listas-precios',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Listas de precios del local, la que gana primero', security, response: { 200: okSchema(z.array(listaPrecioSchema)) } },
    },
    async (request) => ok(await listListasPrecios(app.db, request.auth.localId)),
  );

  r.get(
    '/api/listas-precios/vigentes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Los productos que una lista de precios activa precia ahora para el canal, con su precio y la lista (los demás se venden a su propio precio); cada línea se precia igual en el momento en que se carga',
        security,
        querystring: listasVigentesQuerySchema,
        response: { 200: okSchema(preciosVigentesSchema) },
      },
    },
    async (request) => ok(await listPreciosVigentes(app.db, request.auth.localId, request.query.canal, new Date())),
  );

  r.post(
    '/api/listas-precios',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Crea una lista de precios (queda en la auditoría)',
        description: BODY_DESCRIPTION,
        security,
        body: listaPrecioBodySchema,
        response: { 201: okSchema(listaPrecioSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId, userId } = request.auth;
      let canales: CanalVenta[] = [];
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: 'listas-precios.create' },
        async (trx) => {
          const lista = await createListaPrecio(trx, { localId, userId }, input);
          canales = canalesAfectados(lista);
          return { statusCode: 201, body: ok(lista, 'Lista de precios creada') };
        },
        () => changed(localId, canales, clientMutationId),
      );
    },
  );

  r.put(
    '/api/listas-precios/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Reemplaza una lista de precios (queda en la auditoría con el antes y el después); las líneas ya cargadas conservan su precio',
        description: BODY_DESCRIPTION,
        security,
        params: idParamsSchema,
        body: listaPrecioBodySchema,
        response: { 200: okSchema(listaPrecioSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId, userId } = request.auth;
      let canales: CanalVenta[] = [];
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: `listas-precios.update:${request.params.id}` },
        async (trx) => {
          const updated = await updateListaPrecio(trx, { localId, userId }, request.params.id, input);
          canales = updated.canales;
          return { statusCode: 200, body: ok(updated.lista, 'Lista de precios actualizada') };
        },
        () => changed(localId, canales, clientMutationId),
      );
    },
  );

  r.delete(
    '/api/listas-precios/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Elimina una lista de precios; las líneas ya cargadas conservan su precio y el nombre de la lista',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `listas-precios.delete:${request.params.id}` };
      let canales: CanalVenta[] = [];
      return replyWithMutation(
        reply,
        app.db,
        key,
        async (trx) => {
          canales = canalesAfectados(await deleteListaPrecio(trx, { localId, userId }, request.params.id));
          return { statusCode: 200, body: { success: true, message: 'Lista de precios eliminada' } };
        },
        () => changed(localId, canales, key.clientMutationId),
      );
    },
  );
}
