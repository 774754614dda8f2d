import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { HUB_PATHS, errorMessage, type ErrorCode, type HubName } from '@resto/shared/contracts';
import { WebSocketServer } from 'ws';
import { fail } from '../lib/envelope';
import { ClientConnection, type ConnectionSettings } from './client-connection';
import type { ConnectionRegistry } from './connection-registry';
import { newConnectionId, type ConnectionTokenSigner } from './connection-token';
import type { HubDefinition } from './hub-definition';
import { MessageType } from './hub-protocol';
import type { HubAuth } from './hub-types';

/** A connection token only has to survive the moment between negotiate and the upgrade. */
const CONNECTION_TOKEN_TTL_MS = 5 * 60 * 1000;
// A SignalR Close carries text, not the envelope: the official client reports it as the reason.
const SHUTDOWN_MESSAGE = errorMessage('HUB_REINICIANDO');
const UNAUTHORIZED_MESSAGE = errorMessage('SESION_EXPIRADA');

export interface HubServerOptions {
  hubs: HubDefinition[];
  registry: ConnectionRegistry;
  signer: ConnectionTokenSigner;
  verifyToken(token: string): Promise<HubAuth | null>;
  settings: ConnectionSettings;
  log: FastifyBaseLogger;
}

/** A refusal before the upgrade: answered, like every other refusal of the api, as the envelope with its code. */
class HttpRejection extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
  ) {
    super(code);
  }
}

