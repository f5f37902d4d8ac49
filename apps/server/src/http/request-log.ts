import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request lines, at a level by how the request went: the "incoming request" line
 * and every successful answer (pages, photos, assets, cache hits) only at `debug`, so the default
 * `info` does not write two lines per visitor; a client error at `info`, a server error or a
 * failed response at `error`. Error logging by the error handler stays as it is.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    const fields = { res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(fields, 'request completed');
    else if (reply.statusCode >= 400) reply.log.info(fields, 'request completed');
    else reply.log.debug(fields, 'request completed');
  }
}
