import { describe, expect, it } from 'vitest';
import { recipeLimits } from '@recipes/contracts/plain';
import { descriptionProblem, ingredientsProblem, keywordsProblem, nameProblem, videosProblem } from './form-checks.ts';

describe('what the editor stops before the API would refuse it', () => {
  it('treats a name of spaces as missing, like an empty one', () => {
    expect(nameProblem('')).toEqual({ key: 'checks.nameRequired' });
    expect(nameProblem('  \t ')).toEqual({ key: 'checks.nameRequired' });
    expect(nameProblem(' Phở ')).toBeNull();
  });

  it('names the line of an ingredient longer than the API takes, as typed (blank lines count)', () => {
    const long = 'x'.repeat(recipeLimits.ingredient + 1);
    expect(ingredientsProblem(`salt\n\n${'y'.repeat(recipeLimits.ingredient)}\n  ${long}  `)).toEqual({
      key: 'checks.ingredientTooLong',
      params: { line: 4, max: 1000 },
    });
    // Spaces around a line are not sent.
    expect(ingredientsProblem(`  ${'x'.repeat(recipeLimits.ingredient)}  `)).toBeNull();
  });

  it('counts ingredient lines as they are sent', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`).join('\n\n');
    expect(ingredientsProblem(lines(recipeLimits.ingredients))).toBeNull();
    expect(ingredientsProblem(lines(recipeLimits.ingredients + 1))).toEqual({
      key: 'checks.tooManyIngredients',
      params: { max: 300 },
    });
  });

  it('names the keyword that is too long, and too many keywords', () => {
    expect(keywordsProblem(`soup, , ${'k'.repeat(101)}`)).toEqual({
      key: 'checks.keywordTooLong',
      params: { number: 2, max: 100 },
    });
    expect(keywordsProblem(Array.from({ length: 51 }, (_, i) => `k${i}`).join(','))).toEqual({
      key: 'checks.tooManyKeywords',
      params: { max: 50 },
    });
    expect(keywordsProblem(`soup, ${'k'.repeat(100)}`)).toBeNull();
  });

  it('counts the description with its extra sections, as the API gets it', () => {
    const section = { title: 'Origin', content: 'x'.repeat(100) };
    // "\n\n#Origin\n" and the content: 110 characters on top of the main text.
    expect(descriptionProblem('d'.repeat(recipeLimits.description - 110), [section])).toBeNull();
    expect(descriptionProblem('d'.repeat(recipeLimits.description - 109), [section])).toEqual({
      key: 'checks.descriptionTooLong',
      params: { count: 50001, max: 50000 },
    });
    // A section without content is not sent, so it does not count.
    expect(descriptionProblem('d'.repeat(recipeLimits.description), [{ title: 'Tips', content: ' ' }])).toBeNull();
  });

  it('counts video lines as they are sent, blank ones left out', () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `https://video.example/${i}`).join('\n\n');
    expect(videosProblem(links(recipeLimits.videos))).toBeNull();
    expect(videosProblem(links(recipeLimits.videos + 1))).toEqual({ key: 'checks.tooManyVideos', params: { max: 20 } });
  });
});
