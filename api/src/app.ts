import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createDatabase, migrateToLatest, type Db } from './db/database';
import { refreshPlannerStatistics } from './db/statistics';
import { registerHubs } from './hubs';
import {
  authPlugin,
  onSessionsRevoked,
  authRoutes,
  createAuthService,
  DbLoginThrottle,
  LoginThrottle,
  encryptionKey,
  envKeyring,
  loadStoredKeyring,
  createTokenSigner,
  type SigningKeyring,
} from './modules/auth';
import { arqueosRoutes, cajasRoutes } from './modules/caja';
import { categoriasRoutes } from './modules/categorias';
import { clientesRoutes } from './modules/clientes';
import { alertasCostoRoutes, comprasRoutes } from './modules/compras';
import { draftsCleanupPlugin, type DraftsCleanupOptions, draftsRoutes, cuentaDivididaRoutes, mesasRoutes, reservasRoutes } from './modules/mesas';
import { historialCleanupPlugin, type HistorialCleanupOptions, asistenteRoutes } from './modules/asistente';
import { generalConfigRoutes } from './modules/config';
import { facturacionPlugin, facturacionRoutes } from './modules/facturacion';
import { gastosRoutes } from './modules/gastos';
import { impresionDispatchPlugin, type ImpresionDispatchOptions, impresionRoutes } from './modules/impresion';
import { mediosPagoRoutes } from './modules/medios-pago';
import { pedidosRoutes, pedidosReleasePlugin, type PedidosReleaseOptions } from './modules/pedidos';
import { disponibilidadAvisosPlugin, productosRoutes } from './modules/productos';
import { preciosRoutes } from './modules/precios';
import { listasPreciosRoutes, listasPreciosVigenciaPlugin, type ListasPreciosVigenciaOptions } from './modules/listas-precios';
import { productosCsvRoutes } from './modules/productos-csv';
import { proveedoresRoutes } from './modules/proveedores';
import { promocionesRoutes } from './modules/promociones';
import { insumosRoutes } from './modules/insumos';
import { reportesRoutes, reconstruirResumenPendiente } from './modules/reportes';
import { stockRoutes } from './modules/stock';
import { backupsPlugin, type BackupsPluginOptions, healthRoutes, remotesRoutes } from './modules/system';
import { auditoriaRoutes } from './modules/auditoria';
import { rolesRoutes } from './modules/roles';
import { usuariosRoutes } from './modules/usuarios';
import { tiposCambioRoutes } from './modules/tipos-cambio';
import { phoneSalesRoutes, ventasRoutes } from './modules/ventas';
import { registerDocs } from './plugins/docs';
import { metricsPlugin } from './plugins/metrics';
import { requestIdFor, requestIdPlugin } from './plugins/request-id';
import { clientErrorHandler } from './plugins/client-errors';
import { clientMutationsCleanupPlugin, type ClientMutationsCleanupOptions } from './plugins/client-mutations-cleanup';
import { envelopePlugin, sendRouteNotFound } from './plugins/envelope';
import { queryParamsPlugin } from './plugins/query-params';
import { securityHeadersPlugin } from './plugins/security-headers';
import { handheldVersionPlugin } from './plugins/handheld-version';
import { hasStaticBuild, registerStaticFiles, type StaticFiles } from './plugins/static-files';
import { ensureReferenceData, seedDemo, seedFirstAdmin } from './seed/seed';

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
  /** Where the default logger writes its JSON lines (stdout when unset); tests capture them. */
  logStream?: { write(line: string): void };
  /** Hub timing, for tests. */
  hubs?: { keepAliveIntervalMs?: number; clientTimeoutMs?: number };
  /** The nightly backup's check (tests turn it off or shorten it). */
  backups?: BackupsPluginOptions;
  /** The hourly cancellation of abandoned table drafts (tests shorten it). */
  draftsCleanup?: DraftsCleanupOptions;
  /** The release of orders booked for later to the kitchen (tests shorten it). */
  pedidosRelease?: PedidosReleaseOptions;
  /** The hourly pruning of old ClientMutationIds (tests shorten it). */
  clientMutationsCleanup?: ClientMutationsCleanupOptions;
  /** The hourly pruning of the assistant's stored conversations past retention (tests shorten it). */
  asistenteHistorial?: HistorialCleanupOptions;
  /** The print dispatcher's timing (tests shorten it). */
  impresion?: ImpresionDispatchOptions;
  /** The watch of the price lists' windows, each minute (tests shorten it). */
  listasPreciosVigencia?: ListasPreciosVigenciaOptions;
  /** The oldest waiter handheld protocol served (tests raise it). */
  handheld?: { minProtocol?: number };
}

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
  let keyring: SigningKeyring;
  let firstAdminPassword: string | null = null;
  try {
    await migrateToLatest(db);
    await reconstruirResumenPendiente(db);
    await refreshPlannerStatistics(db, { allTables: true });
    await ensureReferenceData(db);
    if (config.seedDemo) seeded = await seedDemo(db, undefined, { timezone: config.demoTimezone });
    else if (config.firstAdmin) firstAdminPassword = (await seedFirstAdmin(db, config.firstAdmin))?.password ?? null;
    // JWT_SECRET, or a secret kept ENCRYPTED in the database so that restarts, and other
    // instances on the same database (same SECRET_KEY), accept the tokens already issued.
    keyring = config.jwtSecret
      ? envKeyring(config.jwtSecret, config.jwtPreviousSecret)
      : await loadStoredKeyring(db, {
          key: encryptionKey(config.secretKey, config.dataDir),
          tokenMinutes: config.tokenMinutes,
          rotateDays: config.jwtRotateDays,
        });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    // A UUID per request (or the proxy's X-Request-Id), as reqId in every log line and X-Request-Id in the answer.
    genReqId: requestIdFor,
    requestIdHeader: false,
    // Ids and tokens can be long; the default 100 is enough for our paths but not for query tokens.
    routerOptions: { maxParamLength: 500 },
    // Request line and headers over Node's limit (16 KiB; a huge query string) get a 431 envelope, not Node's text.
    clientErrorHandler,
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
    await app.register(requestIdPlugin);
    // Hook order: security headers on every answer first, then the envelope (body parsing with its
    // depth limit, error handler), then authentication (preValidation) before schema validation.
    await app.register(securityHeadersPlugin, { remoteOverrides: config.remoteOverrides, remotesFile: config.remotesFile });
    await app.register(envelopePlugin);
    // Before any route: it refuses the query parameters each route does not take.
    await app.register(queryParamsPlugin);
    await app.register(handheldVersionPlugin, opts.handheld ?? {});
    await registerDocs(app);

    if (firstAdminPassword !== null) {
      app.log.warn({ email: config.firstAdmin?.email }, `Primer administrador creado con la contraseña '${firstAdminPassword}': cambiala en el primer ingreso`);
    }
    const throttleOptions = {
      freeAttempts: config.loginMaxFailures,
      addressFreeAttempts: config.loginMaxFailuresPerAddress,
      baseDelayMs: config.loginBackoffBaseSeconds * 1000,
      maxDelayMs: config.loginBackoffMaxSeconds * 1000,
      forgetAfterMs: config.loginWindowMinutes * 60_000,
    };
    // On PostgreSQL (where several instances may share the data) the counters live in the
    // database; SQLite is one process, and its counters stay in memory.
    const throttle = config.database.kind === 'postgres' ? new DbLoginThrottle(db, throttleOptions) : new LoginThrottle(throttleOptions);
    const service = createAuthService({ db, signer: createTokenSigner(keyring), throttle, tokenMinutes: config.tokenMinutes, sessionMaxHours: config.sessionMaxHours });
    await app.register(authPlugin, { service });
    // Before the routes: a write that moves ingredients tells the screens, once committed, which products can or cannot be sold.
    await app.register(disponibilidadAvisosPlugin);

    await app.register(metricsPlugin, { token: config.metricsToken });
    await app.register(healthRoutes);
    await app.register(backupsPlugin, opts.backups ?? {});
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
    await app.register(insumosRoutes);
    await app.register(promocionesRoutes);
    await app.register(preciosRoutes);
    await app.register(comprasRoutes);
    await app.register(alertasCostoRoutes);
    await app.register(listasPreciosRoutes);
    await app.register(productosCsvRoutes);
    await app.register(arqueosRoutes);
    await app.register(cajasRoutes);
    await app.register(gastosRoutes);
    await app.register(clientesRoutes);
    // Electronic invoicing with ARCA (before the sales routes: a void issues the credit note).
    await app.register(facturacionPlugin);
    await app.register(facturacionRoutes);
    await app.register(ventasRoutes);
    await app.register(phoneSalesRoutes);
    await app.register(mesasRoutes);
    await app.register(draftsRoutes);
    await app.register(pedidosRoutes);
    await app.register(reservasRoutes);
    await app.register(reportesRoutes);
    await app.register(auditoriaRoutes);
    await app.register(asistenteRoutes);
    await app.register(impresionRoutes);
    // Split bills, tips, moving and joining tables.
    await app.register(cuentaDivididaRoutes);

    await registerHubs(app, {
      // A session that must change its password gets no live data until it does.
      verifyToken: async (token) => {
        const auth = await service.verifyAccessToken(token);
        return auth && !auth.debeCambiarPassword ? auth : null;
      },
      checkSession: (auth) => (auth.sessionId === undefined ? Promise.resolve(true) : service.isSessionLive(auth.sessionId)),
      sessionCheckIntervalMs: config.sessionCheckSeconds * 1000,
      connectionTokenSecret: keyring.current.secret,
      ...(config.database.kind === 'postgres' ? { databaseUrl: config.database.url } : {}),
      ...opts.hubs,
    });
    // Logout, password change or reset, deactivation: that session's sockets close at once.
    const stopHearingRevocations = onSessionsRevoked((sessionIds) => app.hubs.closeSessions(sessionIds));
    app.addHook('onClose', async () => {
      stopHearingRevocations();
    });

    // After the hubs: a scheduled cleanup publishes MesaClosed.
    await app.register(draftsCleanupPlugin, opts.draftsCleanup ?? {});
    await app.register(pedidosReleasePlugin, opts.pedidosRelease ?? {});
    await app.register(impresionDispatchPlugin, opts.impresion ?? {});
    await app.register(listasPreciosVigenciaPlugin, opts.listasPreciosVigencia ?? {});
    await app.register(clientMutationsCleanupPlugin, { keepDays: config.clientMutationsKeepDays, ...opts.clientMutationsCleanup });
    await app.register(historialCleanupPlugin, opts.asistenteHistorial ?? {});

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
