import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * What the OpenAPI document says beyond the route schemas, the same for every route: the
 * headers the shared hooks send (rate limit, ETag and Cache-Control of API reads, Location of
 * redirects, Retry-After of refusals), the 304 of cached reads, and bodies that are not JSON.
 */
type JsonSchema = Record<string, unknown>;
type Header = { description: string; type: 'string' | 'integer' };

const headers = {
  'RateLimit-Limit': { description: 'Requests allowed per hour from this address', type: 'integer' },
  'RateLimit-Remaining': { description: 'Requests left in the current hour', type: 'integer' },
  'RateLimit-Reset': { description: 'Seconds until the hourly allowance starts again', type: 'integer' },
  'Retry-After': { description: 'Seconds to wait before trying again', type: 'integer' },
  ETag: { description: 'Strong validator of the answer; send it as If-None-Match to get a 304', type: 'string' },
  'Cache-Control': {
    description: 'public (short shared caching) without credentials, private with them; no-store for personal data',
    type: 'string',
  },
  Location: { description: 'Where the browser is sent', type: 'string' },
} satisfies Record<string, Header>;
type HeaderName = keyof typeof headers;
const photoCacheControl: Header = {
  description: 'public, max-age=31536000, immutable: a photo never changes',
  type: 'string',
};

const rateLimitHeaders: HeaderName[] = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/** Error answers mean the same on every route (CONTRACT.md "Errors"). */
export const errorDescriptions: Record<number, string> = {
  400: 'The request is not valid: `details` names each field and what is wrong with it, in the request language',
  401: 'Not signed in, or the token is no longer valid',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found (or not visible to you)',
  409: 'Conflicts with existing data',
  413: 'The upload or request body is too large',
  415: 'The file is not a supported image',
  422: 'Read, but no recipe was found in it',
  429: 'Too many requests: wait Retry-After seconds',
  502: 'The other site did not answer as expected',
};

/** Paths outside the hourly API limit (photos are served like static files). */
const unlimited = (url: string) => url.startsWith('/media/');

function headersFor(url: string, method: string, status: number): Record<string, Header> {
  const names: HeaderName[] = unlimited(url) ? [] : [...rateLimitHeaders];
  if (status === 429) names.push('Retry-After');
  if (status >= 300 && status < 400 && status !== 304) names.push('Location');
  if (method === 'GET' && (status === 200 || status === 304)) names.push('ETag', 'Cache-Control');
  const sent: Record<string, Header> = Object.fromEntries(names.map((name) => [name, { ...headers[name] }]));
  if (sent['Cache-Control'] && unlimited(url)) sent['Cache-Control'] = photoCacheControl;
  return sent;
}

/**
 * A response whose JSON schema names a `contentMediaType` is that media type, not JSON: an image
 * stream, text, a JSON-LD file.
 */
function mediaResponse(schema: JsonSchema): JsonSchema {
  const mediaType = schema.contentMediaType;
  if (typeof mediaType !== 'string') return schema;
  const { description, contentMediaType: _type, ...rest } = schema;
  const binary = !mediaType.startsWith('text/') && !mediaType.includes('json');
  const body = binary ? { type: 'string', format: 'binary' } : rest;
  return { description, content: { [mediaType]: { schema: body } } };
}

/** multipart/form-data with one binary part named "file" (uploads and export-file imports). */
const multipartFile: JsonSchema = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'The file (at most 15 MB)' } },
  required: ['file'],
};

function withMultipart(schema: FastifySchema & { consumes?: string[] }): FastifySchema {
  if (!schema.consumes?.includes('multipart/form-data')) return schema;
  const content: Record<string, { schema: unknown }> = { 'multipart/form-data': { schema: multipartFile } };
  for (const type of schema.consumes) {
    if (type === 'multipart/form-data' || !schema.body) continue;
    // The zod converter leaves its reference placeholder as the $id of a top-level union.
    const { $id: _id, ...body } = schema.body as JsonSchema;
    content[type] = { schema: body };
  }
  return { ...schema, body: { content } };
}

export const openApiTransform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = out.schema as FastifySchema & { hide?: boolean; consumes?: string[] };
  if (schema.hide) return out;
  const methods = [input.route.method].flat();
  const method = methods.includes('GET') ? 'GET' : String(methods[0]);
  const responses = { ...(schema.response as Record<string, JsonSchema> | undefined) };
  if (method === 'GET' && responses['200'] && !responses['304']) {
    responses['304'] = { type: 'null', description: 'Not modified: the ETag sent as If-None-Match still holds' };
  }
  for (const [status, response] of Object.entries(responses)) {
    const code = Number(status);
    const described =
      typeof response.description === 'string' ? response : { ...response, description: errorDescriptions[code] };
    const sent = headersFor(out.url, method, code);
    responses[status] = Object.keys(sent).length
      ? { ...mediaResponse(described), headers: sent }
      : mediaResponse(described);
  }
  return { url: out.url, schema: { ...withMultipart(schema), response: responses } };
};
