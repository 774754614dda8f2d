import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { encryptionKey } from '../auth';
import { Facturador } from './facturador';

declare module 'fastify' {
  interface FastifyInstance {
    facturador: Facturador;
    /** The server's key that encrypts the venues' private keys and WSAA signs (SECRET_KEY or DATA_DIR/secret.key). */
    facturacionKey: Buffer;
  }
}

/** The invoicing service, and the background retry of the vouchers waiting for ARCA (every ARCA_RETRY_SECONDS). */
export const facturacionPlugin = fp(
  async (app: FastifyInstance) => {
    const key = encryptionKey(app.config.secretKey, app.config.dataDir);
    app.decorate('facturacionKey', key);
    app.decorate('facturador', new Facturador(app.db, key, app.config.arca, app.log));
    runPeriodically(
      app,
      app.config.arca.retrySeconds * 1000,
      async () => {
        await app.facturador.drain();
      },
      'Falló el reintento de los comprobantes pendientes con ARCA',
    );
  },
  { name: 'facturacion' },
);
