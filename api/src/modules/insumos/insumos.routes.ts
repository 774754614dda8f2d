import {
  idParamsSchema,
  insumoInputSchema,
  insumoMovimientoSchema,
  insumoMovimientosPageSchema,
  insumoMovimientosQuerySchema,
  insumoSchema,
  insumosQuerySchema,
  mermaInputSchema,
  movimientosQuerySchema,
  mutationOnlyBodySchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { authenticated } from '../../lib/route-options';
import { replyWithMutation } from '../local';
import { editorOf, verCostos } from './caller';
import { createInsumo, deleteInsumo, getInsumo, listInsumos, listMovimientos, movimientosDeInsumo, registrarMerma, updateInsumo } from './insumos.service';
import { inventariosRoutes, preparacionesRoutes } from './preparaciones.routes';

const TAGS = ['insumos'];
const COSTOS = 'Los costos vienen en null sin productos.costos.';

/** The ingredients', preparations' and counts' routes. */
export async function insumosRoutes(app: FastifyInstance) {
  await ingredientesRoutes(app);
  await preparacionesRoutes(app);
  await inventariosRoutes(app);
}

// Which permission each route needs: the route table (auth/permissions.ts).
async function ingredientesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/insumos',
    authenticated(app, TAGS, `Insumos del local por nombre (q, sin distinguir mayúsculas ni acentos; activo opcional). ${COSTOS}`, {
      querystring: insumosQuerySchema,
      response: { 200: okSchema(z.array(insumoSchema)) },
    }),
    async (request) => ok(await listInsumos(app.db, request.auth.localId, request.query, verCostos(request))),
  );

  r.get(
    '/api/insumos/movimientos',
    authenticated(app, TAGS, `Movimientos de todos los insumos, los más nuevos primero, por tipo (merma: el registro de mermas) y fechas del local. ${COSTOS}`, {
      querystring: movimientosQuerySchema,
      response: { 200: okSchema(insumoMovimientosPageSchema) },
    }),
    async (request) => ok(await listMovimientos(app.db, request.auth.localId, request.query, verCostos(request))),
  );

  r.get(
    '/api/insumos/:id',
    authenticated(app, TAGS, `Un insumo (activo o no). ${COSTOS}`, { params: idParamsSchema, response: { 200: okSchema(insumoSchema) } }),
    async (request) => ok(await getInsumo(app.db, request.auth.localId, request.params.id, verCostos(request))),
  );

  r.get(
    '/api/insumos/:id/movimientos',
    authenticated(app, TAGS, `Movimientos de un insumo, los más nuevos primero, con quién y la venta, compra o conteo que los causó. ${COSTOS}`, {
      params: idParamsSchema,
      querystring: insumoMovimientosQuerySchema,
      response: { 200: okSchema(insumoMovimientosPageSchema) },
    }),
    async (request) => ok(await movimientosDeInsumo(app.db, request.auth.localId, request.params.id, request.query, verCostos(request))),
  );

  r.post(
    '/api/insumos',
    authenticated(app, TAGS, 'Crea un insumo; el stock inicial queda como un movimiento de ajuste (queda en la auditoría). Sin productos.costos el costo enviado no se guarda', {
      body: insumoInputSchema,
      response: { 201: okSchema(insumoSchema) },
    }),
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const who = editorOf(request);
      return replyWithMutation(reply, app.db, { localId: who.localId, clientMutationId, operation: 'insumos.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await createInsumo(trx, who, input), 'Insumo creado'),
      }));
    },
  );

  r.put(
    '/api/insumos/:id',
    authenticated(app, TAGS, 'Reemplaza un insumo; un stock distinto necesita motivo y queda como movimiento de ajuste (queda en la auditoría con el antes y el después)', {
      params: idParamsSchema,
      body: insumoInputSchema,
      response: { 200: okSchema(insumoSchema) },
    }),
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const who = editorOf(request);
      return replyWithMutation(reply, app.db, { localId: who.localId, clientMutationId, operation: `insumos.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await updateInsumo(trx, who, request.params.id, input), 'Insumo actualizado'),
      }));
    },
  );

  r.delete(
    '/api/insumos/:id',
    authenticated(app, TAGS, 'Elimina un insumo que ninguna receta usa (409 INSUMO_EN_USO nombrándolas); si tiene movimientos, lo desactiva', {
      params: idParamsSchema,
      body: mutationOnlyBodySchema,
      response: { 200: okSchema(z.object({ desactivado: z.boolean() })) },
    }),
    async (request, reply) => {
      const who = editorOf(request);
      const key = { localId: who.localId, clientMutationId: request.body?.clientMutationId, operation: `insumos.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        const result = await deleteInsumo(trx, who, request.params.id);
        return { statusCode: 200, body: ok(result, result.desactivado ? 'Insumo desactivado: tiene movimientos' : 'Insumo eliminado') };
      });
    },
  );

  r.post(
    '/api/insumos/:id/mermas',
    authenticated(app, TAGS, 'Registra una merma: sale del stock (en la unidad del insumo, convertida desde la indicada) con su motivo, y queda en la auditoría', {
      params: idParamsSchema,
      body: mermaInputSchema,
      response: { 201: okSchema(insumoMovimientoSchema) },
    }),
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const who = editorOf(request);
      return replyWithMutation(reply, app.db, { localId: who.localId, clientMutationId, operation: `insumos.merma:${request.params.id}` }, async (trx) => ({
        statusCode: 201,
        body: ok(await registrarMerma(trx, who, request.params.id, input), 'Merma registrada'),
      }));
    },
  );
}
