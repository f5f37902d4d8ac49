import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config/env.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findWebRoot } from './web-paths.ts';

/**
 * The /api/docs page shows each operation's summary and description in the page language from
 * the web app's `api-operations` texts, keyed "METHOD /path". The English texts there are what
 * the German and Vietnamese ones were written from, so they must equal the document: a summary
 * changed in a route file fails here until its translations are looked at again.
 */
type Operation = { summary?: string; description?: string };
type Document = { paths: Record<string, Record<string, Operation>> };
type Texts = { operations: Record<string, { summary?: string; description?: string }> };

const languages = ['en', 'de', 'vi'] as const;
const readTexts = (language: string): Texts =>
  JSON.parse(
    readFileSync(path.join(findWebRoot(), 'app', 'i18n', 'locales', language, 'api-operations.json'), 'utf8'),
  ) as Texts;

let t: TestApp;
const operations = new Map<string, Operation>();
beforeAll(async () => {
  // The documented limits are the real ones (the test app raises them), as the translations state them.
  t = await createTestApp({ rateLimits: defaultRateLimits });
  const doc = (await call(t.app, { method: 'GET', url: '/api/openapi.json' })).body as Document;
  // What the page lists: these methods, without the pages' catch-all.
  for (const [apiPath, item] of Object.entries(doc.paths)) {
    if (apiPath.includes('{*}')) continue;
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (operation) operations.set(`${method.toUpperCase()} ${apiPath}`, operation);
    }
  }
});
afterAll(async () => t.close());

describe('the API docs translations of every operation', () => {
  it('finds the operations', () => {
    expect(operations.size).toBeGreaterThan(50);
    expect(operations.get('GET /api/v1/recipes/{id}')?.summary).toBe('One recipe');
  });

  it.each(['de', 'vi'])('has a summary, and a description where the document has one, in %s', (language) => {
    const texts = readTexts(language).operations;
    const missing = [...operations].flatMap(([key, operation]) => [
      ...(texts[key]?.summary?.trim() ? [] : [`${key} summary`]),
      ...(operation.description && !texts[key]?.description?.trim() ? [`${key} description`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('has the English texts the translations were made from, equal to the document', () => {
    const english = readTexts('en').operations;
    const changed = [...operations].flatMap(([key, operation]) =>
      (['summary', 'description'] as const)
        .filter((field) => (operation[field] ?? '') !== (english[key]?.[field] ?? ''))
        .map((field) => ({ key, field, document: operation[field], en: english[key]?.[field] })),
    );
    expect(changed).toEqual([]);
  });

  it.each(languages)('has no texts in %s for operations the document no longer has', (language) => {
    expect(Object.keys(readTexts(language).operations).filter((key) => !operations.has(key))).toEqual([]);
  });
});
