import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '@recipes/contracts';

/** Sends X-Total-Count and an RFC 8288 Link header for a page of a list. */
export function setPageHeaders(request: FastifyRequest, reply: FastifyReply, page: Omit<Page<unknown>, 'items'>): void {
  const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
  // URLSearchParams alone, not URL: a URL re-serializes its whole href on every change, which
  // cost more than the rest of a cached list answer. The parameters are the validated query's,
  // so one the route does not know (?cb=123) does not change the answer.
  const queryStart = request.url.indexOf('?');
  const path = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
  const params = new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1));
  const known = (request.query ?? {}) as Record<string, unknown>;
  for (const name of [...params.keys()]) if (!(name in known)) params.delete(name);
  const link = (p: number, rel: string) => {
    params.set('page', String(p));
    params.set('pageSize', String(page.pageSize));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, lastPage), 'prev'));
  if (page.page < lastPage) links.push(link(page.page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  reply.header('X-Total-Count', String(page.total));
  reply.header('Link', links.join(', '));
}

/**
 * Sends JSON the server serialized itself (cached recipe JSON): a Buffer skips the route's
 * response serializer, so the route schema only documents the answer.
 */
export function sendJson(reply: FastifyReply, body: Buffer, etag?: string): FastifyReply {
  // The ETag was computed once, when the bytes were cached; the API's caching hook answers 304 by it.
  if (etag) reply.header('ETag', etag);
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}

/** A page whose items are already a JSON array, with the list headers. */
export function sendJsonPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Omit<Page<unknown>, 'items'> & { body: Buffer; etag?: string },
): FastifyReply {
  setPageHeaders(request, reply, page);
  return sendJson(reply, page.body, page.etag);
}
