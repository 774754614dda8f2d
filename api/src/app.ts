import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { generateSecret, type AppConfig } from './config';
import { getOrCreateSetting } from './db/app-settings.repository';
import { createDatabase, migrateToLatest, type Db } from './db/database';
import { registerHubs } from './hubs';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { createTokenSigner } from './modules/auth/tokens';
import { arqueosRoutes } from './modules/caja/arqueos.routes';
import { categoriasRoutes } from './modules/categorias/categorias.routes';
import { clientesRoutes } from './modules/clientes/clientes.routes';
import { draftsCleanupPlugin, type DraftsCleanupOptions } from './modules/drafts/drafts-cleanup.plugin';
import { draftsRoutes } from './modules/drafts/drafts.routes';
import { generalConfigRoutes } from './modules/config/general-config.routes';
import { gastosRoutes } from './modules/gastos/gastos.routes';
import { mediosPagoRoutes } from './modules/medios-pago/medios-pago.routes';
import { mesasRoutes } from './modules/mesas/mesas.routes';
import { pedidosRoutes } from './modules/pedidos/pedidos.routes';
import { productosRoutes } from './modules/productos/productos.routes';
import { preciosRoutes } from './modules/precios/precios.routes';
import { productosCsvRoutes } from './modules/productos-csv/productos-csv.routes';
import { proveedoresRoutes } from './modules/proveedores/proveedores.routes';
import { reservasRoutes } from './modules/reservas/reservas.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { healthRoutes } from './modules/system/health.routes';
import { remotesRoutes } from './modules/system/remotes.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes';
import { tiposCambioRoutes } from './modules/tipos-cambio/tipos-cambio.routes';
import { ventasDraftsRoutes } from './modules/ventas/ventas-drafts.routes';
import { ventasRoutes } from './modules/ventas/ventas.routes';
import { registerDocs } from './plugins/docs';
import { envelopePlugin, sendRouteNotFound } from './plugins/envelope';
import { hasStaticBuild, registerStaticFiles, type StaticFiles } from './plugins/static-files';
import { ensureReferenceData, seedDemo } from './seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The kysely instance; only repositories should use it (pass it to them). */
    db: Db;
    /** True when this start seeded the demo venue (server.ts then prints the demo users). */
    seeded: boolean;
  }
}

export interface BuildAppOptions {
  /** fastify logger option; default: pino at config.logLevel, with the access token redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Hub timing, for tests. */
  hubs?: { keepAliveIntervalMs?: number; clientTimeoutMs?: number };
  /** The hourly cancellation of abandoned table drafts (tests shorten it). */
  draftsCleanup?: DraftsCleanupOptions;
}

const JWT_SECRET_SETTING = 'jwt_secret';

/** The browser's WebSocket carries the token in the URL: keep it out of the logs. */
function redactUrl(url: string): string {
  return url.replace(/([?&]access_token=)[^&]*/gi, '$1[redacted]');
}

/**
 * Builds the whole api (database migrated, demo seeded when enabled and empty, routes, hubs,
 * static files) as a ready fastify instance that is not listening yet.
 */
export async function buildApp(config: AppConfig, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const db = createDatabase(config.database);
  let seeded = false;
  let jwtSecret: string;
  try {
    await migrateToLatest(db);
    await ensureReferenceData(db);
    if (config.seedDemo) seeded = await seedDemo(db);
    // Kept in the database so that restarts, and other instances on the same database, accept
    // the tokens already issued.
    jwtSecret = config.jwtSecret ?? (await getOrCreateSetting(db, JWT_SECRET_SETTING, generateSecret));
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    // Ids and tokens can be long; the default 100 is enough for our paths but not for query tokens.
    routerOptions: { maxParamLength: 500 },
  });

  try {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('seeded', seeded);
    app.addHook('onClose', async () => {
      await db.destroy();
    });

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(envelopePlugin);
    await registerDocs(app);

    const throttle = new LoginThrottle(config.loginMaxFailures, config.loginWindowMinutes * 60_000);
    const service = createAuthService({ db, signer: createTokenSigner(jwtSecret), throttle, tokenMinutes: config.tokenMinutes });
    await app.register(authPlugin, { service });

    await app.register(healthRoutes);
    await app.register(remotesRoutes);
    await app.register(authRoutes);
    await app.register(generalConfigRoutes);
    await app.register(rolesRoutes);
    await app.register(usuariosRoutes);
    await app.register(mediosPagoRoutes);
    await app.register(tiposCambioRoutes);
    await app.register(productosRoutes);
    await app.register(categoriasRoutes);
    await app.register(stockRoutes);
    await app.register(proveedoresRoutes);
    await app.register(preciosRoutes);
    await app.register(productosCsvRoutes);
    await app.register(arqueosRoutes);
    await app.register(gastosRoutes);
    await app.register(clientesRoutes);
    await app.register(ventasRoutes);
    await app.register(ventasDraftsRoutes);
    await app.register(mesasRoutes);
    await app.register(draftsRoutes);
    await app.register(pedidosRoutes);
    await app.register(reservasRoutes);

    await registerHubs(app, {
      verifyToken: (token) => service.verifyAccessToken(token),
      connectionTokenSecret: jwtSecret,
      ...(config.database.kind === 'postgres' ? { databaseUrl: config.database.url } : {}),
      ...opts.hubs,
    });

    // After the hubs: a scheduled cleanup publishes MesaClosed.
    await app.register(draftsCleanupPlugin, opts.draftsCleanup ?? {});

    let staticFiles: StaticFiles | null = null;
    if (hasStaticBuild(config.staticRoot)) staticFiles = await registerStaticFiles(app, config.staticRoot);

    app.setNotFoundHandler((request, reply) => {
      if (staticFiles?.trySpaFallback(request, reply)) return reply;
      return sendRouteNotFound(request, reply);
    });

    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
