import type { FastifyBaseLogger } from 'fastify';
import type { HubName } from '@resto/shared/contracts';
import { WebSocket, type RawData } from 'ws';
import type { ConnectionRegistry, Member } from './connection-registry';
import { HubMethodError, type HubCallContext, type HubDefinition, type HubMethod } from './hub-definition';
import {
  MessageType,
  PING_RECORD,
  RecordReader,
  RecordTooLargeError,
  parseHandshake,
  parseMessage,
  writeRecord,
  type CloseRecord,
  type InboundMessage,
  type OutboundRecord,
} from './hub-protocol';
import type { HubAuth } from './hub-types';

export interface ConnectionSettings {
  keepAliveIntervalMs: number;
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
  maxMessageChars: number;
}

/** Past this much unsent data the client is not reading: drop it instead of growing memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long a closing socket may take to finish its close handshake before it is cut. */
const CLOSE_GRACE_MS = 1000;

/** Server side of one SignalR connection over one WebSocket. */
export class ClientConnection implements Member {
  readonly localId: number;
  private readonly reader: RecordReader;
  private readonly methods: Map<string, HubMethod>;
  private readonly context: HubCallContext;
  private handshaken = false;
  private closed = false;
  private pingTimer: NodeJS.Timeout | undefined;
  private silenceTimer: NodeJS.Timeout;
  // ASP.NET runs one invocation at a time per connection by default; clients rely on the order.
  private queue: Promise<void> = Promise.resolve();
  readonly done: Promise<void>;

  constructor(
    readonly id: string,
    readonly hub: HubName,
    readonly auth: HubAuth,
    private readonly socket: WebSocket,
    private readonly definition: HubDefinition,
    private readonly registry: ConnectionRegistry,
    private readonly settings: ConnectionSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.localId = auth.localId;
    this.reader = new RecordReader(settings.maxMessageChars);
    this.methods = new Map(definition.methods.map((m) => [m.name.toLowerCase(), m]));
    this.context = {
      connectionId: id,
      auth,
      joinGroup: (group) => this.registry.join(this, group),
      leaveGroup: (group) => this.registry.leave(this, group),
    };

    this.silenceTimer = setTimeout(() => this.onSilence(), settings.handshakeTimeoutMs);
    this.silenceTimer.unref();

    this.done = new Promise((resolve) => {
      socket.on('close', () => {
        this.cleanup();
        resolve();
      });
    });
    socket.on('error', (err) => this.log.debug({ err, connectionId: id }, 'error de socket en hub'));
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
  }

  get isOpen(): boolean {
    return this.handshaken && !this.closed;
  }

