import { z } from 'zod';
import { asSchema, describeSchemaType, JsonSchemaShape, resolveRef, type JsonSchema } from './json-schema.ts';

/**
 * The API docs page reads the server's OpenAPI 3.1 document (`/api/openapi.json`) and turns it
 * into this small model: endpoints grouped by tag, each with its parameters, body fields and
 * responses. Only the parts the page shows are read; everything else is ignored.
 */
export interface ApiField {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ApiParameter extends ApiField {
  location: string;
}

export interface ApiResponse {
  status: string;
  /** Empty when the document only has the generator's placeholder ("Default Response"). */
  description: string;
  contentType: string | null;
  /** e.g. `array of object`, `string`; null without a body. */
  type: string | null;
  /** Top-level field names of a JSON object (or of each element of a list). */
  fields: string[];
}

export interface ApiEndpoint {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  requiresAuth: boolean;
  parameters: ApiParameter[];
  bodyContentType: string | null;
  /** Set when the body is a list (bulk create): the fields describe one element. */
  bodyIsList: boolean;
  bodyFields: ApiField[];
  responses: ApiResponse[];
}

export interface ApiTagGroup {
  tag: string;
  description: string;
  endpoints: ApiEndpoint[];
}

export interface ApiDocsModel {
  title: string;
  version: string;
  description: string;
  groups: ApiTagGroup[];
}

const ParameterShape = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: JsonSchemaShape.optional(),
});

const OperationShape = z.looseObject({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  operationId: z.string().optional(),
  parameters: z.array(z.unknown()).optional(),
  requestBody: z
    .looseObject({ content: z.record(z.string(), z.looseObject({ schema: JsonSchemaShape.optional() })).optional() })
    .optional(),
  responses: z
    .record(
      z.string(),
      z.looseObject({
        description: z.string().optional(),
        content: z.record(z.string(), z.looseObject({ schema: JsonSchemaShape.optional() })).optional(),
      }),
    )
    .optional(),
  security: z.array(z.record(z.string(), z.unknown())).optional(),
});

const DocumentShape = z.looseObject({
  info: z
    .looseObject({ title: z.string().optional(), version: z.string().optional(), description: z.string().optional() })
    .optional(),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  components: z.looseObject({ schemas: z.record(z.string(), JsonSchemaShape).optional() }).optional(),
  security: z.array(z.record(z.string(), z.unknown())).optional(),
});

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export const untaggedGroup = 'other';

function fieldsOf(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): ApiField[] {
  const resolved = resolveRef(schema, components);
  const properties = asSchema(resolved?.properties);
  if (!resolved || !properties) return [];
  const required = Array.isArray(resolved.required) ? resolved.required.map(String) : [];
  return Object.entries(properties).map(([name, value]) => {
    const property = asSchema(value);
    return {
      name,
      type: describeSchemaType(property, components),
      required: required.includes(name),
      description: typeof property?.description === 'string' ? property.description : '',
    };
  });
}

function readParameter(value: unknown, components: Record<string, JsonSchema>): ApiParameter | null {
  const parsed = ParameterShape.safeParse(value);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    name: p.name,
    location: p.in,
    required: p.required ?? p.in === 'path',
    type: describeSchemaType(p.schema, components),
    description: p.description ?? (typeof p.schema?.description === 'string' ? p.schema.description : ''),
  };
}

/** What @fastify/swagger writes when a response has no description of its own. */
const placeholderDescription = 'Default Response';

function readResponse(
  status: string,
  response: { description?: string; content?: Record<string, { schema?: JsonSchema }> },
  components: Record<string, JsonSchema>,
): ApiResponse {
  const contentType = Object.keys(response.content ?? {})[0] ?? null;
  const schema = resolveRef(contentType ? response.content?.[contentType]?.schema : undefined, components);
  const element = schema?.type === 'array' ? resolveRef(asSchema(schema.items), components) : schema;
  const description = response.description === placeholderDescription ? '' : (response.description ?? '');
  return {
    status,
    description,
    contentType,
    type: schema ? describeSchemaType(schema, components) : null,
    fields: Object.keys(asSchema(element?.properties) ?? {}),
  };
}

function readOperation(
  method: string,
  path: string,
  value: unknown,
  components: Record<string, JsonSchema>,
  documentSecurity: boolean,
): { tags: string[]; endpoint: ApiEndpoint } | null {
  const parsed = OperationShape.safeParse(value);
  if (!parsed.success) return null;
  const op = parsed.data;
  const content = op.requestBody?.content ?? {};
  const bodyContentType = Object.keys(content)[0] ?? null;
  const bodySchema = resolveRef(bodyContentType ? content[bodyContentType]?.schema : undefined, components);
  const bodyIsList = bodySchema?.type === 'array';
  const bodyFields = fieldsOf(bodyIsList ? asSchema(bodySchema?.items) : bodySchema, components);
  const security = op.security ?? (documentSecurity ? [{}] : []);
  return {
    tags: op.tags?.length ? op.tags : [untaggedGroup],
    endpoint: {
      id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, ''),
      method: method.toUpperCase(),
      path,
      summary: op.summary ?? '',
      description: op.description ?? '',
      requiresAuth: security.some((entry) => Object.keys(entry).length > 0),
      parameters: (op.parameters ?? [])
        .map((p) => readParameter(p, components))
        .filter((p): p is ApiParameter => p !== null),
      bodyContentType,
      bodyIsList,
      bodyFields,
      responses: Object.entries(op.responses ?? {}).map(([status, response]) =>
        readResponse(status, response, components),
      ),
    },
  };
}

/** Groups every operation by its first tag, in the order the document declares tags, then first use. */
export function buildApiDocs(document: unknown): ApiDocsModel {
  const parsed = DocumentShape.safeParse(document);
  const doc = parsed.success ? parsed.data : {};
  const components = doc.components?.schemas ?? {};
  const documentSecurity = (doc.security ?? []).some((entry) => Object.keys(entry).length > 0);
  const groups = new Map<string, ApiTagGroup>();
  for (const tag of doc.tags ?? [])
    groups.set(tag.name, { tag: tag.name, description: tag.description ?? '', endpoints: [] });

  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    // The web pages' catch-all route is not part of the API.
    if (path.includes('{*}')) continue;
    for (const method of httpMethods) {
      if (!(method in item)) continue;
      const read = readOperation(method, path, item[method], components, documentSecurity);
      if (!read) continue;
      const tag = read.tags[0] ?? untaggedGroup;
      const group = groups.get(tag) ?? { tag, description: '', endpoints: [] };
      group.endpoints.push(read.endpoint);
      groups.set(tag, group);
    }
  }

  return {
    title: doc.info?.title ?? '',
    version: doc.info?.version ?? '',
    description: doc.info?.description ?? '',
    groups: [...groups.values()].filter((g) => g.endpoints.length > 0),
  };
}
