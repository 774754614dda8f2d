import {
  IMPRESION_CHANGED_EVENT,
  idParamsSchema,
  impresionAjustesBodySchema,
  impresionAjustesSchema,
  trabajosNavegadorSchema,
  trabajosPendientesQuerySchema,
  impresoraBodySchema,
  impresoraSchema,
  mutationOnlyBodySchema,
  rutasImpresionBodySchema,
  rutasImpresionSchema,
  trabajoImpresionSchema,
  trabajosImpresionSchema,
  trabajosQuerySchema,
  type ImpresionChangedEvent,
  type TrabajoImpresion,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { conflict } from '../../lib/errors';
import { auditConfiguracion } from '../auditoria';
import { crudRoutes, replyWithMutation } from '../local';
import { acknowledge, confirmBrowserPrint, listTrabajos, pendingBrowserJobs, reprint } from './impresion-cola.service';
import { getAjustes, saveAjustes } from './impresion-documentos.service';
import { createImpresora, deleteImpresora, listImpresoras, listRutas, saveRutas, testPrint, updateImpresora } from './impresion.service';
import { confirmTimeoutMs } from './impresion.config';

const TAGS = ['impresion'];
const security = [{ bearerAuth: [] }];

/** Pushes a print job's change (a warning raised or acknowledged, a reprint) to the venue's /ws/mesas clients. */
export function publishTrabajo(app: FastifyInstance, localId: number, trabajo: TrabajoImpresion): void {
  const event: ImpresionChangedEvent = { trabajo };
  app.hubs
    .toVenue('mesas', localId, IMPRESION_CHANGED_EVENT, [event])
    .catch((error: unknown) => app.log.error({ err: error, trabajoId: trabajo.id }, 'no se pudo publicar el trabajo de impresión'));
}

/** Printers, category routing and the print queue. Permissions: auth/permissions.ts. */
export async function impresionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const impresora = async (db: typeof app.db, localId: number, id: number) => (await listImpresoras(db, localId)).find((x) => x.id === id) ?? null;

  r.get(
    '/api/impresion/impresoras',
    { preHandler: app.authenticate, schema: { tags: TAGS, summary: 'Impresoras del local', security, response: { 200: okSchema(z.array(impresoraSchema)) } } },
    async (request) => ok(await listImpresoras(app.db, request.auth.localId)),
  );

  crudRoutes(app, {
    path: '/api/impresion/impresoras',
    tags: TAGS,
    operation: 'impresion.impresora',
    entity: impresoraSchema,
    audit: {
      find: impresora,
      record: (trx, auth, before, after, id) => auditConfiguracion(trx, auth, 'impresora', before, after, { entidadId: id }),
    },
    create: {
      summary: 'Agrega una impresora (red ESC/POS o diálogo del navegador)',
      body: impresoraBodySchema,
      message: 'Impresora guardada',
      run: (trx, auth, input) => createImpresora(trx, auth.localId, input),
    },
    update: {
      summary: 'Modifica una impresora',
      body: impresoraBodySchema,
      message: 'Impresora guardada',
      run: (trx, auth, id, input) => updateImpresora(trx, auth.localId, id, input),
    },
    remove: {
      summary: 'Elimina una impresora',
      message: 'Impresora eliminada',
      run: (trx, auth, id) => deleteImpresora(trx, auth.localId, id),
    },
  });

  r.post(
    '/api/impresion/impresoras/:id/prueba',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Imprime una página de prueba en una impresora de red y espera su confirmación',
        security,
        params: idParamsSchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request) => {
      const result = await testPrint(app.db, request.auth.localId, request.params.id, confirmTimeoutMs());
      if (!result.ok) throw conflict('IMPRESORA_NO_RESPONDE', { detalle: result.motivo });
      return { success: true, message: 'Página de prueba impresa' };
    },
  );

  r.get(
    '/api/impresion/rutas',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Estación de cada categoría (las que no figuran van a cocina)', security, response: { 200: okSchema(rutasImpresionSchema) } },
    },
    async (request) => ok(await listRutas(app.db, request.auth.localId)),
  );

  r.put(
    '/api/impresion/rutas',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Reemplaza la estación de cada categoría', security, body: rutasImpresionBodySchema, response: { 200: okSchema(rutasImpresionSchema) } },
    },
    async (request, reply) => {
      const localId = request.auth.localId;
      return replyWithMutation(reply, app.db, { localId, clientMutationId: request.body.clientMutationId, operation: 'impresion.rutas' }, async (trx) => {
        const before = await listRutas(trx, localId);
        const saved = await saveRutas(trx, localId, request.body.rutas);
        await auditConfiguracion(trx, request.auth, 'impresion-rutas', before, saved);
        return { statusCode: 200, body: ok(saved, 'Rutas de impresión guardadas') };
      });
    },
  );

  r.get(
    '/api/impresion/trabajos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cola de impresión (los últimos 200); `advertencias=true`: solo las advertencias sin reconocer',
        security,
        querystring: trabajosQuerySchema,
        response: { 200: okSchema(trabajosImpresionSchema) },
      },
    },
    async (request) => ok(await listTrabajos(app.db, request.auth.localId, { estado: request.query.estado, advertencias: request.query.advertencias === 'true' })),
  );

  const jobAction = (path: string, summary: string, run: typeof acknowledge, message: string, operation: string) =>
    r.post(
      path,
      {
        preHandler: app.authenticate,
        schema: { tags: TAGS, summary, security, params: idParamsSchema, body: mutationOnlyBodySchema, response: { 200: okSchema(trabajoImpresionSchema) } },
      },
      async (request, reply) => {
        const actor = { localId: request.auth.localId, userId: request.auth.userId };
        return replyWithMutation(
          reply,
          app.db,
          { localId: actor.localId, clientMutationId: request.body?.clientMutationId, operation: `${operation}:${request.params.id}` },
          async (trx) => ({ statusCode: 200, body: ok(await run(trx, actor, request.params.id), message) }),
          (body) => publishTrabajo(app, actor.localId, body.data),
        );
      },
    );

  r.get(
    '/api/impresion/trabajos/pendientes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Trabajos que imprime una pantalla de la estación (impresoras del navegador, USB o serie): bytes ESC/POS y líneas',
        security,
        querystring: trabajosPendientesQuerySchema,
        response: { 200: okSchema(trabajosNavegadorSchema) },
      },
    },
    async (request) => ok(await pendingBrowserJobs(app.db, request.auth.localId, request.query.estacion)),
  );

  r.get(
    '/api/impresion/ajustes',
    { preHandler: app.authenticate, schema: { tags: TAGS, summary: 'Ajustes de impresión del local', security, response: { 200: okSchema(impresionAjustesSchema) } } },
    async (request) => ok(await getAjustes(app.db, request.auth.localId)),
  );

  r.put(
    '/api/impresion/ajustes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cambia cuándo se imprime el ticket de una venta cerrada (automático o a pedido)',
        security,
        body: impresionAjustesBodySchema,
        response: { 200: okSchema(impresionAjustesSchema) },
      },
    },
    async (request, reply) => {
      const localId = request.auth.localId;
      return replyWithMutation(reply, app.db, { localId, clientMutationId: request.body.clientMutationId, operation: 'impresion.ajustes' }, async (trx) => {
        const before = await getAjustes(trx, localId);
        const saved = await saveAjustes(trx, localId, { documentoVenta: request.body.documentoVenta });
        await auditConfiguracion(trx, request.auth, 'impresion-ajustes', before, saved);
        return { statusCode: 200, body: ok(saved, 'Ajustes de impresión guardados') };
      });
    },
  );

  jobAction(
    '/api/impresion/trabajos/:id/reconocer',
    'Reconoce la advertencia de un trabajo que no se imprimió donde debía',
    acknowledge,
    'Advertencia reconocida',
    'impresion.reconocer',
  );
  jobAction('/api/impresion/trabajos/:id/reimprimir', "Vuelve a imprimir un trabajo, marcado 'REIMPRESIÓN'", reprint, 'Reimpresión enviada', 'impresion.reimprimir');
  jobAction(
    '/api/impresion/trabajos/:id/confirmar',
    'Confirma un trabajo impreso desde el navegador',
    (db, actor, id) => confirmBrowserPrint(db, actor.localId, id),
    'Impresión confirmada',
    'impresion.confirmar',
  );
}