  sendRaw(text: string): void {
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ connectionId: this.id }, 'cliente de hub no lee sus mensajes: se corta');
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
    // The client only re-arms its own keep-alive when it hears from us, so any send counts.
    this.pingTimer?.refresh();
  }

  send(record: OutboundRecord): void {
    this.sendRaw(writeRecord(record));
  }

  /** Sends a Close record (when given), then closes the socket; cuts it if the peer stalls. */
  close(record?: CloseRecord): Promise<void> {
    if (!this.closed) {
      // Before the handshake reply the client could not parse a Close: just drop the socket.
      if (record && this.handshaken) this.send(record);
      this.closed = true;
      this.socket.close(1000);
      setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
    }
    return this.done;
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (this.handshaken) this.silenceTimer.refresh();
    void isBinary; // the JSON protocol is text either way
    const text = rawToString(data);
    let records: string[];
    try {
      records = this.reader.push(text);
    } catch (err) {
      if (err instanceof RecordTooLargeError) {
        void this.close({ type: MessageType.Close, error: err.message, allowReconnect: false });
        return;
      }
      throw err;
    }
    for (const record of records) {
      if (this.closed) return;
      if (!this.handshaken) this.onHandshake(record);
      else this.onRecord(record);
    }
  }

  private onHandshake(record: string): void {
    const request = parseHandshake(record);
    if (!request) {
      this.rejectHandshake('Solicitud de handshake inválida');
      return;
    }
    if (request.protocol !== 'json') {
      this.rejectHandshake(`El protocolo '${request.protocol}' no está soportado`);
      return;
    }
    if (request.version !== 1) {
      this.rejectHandshake(`La versión ${request.version} del protocolo 'json' no está soportada`);
      return;
    }
    this.handshaken = true;
    // The handshake reply must precede anything else on the socket.
    this.sendRaw(writeRecord({}));
    this.registry.add(this);
    this.definition.onConnected?.(this.context);

    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => this.onSilence(), this.settings.clientTimeoutMs);
    this.silenceTimer.unref();
    this.pingTimer = setTimeout(() => this.onPingDue(), this.settings.keepAliveIntervalMs);
    this.pingTimer.unref();
  }

  private rejectHandshake(error: string): void {
    this.sendRaw(writeRecord({ error }));
    this.closed = true;
    this.socket.close(1000);
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }

  private onRecord(record: string): void {
    const message = parseMessage(record);
    if (!message) {
      void this.close({ type: MessageType.Close, error: 'Mensaje inválido', allowReconnect: false });
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
        this.enqueue(message);
        return;
      case MessageType.StreamInvocation:
        if (typeof message.invocationId === 'string') {
          this.send({
            type: MessageType.Completion,
            invocationId: message.invocationId,
            error: 'Los streams no están soportados',
          });
        }
        return;
      case MessageType.Close:
        void this.close();
        return;
      default:
        // Pings only needed to reset the silence timer; stream items, cancels, client results,
        // Ack and Sequence have no meaning without streaming or stateful reconnect.
        return;
    }
  }

  private enqueue(message: InboundMessage): void {
    this.queue = this.queue.then(() => this.invoke(message));
  }

  private async invoke(message: InboundMessage): Promise<void> {
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : undefined;
    const target = typeof message.target === 'string' ? message.target : '';
    let result: unknown;
    let error: string | undefined;
    try {
      result = await this.run(target, message);
    } catch (err) {
      if (err instanceof HubMethodError) {
        error = err.message;
      } else {
        this.log.error({ err, target, connectionId: this.id }, 'error en método de hub');
        error = `Error al invocar '${target}' en el servidor`;
      }
    }
    // A send() carries no id and expects no reply; an invoke() waits for its Completion forever.
    if (invocationId === undefined || this.closed) return;
    if (error !== undefined) {
      this.send({ type: MessageType.Completion, invocationId, error });
    } else if (result === undefined) {
      this.send({ type: MessageType.Completion, invocationId });
    } else {
      this.send({ type: MessageType.Completion, invocationId, result });
    }
  }

  private async run(target: string, message: InboundMessage): Promise<unknown> {
    const method = this.methods.get(target.toLowerCase());
    if (!method) throw new HubMethodError(`Método desconocido: ${target}`);
    if (Array.isArray(message.streamIds) && message.streamIds.length > 0) {
      throw new HubMethodError('Los streams no están soportados');
    }
    const args = Array.isArray(message.arguments) ? message.arguments : [];
    if (args.length !== method.arity) {
      throw new HubMethodError(`${method.name} espera ${method.arity} argumento(s) y recibió ${args.length}`);
    }
    return await method.run(this.context, args);
  }

  private onPingDue(): void {
    if (this.closed) return;
    this.sendRaw(PING_RECORD);
  }

  private onSilence(): void {
    if (this.closed) return;
    this.log.info({ connectionId: this.id, hub: this.hub }, this.handshaken ? 'cliente de hub sin actividad: se desconecta' : 'handshake de hub no recibido a tiempo');
    this.closed = true;
    this.socket.terminate();
  }

  private cleanup(): void {
    this.closed = true;
    clearTimeout(this.silenceTimer);
    if (this.pingTimer) clearTimeout(this.pingTimer);
    this.registry.remove(this);
  }
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
