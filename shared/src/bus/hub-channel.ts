import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { HubName } from '../contracts';
import type { ConnectionState, HubConnectionFactory, HubConnectionSettings } from './bus-types';

/** The client's automatic reconnect delays; the bus reuses them for its own retries. */
export const RECONNECT_DELAYS_MS = [0, 2000, 5000, 10000, 30000];
/** After the delays above, the bus keeps trying at this pace until stop(). */
export const RETRY_INTERVAL_MS = 30000;
export const UNKNOWN_ERROR = 'Error desconocido';

/**
 * The failure's text. The hubs refuse in the api's envelope and the official client reports the
 * body as is (`Error: {"success":false,...,"message":"Sesión expirada"}: Status code '401'`):
 * the envelope's message stands in for its JSON.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message.replace(/\{"success":false[^]*?\}(?=: Status code)/, envelopeMessage);
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR;
}

function envelopeMessage(json: string): string {
  try {
    const body = JSON.parse(json) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : json;
  } catch {
    return json;
  }
}

interface Session {
  connection: HubConnection;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  retries: number;
  /** why the bus itself stopped a live connection, reported when its onclose fires */
  failure: unknown;
}

/**
 * One hub: a HubConnection plus what the client leaves to the app — retrying a failed first
 * start and a reconnect that gave up, re-joining groups, and exposing state as streams.
 */
export class HubChannel {
  private readonly state = new BehaviorSubject<ConnectionState>({ status: 'disconnected', error: null });
  private readonly established = new Subject<void>();
  private readonly targets = new Map<string, Subject<unknown>>();
  private session: Session | null = null;

  constructor(
    readonly hub: HubName,
    private readonly factory: HubConnectionFactory,
    /** runs on every new connection before it counts as connected (joins groups) */
    private readonly onConnected: (connection: HubConnection) => Promise<void>,
  ) {}

  get state$(): Observable<ConnectionState> {
    return this.state.asObservable();
  }

  get reconnected$(): Observable<void> {
    return this.established.asObservable();
  }

  get isStarted(): boolean {
    return this.session !== null;
  }

  /** The live connection, only while it can carry invocations. */
  get connected(): HubConnection | null {
    const connection = this.session?.connection;
    return connection?.state === HubConnectionState.Connected ? connection : null;
  }

  on$<T>(target: string): Observable<T> {
    const key = target.toLowerCase();
    let subject = this.targets.get(key);
    if (!subject) {
      subject = new Subject<unknown>();
      this.targets.set(key, subject);
      this.session?.connection.on(key, this.forward(subject));
    }
    return subject.asObservable() as Observable<T>;
  }

  /** Resolves when the first attempt has settled; later attempts run in the background. */
  start(settings: HubConnectionSettings): Promise<void> {
    const connection = this.factory(settings);
    const session: Session = { connection, retryTimer: undefined, retries: 0, failure: undefined };
    this.session = session;
    for (const [key, subject] of this.targets) connection.on(key, this.forward(subject));

    connection.onreconnecting(() => {
      if (this.session === session) this.state.next({ status: 'reconnecting' });
    });
    connection.onreconnected(() => {
      if (this.session === session) void this.establish(session);
    });
    connection.onclose((error) => {
      if (this.session !== session) return;
      const failure = session.failure ?? error;
      session.failure = undefined;
      this.state.next({ status: 'disconnected', error: errorText(failure) });
      this.scheduleRetry(session);
    });

    this.state.next({ status: 'connecting' });
    return this.attempt(session);
  }

  async stop(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.session = null;
    clearTimeout(session.retryTimer);
    this.state.next({ status: 'disconnected', error: null });
    await session.connection.stop().catch(() => undefined);
  }

  private forward(subject: Subject<unknown>): (payload: unknown) => void {
    return (payload) => subject.next(payload);
  }

  private async attempt(session: Session): Promise<void> {
    try {
      await session.connection.start();
    } catch (error) {
      // A start that never connected fires no onclose and is never retried by the client.
      if (this.session !== session) return;
      this.state.next({ status: 'disconnected', error: errorText(error) });
      this.scheduleRetry(session);
      return;
    }
    await this.establish(session);
  }

  private async establish(session: Session): Promise<void> {
    const connection = session.connection;
    try {
      await this.onConnected(connection);
    } catch (error) {
      if (this.session !== session) return;
      // Dropped meanwhile: the client's reconnect (or onclose) takes over from here.
      if (connection.state !== HubConnectionState.Connected) return;
      // The server refused to join: a connection without its groups would miss events silently.
      session.failure = error;
      await connection.stop().catch(() => undefined);
      return;
    }
    if (this.session !== session || connection.state !== HubConnectionState.Connected) return;
    session.retries = 0;
    this.state.next({ status: 'connected' });
    this.established.next();
  }

  private scheduleRetry(session: Session): void {
    if (this.session !== session) return;
    clearTimeout(session.retryTimer);
    const delay = RECONNECT_DELAYS_MS[session.retries] ?? RETRY_INTERVAL_MS;
    session.retries += 1;
    session.retryTimer = setTimeout(() => {
      session.retryTimer = undefined;
      if (this.session === session) void this.attempt(session);
    }, delay);
  }
}
