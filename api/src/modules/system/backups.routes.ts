import fs from 'node:fs';
import { backupArchivoParamsSchema, backupConfigUpdateSchema, backupsEstadoConSecretosSchema as backupsEstadoSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { conflict, notFound, unavailable } from '../../lib/errors';
import { replyWithMutation } from '../local';
import { fraseDeDescarga } from './backups.frase';
import { saveBackupConfig, secretosPorReingresar } from './backups.repository';
import { BackupService } from './backups.service';
import { auditConfiguracion } from '../auditoria';

declare module 'fastify' {
  interface FastifyInstance {
    /** The automatic SQLite backups. */
    backups: BackupService;
  }
}

const TAGS = ['sistema'];
const security = [{ bearerAuth: [] }];

export interface BackupsPluginOptions {
  /** How often the nightly backup checks whether it is due (default every minute; 0 turns it off). */
  checkIntervalMs?: number;
}

/** Backups: the service (decorated as app.backups), its nightly timer and its routes. */
export const backupsPlugin = fp(async (app: FastifyInstance, opts: BackupsPluginOptions) => {
  const service = new BackupService(app.db, app.config, app.log);
  app.decorate('backups', service);
  if (service.available) service.removeStaleDownloads();

  const interval = opts.checkIntervalMs ?? 60_000;
  if (interval > 0 && service.available) {
    const timer = setInterval(() => {
      void service.runNightlyIfDue();
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // A backup in progress finishes before the database closes.
      await service.idle();
    });
  }

  // After a restore with fresh secrets, every start says what the admin must enter again until it is.
  app.addHook('onReady', async () => {
    const pendientes = await secretosPorReingresar(app.db);
    if (pendientes.length > 0) {
      app.log.warn(
        { secretosPorReingresar: pendientes },
        'Restaurado con secretos nuevos: hay que volver a ingresar ' +
          pendientes.map((p) => (p.tipo === 'arca' ? `la clave privada de ARCA (local ${p.localId})` : `la clave de API del asistente (local ${p.localId})`)).join(', ') +
          ' en Configuración',
      );
    }
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/sistema/backups',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Copias de seguridad: la última (correcta o fallida), los archivos guardados y la configuración',
        security,
        response: { 200: okSchema(backupsEstadoSchema) },
      },
    },
    async () => ok(await service.estado()),
  );

  r.post(
    '/api/sistema/backups',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Hace una copia de seguridad ahora (solo SQLite); repetirla hace otra copia, no cambia datos',
        security,
        response: { 200: okSchema(backupsEstadoSchema) },
      },
    },
    async () => {
      if (!service.available) throw conflict('BACKUP_SOLO_SQLITE');
      const result = await service.run('manual');
      if (!result.ok) throw unavailable('BACKUP_FALLIDO', { motivo: result.error ?? '?' });
      return ok(await service.estado(), 'Copia de seguridad creada');
    },
  );

  r.put(
    '/api/sistema/backups/config',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Hora de la copia nocturna y cuántas copias se guardan',
        security,
        body: backupConfigUpdateSchema,
        response: { 200: okSchema(backupsEstadoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...config } = request.body;
      return replyWithMutation(reply, app.db, { localId: request.auth.localId, clientMutationId, operation: 'sistema.backups.config' }, async (trx) => {
        const before = (await service.estado(new Date(), trx)).config;
        await saveBackupConfig(trx, config);
        const estado = await service.estado(new Date(), trx);
        await auditConfiguracion(trx, request.auth, 'copias-de-seguridad', before, estado.config);
        return { statusCode: 200, body: ok(estado, 'Configuración guardada') };
      });
    },
  );

  r.get(
    '/api/sistema/backups/:archivo',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Descarga un archivo de copia de seguridad (SQLite) con la clave del servidor sellada bajo la frase de X-Frase-Respaldo (URI-encoded), que la restauración pide',
        security,
        params: backupArchivoParamsSchema,
      },
    },
    async (request, reply) => {
      if (!service.filePath(request.params.archivo)) throw notFound('BACKUP_NO_ENCONTRADO');
      const frase = fraseDeDescarga(request.headers);
      const file = await service.sealedCopy(request.params.archivo, frase);
      if (!file) throw notFound('BACKUP_NO_ENCONTRADO');
      const stream = fs.createReadStream(file);
      // The sealed copy exists only for this answer.
      stream.on('close', () => fs.rmSync(file, { force: true }));
      return reply
        .header('content-type', 'application/vnd.sqlite3')
        .header('content-disposition', `attachment; filename="${request.params.archivo}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
});
