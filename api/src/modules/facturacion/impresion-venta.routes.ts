import { idParamsSchema, imprimirVentaBodySchema, trabajoImpresionSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { publishTrabajo, printVentaDocument, requirePrinted } from '../impresion';
import { replyWithMutation } from '../local';
import { getPaidVenta } from '../ventas';
import { printFiscalTicket } from './ticket-fiscal-impreso';

const TAGS = ['impresion'];
const security = [{ bearerAuth: [] }];

/**
 * The register's print button for a paid sale: its receipt, remito or fiscal ticket. It sits with
 * invoicing because the fiscal ticket is a voucher of this module; the queue is the print module's.
 */
export async function impresionVentaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/impresion/ventas/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Imprime el recibo, el remito o la factura (con CAE y QR) de una venta pagada en la impresora de la caja; una vez por documento',
        security,
        params: idParamsSchema,
        body: imprimirVentaBodySchema,
        response: { 200: okSchema(trabajoImpresionSchema) },
      },
    },
    async (request, reply) => {
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      const { documento, clientMutationId } = request.body;
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `impresion.venta:${request.params.id}:${documento}` },
        async (trx) => {
          const job =
            documento === 'fiscal'
              ? await printFiscalTicket(trx, actor, request.params.id)
              : await printVentaDocument(trx, actor, await getPaidVenta(trx, actor.localId, request.params.id), documento);
          return { statusCode: 200, body: ok(requirePrinted(job, 'caja'), 'Enviado a la impresora') };
        },
        (body) => publishTrabajo(app, actor.localId, body.data),
      );
    },
  );
}
