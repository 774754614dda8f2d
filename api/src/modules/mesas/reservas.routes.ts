import {
  liberarMesaParamsSchema,
  mutationOnlyBodySchema,
  reservaCreateSchema,
  reservaEstadoBodySchema,
  reservaIdParamsSchema,
  reservaMesaParamsSchema,
  reservaSchema,
  reservaSentadaSchema,
  reservasConfigBodySchema,
  reservasConfigSchema,
  reservasQuerySchema,
  reservaUpdateSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { auditConfiguracion } from '../auditoria';
import { replyWithMutation } from '../local';
import { replyWithReservaEvents } from './reservas.events';
import * as service from './reservas.service';

const TAGS = ['reservas'];
const security = [{ bearerAuth: [] }];

const RULES =
  'Reglas: fecha no anterior a hoy (ni una hora ya pasada de hoy), hora entre 10:00 y 23:00, de 1 a 12 personas, ' +
  'mesa obligatoria y con capacidad para la reserva (el mensaje dice la capacidad), y sin superponerse con otra reserva activa ' +
  '(confirmada, en espera o sentada) de la misma mesa: cada reserva ocupa la mesa la duración del local (120 min por defecto).';

/** Reservations (/reservas, asignar-mesa, liberar-mesa); each change is told on /ws/mesas (ReservaChanged). */
export async function reservasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reservaResponse = okSchema(reservaSchema);
  const actorOf = (request: FastifyRequest) => ({ localId: request.auth.localId, userId: request.auth.userId });

  r.get(
    '/api/reservas',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Reservas de un día (fecha, por defecto hoy del local) o de un rango fechaDesde..fechaHasta, por hora y mesa',
        security,
        querystring: reservasQuerySchema,
        response: { 200: okSchema(z.array(reservaSchema)) },
      },
    },
    async (request) => ok(await service.listReservas(app.db, request.auth.localId, request.query)),
  );

  r.get(
    '/api/reservas/configuracion',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Duración de una reserva en el local (minutos; 120 por defecto)', security, response: { 200: okSchema(reservasConfigSchema) } },
    },
    async (request) => ok(await service.getReservasConfig(app.db, request.auth.localId)),
  );

  r.put(
    '/api/reservas/configuracion',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cambia la duración de una reserva (15 a 600 minutos); las reservas ya tomadas conservan la suya',
        security,
        body: reservasConfigBodySchema,
        response: { 200: okSchema(reservasConfigSchema) },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const { duracionMinutos, clientMutationId } = request.body;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'reservas.configuracion' }, async (trx) => {
        const before = await service.getReservasConfig(trx, localId);
        const saved = await service.saveReservasConfig(trx, localId, duracionMinutos);
        await auditConfiguracion(trx, request.auth, 'reservas', before, saved);
        return { statusCode: 200, body: ok(saved, 'Configuración de reservas guardada') };
      });
    },
  );

  r.get(
    '/api/reservas/:reservaId',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Una reserva', security, params: reservaIdParamsSchema, response: { 200: reservaResponse } },
    },
    async (request) => ok(await service.getReserva(app.db, request.auth.localId, request.params.reservaId)),
  );

  r.post(
    '/api/reservas',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Crea una reserva (confirmada, o en_espera)', description: RULES, security, body: reservaCreateSchema, response: { 201: reservaResponse } },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = actorOf(request);
      return replyWithReservaEvents(app, reply, { localId: actor.localId, clientMutationId, operation: 'reservas.create' }, async (trx) => {
        const change = await service.createReserva(trx, actor, input);
        return { statusCode: 201, body: ok(change.reserva, 'Reserva creada'), change };
      });
    },
  );

  r.put(
    '/api/reservas/:reservaId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Modifica una reserva confirmada o en espera',
        description: RULES,
        security,
        params: reservaIdParamsSchema,
        body: reservaUpdateSchema,
        response: { 200: reservaResponse },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = actorOf(request);
      const id = request.params.reservaId;
      return replyWithReservaEvents(app, reply, { localId: actor.localId, clientMutationId, operation: `reservas.update:${id}` }, async (trx) => {
        const change = await service.updateReserva(trx, actor, id, input);
        return { statusCode: 200, body: ok(change.reserva, 'Reserva actualizada'), change };
      });
    },
  );

  r.patch(
    '/api/reservas/:reservaId/estado',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cambia el estado de una reserva',
        description:
          'confirmada <-> en_espera; confirmada o en_espera -> sentada (abre el draft de su mesa), cancelado o no_show; sentada -> finalizada. ' +
          'Finalizada, cancelado y no_show no cambian más. Otro cambio: 409 RESERVA_TRANSICION_INVALIDA.',
        security,
        params: reservaIdParamsSchema,
        body: reservaEstadoBodySchema,
        response: { 200: reservaResponse },
      },
    },
    async (request, reply) => {
      const { clientMutationId, estado } = request.body;
      const actor = actorOf(request);
      const id = request.params.reservaId;
      return replyWithReservaEvents(app, reply, { localId: actor.localId, clientMutationId, operation: `reservas.estado:${id}` }, async (trx) => {
        const change = await service.cambiarEstado(trx, actor, id, estado);
        return { statusCode: 200, body: ok(change.reserva, 'Estado de la reserva actualizado'), change };
      });
    },
  );

  r.delete(
    '/api/reservas/:reservaId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cancela una reserva confirmada o en espera (queda en la lista como cancelado)',
        security,
        params: reservaIdParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: reservaResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = request.params.reservaId;
      const key = { localId: actor.localId, clientMutationId: request.body?.clientMutationId, operation: `reservas.delete:${id}` };
      return replyWithReservaEvents(app, reply, key, async (trx) => {
        const change = await service.cambiarEstado(trx, actor, id, 'cancelado');
        return { statusCode: 200, body: ok(change.reserva, 'Reserva cancelada'), change };
      });
    },
  );

  r.post(
    '/api/reservas/:reservaId/asignar-mesa/:mesaId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Sienta la reserva en una mesa: abre su draft con las personas como comensales y el nombre en el comentario',
        description:
          'La reserva debe estar confirmada o en espera; la mesa debe tener capacidad para la reserva, estar libre (sin draft activo: si no, 409 ' +
          "'La mesa N ya tiene un draft activo') y, si no es la de la reserva, sin otra reserva en su horario. La reserva queda sentada en esa mesa.",
        security,
        params: reservaMesaParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: okSchema(reservaSentadaSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { reservaId, mesaId } = request.params;
      const key = { localId: actor.localId, clientMutationId: request.body?.clientMutationId, operation: `reservas.asignar-mesa:${reservaId}:${mesaId}` };
      return replyWithReservaEvents(app, reply, key, async (trx) => {
        const change = await service.sentarReserva(trx, actor, reservaId, mesaId);
        return { statusCode: 200, body: ok({ reserva: change.reserva, draftId: change.draft!.draft.id }, 'Reserva sentada en la mesa'), change };
      });
    },
  );

  r.post(
    '/api/reservas/liberar-mesa/:mesaId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Libera la mesa de su reserva sentada: la reserva queda finalizada (la cuenta de la mesa se cobra aparte)',
        security,
        params: liberarMesaParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: reservaResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { mesaId } = request.params;
      const key = { localId: actor.localId, clientMutationId: request.body?.clientMutationId, operation: `reservas.liberar-mesa:${mesaId}` };
      return replyWithReservaEvents(app, reply, key, async (trx) => {
        const change = await service.liberarMesa(trx, actor, mesaId);
        return { statusCode: 200, body: ok(change.reserva, 'Mesa liberada'), change };
      });
    },
  );
}