/** Negotiate, upgrade and shutdown for the hubs; group fan-out lives in the registry. */
export class HubServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    // A record is at most maxMessageChars characters; UTF-8 may need up to 4 bytes each.
    maxPayload: 4 * 1024 * 1024,
  });
  private readonly hubsByPath = new Map<string, HubDefinition>();
  private readonly sockets = new Map<string, ClientConnection>();
  private closing = false;

  constructor(private readonly opts: HubServerOptions) {
    for (const hub of opts.hubs) this.hubsByPath.set(HUB_PATHS[hub.name], hub);
  }

  get isClosing(): boolean {
    return this.closing;
  }

  async negotiate(hub: HubName, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('Cache-Control', 'no-store');
    if (this.closing) {
      await reply.code(503).send(fail({ code: 'HUB_REINICIANDO' }));
      return;
    }
    const token = bearerToken(request.headers.authorization) ?? queryToken(request.query);
    let auth: HubAuth | null;
    try {
      auth = token ? await this.opts.verifyToken(token) : null;
    } catch (err) {
      this.opts.log.error({ err }, 'error al verificar el token en negotiate');
      await reply.code(500).send(fail({ code: 'ERROR_INTERNO' }));
      return;
    }
    if (!auth) {
      // The envelope's text is what the official client reports (`<body>: Status code '401'`).
      await reply.code(401).send(fail({ code: 'SESION_EXPIRADA' }));
      return;
    }
    const connectionId = newConnectionId();
    const connectionToken = this.opts.signer.sign({
      connectionId,
      hub,
      userId: auth.userId,
      localId: auth.localId,
      expiresAt: Date.now() + CONNECTION_TOKEN_TTL_MS,
    });
    // No useStatefulReconnect: the official client fails when a server offers what it did not ask.
    await reply.code(200).send({
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  }

  /** Handler for `server.on('upgrade')`; false when the path is not a hub. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hub = this.hubsByPath.get(url.pathname.replace(/\/+$/, ''));
    if (!hub) return false;
    socket.on('error', (err) => this.opts.log.debug({ err }, 'error de socket durante el upgrade'));
    this.accept(hub, url, req, socket, head).catch((err: unknown) => {
      if (err instanceof HttpRejection) {
        rejectUpgrade(socket, err.statusCode, err.code);
        return;
      }
      this.opts.log.error({ err }, 'error al abrir conexión de hub');
      rejectUpgrade(socket, 500, 'ERROR_INTERNO');
    });
    return true;
  }

  private async accept(hub: HubDefinition, url: URL, req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    if (this.closing) throw new HttpRejection(503, 'HUB_REINICIANDO');

    const id = url.searchParams.get('id');
    const claimed = id === null ? null : this.opts.signer.verify(id);
    if (id !== null && (!claimed || claimed.hub !== hub.name)) {
      throw new HttpRejection(404, 'HUB_CONEXION_DESCONOCIDA');
    }

    // Browsers cannot set headers on a WebSocket and send the token in the query instead.
    const token = url.searchParams.get('access_token') ?? bearerToken(req.headers.authorization);
    const auth = token ? await this.opts.verifyToken(token) : null;
    if (!auth) throw new HttpRejection(401, 'SESION_EXPIRADA');
    if (claimed && (claimed.userId !== auth.userId || claimed.localId !== auth.localId)) {
      throw new HttpRejection(404, 'HUB_CONEXION_DESCONOCIDA');
    }

    // With skipNegotiation there is no id: the connection gets a fresh one.
    const connectionId = claimed?.connectionId ?? newConnectionId();
    if (this.sockets.has(connectionId)) {
      throw new HttpRejection(409, 'HUB_CONEXION_YA_ABIERTA');
    }
    if (this.closing) throw new HttpRejection(503, 'HUB_REINICIANDO');
    if (socket.destroyed) return;

    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new ClientConnection(connectionId, hub.name, auth, ws, hub, this.opts.registry, this.opts.settings, this.opts.log);
      this.sockets.set(connectionId, connection);
      void connection.done.then(() => this.sockets.delete(connectionId));
      if (this.closing) void connection.close({ type: MessageType.Close, error: SHUTDOWN_MESSAGE, allowReconnect: true });
    });
  }

  /**
   * Closes the connections of revoked sessions with a Close the official client does not
   * reconnect after (its token is dead anyway). Returns how many were closed.
   */
  closeSessions(sessionIds: ReadonlySet<string>): number {
    let closed = 0;
    for (const connection of this.sockets.values()) {
      const sessionId = connection.auth.sessionId;
      if (sessionId === undefined || !sessionIds.has(sessionId)) continue;
      void connection.close({ type: MessageType.Close, error: UNAUTHORIZED_MESSAGE, allowReconnect: false });
      closed += 1;
    }
    return closed;
  }

  /** Asks `check` about every open connection's session and closes those that are no longer live. */
  async recheckSessions(check: (auth: HubAuth) => Promise<boolean>): Promise<number> {
    const dead = new Set<string>();
    const seen = new Map<string, boolean>();
    for (const connection of [...this.sockets.values()]) {
      const sessionId = connection.auth.sessionId;
      if (sessionId === undefined) continue;
      let live = seen.get(sessionId);
      if (live === undefined) {
        try {
          live = await check(connection.auth);
        } catch (err) {
          // A database hiccup must not drop every client: try again next round.
          this.opts.log.warn({ err }, 'no se pudo verificar la sesión de una conexión de hub');
          live = true;
        }
        seen.set(sessionId, live);
      }
      if (!live) dead.add(sessionId);
    }
    return dead.size === 0 ? 0 : this.closeSessions(dead);
  }

  /**
   * Stops taking negotiates and upgrades, then tells every client to come back later: a Close
   * without allowReconnect would end the official client's automatic reconnect for good.
   */
  async shutdown(): Promise<void> {
    this.closing = true;
    const all = [...this.sockets.values()].map((c) => c.close({ type: MessageType.Close, error: SHUTDOWN_MESSAGE, allowReconnect: true }));
    await Promise.all(all);
    this.wss.close();
  }
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function queryToken(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  const value = (query as Record<string, unknown>)['access_token'];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Answers an upgrade with an HTTP refusal in the envelope: the handshake never reached `ws`. */
export function rejectUpgrade(socket: Duplex, statusCode: number, code: ErrorCode, params?: Record<string, string>): void {
  if (socket.destroyed) return;
  const body = Buffer.from(JSON.stringify(fail({ code, params })), 'utf8');
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_TEXT[statusCode] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${body.length}\r\n\r\n` +
      body.toString('utf8'),
  );
}
