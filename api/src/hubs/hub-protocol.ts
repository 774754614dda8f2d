/**
 * SignalR JSON hub protocol, version 1 (dotnet/aspnetcore src/SignalR/docs/specs/HubProtocol.md).
 * Only the message kinds the official client needs from a server without streaming.
 */

/** Every JSON record on the wire ends with this character. */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationRecord {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface CompletionRecord {
  type: 3;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface CloseRecord {
  type: 7;
  error?: string;
  allowReconnect?: boolean;
}

export type OutboundRecord = InvocationRecord | CompletionRecord | CloseRecord | { type: 6 };

export function writeRecord(record: object): string {
  return JSON.stringify(record) + RECORD_SEPARATOR;
}

/** Pre-serialised ping: sent often, never changes. */
export const PING_RECORD = writeRecord({ type: MessageType.Ping });

export class RecordTooLargeError extends Error {}

/**
 * Splits inbound text into records. A WebSocket frame may carry several records or only part of
 * one, so whatever follows the last separator waits for the next frame.
 */
export class RecordReader {
  private pending = '';

  constructor(private readonly maxRecordChars: number) {}

  push(chunk: string): string[] {
    this.pending += chunk;
    const parts = this.pending.split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    if (this.pending.length > this.maxRecordChars) {
      throw new RecordTooLargeError(`Mensaje de más de ${this.maxRecordChars} caracteres`);
    }
    for (const part of parts) {
      if (part.length > this.maxRecordChars) {
        throw new RecordTooLargeError(`Mensaje de más de ${this.maxRecordChars} caracteres`);
      }
    }
    return parts;
  }
}

export interface InboundMessage {
  type: number;
  invocationId?: unknown;
  target?: unknown;
  arguments?: unknown;
  streamIds?: unknown;
}

/** Parses one record; null when it is not a JSON object with a numeric `type`. */
export function parseMessage(record: string): InboundMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'number') return null;
  return value as InboundMessage;
}

export interface HandshakeRequest {
  protocol: string;
  version: number;
}

export function parseHandshake(record: string): HandshakeRequest | null {
  try {
    const value: unknown = JSON.parse(record);
    if (typeof value !== 'object' || value === null) return null;
    const { protocol, version } = value as { protocol?: unknown; version?: unknown };
    if (typeof protocol !== 'string' || typeof version !== 'number') return null;
    return { protocol, version };
  } catch {
    return null;
  }
}
