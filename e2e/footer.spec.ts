import { expect, test } from './fixtures.ts';

const footerLinks: [string, string][] = [
  ['All Recipes', '/recipes'],
  ['Popular', '/recipes?sort=rating'],
  ['Categories', '/categories'],
  ['Collections', '/categories'],
  ['Submit Recipe', '/submit-recipe'],
  ['Join Community', '/register'],
  ['Newsletter', '#newsletter'],
  ['About Us', '/about'],
  ['Contact', '/contact'],
  ['FAQ', '/faq'],
  ['Help Center', '/faq'],
  ['API Docs', '/api/docs'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms of Service', '/terms'],
  ['Cookie Policy', '/cookies'],
];

test.describe('footer', () => {
  test('every link points at a real page', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of footerLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      if (href.startsWith('/')) expect((await request.get(href)).status(), href).toBe(200);
    }
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveCount(0);
    await expect(footer).toContainText('© 2024');
  });

  test('a footer link navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('social links open external sites safely', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('newsletter: Subscribe stays disabled until e-mail and consent are given', async ({ page }) => {
    await page.goto('/');
    const newsletter = page.locator('#newsletter');
    const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeDisabled();
    await newsletter.getByRole('textbox').fill('cook@example.com');
    await expect(subscribe).toBeDisabled();
    await newsletter
      .getByRole('checkbox', { name: 'I agree to receive emails and can unsubscribe at any time.' })
      .check();
    await expect(subscribe).toBeEnabled();
  });

  test('in German', async ({ page }) => {
    await page.goto('/?lang=de');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/terms');
    await expect(footer).toContainText('© 2024 RecipeShare. Alle Rechte vorbehalten.');
    await expect(footer.locator('#newsletter').getByRole('button')).toBeDisabled();
  });
});
