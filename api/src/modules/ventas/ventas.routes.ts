import {
  anularVentaSchema,
  documentoVentaSchema,
  DOCUMENTO_NO_FISCAL_LEYENDA,
  finalizarVentaSchema,
  historialQuerySchema,
  historialSchema,
  idParamsSchema,
  limiteDescuentoSchema,
  remitoQuerySchema,
  ventaSchema,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { authenticated } from '../../lib/route-options';
import { getVenue, replyWithMutation } from '../local';
import { renderRemito } from './remito';
import { historial } from './ventas-consultas.service';
import { publishVentasEvent, saleFinalizedEvent } from '../../hubs';
import { chargeSale, getPaidVenta, getVenta, voidSale } from './ventas.service';
import { authorityOf, discountLimit } from '../auditoria';

const TAGS = ['ventas'];
const security = [{ bearerAuth: [] }];

export async function ventasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Which permission each route needs: the route table (auth/permissions.ts).
  const sellers = app.authenticate;

  r.post(
    '/api/ventas/finalizar',
    {
      preHandler: sellers,
      schema: {
        tags: TAGS,
        summary: 'Cobra una venta de mostrador: caja abierta, totales del servidor, pagos que cubran el total, stock',
        description:
          'Importes en decimales con hasta 2 decimales (1234.5 = $ 1.234,50). Pagos en la moneda indicada, convertidos al tipo ' +
          'de cambio del local. Un ClientMutationId repetido devuelve la misma venta sin cobrar dos veces.',
        security,
        body: finalizarVentaSchema,
        response: { 201: okSchema(ventaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = authorityOf(request);
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: 'ventas.finalizar' },
        async (trx) => ({ statusCode: 201, body: ok(await chargeSale(trx, actor, { origen: 'mostrador', ...input }), 'Venta finalizada') }),
        (body) => publishVentasEvent(app, actor.localId, 'VentaFinalizada', saleFinalizedEvent(body.data, null, clientMutationId)),
      );
    },
  );

  r.get(
    '/api/ventas/historial',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Historial de ventas pagadas y anuladas por fechas del local (hoy, 7, 30, 90 días o un rango), con búsqueda',
        security,
        querystring: historialQuerySchema,
        response: { 200: okSchema(historialSchema) },
      },
    },
    async (request) => ok(await historial(app.db, request.auth.localId, request.query)),
  );

  r.get(
    '/api/ventas/:id',
    authenticated(app, TAGS, 'Detalle de una venta: ítems y pagos con medio, monto y moneda', { params: idParamsSchema, response: { 200: okSchema(ventaSchema) } }),
    async (request) => ok(await getVenta(app.db, request.auth.localId, request.params.id)),
  );

  r.post(
    '/api/ventas/:id/anular',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Anula una venta pagada con un motivo: repone el stock y devuelve el efectivo desde la caja abierta',
        security,
        params: idParamsSchema,
        body: anularVentaSchema,
        response: { 200: okSchema(ventaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, motivo } = request.body;
      const actor = authorityOf(request);
      let arqueoId: number | null = null;
      let notaCreditoId: number | null = null;
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `ventas.anular:${request.params.id}` },
        async (trx) => {
          const result = await voidSale(trx, actor, request.params.id, motivo);
          arqueoId = result.arqueoId ?? result.venta.arqueoId;
          // An invoiced sale gets its credit note, recorded with the void, sent right after.
          notaCreditoId = await app.facturador.encolarNotaCredito(trx, actor.localId, request.params.id);
          return { statusCode: 200, body: ok(result.venta, 'Venta anulada') };
        },
        (body) => {
          publishVentasEvent(app, actor.localId, 'VentaAnulada', {
            ventaId: body.data.id,
            numero: body.data.numero ?? 0,
            arqueoId,
            clientMutationId: clientMutationId ?? null,
          });
          // Not awaited: ARCA's answer does not hold the void; a failure leaves it queued for the retry job.
          if (notaCreditoId !== null) void app.facturador.procesar(notaCreditoId).catch((error: unknown) => app.log.warn({ err: error }, 'Nota de crédito pendiente'));
        },
      );
    },
  );

  r.get(
    '/api/ventas/limite-descuento',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'El descuento máximo de quien llama (porcentaje del bruto) y si tiene descuento libre; el cobro lo vuelve a controlar',
        security,
        response: { 200: okSchema(limiteDescuentoSchema) },
      },
    },
    async (request) => {
      const who = authorityOf(request);
      return ok({ porcentaje: await discountLimit(app.db, who.userId), libre: who.permisos.includes('ventas.descuento-libre') });
    },
  );

  r.get(
    '/api/ventas/:id/remito',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: `Remito no fiscal imprimible (ticket de 80 mm o A4) con la leyenda '${DOCUMENTO_NO_FISCAL_LEYENDA}'`,
        security,
        params: idParamsSchema,
        querystring: remitoQuerySchema,
        response: { 200: okSchema(documentoVentaSchema) },
      },
    },
    async (request) => {
      const { localId } = request.auth;
      const venta = await getPaidVenta(app.db, localId, request.params.id);
      const venue = await getVenue(app.db, localId);
      return ok({
        tipo: 'remito' as const,
        formato: request.query.formato,
        ventaId: venta.id,
        numero: venta.numero ?? 0,
        leyenda: DOCUMENTO_NO_FISCAL_LEYENDA,
        html: renderRemito(venue, venta, request.query.formato),
      });
    },
  );

  // POST /api/ventas/:id/ticket-fiscal: the electronic invoice, in the facturacion module.
}
