import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, uniqueSuffix } from './fixtures.ts';

// Screenshots of the provider sign-ins against the stand-ins, step by step, for a visual review:
// SHOTS=1 npx playwright test sign-in.shots.ts (images in /tmp/shots/sign-in-*.png).
mkdirSync('/tmp/shots', { recursive: true });

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/sign-in-${name}.png` });

async function atProvider(page: Page, provider: string, token: string, name: string) {
  await page.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(`${provider.toLowerCase()}.${uniqueSuffix()}@example.test`);
  await page.getByLabel('Token').selectOption(token);
}

test('Google: sign-in, cancel, forged token', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login?redirectTo=/my-recipes');
  await shot(page, 'login-buttons');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await atProvider(page, 'Google', 'valid', 'Greta Google');
  await shot(page, 'google-provider');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/my-recipes$/);
  await page.getByRole('heading', { name: 'My Recipes' }).waitFor();
  await shot(page, 'google-signed-in');
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Greta Google' }).waitFor();
  await shot(page, 'google-profile');

  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/reason=cancelled/);
  await shot(page, 'google-cancelled');

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await atProvider(page, 'Google', 'forged', 'Mallory');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/reason=failed/);
  await shot(page, 'google-forged');
});

test('Facebook: sign-in, expired token, cancel', async ({ page }) => {
  test.setTimeout(120_000);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/facebook', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login?redirectTo=/my-recipes');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await atProvider(page, 'Facebook', 'valid', 'Frida Facebook');
  await shot(page, 'facebook-dialog');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('status').filter({ hasText: 'Completing login...' }).waitFor();
  await shot(page, 'facebook-completing');
  release();
  await page.waitForURL(/\/my-recipes$/);
  await page.getByRole('heading', { name: 'My Recipes' }).waitFor();
  await shot(page, 'facebook-signed-in');

  await page.evaluate(() => window.localStorage.removeItem('currentUser'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await atProvider(page, 'Facebook', 'expired', 'Old Token');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/error=facebook/);
  await page.getByText('Facebook login failed').waitFor();
  await shot(page, 'facebook-expired');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue with Facebook' }).waitFor();
  await shot(page, 'facebook-cancelled');
});
