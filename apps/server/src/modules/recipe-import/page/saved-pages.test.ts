import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePagesDir } from '../fixtures/fixture-site.ts';
import { findRecipeInHtml } from './find-recipe.ts';
import { pageText } from './page-text.ts';
import { recipeFromSchema } from './recipe-fields.ts';
import { expectedPages, origin } from './saved-pages-expected.ts';
import { tolerantPages } from './tolerant-pages-expected.ts';

/** A saved page as the importer reads it, fetched from `origin`. */
function read(name: string, contentType = 'text/html; charset=utf-8') {
  const bytes = Buffer.from(
    fs.readFileSync(path.join(fixturePagesDir, name), 'latin1').replaceAll('__ORIGIN__', origin),
    'latin1',
  );
  const found = findRecipeInHtml(pageText(bytes, contentType));
  if (!found) return null;
  const pageUrl = `${origin}/${name.replace(/\.html$/, '/')}`;
  return { source: found.source, ...recipeFromSchema(found.recipe, pageUrl, 'en') };
}

describe('reading saved recipe pages', () => {
  it('covers at least 20 saved pages in three languages', () => {
    const names = fs.readdirSync(fixturePagesDir).filter((name) => name.endsWith('.html'));
    expect(names.length).toBeGreaterThanOrEqual(20);
    for (const language of ['en-', 'de-', 'vi-'])
      expect(names.filter((n) => n.startsWith(language)).length).toBeGreaterThanOrEqual(5);
  });

  it.each(Object.entries({ ...expectedPages, ...tolerantPages }))('%s', (name, expected) => {
    const result = read(name, name.includes('latin1') ? 'text/html' : 'text/html; charset=utf-8');
    expect(result).not.toBeNull();
    const { draft, imageUrls, source } = result!;
    expect(source).toBe(expected.source);
    expect(draft).toMatchObject(expected.draft);
    expect(draft.sourceURL).toBe(`${origin}/${name.replace(/\.html$/, '/')}`);
    expect(draft.recipeIngredients).toHaveLength(expected.ingredients);
    if (expected.firstIngredient) expect(draft.recipeIngredients[0]).toBe(expected.firstIngredient);
    const steps = draft.recipeInstructions.map((step) => step.instruction);
    if (typeof expected.steps === 'number') expect(steps).toHaveLength(expected.steps);
    else expect(steps).toEqual(expected.steps);
    expect(imageUrls).toEqual(expected.images);
    if (expected.keywords) expect(draft.keywords).toEqual(expect.arrayContaining(expected.keywords));
    if (expected.notes) expect(draft.notes).toMatch(expected.notes);
    // No markup or entities survive anywhere.
    const allText = JSON.stringify(draft);
    expect(allText).not.toMatch(/<\/?(p|strong|br|li)\b|&(amp|#\d+|[a-z]+);/i);
  });

  it('finds no recipe in an article page or a page whose only JSON-LD is broken beyond repair', () => {
    expect(read('en-no-recipe-blog-post.html')).toBeNull();
    expect(read('en-broken-jsonld-only.html')).toBeNull();
  });
});
