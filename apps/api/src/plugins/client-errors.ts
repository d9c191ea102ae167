import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's HTTP parser refuses before Fastify sees a request, as the error envelope. */
function answerFor(code: string | undefined): { status: number; message: string; code: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, message: 'Request headers are too large', code: 'HEADERS_TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' };
  return { status: 400, message: 'The request is malformed', code: 'BAD_REQUEST' };
}

/**
 * Fastify's `clientErrorHandler`: oversized headers (431), a request that never finished arriving (408) and
 * unparsable HTTP (400) are answered with the envelope every other error has, then the connection is closed.
 */
export function envelopeClientError(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message, code } = answerFor(err.code);
  const body = JSON.stringify({ success: false, message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
