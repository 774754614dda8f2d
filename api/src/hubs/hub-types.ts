import type { HubName, MesaClosedEvent, MesaOpenedEvent, PedidoChangedEvent, PedidoConfirmedEvent, ProductoRemovedEvent, ReservaChangedEvent } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface HubAuth {
  userId: number;
  localId: number;
  role: string;
  /** The sign-in session the token belongs to (the api's tokens always carry one). */
  sessionId?: string;
  /** The user's permissions (which groups a connection may join). */
  permisos?: readonly string[];
}

export interface HubsOptions {
  /** Checks an access token (negotiate and upgrade); null rejects it with 401. */
  verifyToken(token: string): Promise<HubAuth | null>;
  /** postgres URL: events cross api instances through LISTEN/NOTIFY; absent: in-process only */
  databaseUrl?: string;
  /**
   * LISTEN/NOTIFY channel. Default `resto_hubs`, suffixed with the schema when `databaseUrl`
   * sets one through `options=-c search_path=...`: channels are per database, not per schema,
   * and two data sets in one database must not hear each other's events.
   */
  backplaneChannel?: string;
  /**
   * Signs connection tokens. Give every instance the same secret (the JWT secret is fine: a
   * sub-key is derived) so that negotiate and upgrade may hit different instances.
   * Default: random per process (then only skipNegotiation crosses instances).
   */
  connectionTokenSecret?: string | Uint8Array;
  /** Server sends a Ping after this much outbound silence. Default 15000 ms. */
  keepAliveIntervalMs?: number;
  /** A client that sends nothing for this long is dropped. Default 30000 ms. */
  clientTimeoutMs?: number;
  /** Time allowed between the socket opening and the handshake. Default 15000 ms. */
  handshakeTimeoutMs?: number;
  /** Largest inbound record. Default 32768 characters (ASP.NET's default maximum). */
  maxMessageChars?: number;
  /**
   * Re-checks an open connection's session (revoked, expired, user deactivated): false closes
   * the connection. Run every `sessionCheckIntervalMs` on every connection with a sessionId.
   */
  checkSession?(auth: HubAuth): Promise<boolean>;
  /** Default 60000 ms. */
  sessionCheckIntervalMs?: number;
}

export type PublishHub = HubName;

export interface StagedHubEvents {
  mesas: HubPublisher['mesas'];
  deliver(): void;
}

export interface HubPublisher {
  /** push `target(args)` to every connection of venue `localId` in `group` of `hub` */
  toGroup(hub: PublishHub, localId: number, group: string, target: string, args: unknown[]): Promise<void>;
  /** push to every connection of the venue on that hub */
  toVenue(hub: PublishHub, localId: number, target: string, args: unknown[]): Promise<void>;
  /**
   * push to this instance's connections of the venue on that hub (in `group`, or all of them
   * when null), never through the backplane: for events that every instance derives on its own
   * (a price list's window read from the clock), so that each connection hears them once.
   */
  toVenueHere(hub: PublishHub, localId: number, group: string | null, target: string, args: unknown[]): void;
  mesas: {
    /** to the global group and the table's group (a connection in both gets it once) */
    mesaOpened(localId: number, e: MesaOpenedEvent): Promise<void>;
    pedidoConfirmed(localId: number, e: PedidoConfirmedEvent): Promise<void>;
    productoRemoved(localId: number, e: ProductoRemovedEvent): Promise<void>;
    mesaClosed(localId: number, e: MesaClosedEvent): Promise<void>;
    /** `ReservaChanged` to the global tables group only (floor plans show reserved tables) */
    reservaChanged(localId: number, e: ReservaChangedEvent): Promise<void>;
    /** `PedidoChanged` to every connection of the venue (the kitchen display, the orders screen, timelines). */
    pedidoChanged(localId: number, e: PedidoChangedEvent): Promise<void>;
  };
  /**
   * Events of a change made in transaction `trx`: other instances get them through it (PostgreSQL
   * NOTIFY, sent on commit, never without it); call `deliver()` after the commit for this
   * instance's own sockets.
   */
  staged(trx: Kysely<Database>): StagedHubEvents;
  /** open (handshaken) hub connections on this instance, both hubs */
  connectionCount(): number;
  /** Closes at once the connections of these sessions (revoked), here and on the other instances; returns how many here. */
  closeSessions(sessionIds: readonly string[]): number;
}
