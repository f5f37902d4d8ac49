import type { Page } from '@playwright/test';
import type { AuthResponse } from '@recipes/contracts';
import { expect, test, uniqueSuffix, useLanguage } from './fixtures.ts';

// The site of this run signs in against local stand-ins for Google (OpenID Connect, authorization
// code with PKCE) and Facebook (login dialog and Graph API) that start-server.ts starts. Each
// stand-in shows a sign-in page where the test says who signs in, or cancels, or asks for a token
// the site must refuse.

type TokenKind = 'valid' | 'expired' | 'forged';
const refused = { forged: 'a forged', expired: 'an expired' } as const;

/** On the stand-in's page: sign in as `name` with `email`, with a token of the given kind. */
async function consent(
  page: Page,
  provider: 'Google' | 'Facebook',
  person: { name: string; email: string },
  token: TokenKind = 'valid',
) {
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Token').selectOption(token);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function cancelAtProvider(page: Page, provider: 'Google' | 'Facebook') {
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
}

const storedMember = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('currentUser');
    return raw ? (JSON.parse(raw) as AuthResponse) : null;
  });

const person = (provider: string) => {
  const suffix = uniqueSuffix();
  return { name: `${provider} Cook ${suffix.slice(-4)}`, email: `${provider.toLowerCase()}.${suffix}@example.test` };
};

/** The profile shows the member that is signed in now. */
async function expectSignedInAs(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('Google sign-in', () => {
  test('the provider round trip signs in, honours redirectTo, and finds the same account next time', async ({
    page,
  }) => {
    const cook = person('Google');
    await page.goto('/login?redirectTo=/my-recipes');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await consent(page, 'Google', cook);
    await expect(page).toHaveURL(/\/my-recipes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
    const first = await storedMember(page);
    expect(first).toMatchObject({ name: cook.name, email: cook.email });
    await expectSignedInAs(page, cook.name);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await consent(page, 'Google', cook);
    await expect(page).toHaveURL(/\/$/);
    expect((await storedMember(page))?.id).toBe(first?.id);
  });

  test('cancelling at Google comes back to the login page with the message, in German', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Weiter mit Google' }).click();
    await cancelAtProvider(page, 'Google');
    await expect(page).toHaveURL(/\/login\?error=google&reason=cancelled$/);
    await expect(page.getByText('Die Anmeldung mit Google wurde abgebrochen.')).toBeVisible();
    expect(await storedMember(page)).toBeNull();
  });

  for (const token of ['forged', 'expired'] as const) {
    test(`${refused[token]} ID token is refused`, async ({ page }) => {
      await page.goto('/login?redirectTo=/my-recipes');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await consent(page, 'Google', person('Google'), token);
      await expect(page).toHaveURL(/\/login\?error=google&reason=failed$/);
      await expect(page.getByText('Google login failed')).toBeVisible();
      expect(await storedMember(page)).toBeNull();
    });
  }
});

test.describe('Facebook sign-in', () => {
  test('the login dialog sends a code to /auth/callback, which completes the sign-in and goes on', async ({ page }) => {
    const cook = person('Facebook');
    // The exchange waits until the test has seen the callback page say what it is doing.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/facebook', async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/login?redirectTo=/my-recipes');
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await consent(page, 'Facebook', cook);
    await expect(page).toHaveURL(/\/auth\/callback\?.*code=/);
    // The page has a second live region, the welcome notice's, hidden by the stylesheet while
    // empty: until the stylesheet applies, it counts as a status too.
    await expect(page.getByRole('status').filter({ hasText: 'Completing login...' })).toHaveText('Completing login...');
    release();
    await expect(page).toHaveURL(/\/my-recipes$/);
    expect(await storedMember(page)).toMatchObject({ name: cook.name, email: cook.email });
    await expectSignedInAs(page, cook.name);
  });

  for (const token of ['forged', 'expired'] as const) {
    test(`${refused[token]} token is refused with "Facebook login failed"`, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Facebook' }).click();
      await consent(page, 'Facebook', person('Facebook'), token);
      await expect(page).toHaveURL(/\/login\?error=facebook$/);
      await expect(page.getByText('Facebook login failed')).toBeVisible();
      expect(await storedMember(page)).toBeNull();
    });
  }

  test('a cancelled login is only logged: back on the login page, no message', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/login?redirectTo=/my-recipes');
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await cancelAtProvider(page, 'Facebook');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-recipes$/);
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    expect(logged.some((text) => text.startsWith('Facebook login cancelled'))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Facebook login failed')).toHaveCount(0);
    expect(await storedMember(page)).toBeNull();
  });
});
