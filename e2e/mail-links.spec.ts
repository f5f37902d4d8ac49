import { expect, test, useLanguage } from './fixtures.ts';

test.describe('pages behind the links in our mails', () => {
  test('the unsubscribe link shows a page; its button (a plain form) unsubscribes and says so', async ({ page }) => {
    await page.goto('/mail/unsubscribe?token=e2e-token');
    await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL(/\/mail\/unsubscribed$/);
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  });

  test('a confirm link that does not work leads to a translated page saying why', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/api/v1/mailing-list/confirm?token=forged');
    await expect(page).toHaveURL(/\/mail\/link-invalid$/);
    await expect(page.getByRole('heading', { name: 'Dieser Link funktioniert nicht (mehr)' })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zu den Rezepten' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown result page is a 404', async ({ page }) => {
    const response = await page.goto('/mail/anything-else');
    expect(response?.status()).toBe(404);
  });
});
