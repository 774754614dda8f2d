import { idParamsSchema, inventarioInputSchema, inventarioSchema, mutationOnlyBodySchema, preparacionInputSchema, preparacionSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { authenticated } from '../../lib/route-options';
import { replyWithMutation } from '../local';
import { editorOf, verCostos } from './caller';
import { getInventario, listInventarios, registrarInventario } from './inventarios.service';
import { createPreparacion, deletePreparacion, getPreparacion, listPreparaciones, updatePreparacion } from './preparaciones.service';

const COSTOS = 'Los costos vienen en null sin productos.costos.';
const PREPARACION =
  'Nombre (único en el local), unidad y rendimiento (lo que rinden sus líneas); líneas de insumos o de otras preparaciones con cantidad, unidad compatible y merma (%). ' +
  'Una preparación no puede contenerse a sí misma (RECETA_CICLO).';

// Which permission each route needs: the route table (auth/permissions.ts).
export async function preparacionesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['preparaciones'];

  r.get(
    '/api/preparaciones',
    authenticated(app, tags, `Preparaciones (subrecetas) del local con sus líneas, su costo y su costo por unidad. ${COSTOS}`, {
      response: { 200: okSchema(z.array(preparacionSchema)) },
    }),
    async (request) => ok(await listPreparaciones(app.db, request.auth.localId, verCostos(request))),
  );

  r.get(
    '/api/preparaciones/:id',
    authenticated(app, tags, `Una preparación con sus líneas y su costo. ${COSTOS}`, { params: idParamsSchema, response: { 200: okSchema(preparacionSchema) } }),
    async (request) => ok(await getPreparacion(app.db, request.auth.localId, request.params.id, verCostos(request))),
  );

  r.post(
    '/api/preparaciones',
    authenticated(app, tags, `Crea una preparación (queda en la auditoría). ${PREPARACION}`, { body: preparacionInputSchema, response: { 201: okSchema(preparacionSchema) } }),
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const who = editorOf(request);
      return replyWithMutation(reply, app.db, { localId: who.localId, clientMutationId, operation: 'preparaciones.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await createPreparacion(trx, who, input), 'Preparación creada'),
      }));
    },
  );

  r.put(
    '/api/preparaciones/:id',
    authenticated(app, tags, `Reemplaza una preparación y sus líneas; las recetas que la usan siguen su nuevo costo. ${PREPARACION}`, {
      params: idParamsSchema,
      body: preparacionInputSchema,
      response: { 200: okSchema(preparacionSchema) },
    }),
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const who = editorOf(request);
      return replyWithMutation(reply, app.db, { localId: who.localId, clientMutationId, operation: `preparaciones.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await updatePreparacion(trx, who, request.params.id, input), 'Preparación actualizada'),
      }));
    },
  );

  r.delete(
    '/api/preparaciones/:id',
    authenticated(app, tags, 'Elimina una preparación que ninguna receta usa (409 PREPARACION_EN_USO nombrándolas)', {
      params: idParamsSchema,
      body: mutationOnlyBodySchema,
      response: { 200: emptyOkSchema },
    }),
    async (request, reply) => {
      const who = editorOf(request);
      const key = { localId: who.localId, clientMutationId: request.body?.clientMutationId, operation: `preparaciones.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        await deletePreparacion(trx, who, request.params.id);
        return { statusCode: 200, body: { success: true, message: 'Preparación eliminada' } };
      });
    },
  );
}

// Which permission each route needs: the route table (auth/permissions.ts).
export async function inventariosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventarios'];

  r.get(
    '/api/inventarios',
    authenticated(app, tags, `Conteos físicos del local, los más nuevos primero (sin líneas; la diferencia en dinero sumada). ${COSTOS}`, {
      response: { 200: okSchema(z.array(inventarioSchema)) },
    }),
    async (request) => ok(await listInventarios(app.db, request.auth.localId, verCostos(request))),
  );

  r.get(
    '/api/inventarios/:id',
    authenticated(app, tags, `Un conteo con lo que decía el sistema, lo contado y la diferencia en cantidad y en dinero al costo de entonces. ${COSTOS}`, {
      params: idParamsSchema,
      response: { 200: okSchema(inventarioSchema) },
    }),
    async (request) => ok(await getInventario(app.db, request.auth.localId, request.params.id, verCostos(request))),
  );

  r.post(
    '/api/inventarios',
    authenticated(app, tags, 'Registra un conteo físico: el stock de cada insumo contado pasa a lo contado con un movimiento de inventario (queda en la auditoría)', {
      body: inventarioInputSchema,
      response: { 201: okSchema(inventarioSchema) },
    }),
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const who = editorOf(request);
      return replyWithMutation(reply, app.db, { localId: who.localId, clientMutationId, operation: 'inventarios.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await registrarInventario(trx, who, input), 'Conteo registrado'),
      }));
    },
  );
}
