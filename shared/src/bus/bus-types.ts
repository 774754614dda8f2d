import type { HubConnection, LogLevel } from '@microsoft/signalr';
import type { Observable } from 'rxjs';
import type { HubName, MesaClosedEvent, MesaOpenedEvent, PedidoConfirmedEvent, ProductoRemovedEvent } from '../contracts';

export type ConnectionState =
  | { status: 'connecting' }
  | { status: 'connected' }
  /** automatic reconnect in progress; the UI shows 'Reconectando...' */
  | { status: 'reconnecting' }
  /** error: the failure's message, or 'Error desconocido'; null when stopped or never started */
  | { status: 'disconnected'; error: string | null };

export interface RealtimeStartOptions {
  /** Origin of the api (hubs live at `${baseUrl}/ws/...`). Default: the page's origin. */
  baseUrl?: string;
  /** Called for every negotiate and upgrade, so a refreshed token is picked up on reconnect. */
  accessTokenFactory: () => string | Promise<string>;
  /** SignalR client log level. Default LogLevel.Warning. */
  logLevel?: LogLevel;
}

export interface RealtimeBus {
  /**
   * Connects both hubs. Resolves once each hub's first attempt has settled, connected or not:
   * a failure shows in `state$` and the bus keeps retrying (0, 2, 5, 10, 30 s, then every 30 s)
   * until `stop()`. Calling it again while started only swaps the token factory (same baseUrl).
   */
  start(opts: RealtimeStartOptions): Promise<void>;
  /** Disconnects both hubs and cancels retries; streams stay subscribed for the next start. */
  stop(): Promise<void>;
  /** Current state first (BehaviorSubject), then every transition. */
  state$(hub: HubName): Observable<ConnectionState>;
  /**
   * Emits each time the hub's connection is usable: after the first connect ("established"),
   * after every automatic reconnect and after a retry by the bus. Groups are re-joined before it
   * emits, so a reload started here misses no event. Events sent while disconnected are lost:
   * reload state here.
   */
  reconnected$(hub: HubName): Observable<void>;
  /**
   * Table events from /ws/mesas, as the server sent them. Events with mesaNumero <= 0 are
   * emitted too: the consumer ignores them, as it ignores its own mutation ids.
   */
  mesaOpened$: Observable<MesaOpenedEvent>;
  pedidoConfirmed$: Observable<PedidoConfirmedEvent>;
  productoRemoved$: Observable<ProductoRemovedEvent>;
  mesaClosed$: Observable<MesaClosedEvent>;
  /** Any server-pushed event (first argument) by name, case-insensitive as SignalR matches it. */
  on$<T>(hub: HubName, target: string): Observable<T>;
  /**
   * Joins a table's group (kept across reconnects). Counted: two joins need two leaves, so
   * two screens watching one table do not cut each other off. Rejects a number that is not a
   * positive integer, or the server's refusal.
   */
  joinMesa(numero: number): Promise<void>;
  leaveMesa(numero: number): Promise<void>;
}

export interface HubConnectionSettings {
  hub: HubName;
  /** absolute or page-relative hub URL */
  url: string;
  accessTokenFactory: () => string | Promise<string>;
  logLevel: LogLevel;
}

/** Builds a (not started) connection; the default is `buildHubConnection`. */
export type HubConnectionFactory = (settings: HubConnectionSettings) => HubConnection;

export interface RealtimeBusDeps {
  connectionFactory?: HubConnectionFactory;
}
