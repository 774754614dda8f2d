/**
 * Browser realtime bus over the SignalR hubs /ws/mesas and /ws/ventas. The only code that
 * touches @microsoft/signalr and RxJS subjects: everything else subscribes to its Observables.
 */
export { LogLevel } from '@microsoft/signalr';
export type { HubName } from '../contracts';
export type { ConnectionState, HubConnectionFactory, HubConnectionSettings, RealtimeBus, RealtimeBusDeps, RealtimeStartOptions } from './bus-types';
export { createValueStream, type Observable, type Subscription, type ValueStream } from './value-stream';
export { RECONNECT_DELAYS_MS, RETRY_INTERVAL_MS, UNKNOWN_ERROR } from './hub-channel';
export { KEEP_ALIVE_INTERVAL_MS, SERVER_TIMEOUT_MS, buildHubConnection, createRealtimeBus, getRealtimeBus } from './realtime-bus';
