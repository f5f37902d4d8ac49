import type { Page } from '@playwright/test';
import type { Recipe } from '@recipes/contracts';
import { createRecipeViaApi, expect, test } from './fixtures.ts';

/**
 * Every page of SPEC.md §2 and CONTRACT.md, signed out and signed in, loads under the site's
 * Content-Security-Policy without a single violation: the hydration scripts run (the fixtures'
 * page.goto waits for hydration) because their hashes are in the policy, and nothing else is blocked.
 */

const publicPaths = [
  '/',
  '/home',
  '/recipes',
  '/recipes/tomato',
  '/categories',
  '/about',
  '/privacy-policy',
  '/faq',
  '/terms',
  '/cookies',
  '/contact',
  '/login',
  '/register',
  '/api/docs',
  '/no-such-page',
];
const memberPaths = ['/recipe/new', '/submit-recipe', '/profile', '/profile/edit', '/my-recipes'];

/** Records CSP violations the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The policy of a page answer: no inline scripts except by hash, no framing. */
function expectStrictPolicy(policy: string | undefined, path: string) {
  expect(policy, path).toBeTruthy();
  const scriptSources = /script-src ([^;]*)/.exec(policy!)?.[1] ?? '';
  expect(scriptSources, path).not.toContain('unsafe-inline');
  expect(scriptSources, path).toMatch(/'sha256-/);
  expect(policy, path).toContain("frame-ancestors 'none'");
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    const response = await page.goto(path).catch(async (error: Error) => {
      // A page that moves on by itself once hydrated (/register opens the sign-in page's form).
      if (!/ERR_ABORTED/.test(error.message)) throw error;
      return page.request.get(path);
    });
    expectStrictPolicy(response?.headers()['content-security-policy'], path);
    await page.waitForLoadState('load');
    expect(response?.headers()['x-frame-options'], path).toBe('DENY');
    expect(response?.headers()['x-content-type-options'], path).toBe('nosniff');
  }
}

async function samplePaths(page: Page, recipe: Recipe, memberId: number): Promise<string[]> {
  // A seeded recipe with photos as well as the member's own.
  const list = await page.request.get('/api/v1/recipes?pageSize=5');
  const withPhoto = ((await list.json()) as Recipe[]).find((r) => r.images.length > 0);
  return [
    `/recipe/${recipe.id}`,
    `/recipe/${recipe.id}/${recipe.slug}`,
    ...(withPhoto ? [`/recipe/${withPhoto.id}/${withPhoto.slug}`] : []),
    `/members/${memberId}`,
    `/members/${memberId}/followers`,
    `/members/${memberId}/following`,
  ];
}

test.describe('Content-Security-Policy', () => {
  test('no page breaks it when signed out', async ({ page, member, request }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const recipe = await createRecipeViaApi(request, member);
    await visitAll(page, [...publicPaths, ...(await samplePaths(page, recipe, member.id))]);
    expect(violations).toEqual([]);
  });

  test('no page breaks it when signed in, the editor included', async ({ signedInPage: page, member, request }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    const recipe = await createRecipeViaApi(request, member);
    await visitAll(page, [
      ...publicPaths,
      ...memberPaths,
      ...(await samplePaths(page, recipe, member.id)),
      `/recipe/${recipe.id}/edit`,
      `/recipe/${recipe.id}/${recipe.slug}/edit`,
    ]);
    expect(violations).toEqual([]);
  });
});
