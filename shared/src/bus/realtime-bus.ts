import { HttpTransportType, HubConnectionBuilder, JsonHubProtocol, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_PATHS, type HubName, type MesaClosedEvent, type MesaOpenedEvent, type PedidoConfirmedEvent, type ProductoRemovedEvent } from '../contracts';
import type { HubConnectionSettings, RealtimeBus, RealtimeBusDeps, RealtimeStartOptions } from './bus-types';
import { HubChannel, RECONNECT_DELAYS_MS } from './hub-channel';

export const KEEP_ALIVE_INTERVAL_MS = 15000;
export const SERVER_TIMEOUT_MS = 60000;

/** The connection every hub gets unless a factory is injected. */
export function buildHubConnection(settings: HubConnectionSettings): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(settings.url, {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: settings.accessTokenFactory,
    })
    .withHubProtocol(new JsonHubProtocol())
    .withAutomaticReconnect(RECONNECT_DELAYS_MS)
    .withKeepAliveInterval(KEEP_ALIVE_INTERVAL_MS)
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .configureLogging(settings.logLevel)
    .build();
}

function pageOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : '';
}

function checkMesaNumero(numero: number): void {
  if (!Number.isSafeInteger(numero) || numero <= 0) {
    throw new Error(`Número de mesa inválido: ${numero}`);
  }
}

export function createRealtimeBus(deps: RealtimeBusDeps = {}): RealtimeBus {
  const factory = deps.connectionFactory ?? buildHubConnection;
  /** table number -> how many callers joined it */
  const tables = new Map<number, number>();

  const mesas = new HubChannel('mesas', factory, async (connection) => {
    // A new connection has no groups, and Has the client join the global group each time.
    await Promise.all([connection.invoke('JoinGlobalMesasGroup'), ...[...tables.keys()].map((numero) => connection.invoke('JoinMesaGroup', numero))]);
  });
  // The server puts every ventas connection in the venue's group on connect.
  const ventas = new HubChannel('ventas', factory, () => Promise.resolve());
  const channels: Record<HubName, HubChannel> = { mesas, ventas };

  let current: (RealtimeStartOptions & { baseUrl: string }) | null = null;
  let starting: Promise<void> = Promise.resolve();
  // Read on every negotiate and upgrade: a token refreshed by the session is used on reconnect.
  const accessTokenFactory = (): string | Promise<string> => {
    if (!current) throw new Error('El bus de tiempo real está detenido');
    return current.accessTokenFactory();
  };

  const bus: RealtimeBus = {
    async start(opts) {
      const baseUrl = (opts.baseUrl ?? pageOrigin()).replace(/\/+$/, '');
      if (current && current.baseUrl === baseUrl) {
        current = { ...opts, baseUrl };
        return starting;
      }
      if (current) await bus.stop();
      current = { ...opts, baseUrl };
      const logLevel = opts.logLevel ?? LogLevel.Warning;
      starting = Promise.all(
        (Object.keys(channels) as HubName[]).map((hub) => channels[hub].start({ hub, url: `${baseUrl}${HUB_PATHS[hub]}`, accessTokenFactory, logLevel })),
      ).then(() => undefined);
      return starting;
    },

    async stop() {
      current = null;
      await Promise.all([mesas.stop(), ventas.stop()]);
    },

    state$: (hub) => channels[hub].state$,
    reconnected$: (hub) => channels[hub].reconnected$,
    on$: <T>(hub: HubName, target: string) => channels[hub].on$<T>(target),
    mesaOpened$: mesas.on$<MesaOpenedEvent>('MesaOpened'),
    pedidoConfirmed$: mesas.on$<PedidoConfirmedEvent>('PedidoConfirmed'),
    productoRemoved$: mesas.on$<ProductoRemovedEvent>('ProductoRemoved'),
    mesaClosed$: mesas.on$<MesaClosedEvent>('MesaClosed'),

    async joinMesa(numero) {
      checkMesaNumero(numero);
      const count = tables.get(numero) ?? 0;
      tables.set(numero, count + 1);
      if (count > 0) return;
      const connection = mesas.connected;
      // Not connected: the group is joined when the connection comes (back).
      if (!connection) return;
      try {
        await connection.invoke('JoinMesaGroup', numero);
      } catch (error) {
        if (mesas.connected !== connection) return; // dropped: re-joined on reconnect
        release(numero);
        throw error;
      }
    },

    async leaveMesa(numero) {
      checkMesaNumero(numero);
      if (!tables.has(numero)) return;
      if (!release(numero)) return;
      const connection = mesas.connected;
      if (!connection) return;
      try {
        await connection.invoke('LeaveMesaGroup', numero);
      } catch (error) {
        // Dropped: the new connection will not join it, which is what leaving meant.
        if (mesas.connected === connection) throw error;
      }
    },
  };

  /** true when nobody else still wants the table */
  function release(numero: number): boolean {
    const count = tables.get(numero) ?? 0;
    if (count > 1) {
      tables.set(numero, count - 1);
      return false;
    }
    tables.delete(numero);
    return true;
  }

  return bus;
}

let pageBus: RealtimeBus | null = null;

/**
 * The page's bus: one pair of connections per tab. `@resto/shared/bus` is a Module Federation
 * singleton (shared/src/build/shared-subpaths.ts), so the shell and every remote call this one copy.
 */
export function getRealtimeBus(): RealtimeBus {
  pageBus ??= createRealtimeBus();
  return pageBus;
}
