import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { HUB_PATHS, PEDIDO_CHANGED_EVENT, type DraftItem, type DraftSinItems, type HubName } from '@resto/shared/contracts';
import { PgBackplane, defaultChannel, inProcessBackplane, newInstanceId, serializeEvent, type Backplane } from './backplane';
import { ConnectionRegistry, type HubEvent } from './connection-registry';
import { ConnectionTokenSigner } from './connection-token';
import { MESAS_GLOBAL_GROUP, mesaGroup } from './hub-groups';
import { HubServer, rejectUpgrade } from './hub-server';
import type { HubPublisher, HubsOptions } from './hub-types';
import { negotiateDocs } from './negotiate-docs';
import { fail } from '../lib/envelope';
import { mesasHub } from './mesas.hub';
import { ventasHub } from './ventas.hub';

export type { HubAuth, HubPublisher, HubsOptions, StagedHubEvents } from './hub-types';
export { MESAS_GLOBAL_GROUP, VENTAS_GROUP, VENTAS_TOTALES_GROUP, mesaGroup } from './hub-groups';
export { publishVentasEvent, saleFinalizedEvent } from './ventas-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** SignalR hubs' publisher (see `registerHubs`). */
    hubs: HubPublisher;
  }
}

const HUBS: HubName[] = ['mesas', 'ventas'];

/**
 * The draft's version, data and changed items of a /ws/mesas event, when the sender
 * gave them: the draft and items are the api's own contract objects (built by the drafts
 * service from its rows, never a row itself).
 */
function draftData(e: { version?: number | undefined; draft?: DraftSinItems | undefined; items?: DraftItem[] | undefined }): object {
  return {
    ...(e.version === undefined ? {} : { version: e.version }),
    ...(e.draft === undefined ? {} : { draft: e.draft }),
    ...(e.items === undefined ? {} : { items: e.items }),
  };
}

/**
 * Serves the SignalR hubs /ws/mesas and /ws/ventas (JSON hub protocol over WebSockets) on the
 * app's own HTTP server and returns the publisher (also `app.hubs`). Call it on the root instance
 * before `ready()`: it adds routes, hooks and a decorator.
 */
