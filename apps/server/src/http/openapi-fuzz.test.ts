import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@recipes/contracts';
import { createRecipe, signUp, type Member } from '../test/api.ts';
import { SchemaFuzzer, seededRandom, type JsonSchema } from '../test/schema-fuzz.ts';
import { createTestApp, testDialect, type TestApp } from '../test/test-app.ts';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Bodies no schema would produce: broken, oddly typed or absurdly nested JSON. */
const rawBodies = [
  '{',
  '',
  'null',
  '"text"',
  '[]',
  '{"name":1e999}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"name":"\\u0000"}',
];

const seed = 20261125;
const casesPerOperation = 9;

let t: TestApp;
let member: Member;
let recipeId: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
  recipeId = (await createRecipe(t.app, member)).id;
});
afterAll(async () => t?.close());

describe(`every operation of the OpenAPI document, fuzzed (seed ${seed}, ${testDialect})`, () => {
  it('never answers 5xx, and every error has the contract shape', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const fuzz = new SchemaFuzzer(seededRandom(seed), document.components?.schemas ?? {});
    const failures: string[] = [];
    let requests = 0;

    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        // Random cases, then one valid request per parameter and body field with a NUL in that one place.
        const targets = nulTargets(operation);
        for (let n = 0; n < casesPerOperation + targets.length; n++) {
          const hostile = n >= 2 && n < casesPerOperation;
          const request = buildRequest(fuzz, template, method, operation, hostile, targets[n - casesPerOperation]);
          const res = await t.app.inject(request);
          requests++;
          const problem = checkAnswer(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
          if (problem) {
            const payload = String(request.payload ?? '').slice(0, 80);
            failures.push(`${request.method} ${request.url.slice(0, 120)} ${payload} → ${problem.slice(0, 240)}`);
          }
          // A case that deleted the account or signed out leaves later cases without a member.
          if (
            res.statusCode < 300 &&
            (method === 'delete' || template === '/users/logout') &&
            template.startsWith('/users/')
          ) {
            member = await signUp(t.app);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(350);
    expect(failures).toEqual([]);
  });
});

/** Where a single NUL can go: each path and query parameter and each top-level body property. */
const asText = (item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item));

function nulTargets(operation: Operation): string[] {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return [
    ...parameters.map((p) => `${p.in}:${p.name}`),
    ...Object.keys(body?.properties ?? {}).map((k) => `body:${k}`),
  ];
}

function buildRequest(
  fuzz: SchemaFuzzer,
  template: string,
  method: string,
  operation: Operation,
  hostile: boolean,
  nulAt?: string,
): InjectOptions & { url: string; method: NonNullable<InjectOptions['method']> } {
  const parameters = operation.parameters ?? [];
  const value = (parameter: Parameter): unknown => {
    if (nulAt === `${parameter.in}:${parameter.name}`) return `${asText(fuzz.valid(parameter.schema ?? {}))}\u0000`;
    // Known ids now and then, so that valid cases reach the code behind the lookups.
    if (!hostile && /id$/i.test(parameter.name) && fuzz.chance(0.6)) {
      return /user/i.test(parameter.name) || template.includes('/members/') ? member.id : recipeId;
    }
    return hostile && fuzz.chance(0.5) ? fuzz.hostile(parameter.schema ?? {}) : fuzz.valid(parameter.schema ?? {});
  };

  const url = template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name) ?? { in: 'path', name };
    try {
      return encodeURIComponent(asText(value(parameter as Parameter)));
    } catch {
      return '%ED%A0%80'; // a lone surrogate cannot be encoded: its raw (invalid) UTF-8 bytes
    }
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (!parameter.required && nulAt !== `query:${parameter.name}` && fuzz.chance(0.4)) continue;
    query.append(parameter.name, asText(value(parameter)));
    if (hostile && fuzz.chance(0.1)) query.append(parameter.name, fuzz.hostileString());
  }
  if (hostile && fuzz.chance(0.2)) query.append('unexpected', fuzz.hostileString());

  const headers: Record<string, string> = {};
  const auth = fuzz.int(4);
  if (auth <= 1) headers.authorization = `Bearer ${member.token}`;
  else if (auth === 2) headers.authorization = fuzz.pick(['Bearer nonsense', 'Basic YTpi', 'Bearer ', 'bearer x.y.z']);
  headers['accept-language'] = fuzz.pick(['en', 'de', 'vi', 'fr', '*', '']);

  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const options: InjectOptions & { url: string; method: NonNullable<InjectOptions['method']> } = {
    method: method.toUpperCase() as NonNullable<InjectOptions['method']>,
    url: query.size > 0 ? `${url}?${query}` : url,
    headers,
  };
  if (bodySchema || (hostile && method !== 'get' && fuzz.chance(0.3))) {
    headers['content-type'] = 'application/json';
    if (hostile && fuzz.chance(0.25)) options.payload = fuzz.pick(rawBodies);
    else if (nulAt?.startsWith('body:')) {
      const body = fuzz.valid(bodySchema ?? {}) as Record<string, unknown>;
      const key = nulAt.slice('body:'.length);
      body[key] = `${asText(body[key] ?? 'x')}\u0000`;
      options.payload = JSON.stringify(body);
    } else options.payload = JSON.stringify(hostile ? fuzz.hostile(bodySchema ?? {}) : fuzz.valid(bodySchema ?? {}));
  }
  return options;
}

/** Null when the answer is acceptable; else what is wrong with it. */
function checkAnswer(status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 300)}`;
  if (status < 400) return null;
  if (!contentType.includes('application/json')) return `${status} answered ${contentType}, not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} body is not JSON: ${body.slice(0, 200)}`;
  }
  const shape = ErrorBodySchema.safeParse(parsed);
  return shape.success ? null : `${status} body is not the contract's error shape: ${body.slice(0, 300)}`;
}
