import type { Socket } from 'node:net';
import { errorBody } from './errors.ts';
import type { Language } from '@recipes/contracts';
import type { MessageKey } from './messages.ts';

/**
 * How long a client may take, in milliseconds. Without these a client that sends its headers or
 * its body one byte a second holds a connection (and its memory) for as long as it likes.
 */
export interface TimeLimits {
  /** From connecting to the end of the request headers. */
  headers: number;
  /**
   * From connecting to the end of the whole request, body included: a 15 MB photo at 1 Mbit/s
   * takes two minutes. A client trickling its body is cut long before by `minBodyRate`.
   */
  request: number;
  /** The slowest a request body may arrive (http/body-rate.ts). */
  minBodyRate: BodyRate;
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

/**
 * The slowest a request body may arrive. Node's limits bound a request's whole time only, so a
 * client trickling one byte every two seconds would hold its connection for all of it; this cuts
 * such a client once the grace period is over, while a slow but real upload (a 15 MB photo at
 * 1 Mbit/s, 125 KB/s, about two minutes) keeps going.
 */
export interface BodyRate {
  /** From the end of the headers: no body is judged earlier. */
  graceMs: number;
  /** The rolling window the rate is measured over. */
  windowMs: number;
  /** Bytes that must arrive in every window after the grace period. */
  minBytes: number;
}

/** Production: at least 10 KB every 10 s (8 kbit/s) once 10 s have passed; 1 byte every 2 s is cut after about 10 s. */
export const defaultTimeLimits: TimeLimits = {
  headers: 10_000,
  request: 300_000,
  minBodyRate: { graceMs: 10_000, windowMs: 10_000, minBytes: 10 * 1024 },
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

const clientErrors: Record<string, { status: number; key: MessageKey }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'REQUEST_TIMEOUT' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'HEADERS_TOO_LARGE' },
};

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node refuses before Fastify sees them (too slow, headers too large, not HTTP) still
 * answer the contract's error body, then the connection closes. No headers were read, so English.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = clientErrors[error.code ?? ''] ?? { status: 400, key: 'VALIDATION_FAILED' };
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  writeClientError(socket, known.status, known.key, 'en');
}

/** How long a client may take to close its side after the answer before the server drops the connection. */
const lingerMs = 2000;

/**
 * Writes a whole error answer straight to the socket, bypassing the request's reply (which may be
 * waiting on a body), and closes the connection: at once after the answer for a client that
 * closes in turn, a moment later for one that keeps sending.
 */
export function writeClientError(socket: Socket, status: number, key: MessageKey, language: Language): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(errorBody(language, 'VALIDATION_FAILED', key));
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), lingerMs).unref();
}
