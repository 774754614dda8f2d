import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { HubEvent } from './connection-registry';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_EVENT_BYTES = 7999;

/** Waits between attempts to bring a dropped LISTEN connection back, then the last one forever. */
const LISTEN_RETRY_DELAYS_MS = [250, 1000, 2000, 5000, 10000];

export interface Backplane {
  /** False when there are no other instances to reach: events are then never serialized for it. */
  readonly reachesOthers: boolean;
  /** Reaches the other instances; the caller already delivered to its own sockets. */
  publish(serialized: string): Promise<void>;
  /**
   * Reaches the other instances if and when `trx` commits (NOTIFY is transactional): a crash
   * after the commit cannot lose the event for them. The caller delivers to its own sockets
   * after the commit.
   */
  publishWithin(trx: Kysely<Database>, serialized: string): Promise<void>;
  /** Tells the other instances that these sessions were revoked: they close their sockets at once. */
  publishRevocation(origin: string, sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

interface WireEvent {
  /** origin instance: it already delivered locally and must not deliver twice */
  o: string;
  e?: HubEvent;
  /** an event too big for a NOTIFY: its id in hub_outbox */
  r?: number;
  /** revoked sessions (logout, password change, deactivation) whose sockets close everywhere */
  s?: string[];
}

export function serializeEvent(origin: string, event: HubEvent): string {
  return JSON.stringify({ o: origin, e: event } satisfies WireEvent);
}

/** Outbox rows older than this are deleted (receivers read them within milliseconds). */
const OUTBOX_KEEP_MS = 10 * 60_000;

export const inProcessBackplane: Backplane = {
  reachesOthers: false,
  publish: () => Promise.resolve(),
  publishWithin: () => Promise.resolve(),
  publishRevocation: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/**
 * Channel for a database URL: LISTEN/NOTIFY channels belong to the database, so data sets kept
 * apart by schema (test runs, several deployments on one server) need channels of their own.
 */
export function defaultChannel(databaseUrl: string): string {
  let schema: string | undefined;
  try {
    const options = new URL(databaseUrl).searchParams.get('options') ?? '';
    schema = /search_path\s*=\s*([A-Za-z0-9_]+)/.exec(options)?.[1];
  } catch {
    schema = undefined;
  }
  return schema ? `resto_hubs_${schema.toLowerCase()}`.slice(0, 63) : 'resto_hubs';
}

export interface PgBackplaneOptions {
  databaseUrl: string;
  channel: string;
  instanceId: string;
  log: FastifyBaseLogger;
  onEvent(event: HubEvent): void;
  /** Sessions revoked on another instance: close this instance's sockets of them. */
  onRevoked?(sessionIds: string[]): void;
}

/**
 * LISTEN on a dedicated client (a pooled one could be handed to someone else and stop hearing),
 * NOTIFY through a tiny pool. Like ASP.NET's Redis backplane nothing is replayed: events sent
 * while the listener is down are lost, and clients re-read state when they reconnect.
 */
export class PgBackplane implements Backplane {
  readonly reachesOthers = true;
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  readonly applicationName: string;

  constructor(private readonly opts: PgBackplaneOptions) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(opts.channel)) {
      throw new Error(`Canal de backplane inválido: ${opts.channel}`);
    }
    this.applicationName = `resto-hubs-${opts.instanceId}`;
    this.pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2, idleTimeoutMillis: 30000 });
    this.pool.on('error', (err) => opts.log.warn({ err }, 'error en conexión ociosa del backplane'));
  }

  /** Resolves once listening; if the first attempt fails it keeps retrying in the background. */
  async start(): Promise<void> {
    try {
      await this.listen();
    } catch (err) {
      this.opts.log.error({ err }, 'backplane de hubs: no se pudo escuchar en PostgreSQL');
      this.scheduleRetry();
    }
  }

  async publish(serialized: string): Promise<void> {
    if (this.closed) return;
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [this.opts.channel, await this.notifiable(serialized, this.pool)]);
    } catch (err) {
      // Local clients already have the event; the others re-read state when they reconnect.
      this.opts.log.error({ err }, 'backplane de hubs: no se pudo publicar el evento');
    }
  }

  async publishRevocation(origin: string, sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    // A user's sessions are few; a huge list (an install-wide revocation) goes in NOTIFY-sized parts.
    for (let i = 0; i < sessionIds.length; i += 100) {
      await this.publish(JSON.stringify({ o: origin, s: sessionIds.slice(i, i + 100) } satisfies WireEvent));
    }
  }

  async publishWithin(trx: Kysely<Database>, serialized: string): Promise<void> {
    if (this.closed) return;
    const payload = await this.notifiable(serialized, trx);
    await sql`select pg_notify(${this.opts.channel}, ${payload})`.execute(trx);
  }

  private lastOutboxCleanup = 0;

  /**
   * The NOTIFY payload: the event itself, or, past PostgreSQL's 8000 bytes, a reference to it in
   * hub_outbox (written through `db`: the caller's transaction or the pool).
   */
  private async notifiable(serialized: string, db: Kysely<Database> | pg.Pool): Promise<string> {
    if (Buffer.byteLength(serialized, 'utf8') <= MAX_EVENT_BYTES) return serialized;
    const origin = (JSON.parse(serialized) as WireEvent).o;
    let id: number;
    if (db instanceof pg.Pool) {
      const { rows } = await db.query<{ id: number }>('insert into hub_outbox (payload) values ($1) returning id', [serialized]);
      id = Number(rows[0]!.id);
    } else {
      const { rows } = await sql<{ id: number }>`insert into hub_outbox (payload) values (${serialized}) returning id`.execute(db);
      id = Number(rows[0]!.id);
    }
    const now = Date.now();
    if (now - this.lastOutboxCleanup > 60_000) {
      this.lastOutboxCleanup = now;
      this.pool
        .query('delete from hub_outbox where created_at < $1', [new Date(now - OUTBOX_KEEP_MS).toISOString()])
        .catch((err: unknown) => this.opts.log.warn({ err }, 'backplane de hubs: no se pudo limpiar hub_outbox'));
    }
    return JSON.stringify({ o: origin, r: id } satisfies WireEvent);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const listener = this.listener;
    this.listener = null;
    await Promise.allSettled([listener?.end(), this.pool.end()]);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.opts.databaseUrl,
      application_name: this.applicationName,
    });
    let listening = false;
    let dropped = false;
    const onDrop = (err?: Error): void => {
      if (!listening || dropped) return;
      dropped = true;
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.opts.log.warn({ err }, 'backplane de hubs: se perdió la conexión LISTEN, reconectando');
      this.scheduleRetry();
    };
    // Attached before connect: an 'error' event without a listener would crash the process.
    client.on('error', onDrop);
    client.on('end', () => onDrop());
    client.on('notification', (msg) => {
      if (msg.channel === this.opts.channel && msg.payload) this.onPayload(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.opts.channel}"`);
    } catch (err) {
      client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    listening = true;
    this.listener = client;
    this.failures = 0;
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    const delay = LISTEN_RETRY_DELAYS_MS[Math.min(this.failures, LISTEN_RETRY_DELAYS_MS.length - 1)] ?? 10000;
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.listen().catch((err: unknown) => {
        this.opts.log.warn({ err }, 'backplane de hubs: reintento de LISTEN fallido');
        this.scheduleRetry();
      });
    }, delay);
    this.retryTimer.unref();
  }

  private onPayload(payload: string): void {
    let wire: WireEvent;
    try {
      wire = JSON.parse(payload) as WireEvent;
    } catch {
      this.opts.log.warn('backplane de hubs: notificación ilegible ignorada');
      return;
    }
    if (wire.o === this.opts.instanceId) return;
    if (typeof wire.r === 'number') {
      this.pool
        .query<{ payload: string }>('select payload from hub_outbox where id = $1', [wire.r])
        .then(({ rows }) => {
          if (rows[0]) this.onPayload(rows[0].payload);
          else this.opts.log.warn({ id: wire.r }, 'backplane de hubs: evento del outbox no encontrado');
        })
        .catch((err: unknown) => this.opts.log.error({ err }, 'backplane de hubs: no se pudo leer el outbox'));
      return;
    }
    if (Array.isArray(wire.s)) {
      const ids = wire.s.filter((id): id is string => typeof id === 'string');
      try {
        this.opts.onRevoked?.(ids);
      } catch (err) {
        this.opts.log.error({ err }, 'backplane de hubs: error al cerrar sesiones revocadas');
      }
      return;
    }
    if (typeof wire.e !== 'object' || wire.e === null) return;
    try {
      this.opts.onEvent(wire.e);
    } catch (err) {
      this.opts.log.error({ err }, 'backplane de hubs: error al entregar un evento');
    }
  }
}

export function newInstanceId(): string {
  return randomBytes(8).toString('hex');
}
