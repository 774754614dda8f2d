import {
  generalConfigSchema,
  generalConfigUpdateSchema,
  modulosConfigSchema,
  modulosConfigUpdateSchema,
  soundConfigSchema,
  soundConfigUpdateSchema,
  type ConfiguracionActualizadaEvent,
  type GeneralConfig,
  type ModulosConfig,
  type SoundConfig,
} from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { badRequest, conflict } from '../../lib/errors';
import { getVenue, hasMoneyData, setVenueCurrency, replyWithMutation } from '../local';
import { auditConfiguracion } from '../auditoria';
import { publishVentasEvent } from '../../hubs';
import { getGeneralConfig, saveGeneralConfig } from './general-config.repository';
import { getModulos, saveModulos } from './modulos.repository';
import { getSoundConfig, saveSoundConfig } from './sound-config.repository';

const TAGS = ['configuracion'];
const security = [{ bearerAuth: [] }];

/**
 * The venue's settings. Reads: any signed-in user (every screen applies
 * them); writes: config.editar (auth/permissions.ts). A saved change is pushed on /ws/ventas as
 * ConfiguracionActualizada, so every open screen of the venue applies it at once.
 */
export async function generalConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changed = (localId: number, seccion: ConfiguracionActualizadaEvent['seccion'], clientMutationId: string | null | undefined) =>
    publishVentasEvent(app, localId, 'ConfiguracionActualizada', { seccion, clientMutationId: clientMutationId ?? null });

  r.get(
    '/api/configuracion/general',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Configuración general del local', security, response: { 200: okSchema(generalConfigSchema) } },
    },
    async (request) => ok(await getGeneralConfig(app.db, request.auth.localId)),
  );

  r.put(
    '/api/configuracion/general',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Guarda la configuración general del local (los campos enviados); la moneda solo cambia mientras el local no tiene importes',
        security,
        body: generalConfigUpdateSchema,
        response: { 200: okSchema(generalConfigSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...changes } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: 'configuracion.general.update' },
        async (trx) => {
          const current = await getGeneralConfig(trx, localId);
          const next: GeneralConfig = generalConfigSchema.parse({ ...current, ...stripUndefined(changes) });
          if (next.currencyCode !== current.currencyCode) {
            // Amounts are stored at the scale of the venue's currency: it is set before any exists.
            if (await hasMoneyData(trx, localId)) throw conflict('MONEDA_LOCAL_CON_DATOS', { moneda: (await getVenue(trx, localId)).currencyCode });
            await setVenueCurrency(trx, localId, next.currencyCode);
          }
          await saveGeneralConfig(trx, localId, next);
          await auditConfiguracion(trx, request.auth, 'general', current, next);
          return { statusCode: 200, body: ok(next, 'Configuración guardada') };
        },
        () => changed(localId, 'general', clientMutationId),
      );
    },
  );

  r.get(
    '/api/configuracion/sonido',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Sonidos del local: activado, volumen y cada sonido con frecuencia, duración y volumen',
        security,
        response: { 200: okSchema(soundConfigSchema) },
      },
    },
    async (request) => ok(await getSoundConfig(app.db, request.auth.localId)),
  );

  r.put(
    '/api/configuracion/sonido',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Guarda los sonidos del local (los campos enviados; los volúmenes se limitan a 0..1)',
        security,
        body: soundConfigUpdateSchema,
        response: { 200: okSchema(soundConfigSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, enabled, volume, sounds } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: 'configuracion.sonido.update' },
        async (trx) => {
          const current = await getSoundConfig(trx, localId);
          const next: SoundConfig = {
            enabled: enabled ?? current.enabled,
            volume: volume ?? current.volume,
            sounds: { ...current.sounds },
          };
          for (const [name, spec] of Object.entries(sounds ?? {}) as [keyof SoundConfig['sounds'], Partial<SoundConfig['sounds'][keyof SoundConfig['sounds']]> | undefined][]) {
            if (spec) next.sounds[name] = { ...current.sounds[name], ...stripUndefined(spec) };
          }
          await saveSoundConfig(trx, localId, soundConfigSchema.parse(next));
          await auditConfiguracion(trx, request.auth, 'sonido', current, next);
          return { statusCode: 200, body: ok(next, 'Configuración guardada') };
        },
        () => changed(localId, 'sonido', clientMutationId),
      );
    },
  );

  r.get(
    '/api/configuracion/modulos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Módulos del local (restaurante, punto de venta): eligen la marca y la descripción',
        security,
        response: { 200: okSchema(modulosConfigSchema) },
      },
    },
    async (request) => ok(await getModulos(app.db, request.auth.localId)),
  );

  r.put(
    '/api/configuracion/modulos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Activa o desactiva los módulos del local (al menos uno queda activo)',
        security,
        body: modulosConfigUpdateSchema,
        response: { 200: okSchema(modulosConfigSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, restaurant, posFlow } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: 'configuracion.modulos.update' },
        async (trx) => {
          const current = await getModulos(trx, localId);
          const next: ModulosConfig = { restaurant: restaurant ?? current.restaurant, posFlow: posFlow ?? current.posFlow };
          if (!next.restaurant && !next.posFlow) throw badRequest('MODULOS_AL_MENOS_UNO');
          await saveModulos(trx, localId, next);
          await auditConfiguracion(trx, request.auth, 'modulos', current, next);
          return { statusCode: 200, body: ok(next, 'Configuración guardada') };
        },
        () => changed(localId, 'modulos', clientMutationId),
      );
    },
  );
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
