import { inicializarMesasSchema, mesaSchema, mesasBulkSchema, zonaSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/database';
import { ok, okSchema } from '../../lib/envelope';
import { conflict } from '../../lib/errors';
import { replyWithMutation } from '../local';
import { initializeMesas, listMesas, listZonas, saveMesasBulk } from './mesas.service';

const TAGS = ['mesas'];
const security = [{ bearerAuth: [] }];

/** Two saves of one plan raced and the loser hit the unique table numbers: it must reload. */

async function uniqueAsConflict<T>(code: 'PLANO_CAMBIO' | 'PLANO_YA_EXISTE', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(code);
    throw error;
  }
}

/** The floor plan: tables by zone, saved whole by the editor. */
export async function mesasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).
  const editors = app.authenticate;
  const planResponse = okSchema(z.array(mesaSchema));

  r.get(
    '/api/mesas',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Mesas del local por número, cada una con su draft activo (id, comensales, apertura, total) si está ocupada',
        security,
        response: { 200: planResponse },
      },
    },
    async (request) => ok(await listMesas(app.db, request.auth.localId)),
  );

  r.get(
    '/api/mesas/zonas',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Zonas del local (según sus mesas), en el orden del plano', security, response: { 200: okSchema(z.array(zonaSchema)) } },
    },
    async (request) => ok(await listZonas(app.db, request.auth.localId)),
  );

  r.put(
    '/api/mesas/bulk',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Guarda el plano completo tal como llega: actualiza, crea y borra mesas en una sola operación',
        description:
          'Números únicos y mayores a 0. Capacidad 6 si es grande, si no 4; posición x/y en píxeles (o gridX/gridY en celdas de 85); ' +
          'estado disponible, zona salon y forma cuadrada por defecto (tipo redonda = circular). No se puede borrar ni renumerar una mesa con un draft activo.',
        security,
        body: mesasBulkSchema,
        response: { 200: planResponse },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const { mesas, clientMutationId } = request.body;
      return uniqueAsConflict('PLANO_CAMBIO', () =>
        replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'mesas.bulk' }, async (trx) => ({
          statusCode: 200,
          body: ok(await saveMesasBulk(trx, localId, mesas), 'Plano de mesas guardado'),
        })),
      );
    },
  );

  r.post(
    '/api/inicializacion/mesas',
    {
      preHandler: editors,
      schema: {
        tags: TAGS,
        summary: 'Crea un primer plano (12 mesas por defecto) si el local todavía no tiene mesas',
        security,
        body: inicializarMesasSchema,
        response: { 201: planResponse },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const input = request.body ?? {};
      return uniqueAsConflict('PLANO_YA_EXISTE', () =>
        replyWithMutation(reply, app.db, { localId, clientMutationId: input.clientMutationId, operation: 'mesas.inicializacion' }, async (trx) => ({
          statusCode: 201,
          body: ok(await initializeMesas(trx, localId, input), 'Plano de mesas inicializado'),
        })),
      );
    },
  );
}