export async function registerHubs(app: FastifyInstance, opts: HubsOptions): Promise<HubPublisher> {
  const log = app.log.child({ module: 'hubs' });
  const registry = new ConnectionRegistry();
  // Read by GET /api/metrics (plugins/metrics.ts).
  app.decorate('hubRegistry', registry);
  const server = new HubServer({
    hubs: [mesasHub, ventasHub],
    registry,
    signer: new ConnectionTokenSigner(opts.connectionTokenSecret),
    verifyToken: opts.verifyToken,
    settings: {
      keepAliveIntervalMs: opts.keepAliveIntervalMs ?? 15_000,
      clientTimeoutMs: opts.clientTimeoutMs ?? 30_000,
      handshakeTimeoutMs: opts.handshakeTimeoutMs ?? 15_000,
      maxMessageChars: opts.maxMessageChars ?? 32_768,
    },
    log,
  });

  const instanceId = newInstanceId();
  let backplane: Backplane = inProcessBackplane;
  if (opts.databaseUrl) {
    const pgBackplane = new PgBackplane({
      databaseUrl: opts.databaseUrl,
      channel: opts.backplaneChannel ?? defaultChannel(opts.databaseUrl),
      instanceId,
      log,
      onEvent: (event) => registry.deliver(event),
      onRevoked: (sessionIds) => server.closeSessions(new Set(sessionIds)),
    });
    await pgBackplane.start();
    backplane = pgBackplane;
  }

  // The negotiation's schemas are zod whatever compilers the app has (its own context).
  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    for (const hub of HUBS) scope.post(`${HUB_PATHS[hub]}/negotiate`, { schema: negotiateDocs(hub) }, (request, reply) => server.negotiate(hub, request, reply));
  });
  for (const hub of HUBS) {
    const url = `${HUB_PATHS[hub]}/negotiate`;
    // Not in the OpenAPI document: the server only answers that these methods are refused.
    app.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE'],
      url,
      schema: { hide: true },
      handler: (request, reply) =>
        reply
          .code(405)
          .header('Allow', 'POST')
          .send(fail({ code: 'METODO_NO_PERMITIDO', params: { metodo: request.method, ruta: url, permitidos: 'POST' } })),
    });
  }

  const onUpgrade = (...[req, socket, head]: Parameters<HubServer['handleUpgrade']>): void => {
    if (server.handleUpgrade(req, socket, head)) return;
    // Nobody else listens for upgrades: without an answer the socket would hang open.
    if (app.server.listenerCount('upgrade') === 1) rejectUpgrade(socket, 404, 'RUTA_NO_ENCONTRADA', { metodo: req.method ?? 'GET', ruta: (req.url ?? '/').split('?')[0]! });
  };
  app.server.on('upgrade', onUpgrade);

  // Revocation closes the session's sockets at once, on this instance and, through the backplane,
  // on the others (closeSessions); this periodic check catches the rest: expired sessions, a
  // revocation sent while an instance's LISTEN was down, rows changed by hand.
  const checkSession = opts.checkSession;
  const sessionTimer = checkSession
    ? setInterval(() => {
        void server.recheckSessions(checkSession);
      }, opts.sessionCheckIntervalMs ?? 60_000)
    : undefined;
  sessionTimer?.unref();

  // preClose, not onClose: fastify's server.close() waits for every socket, upgraded ones too,
  // so the hub sockets must be gone before it runs.
  app.addHook('preClose', async () => {
    clearInterval(sessionTimer);
    await server.shutdown();
  });
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await backplane.close();
  });

  const publish = async (event: HubEvent): Promise<void> => {
    registry.deliver(event);
    if (backplane.reachesOthers) await backplane.publish(serializeEvent(instanceId, event));
  };

  const mesasPublisher = (send: (event: HubEvent) => Promise<void>): HubPublisher['mesas'] => {
    const tableEvent = (localId: number, mesaNumero: number, target: string, payload: object): Promise<void> =>
      send({
        hub: 'mesas',
        localId,
        // Table groups exist only for numbers above 0 (JoinMesaGroup rejects the rest).
        groups: mesaNumero > 0 ? [MESAS_GLOBAL_GROUP, mesaGroup(mesaNumero)] : [MESAS_GLOBAL_GROUP],
        target,
        args: [payload],
      });

    // Payloads are rebuilt field by field so that nothing beyond the contract (a row, a total)
    // leaks to the clients of the venue.
    return {
      mesaOpened: (localId, e) =>
        tableEvent(localId, e.mesaNumero, 'MesaOpened', {
          mesaNumero: e.mesaNumero,
          mesaId: e.mesaId,
          draftId: e.draftId,
          clientMutationId: e.clientMutationId ?? null,
          ultimaActualizacion: e.ultimaActualizacion,
          ...draftData(e),
        }),
      pedidoConfirmed: (localId, e) =>
        tableEvent(localId, e.mesaNumero, 'PedidoConfirmed', {
          mesaNumero: e.mesaNumero,
          mesaId: e.mesaId,
          draftId: e.draftId,
          clientMutationId: e.clientMutationId ?? null,
          ultimaActualizacion: e.ultimaActualizacion,
          ...draftData(e),
        }),
      productoRemoved: (localId, e) =>
        tableEvent(localId, e.mesaNumero, 'ProductoRemoved', {
          mesaNumero: e.mesaNumero,
          itemId: e.itemId,
          ultimaActualizacion: e.ultimaActualizacion,
          clientMutationId: e.clientMutationId ?? null,
          ...(e.mesaId === undefined ? {} : { mesaId: e.mesaId }),
          ...(e.draftId === undefined ? {} : { draftId: e.draftId }),
          ...draftData(e),
        }),
      mesaClosed: (localId, e) =>
        tableEvent(localId, e.mesaNumero, 'MesaClosed', {
          mesaNumero: e.mesaNumero,
          clientMutationId: e.clientMutationId ?? null,
          ...(e.mesaId === undefined ? {} : { mesaId: e.mesaId }),
          ...(e.draftId === undefined ? {} : { draftId: e.draftId }),
          ...(e.motivo === undefined ? {} : { motivo: e.motivo }),
          ...(e.ventaId === undefined ? {} : { ventaId: e.ventaId }),
          ...(e.version === undefined ? {} : { version: e.version }),
        }),
      // A reservation: the contract object built by the reservas service.
      reservaChanged: (localId, e) =>
        send({ hub: 'mesas', localId, groups: [MESAS_GLOBAL_GROUP], target: 'ReservaChanged', args: [{ reserva: e.reserva, clientMutationId: e.clientMutationId ?? null }] }),
      // A kitchen order: the contract object built by the pedidos service.
      pedidoChanged: (localId, e) =>
        send({ hub: 'mesas', localId, groups: null, target: PEDIDO_CHANGED_EVENT, args: [{ pedido: e.pedido, clientMutationId: e.clientMutationId ?? null }] }),
    };
  };

  const publisher: HubPublisher = {
    toGroup: (hub, localId, group, target, args) => publish({ hub, localId, groups: [group], target, args }),
    toVenue: (hub, localId, target, args) => publish({ hub, localId, groups: null, target, args }),
    toVenueHere: (hub, localId, group, target, args) => registry.deliver({ hub, localId, groups: group === null ? null : [group], target, args }),
    mesas: mesasPublisher(publish),
    staged: (trx) => {
      const events: HubEvent[] = [];
      return {
        // Other instances hear of it through the transaction (NOTIFY on commit).
        mesas: mesasPublisher(async (event) => {
          if (backplane.reachesOthers) await backplane.publishWithin(trx, serializeEvent(instanceId, event));
          events.push(event);
        }),
        deliver: () => {
          for (const event of events.splice(0)) registry.deliver(event);
        },
      };
    },
    connectionCount: () => registry.size,
    closeSessions: (sessionIds) => {
      // The other instances close theirs too, at once (their periodic re-check is the fallback).
      if (backplane.reachesOthers) void backplane.publishRevocation(instanceId, sessionIds);
      return server.closeSessions(new Set(sessionIds));
    },
  };

  app.decorate('hubs', publisher);
  return publisher;
}
