import { medioPagoCreateSchema, medioPagoSchema, medioPagoUpdateSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { auditConfiguracion } from '../auditoria';
import { crudRoutes } from '../local';
import { publishVentasEvent } from '../../hubs';
import { findActiveMedio, listActiveMedios } from './medios-pago.repository';
import { createMedio, deleteMedio, updateMedio } from './medios-pago.service';

const TAGS = ['medios-de-pago'];
const security = [{ bearerAuth: [] }];

export async function mediosPagoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Every open screen of the venue re-reads the list (the header's default rate, the close-sale methods). */
  const changed = (localId: number, clientMutationId: string | null | undefined) =>
    publishVentasEvent(app, localId, 'ConfiguracionActualizada', { seccion: 'medios-de-pago', clientMutationId: clientMutationId ?? null });

  r.get(
    '/api/medios-de-pago',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Medios de pago activos del local, en su orden', security, response: { 200: okSchema(z.array(medioPagoSchema)) } },
    },
    async (request) => ok(await listActiveMedios(app.db, request.auth.localId)),
  );

  crudRoutes(app, {
    path: '/api/medios-de-pago',
    tags: TAGS,
    operation: 'medios-pago',
    entity: medioPagoSchema,
    audit: {
      find: findActiveMedio,
      record: (trx, auth, before, after, id) => auditConfiguracion(trx, auth, 'medio-de-pago', before, after, { entidadId: id }),
    },
    onApplied: changed,
    create: {
      summary: 'Crea un medio de pago (admin)',
      body: medioPagoCreateSchema,
      message: 'Medio de pago creado',
      run: (trx, auth, input) => createMedio(trx, auth.localId, input),
    },
    update: {
      summary: 'Modifica un medio de pago (admin)',
      body: medioPagoUpdateSchema,
      message: 'Medio de pago actualizado',
      run: (trx, auth, id, input) => updateMedio(trx, auth.localId, id, input),
    },
    remove: {
      summary: 'Elimina (desactiva) un medio de pago (admin); las ventas pasadas lo conservan',
      message: 'Medio de pago eliminado',
      run: (trx, auth, id) => deleteMedio(trx, auth.localId, id),
    },
  });
}
