import type { Page } from '@playwright/test';
import type { Recipe } from '@recipes/contracts';
import { expect, test, type Member } from './fixtures.ts';
import { runAxe, violationLines } from './axe.ts';

// Dark mode (issue #15): the system's scheme by default, a switch that overrides it and is kept,
// the same cached HTML for everyone, and WCAG AA contrast in both schemes (axe).

/** --color-bg of each palette, as the browser reports body's background. */
const background = { light: 'rgb(253, 248, 243)', dark: 'rgb(26, 21, 17)' } as const;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

async function expectScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect.poll(() => pageBackground(page)).toBe(background[scheme]);
  // Form controls and scrollbars follow too.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(scheme);
}

/** What the first rendered frame showed: recorded by a callback queued before the page's own code. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const value = getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim();
      sessionStorage.setItem('e2e-first-frame-bg', value);
    });
  });
}

const firstFrame = (page: Page) => page.evaluate(() => sessionStorage.getItem('e2e-first-frame-bg'));

test.describe('dark mode', () => {
  test('follows the system scheme while nothing is chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expectScheme(page, 'dark');
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await expectScheme(page, 'light');
  });

  test('prints dark text on white whatever the screen shows', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await page.getByRole('group', { name: 'Colour scheme' }).getByRole('radio', { name: 'Dark' }).check();
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(43, 33, 24)');
  });

  test('the switch overrides the system and is kept across reloads and navigation', async ({ page }) => {
    // A CSP refusal of the head script, or a hydration error over <html data-theme>, would show here.
    const errors: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text) || (message.type() === 'error' && !text.startsWith('Failed to load')))
        errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await recordFirstFrame(page);
    await page.setViewportSize(desktop);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/recipes');
    const group = page.getByRole('group', { name: 'Colour scheme' });
    await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();

    await group.getByRole('radio', { name: 'Light' }).check();
    await expectScheme(page, 'light');

    await page.reload();
    await expectScheme(page, 'light');
    // Painted light from the start: the head script ran before the first frame (and the CSP let it).
    expect(await firstFrame(page)).toBe('#fdf8f3');
    await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();

    await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expectScheme(page, 'light');

    await page.emulateMedia({ colorScheme: 'light' });
    await group.getByRole('radio', { name: 'Dark' }).check();
    await page.goto('/');
    await expectScheme(page, 'dark');
    expect(await firstFrame(page)).toBe('#1a1511');

    // "System" forgets the choice: the page follows the (light) system again, after a reload too.
    await group.getByRole('radio', { name: 'System' }).check();
    await expectScheme(page, 'light');
    await page.reload();
    await expectScheme(page, 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('the choice survives a lost cookie through local storage', async ({ page, context }) => {
    await page.goto('/about');
    await page.getByRole('group', { name: 'Colour scheme' }).getByRole('radio', { name: 'Dark' }).check();
    await context.clearCookies({ name: 'theme' });
    await page.reload();
    // The head script reads only the cookie; hydration brings the stored choice back and keeps
    // it in a cookie again, so the next page is dark from its first frame.
    await expectScheme(page, 'dark');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('dark');
  });

  test('the server sends the same page whatever the choice', async ({ request }) => {
    const plain = await request.get('/recipes');
    const chosen = await request.get('/recipes', { headers: { cookie: 'theme=dark' } });
    expect(chosen.headers()['etag']).toBe(plain.headers()['etag']);
    const html = await chosen.text();
    expect(html).not.toContain('data-theme="dark"');
    expect(html).toContain('document.documentElement');
  });
});

async function firstSampleRecipe(page: Page): Promise<Recipe> {
  const response = await page.request.get('/api/v1/recipes?pageSize=1');
  const [recipe] = (await response.json()) as Recipe[];
  if (!recipe) throw new Error('no sample recipe');
  return recipe;
}

async function expectNoContrastViolations(page: Page, label: string): Promise<void> {
  // axe-core at its current version (axe.ts), not the one the Playwright adapter pins.
  const results = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  const found = violationLines(results);
  expect(found, `${label}: colour contrast`).toEqual([]);
  // The rule did look at the page's text (a page it could not check would pass with nothing found).
  expect(results.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length ?? 0).toBeGreaterThan(10);
}

async function signIn(page: Page, member: Member): Promise<void> {
  await page.evaluate((auth) => localStorage.setItem('currentUser', auth), JSON.stringify(member.auth));
}

for (const scheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`axe finds no colour-contrast problem, ${scheme} scheme, ${device}`, async ({ page, member }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      const recipe = await firstSampleRecipe(page);
      const pages: [string, string][] = [
        ['home', '/'],
        ['list', '/recipes'],
        ['recipe', `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`],
        ['sign-in', '/login'],
      ];
      for (const [label, path] of pages) {
        await page.goto(path);
        await expectScheme(page, scheme);
        await expectNoContrastViolations(page, label);
      }
      if (device === 'phone') {
        // The folded menu, with the switch and the language menu in it.
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('group', { name: 'Colour scheme' })).toBeVisible();
        await expectNoContrastViolations(page, 'open menu');
      }
      await signIn(page, member);
      await page.goto('/recipe/new');
      await expect(page.getByRole('heading', { level: 1, name: 'Submit a Recipe' })).toBeVisible();
      await expectNoContrastViolations(page, 'editor');
    });
  }
}
