import { mkdirSync } from 'node:fs';
import type { Recipe } from '@recipes/contracts';
import { recipePath } from '@recipes/contracts';
import { registerMember, test, useLanguage } from './fixtures.ts';

// Screenshots for a visual review: SHOTS=1 npx playwright test social.shots.ts (images in /tmp/shots).
mkdirSync('/tmp/shots', { recursive: true });

for (const language of ['en', 'de'] as const) {
  test(`social screens in ${language}`, async ({ signedInPage: page, member, request, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLanguage(context, baseURL!, language);
    const recipes = (await (await request.get('/api/v1/recipes?pageSize=3')).json()) as Recipe[];
    for (const recipe of recipes.slice(0, 2)) {
      await request.put(`/api/v1/favorites/${recipe.id}`, { headers: { Authorization: `Bearer ${member.token}` } });
    }
    const author = recipes[0]!.author.id;
    await request.put(`/api/v1/members/${author}/follow`, { headers: { Authorization: `Bearer ${member.token}` } });
    await registerMember(request);
    for (const [name, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      const tour: [string, string][] = [
        ['recipes', '/recipes'],
        ['recipe', recipePath(recipes[0]!)],
        ['profile-favorites', '/profile'],
        ['profile-edit', '/profile/edit'],
        ['member', `/members/${author}`],
        ['member-followers', `/members/${author}/followers`],
        ['member-following', `/members/${member.id}/following`],
      ];
      for (const [shot, path] of tour) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `/tmp/shots/social-${shot}-${language}-${name}.png`,
          fullPage: shot !== 'recipes',
        });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile/edit');
    await page.getByRole('button', { name: language === 'en' ? 'Delete my account' : 'Mein Konto löschen' }).click();
    await page.screenshot({ path: `/tmp/shots/social-delete-dialog-${language}-desktop.png` });
  });
}
