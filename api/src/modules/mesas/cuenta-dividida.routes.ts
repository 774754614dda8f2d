import {
  cobrarParteSchema,
  cuentaDivisionSchema,
  divisionInputSchema,
  draftSchema,
  idParamsSchema,
  moverMesaSchema,
  mutationOnlyBodySchema,
  parteCobradaSchema,
  parteParamsSchema,
  separarMesaSchema,
  unirMesasSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { authorityOf } from '../auditoria';
import { publishVentasEvent, saleFinalizedEvent } from '../../hubs';
import * as division from './cuenta-dividida.service';
import { replyWithTableEvents } from './drafts.events';
import * as union from './mesas-union.service';

const TAGS = ['mesas'];
const security = [{ bearerAuth: [] }];

/**
 * Split bills (by equal parts, amounts, items or seats; each part charged as a sale of
 * its own), and moving and joining tables. Every change honours ClientMutationId (a retry returns
 * the first answer and charges nothing again) and tells /ws/mesas once committed.
 */
export async function cuentaDivididaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const divisionResponse = okSchema(z.object({ draft: draftSchema, division: cuentaDivisionSchema }));

  r.get(
    '/api/mesas/drafts/:id/division',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Las partes en que se dividió la cuenta de la mesa (vacía si no está dividida)',
        security,
        params: idParamsSchema,
        response: { 200: okSchema(cuentaDivisionSchema) },
      },
    },
    async (request) => ok(await division.getDivision(app.db, request.auth.localId, request.params.id)),
  );

  r.put(
    '/api/mesas/drafts/:id/division',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Divide lo que falta cobrar de la mesa: partes iguales, montos, productos por comensal o por asiento',
        description:
          'Modo iguales con Partes; montos con Montos (deben sumar lo que falta cobrar); items o asientos con Asignacion ' +
          '[{ItemId, Parte}] (cada producto activo a un comensal o asiento). Las partes suman el total de la mesa al centavo. ' +
          'Reemplaza las partes pendientes; las cobradas quedan.',
        security,
        params: idParamsSchema,
        body: divisionInputSchema,
        response: { 200: divisionResponse },
      },
    },
    async (request, reply) => {
      const actor = authorityOf(request);
      const id = request.params.id;
      return replyWithTableEvents(
        app,
        reply,
        { localId: actor.localId, clientMutationId: request.body.clientMutationId, operation: `mesas.drafts.division:${id}` },
        async (trx) => {
          const { draft, division: split, event } = await division.splitDraft(trx, actor, id, request.body);
          return { statusCode: 200, body: ok({ draft, division: split }, 'Cuenta dividida'), events: [event] };
        },
      );
    },
  );

  r.delete(
    '/api/mesas/drafts/:id/division',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Vuelve a una sola cuenta (solo si ninguna parte está cobrada)',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: divisionResponse },
      },
    },
    async (request, reply) => {
      const actor = authorityOf(request);
      const id = request.params.id;
      return replyWithTableEvents(
        app,
        reply,
        { localId: actor.localId, clientMutationId: request.body?.clientMutationId, operation: `mesas.drafts.division.delete:${id}` },
        async (trx) => {
          const { draft, division: split, event } = await division.unsplitDraft(trx, actor, id);
          return { statusCode: 200, body: ok({ draft, division: split }, 'Cuenta unificada'), events: [event] };
        },
      );
    },
  );

  r.post(
    '/api/mesas/drafts/:id/partes/:parteId/cobrar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cobra una parte de la cuenta dividida como una venta propia; la última parte cierra la mesa',
        description:
          'Pagos como en finalizar (en cualquier moneda al tipo de cambio del día) y Propinas [{Tipo, Valor, MedioId, Moneda?}] ' +
          'aparte de la venta. Un reintento con el mismo ClientMutationId devuelve el primer cobro; una parte cobrada no se cobra de nuevo.',
        security,
        params: parteParamsSchema,
        body: cobrarParteSchema,
        response: { 200: okSchema(parteCobradaSchema) },
      },
    },
    async (request, reply) => {
      const actor = authorityOf(request);
      const { id, parteId } = request.params;
      const { clientMutationId, ...input } = request.body;
      return replyWithTableEvents(
        app,
        reply,
        { localId: actor.localId, clientMutationId, operation: `mesas.drafts.partes.cobrar:${id}:${parteId}` },
        async (trx) => {
          const { draft, venta, propinas, division: split, mesaCerrada, event, more = [] } = await division.chargePart(trx, actor, id, parteId, input);
          return {
            statusCode: 200,
            body: ok({ venta, propinas, division: split, draft, mesaCerrada }, mesaCerrada ? 'Mesa finalizada' : 'Parte cobrada'),
            events: [event, ...more],
          };
        },
        (body) => publishVentasEvent(app, actor.localId, 'VentaFinalizada', saleFinalizedEvent(body.data.venta, null, clientMutationId)),
      );
    },
  );

  const moveBody = { mover: moverMesaSchema, unir: unirMesasSchema, separar: separarMesaSchema } as const;
  const moveText = {
    mover: { summary: 'Mueve la comanda a una mesa libre (una sola operación)', message: 'Comanda movida', run: union.moveDraft },
    unir: { summary: 'Une a esta comanda la de otra mesa: sus productos conservan su mesa de origen en mesaVinculadaId', message: 'Mesas unidas', run: union.joinDrafts },
    separar: {
      summary: 'Separa los productos que vinieron de otra mesa (mesaVinculadaId) en una comanda propia de esa mesa',
      message: 'Mesas separadas',
      run: union.separateDraft,
    },
  } as const;
  for (const action of ['mover', 'unir', 'separar'] as const) {
    r.post(
      `/api/mesas/drafts/:id/${action}`,
      {
        preHandler: app.authenticate,
        schema: { tags: TAGS, summary: moveText[action].summary, security, params: idParamsSchema, body: moveBody[action], response: { 200: okSchema(draftSchema) } },
      },
      async (request, reply) => {
        const actor = authorityOf(request);
        const id = request.params.id;
        const { mesaId, clientMutationId } = request.body;
        return replyWithTableEvents(app, reply, { localId: actor.localId, clientMutationId, operation: `mesas.drafts.${action}:${id}:${mesaId}` }, async (trx) => {
          const { draft, event, more = [] } = await moveText[action].run(trx, actor, id, mesaId);
          return { statusCode: 200, body: ok(draft, moveText[action].message), events: [event, ...more] };
        });
      },
    );
  }
}
