import { Readable } from 'node:stream';
import {
  asistenteConfigSchema,
  asistenteConfigUpdateSchema,
  chatRequestSchema,
  conversacionesSchema,
  conversacionIdParamsSchema,
  conversacionSchema,
  mutationOnlyBodySchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { auditConfiguracion } from '../auditoria';
import { replyWithMutation } from '../local';
import { getAsistenteConfig, proveedorOpenAi, saveAsistenteConfig } from './asistente-config';
import { responder } from './builtin';
import { borrarConversacion, conversacionDe, conversacionesDe, guardarTurno, politica, puedeContinuar, type Owner } from './historial';
import { withKeepAlive } from './keep-alive';
import { responderConModelo } from './openai';
import { textosDe } from './textos';

/**
 * POST /api/chat: the answer to the last user message, streamed as plain
 * UTF-8 text, line by line as it is ready; the screens show it as it arrives. Refusals before the
 * answer starts are the usual envelope; a failure once it has started ends the text with a line
 * saying so (never a hang). While the provider is silent a keep-alive character goes out every
 * ASSISTANT_KEEPALIVE_MS (see keep-alive.ts). When the venue keeps conversations, the question and
 * its full answer are stored in the caller's conversation before the stream ends.
 */
export async function asistenteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/chat',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['asistente'],
        summary: 'Preguntarle al asistente (respuesta en texto, en streaming)',
        description:
          "Proveedor 'builtin' (sin red): ventas de hoy, la semana o el mes (y por medio de pago), la caja, las mesas ocupadas, pedidos atrasados, " +
          'stock y precio de un producto, reservas y lo más vendido, cada dato solo para los permisos que lo ven; una comanda dictada ' +
          "(«dos birras y una muzza para la 7») se PROPONE y se confirma en la comanda. Proveedor 'openai': el endpoint compatible con OpenAI " +
          'configurado por el local (chat/completions en streaming), con herramientas de solo lectura que responden lo mismo para los mismos permisos; ' +
          'sin `provider`, el que eligió el local. Si el proveedor no empieza a responder en ASSISTANT_FIRST_BYTE_MS (10 s), lo rechaza o falla, ' +
          'la respuesta termina con una línea que lo dice.',
        security: [{ bearerAuth: [] }],
        body: chatRequestSchema,
      },
    },
    async (request, reply) => {
      const last = [...request.body.messages].reverse().find((m) => m.role === 'user');
      const text = last ? last.content.map((c) => c.text).join(' ') : '';
      const caller = { localId: request.auth.localId, permisos: request.auth.permisos };
      const owner: Owner = { localId: request.auth.localId, usuarioId: request.auth.userId };
      const db = app.db;
      const language = request.body.idioma;
      const provider = request.body.provider ?? (await getAsistenteConfig(db, caller.localId)).proveedor;
      // Stored only when the venue keeps conversations; then never into someone else's.
      const conversacionId = (await politica(db, owner.localId)).guardar ? request.body.conversacionId : undefined;
      if (conversacionId && !(await puedeContinuar(db, owner, conversacionId))) throw notFound('ASISTENTE_CONVERSACION_NO_ENCONTRADA');
      // The person leaving (or the connection dropping) ends the provider's call too.
      const left = new AbortController();
      reply.raw.on('close', () => left.abort());

      let answer: AsyncIterable<string>;
      if (provider === 'openai') {
        const endpoint = await proveedorOpenAi(db, caller.localId, app.facturacionKey);
        if (!endpoint) throw badRequest('ASISTENTE_PROVEEDOR_NO_CONFIGURADO');
        answer = responderConModelo(db, caller, endpoint, request.body.messages, language, {
          firstByteMs: app.config.assistantFirstByteMs,
          signal: left.signal,
          onError: (err) => request.log.warn({ err }, 'assistant provider call failed'),
        });
      } else {
        answer = (async function* builtin() {
          try {
            for (const line of await responder(db, caller, text, language)) yield `${line}\n`;
          } catch (err) {
            request.log.error({ err }, 'assistant answer failed');
            yield `\n${textosDe(language)('errorRespuesta') as string}\n`;
          }
        })();
      }
      const preguntadoAt = new Date().toISOString();
      async function* kept() {
        let respuesta = '';
        for await (const part of answer) {
          respuesta += part;
          yield part;
        }
        // Only a whole answer: one the person left halfway is not kept.
        if (!conversacionId || left.signal.aborted) return;
        try {
          await guardarTurno(db, owner, { conversacionId, pregunta: text, respuesta, preguntadoAt, respondidoAt: new Date().toISOString() });
        } catch (err) {
          request.log.error({ err }, 'assistant conversation not stored');
        }
      }
      void reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
      return reply.send(Readable.from(withKeepAlive(kept(), app.config.assistantKeepAliveMs)));
    },
  );

  r.get(
    '/api/asistente/config',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['asistente'],
        summary: 'El proveedor del asistente del local (la clave de API nunca se devuelve: solo si está configurada)',
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(asistenteConfigSchema) },
      },
    },
    async (request) => ok(await getAsistenteConfig(app.db, request.auth.localId)),
  );

  r.put(
    '/api/asistente/config',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['asistente'],
        summary: "Guarda el proveedor del asistente: 'builtin' o 'openai' con URL base, modelo y clave de API (guardada cifrada; null la borra, sin enviar la conserva)",
        security: [{ bearerAuth: [] }],
        body: asistenteConfigUpdateSchema,
        response: { 200: okSchema(asistenteConfigSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...changes } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'asistente.config.update' }, async (trx) => {
        const before = await getAsistenteConfig(trx, localId);
        const saved = await saveAsistenteConfig(trx, localId, changes, app.facturacionKey);
        // The key is never read back: a key sent is a change of it, shown masked.
        const key = changes.apiKey === undefined ? {} : { apiKey: { antes: before.apiKeyConfigurada ? 'anterior' : null, despues: changes.apiKey } };
        await auditConfiguracion(
          trx,
          request.auth,
          'asistente',
          { ...before, ...(key.apiKey ? { apiKey: key.apiKey.antes } : {}) },
          { ...saved, ...(key.apiKey ? { apiKey: key.apiKey.despues } : {}) },
        );
        return { statusCode: 200, body: ok(saved, 'Configuración guardada') };
      });
    },
  );

  r.get(
    '/api/asistente/conversaciones',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['asistente'],
        summary: 'Las conversaciones guardadas de quien llama (solo las suyas; vacío si el local no las guarda)',
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(conversacionesSchema) },
      },
    },
    async (request) => {
      const owner: Owner = { localId: request.auth.localId, usuarioId: request.auth.userId };
      const { guardar, retencionDias } = await politica(app.db, owner.localId);
      return ok({ guardar, retencionDias, conversaciones: guardar ? await conversacionesDe(app.db, owner) : [] });
    },
  );

  r.get(
    '/api/asistente/conversaciones/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['asistente'],
        summary: 'Una conversación guardada de quien llama, con sus preguntas y respuestas (la de otra persona: 404)',
        security: [{ bearerAuth: [] }],
        params: conversacionIdParamsSchema,
        response: { 200: okSchema(conversacionSchema) },
      },
    },
    async (request) => {
      const conversacion = await conversacionDe(app.db, { localId: request.auth.localId, usuarioId: request.auth.userId }, request.params.id);
      if (!conversacion) throw notFound('ASISTENTE_CONVERSACION_NO_ENCONTRADA');
      return ok(conversacion);
    },
  );

  r.delete(
    '/api/asistente/conversaciones/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['asistente'],
        summary: 'Borra una conversación guardada de quien llama (la de otra persona: 404)',
        security: [{ bearerAuth: [] }],
        params: conversacionIdParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId, userId } = request.auth;
      const { id } = request.params;
      return replyWithMutation(reply, app.db, { localId, clientMutationId: request.body?.clientMutationId, operation: `asistente.conversacion.delete:${id}` }, async (trx) => {
        if (!(await borrarConversacion(trx, { localId, usuarioId: userId }, id))) throw notFound('ASISTENTE_CONVERSACION_NO_ENCONTRADA');
        return { statusCode: 200, body: { success: true, message: 'Conversación borrada' } };
      });
    },
  );
}
