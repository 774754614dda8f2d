import { generalConfigSchema, type GeneralConfig } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope';
import { runMutation, sendOutcome } from '../../plugins/client-mutation';
import { conflict } from '../../lib/errors';
import { getVenue, hasMoneyData, setVenueCurrency } from '../local/venue.repository';
import { getGeneralConfig, saveGeneralConfig } from './general-config.repository';

/** Any subset of the settings: omitted ones keep their current value. */
const updateBodySchema = generalConfigSchema.partial().extend({
  clientMutationId: z.string().trim().max(200).optional(),
});

export async function generalConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/configuracion/general',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['configuracion'],
        summary: 'Configuración general del local',
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(generalConfigSchema) },
      },
    },
    async (request) => ok(await getGeneralConfig(app.db, request.auth.localId)),
  );

  r.put(
    '/api/configuracion/general',
    {
      preHandler: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['configuracion'],
        summary: 'Guarda la configuración general del local (admin)',
        security: [{ bearerAuth: [] }],
        body: updateBodySchema,
        response: { 200: okSchema(generalConfigSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...changes } = request.body;
      const { localId } = request.auth;
      const outcome = await runMutation(app.db, { localId, clientMutationId, operation: 'configuracion.general.update' }, async (trx) => {
        const current = await getGeneralConfig(trx, localId);
        const next: GeneralConfig = generalConfigSchema.parse({ ...current, ...stripUndefined(changes) });
        next.currencyCode = next.currencyCode.toUpperCase();
        if (next.currencyCode !== current.currencyCode) {
          // Amounts are stored at the scale of the venue's currency: it is set before any exists.
          if (await hasMoneyData(trx, localId)) throw conflict('MONEDA_LOCAL_CON_DATOS', { moneda: (await getVenue(trx, localId)).currencyCode });
          await setVenueCurrency(trx, localId, next.currencyCode);
        }
        await saveGeneralConfig(trx, localId, next);
        return { statusCode: 200, body: ok(next, 'Configuración guardada') };
      });
      return sendOutcome(reply, outcome);
    },
  );
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
