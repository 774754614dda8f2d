import { abrirArqueoSchema, arqueoEstadoSchema, arqueoSchema, arqueosResumenSchema, cerrarArqueoSchema, idParamsSchema, reabrirArqueoSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { authorityOf } from '../auditoria';
import { publishVentasEvent } from '../../hubs';
import { auditClose, reabrirArqueo } from './arqueos-control';
import { abrirArqueo, cerrarArqueo, getArqueo, getEstado, getResumen } from './arqueos.service';

const TAGS = ['arqueos'];
const security = [{ bearerAuth: [] }];

export async function arqueosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).
  const caja = app.authenticate;

  r.get(
    '/api/arqueos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'El arqueo abierto (con su efectivo esperado al momento) y los últimos 9 cerrados',
        security,
        response: { 200: okSchema(arqueosResumenSchema) },
      },
    },
    async (request) => ok(await getResumen(app.db, request.auth.localId, request.auth.userId)),
  );

  r.get(
    '/api/arqueos/estado',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Si la caja está abierta (y si el arqueo del día ya se cerró), sin montos: lo que necesita quien vende',
        security,
        response: { 200: okSchema(arqueoEstadoSchema) },
      },
    },
    async (request) => ok(await getEstado(app.db, request.auth.localId)),
  );

  r.get(
    '/api/arqueos/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Un arqueo con sus movimientos por moneda', security, params: idParamsSchema, response: { 200: okSchema(arqueoSchema) } },
    },
    async (request) => ok(await getArqueo(app.db, request.auth.localId, request.params.id)),
  );

  r.post(
    '/api/arqueos',
    {
      preHandler: caja,
      schema: {
        tags: TAGS,
        summary: 'Abre la caja con un monto inicial mayor a 0 (uno abierto a la vez, uno por fecha del local)',
        security,
        body: abrirArqueoSchema,
        response: { 201: okSchema(arqueoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: 'arqueos.abrir' },
        async (trx) => ({ statusCode: 201, body: ok(await abrirArqueo(trx, actor, input), 'Caja abierta') }),
        (body) => publishVentasEvent(app, actor.localId, 'ArqueoActualizado', { arqueoId: body.data.id, motivo: 'apertura', clientMutationId: clientMutationId ?? null }),
      );
    },
  );

  r.post(
    '/api/arqueos/:id/cerrar',
    {
      preHandler: caja,
      schema: {
        tags: TAGS,
        summary: 'Cierra la caja: total contado, monedas extranjeras y observaciones; el esperado lo calcula el servidor',
        security,
        params: idParamsSchema,
        body: cerrarArqueoSchema,
        response: { 200: okSchema(arqueoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      // Closing another's register needs caja.supervisar or a manager's approval (X-Aprobacion).
      const actor = authorityOf(request);
      const { id } = request.params;
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `arqueos.cerrar:${id}` },
        async (trx) => {
          const closed = await cerrarArqueo(trx, actor, id, input);
          await auditClose(trx, actor, closed);
          return { statusCode: 200, body: ok(closed, 'Caja cerrada') };
        },
        () => {
          publishVentasEvent(app, actor.localId, 'ArqueoActualizado', { arqueoId: id, motivo: 'cierre', clientMutationId: clientMutationId ?? null });
          // A backup after each register closing (in the background; failures are recorded).
          void app.backups.run('cierre');
        },
      );
    },
  );

  r.post(
    '/api/arqueos/:id/reabrir',
    {
      preHandler: caja,
      schema: {
        tags: TAGS,
        summary: 'Reabre la caja cerrada de hoy con un motivo: caja.supervisar o la aprobación de un encargado (X-Aprobacion); queda en la auditoría',
        security,
        params: idParamsSchema,
        body: reabrirArqueoSchema,
        response: { 200: okSchema(arqueoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, motivo } = request.body;
      const actor = authorityOf(request);
      const { id } = request.params;
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `arqueos.reabrir:${id}` },
        async (trx) => ({ statusCode: 200, body: ok(await reabrirArqueo(trx, actor, id, motivo, (arqueoId) => getArqueo(trx, actor.localId, arqueoId)), 'Caja reabierta') }),
        () => publishVentasEvent(app, actor.localId, 'ArqueoActualizado', { arqueoId: id, motivo: 'apertura', clientMutationId: clientMutationId ?? null }),
      );
    },
  );
}
