import type { Socket } from 'node:net';
import { errorBody } from './errors.ts';
import type { MessageKey } from './messages.ts';

/**
 * How long a client may take, in milliseconds. Without these a client that sends its headers or
 * its body one byte a second holds a connection (and its memory) for as long as it likes.
 */
export interface TimeLimits {
  /** From connecting to the end of the request headers. */
  headers: number;
  /** From connecting to the end of the whole request, body included (a 15 MB photo on a slow line). */
  request: number;
  /**
   * An idle keep-alive connection between requests. Longer than a balancer keeps its idle upstream
   * connections (nginx and most cloud balancers: 60 s), so the balancer always closes first: a
   * server that closes first races a request the balancer is already sending on that connection,
   * and the balancer or client sees a reset.
   */
  keepAlive: number;
  /** A socket on which nothing at all moves, in either direction. */
  idle: number;
  /** How often Node checks the header and request limits. */
  checkEvery: number;
}

export const defaultTimeLimits: TimeLimits = {
  headers: 10_000,
  request: 120_000,
  keepAlive: 65_000,
  idle: 60_000,
  checkEvery: 1_000,
};

/** The Fastify options that set these limits on the Node HTTP server. */
export function timeLimitOptions(limits: TimeLimits) {
  return {
    connectionTimeout: limits.idle,
    requestTimeout: limits.request,
    keepAliveTimeout: limits.keepAlive,
    http: { headersTimeout: limits.headers, connectionsCheckingInterval: limits.checkEvery },
    clientErrorHandler: answerClientError,
  };
}

const clientErrors: Record<string, { status: number; reason: string; key: MessageKey }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', key: 'REQUEST_TIMEOUT' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', key: 'HEADERS_TOO_LARGE' },
};

/**
 * Requests Node refuses before Fastify sees them (too slow, headers too large, not HTTP) still
 * answer the contract's error body, then the connection closes. No headers were read, so English.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = clientErrors[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', key: 'VALIDATION_FAILED' };
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify(errorBody('en', 'VALIDATION_FAILED', known.key));
  socket.end(
    `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
  );
}
