import {
  ACCIONES_APROBABLES,
  aprobacionCreateSchema,
  aprobacionSchema,
  auditoriaPageSchema,
  auditoriaQuerySchema,
  autorizantesSchema,
  idParamsSchema,
  usuarioPinSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { hashPassword } from '../auth';
import { replyWithMutation } from '../local';
import { approve, audit, listAuditoria, setPin } from './auditoria.service';
import { SECRETO_OCULTO } from './cambios';
import { listAutorizantes } from './autorizantes.repository';

const TAGS = ['auditoria'];
const security = [{ bearerAuth: [] }];

/** Fraud from the floor: the audit log, managers' PINs and their approvals on the spot. */
export async function auditoriaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auditoria',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Registro de auditoría: acciones por encima de los límites (quién, quién aprobó, antes/después, motivo), lo más reciente primero',
        security,
        querystring: auditoriaQuerySchema,
        response: { 200: okSchema(auditoriaPageSchema) },
      },
    },
    async (request) => ok(await listAuditoria(app.db, request.auth.localId, request.query)),
  );

  r.put(
    '/api/usuarios/:id/pin',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Define (o con null quita) el PIN de aprobación de 4 a 6 dígitos de un usuario; se guarda como hash',
        security,
        params: idParamsSchema,
        body: usuarioPinSchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { clientMutationId, pin } = request.body;
      const { localId } = request.auth;
      const pinHash = pin === null ? null : await hashPassword(pin);
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `usuarios.pin:${request.params.id}` }, async (trx) => {
        await setPin(trx, localId, request.params.id, pinHash);
        // That a PIN was set or removed, never the PIN.
        await audit(trx, request.auth, { accion: 'cambiar-pin', entidad: 'usuario', entidadId: request.params.id, despues: { pin: pin === null ? null : SECRETO_OCULTO } });
        return { statusCode: 200, body: { success: true, message: pin === null ? 'PIN quitado' : 'PIN actualizado' } };
      });
    },
  );

  r.get(
    '/api/aprobaciones/autorizantes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Quiénes pueden aprobar en el momento (usuarios activos con PIN y el permiso de la acción, o de alguna): solo id y nombre',
        security,
        querystring: z.object({ accion: z.enum(ACCIONES_APROBABLES).optional() }),
        response: { 200: okSchema(autorizantesSchema) },
      },
    },
    async (request) => ok(await listAutorizantes(app.db, request.auth.localId, request.query.accion)),
  );

  r.post(
    '/api/aprobaciones',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Un encargado (usuarioId de la lista de autorizantes, o usuario: nombre o e-mail) aprueba en el momento una acción con su PIN y el motivo: devuelve un token de un solo uso para reenviar la acción en el header X-Aprobacion',
        security,
        body: aprobacionCreateSchema,
        response: { 201: okSchema(aprobacionSchema) },
      },
    },
    async (request, reply) => {
      const requester = { localId: request.auth.localId, userId: request.auth.userId };
      // Not one transaction: a wrong PIN's count must stay when the refusal is thrown.
      const aprobacion = await approve(app.db, requester, request.body, {
        freeAttempts: app.config.loginMaxFailures,
        baseDelayMs: app.config.loginBackoffBaseSeconds * 1000,
        maxDelayMs: app.config.loginBackoffMaxSeconds * 1000,
        forgetAfterMs: app.config.loginWindowMinutes * 60_000,
      });
      return reply.code(201).send(ok(aprobacion, 'Aprobado'));
    },
  );
}
