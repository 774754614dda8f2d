import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '../lib/envelope';
import type { ErrorCode } from '../lib/errors';

function answerFor(code: string | undefined): { status: number; errorCode: ErrorCode } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, errorCode: 'CABECERAS_DEMASIADO_GRANDES' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, errorCode: 'SOLICITUD_INVALIDA' };
  return { status: 400, errorCode: 'SOLICITUD_INVALIDA' };
}

/**
 * fastify's `clientErrorHandler`: a request Node cannot even parse (headers or query string over
 * the limit, a broken request line) gets the envelope JSON instead of Node's plain text answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, errorCode } = answerFor(error.code);
  const body = JSON.stringify(fail({ code: errorCode }));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
