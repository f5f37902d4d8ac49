import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { writeClientError, type BodyRate } from './time-limits.ts';

/** The bytes received so far, sampled over time, and the rule applied to them. */
export class BodyRateWindow {
  private readonly samples: { at: number; bytes: number }[];
  private readonly startedAt: number;

  constructor(
    private readonly rate: BodyRate,
    startedAt: number,
    bytes: number,
  ) {
    this.startedAt = startedAt;
    this.samples = [{ at: startedAt, bytes }];
  }

  /** Records the byte count at `at`; answers whether the body now arrives too slowly. */
  tooSlow(at: number, bytes: number): boolean {
    this.samples.push({ at, bytes });
    // Keep the newest sample at least a window old as the window's start.
    while (this.samples.length > 1 && this.samples[1]!.at <= at - this.rate.windowMs) this.samples.shift();
    if (at - this.startedAt < this.rate.graceMs) return false;
    const start = this.samples[0]!;
    if (at - start.at < this.rate.windowMs) return false;
    return bytes - start.bytes < this.rate.minBytes;
  }
}

interface Watch {
  request: FastifyRequest;
  reply: FastifyReply;
  socket: Socket;
  window: BodyRateWindow;
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Watches every request whose body is still arriving, every `checkEvery` ms, by the bytes its
 * socket has read. A body too slow is answered 408 with the contract's error body (in the
 * request's language) and its connection closed; if an answer was already under way, the
 * connection is only closed.
 */
export function registerBodyRate(app: FastifyInstance, rate: BodyRate, checkEvery: number): void {
  const watches = new Set<Watch>();
  let timer: NodeJS.Timeout | null = null;

  const check = () => {
    const now = performance.now();
    for (const watch of watches) {
      const { request, reply, socket } = watch;
      if (request.raw.complete || socket.destroyed) {
        watches.delete(watch);
        continue;
      }
      if (!watch.window.tooSlow(now, socket.bytesRead)) continue;
      watches.delete(watch);
      request.log.info({ bytesRead: socket.bytesRead }, 'request body too slow: connection closed');
      if (reply.raw.headersSent) socket.destroy();
      else writeClientError(socket, 408, 'REQUEST_TIMEOUT', request.language);
    }
    if (watches.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    // Only real connections (app.inject has none) with a body still to come.
    if (socket instanceof Socket && hasBody(request) && !request.raw.complete) {
      watches.add({ request, reply, socket, window: new BodyRateWindow(rate, performance.now(), socket.bytesRead) });
      timer ??= setInterval(check, checkEvery).unref();
    }
    done();
  });
  app.addHook('onClose', (_app, done) => {
    if (timer) clearInterval(timer);
    watches.clear();
    done();
  });
}
