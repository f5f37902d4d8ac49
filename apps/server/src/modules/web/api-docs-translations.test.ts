import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config/env.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findWebRoot } from './web-paths.ts';

/**
 * The /api/docs page shows each operation's summary and description, and the descriptions of its
 * success responses, parameters and body fields, in the page language from the web app's
 * `api-operations` texts, keyed "METHOD /path". The English texts there are what the German and
 * Vietnamese ones were written from, so they must equal the document: a text changed in a route
 * file fails here until its translations are looked at again.
 */
type Schema = {
  $ref?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  description?: string;
};
type Parameter = { name: string; in: string; description?: string; schema?: Schema };
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
/** Descriptions by status ("200"), by parameter ("query sort": location, then name) and by body field. */
const parts = ['responses', 'parameters', 'fields'] as const;
type Part = (typeof parts)[number];
type Described = Record<Part, Record<string, string>>;
type Entry = { summary?: string; description?: string } & Partial<Described>;
type Texts = { operations: Record<string, Entry | undefined> };
type Pair = [name: string, description: string | undefined];

const languages = ['en', 'de', 'vi'] as const;
const readTexts = (language: string): Texts =>
  JSON.parse(
    readFileSync(path.join(findWebRoot(), 'app', 'i18n', 'locales', language, 'api-operations.json'), 'utf8'),
  ) as Texts;

/** What the page shows of an operation besides its summary and description (see openapi-model.ts). */
function describedParts(operation: Operation, doc: Document): Described {
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const responses = Object.entries(operation.responses ?? {}).filter(
    ([status, response]) =>
      status.startsWith('2') && response.description && response.description !== 'Default Response',
  );
  const parameters = (operation.parameters ?? []).map((p): Pair => [
    `${p.in} ${p.name}`,
    p.description ?? p.schema?.description,
  ]);
  // The page shows the fields of the body's first content type (of each element of a list).
  const body = resolve(Object.values(operation.requestBody?.content ?? {})[0]?.schema);
  const element = resolve(body?.type === 'array' ? body.items : body);
  const fields = Object.entries(element?.properties ?? {}).map(([name, field]): Pair => [name, field.description]);
  const described = (entries: Pair[]) =>
    Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
  return {
    responses: described(responses.map(([status, response]): Pair => [status, response.description])),
    parameters: described(parameters),
    fields: described(fields),
  };
}

let t: TestApp;
const operations = new Map<string, Operation & { described: Described }>();
beforeAll(async () => {
  // The documented limits are the real ones (the test app raises them), as the translations state them.
  t = await createTestApp({ rateLimits: defaultRateLimits });
  const doc = (await call(t.app, { method: 'GET', url: '/api/openapi.json' })).body as Document;
  // What the page lists: these methods, without the pages' catch-all.
  for (const [apiPath, item] of Object.entries(doc.paths)) {
    if (apiPath.includes('{*}')) continue;
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (operation)
        operations.set(`${method.toUpperCase()} ${apiPath}`, {
          ...operation,
          described: describedParts(operation, doc),
        });
    }
  }
});
afterAll(async () => t.close());

/** Every described part of every operation, as "KEY part name". */
const describedKeys = () =>
  [...operations].flatMap(([key, { described }]) =>
    parts.flatMap((part) => Object.keys(described[part]).map((name) => ({ key, part, name }))),
  );

describe('the API docs translations of every operation', () => {
  it('finds the operations and what they describe', () => {
    expect(operations.size).toBeGreaterThan(50);
    expect(operations.get('GET /api/v1/recipes/{id}')?.summary).toBe('One recipe');
    const upload = operations.get('POST /api/v1/images/upload')?.described;
    expect(upload?.responses['201']).toMatch(/^Stored/);
    expect(upload?.responses['400']).toBeUndefined();
    expect(upload?.fields.file).toMatch(/^The file/);
    expect(operations.get('GET /api/v1/recipes')?.described.parameters['query sort']).toMatch(/^relevance/);
    expect(describedKeys().length).toBeGreaterThan(80);
  });

  it.each(['de', 'vi'])('has a summary, and a description where the document has one, in %s', (language) => {
    const texts = readTexts(language).operations;
    const missing = [...operations].flatMap(([key, operation]) => [
      ...(texts[key]?.summary?.trim() ? [] : [`${key} summary`]),
      ...(operation.description && !texts[key]?.description?.trim() ? [`${key} description`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it.each(['de', 'vi'])(
    'has every success response, parameter and body field the document describes in %s',
    (language) => {
      const texts = readTexts(language).operations;
      const missing = describedKeys()
        .filter(({ key, part, name }) => !texts[key]?.[part]?.[name]?.trim())
        .map(({ key, part, name }) => `${key} ${part} ${name}`);
      expect(missing).toEqual([]);
    },
  );

  it('has the English texts the translations were made from, equal to the document', () => {
    const english = readTexts('en').operations;
    const changed = [...operations].flatMap(([key, operation]) =>
      (['summary', 'description'] as const)
        .filter((field) => (operation[field] ?? '') !== (english[key]?.[field] ?? ''))
        .map((field) => ({ key, field, document: operation[field], en: english[key]?.[field] })),
    );
    expect(changed).toEqual([]);
  });

  it('has the English of every success response, parameter and body field, equal to the document', () => {
    const english = readTexts('en').operations;
    const changed = [...operations].flatMap(([key, { described }]) =>
      parts
        .filter((part) => !isDeepStrictEqual(described[part], english[key]?.[part] ?? {}))
        .map((part) => ({ key, part, document: described[part], en: english[key]?.[part] })),
    );
    expect(changed).toEqual([]);
  });

  it.each(languages)('has no texts in %s for operations the document no longer has', (language) => {
    expect(Object.keys(readTexts(language).operations).filter((key) => !operations.has(key))).toEqual([]);
  });

  it.each(languages)(
    'has no texts in %s for responses, parameters or fields the document no longer describes',
    (language) => {
      const stale = Object.entries(readTexts(language).operations).flatMap(([key, entry]) =>
        parts.flatMap((part) =>
          Object.keys(entry?.[part] ?? {})
            .filter((name) => !operations.get(key)?.described[part][name])
            .map((name) => `${key} ${part} ${name}`),
        ),
      );
      expect(stale).toEqual([]);
    },
  );
});
