import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import WebSocket from 'ws';
import type { HubName } from '@resto/shared/contracts';
import { registerHubs, type HubAuth, type HubPublisher, type HubsOptions } from '../../src/hubs';

const JWT_KEY = new TextEncoder().encode('clave-de-prueba-de-los-hubs-0123456789');

/** A real HS256 JWT, as the api's auth module issues them. */
export async function signToken(auth: HubAuth, expiresIn: string | number = '10m'): Promise<string> {
  return new SignJWT({ local: auth.localId, role: auth.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(auth.userId))
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(JWT_KEY);
}

export async function verifyTestToken(token: string): Promise<HubAuth | null> {
  try {
    const { payload } = await jwtVerify(token, JWT_KEY, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const localId = payload['local'];
    const role = payload['role'];
    if (!Number.isInteger(userId) || typeof localId !== 'number' || typeof role !== 'string') return null;
    return { userId, localId, role };
  } catch {
    return null;
  }
}

export interface HubApp {
  app: FastifyInstance;
  hubs: HubPublisher;
  port: number;
  baseUrl: string;
  close(): Promise<void>;
}

/** A minimal fastify app with only the hubs, listening on 127.0.0.1 (port 0: any free port). */
export async function startHubApp(options: Partial<HubsOptions> & { port?: number } = {}): Promise<HubApp> {
  const { port: wantedPort = 0, ...hubOptions } = options;
  const app = Fastify({ logger: false });
  const hubs = await registerHubs(app, { verifyToken: verifyTestToken, ...hubOptions });
  await app.listen({ host: '127.0.0.1', port: wantedPort });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  let closed = false;
  return {
    app,
    hubs,
    port: address.port,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
    },
  };
}

export interface ClientOptions {
  token: string | (() => string | Promise<string>);
  reconnectDelays?: number[];
  skipNegotiation?: boolean;
  serverTimeoutMs?: number;
  keepAliveMs?: number;
}

/** The official client, as the browser builds it (JSON protocol, WebSockets only). */
export function buildClient(baseUrl: string, hub: HubName, opts: ClientOptions): HubConnection {
  const token = opts.token;
  let builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/ws/${hub}`, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: opts.skipNegotiation ?? false,
      accessTokenFactory: typeof token === 'string' ? () => token : token,
    })
    .configureLogging(LogLevel.None);
  if (opts.reconnectDelays) builder = builder.withAutomaticReconnect(opts.reconnectDelays);
  if (opts.serverTimeoutMs !== undefined) builder = builder.withServerTimeout(opts.serverTimeoutMs);
  if (opts.keepAliveMs !== undefined) builder = builder.withKeepAliveInterval(opts.keepAliveMs);
  return builder.build();
}

/** Records every call of the given client methods, in arrival order. */
export class Inbox {
  readonly received: { target: string; args: unknown[] }[] = [];
  private waiters: (() => void)[] = [];

  constructor(connection: HubConnection, targets: string[]) {
    for (const target of targets) {
      connection.on(target, (...args: unknown[]) => {
        this.received.push({ target, args });
        for (const w of this.waiters.splice(0)) w();
      });
    }
  }

  /** First payload of each received call of `target`. */
  payloads(target: string): unknown[] {
    return this.received.filter((r) => r.target === target).map((r) => r.args[0]);
  }

  /** Resolves when `count` calls have arrived in total. */
  async waitForCount(count: number, timeoutMs = 3000): Promise<void> {
    await this.waitUntil(() => this.received.length >= count, timeoutMs, `${count} mensajes`);
  }

  async waitUntil(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`No llegó ${what}; recibido: ${JSON.stringify(this.received)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

export async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Negotiates with plain fetch, as a client would. */
export async function negotiate(baseUrl: string, hub: HubName, token: string): Promise<{ connectionId: string; connectionToken: string }> {
  const res = await fetch(`${baseUrl}/ws/${hub}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`negotiate ${res.status}`);
  return (await res.json()) as { connectionId: string; connectionToken: string };
}

export type UpgradeResult = { kind: 'open'; socket: WebSocket } | { kind: 'rejected'; statusCode: number; body: string };

/** Opens a raw WebSocket to see exactly what the server answers, below the official client. */
export function rawUpgrade(url: string, headers: Record<string, string> = {}): Promise<UpgradeResult> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    socket.once('open', () => resolve({ kind: 'open', socket }));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ kind: 'rejected', statusCode: res.statusCode ?? 0, body }));
    });
    socket.once('error', (err) => reject(err));
  });
}

/** Collects the records a raw socket receives, split on the record separator. */
export class RawRecords {
  readonly records: unknown[] = [];
  closed = false;
  private buffer = '';

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.buffer += data.toString('utf8');
      const parts = this.buffer.split('\u001e');
      this.buffer = parts.pop() ?? '';
      for (const p of parts) this.records.push(JSON.parse(p));
    });
    socket.on('close', () => (this.closed = true));
  }

  send(...records: object[]): void {
    this.socket.send(records.map((r) => JSON.stringify(r) + '\u001e').join(''));
  }

  async waitForCount(count: number, timeoutMs = 3000): Promise<void> {
    await waitFor(() => this.records.length >= count, timeoutMs, `${count} registros (hay ${JSON.stringify(this.records)})`);
  }
}
