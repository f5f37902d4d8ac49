import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Language } from '@recipes/contracts';
import { expect, registerMember, test, useLanguage } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

// "Forgot password?" (issue 41) on a 320 px phone in each language: ask for a link on the sign-in
// page, open the link from the mail the site really sent, set a new password, sign in with it.

const phone = { width: 320, height: 640 };
const texts: Record<Language, Record<string, string>> = {
  en: {
    forgot: 'Forgot password?',
    email: 'E-mail or username',
    send: 'Send me a link',
    sent: 'a link to choose a new password is on its way',
    subject: 'Reset your password',
    newPassword: 'New password',
    save: 'Save new password',
    done: 'Your password was changed.',
    signIn: 'Sign in',
    username: 'Username or e-mail',
    password: 'Password',
    login: 'Login',
    used: 'This password reset link was already used.',
    askAgain: 'Ask for a new link',
  },
  de: {
    forgot: 'Passwort vergessen?',
    email: 'E-Mail oder Benutzername',
    send: 'Link schicken',
    sent: 'ist ein Link für ein neues Passwort unterwegs',
    subject: 'Setze dein Passwort zurück',
    newPassword: 'Neues Passwort',
    save: 'Neues Passwort speichern',
    done: 'Dein Passwort wurde geändert.',
    signIn: 'Anmelden',
    username: 'Benutzername oder E-Mail',
    password: 'Passwort',
    login: 'Anmelden',
    used: 'Dieser Link zum Zurücksetzen des Passworts wurde schon benutzt.',
    askAgain: 'Neuen Link anfordern',
  },
  vi: {
    forgot: 'Quên mật khẩu?',
    email: 'E-mail hoặc tên người dùng',
    send: 'Gửi liên kết cho tôi',
    sent: 'liên kết để chọn mật khẩu mới đang được gửi đến',
    subject: 'Đặt lại mật khẩu của bạn',
    newPassword: 'Mật khẩu mới',
    save: 'Lưu mật khẩu mới',
    done: 'Mật khẩu của bạn đã được thay đổi.',
    signIn: 'Đăng nhập',
    username: 'Tên đăng nhập hoặc e-mail',
    password: 'Mật khẩu',
    login: 'Đăng nhập',
    used: 'Liên kết đặt lại mật khẩu này đã được dùng.',
    askAgain: 'Yêu cầu liên kết mới',
  },
};

/** No axe violations (WCAG 2 A and AA), no sideways scrolling at 320 px, and kept out of search engines. */
async function expectGoodPhonePage(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
  expect(found, `${label}: axe`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: wider than the phone`).toBeLessThanOrEqual(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

for (const language of ['en', 'de', 'vi'] as const) {
  test(`a member who forgot their password gets back in by mail (${language}, phone)`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const t = texts[language];
    const member = await registerMember(request, 'Forgetful Cook');
    const newPassword = `new-secret-${language}-2024`;
    await useLanguage(context, baseURL!, language);
    await page.setViewportSize(phone);
    const main = page.locator('main');

    await page.goto('/login');
    await main.getByRole('link', { name: t.forgot, exact: true }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectGoodPhonePage(page, 'forgot-password');
    await main.getByLabel(t.email!).fill(member.email);
    await main.getByRole('button', { name: t.send }).click();
    await expect(main.getByText(t.sent!)).toBeVisible();

    const mail = await waitForMail(baseURL!, member.email, t.subject!);
    const link = linkIn(mail, `${baseURL}/reset-password?token=`);
    await page.goto(link);
    await expectGoodPhonePage(page, 'reset-password');
    await main.getByRole('textbox', { name: t.newPassword, exact: true }).fill(newPassword);
    await main.getByRole('button', { name: t.save }).click();
    await expect(main.getByText(t.done!)).toBeVisible();
    await expectGoodPhonePage(page, 'reset-password done');

    // The link works once: opened again, it says so and offers a new one.
    const again = await context.newPage();
    await again.setViewportSize(phone);
    await again.goto(link);
    await again.locator('main').getByRole('textbox', { name: t.newPassword, exact: true }).fill('yet-another-secret');
    await again.locator('main').getByRole('button', { name: t.save }).click();
    await expect(again.getByRole('alert')).toContainText(t.used!);
    await expect(again.locator('main').getByRole('link', { name: t.askAgain })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await again.close();

    await main.getByRole('link', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await main.getByLabel(t.username!).fill(member.username);
    await main.getByRole('textbox', { name: t.password, exact: true }).fill(newPassword);
    await main.getByRole('button', { name: t.login, exact: true }).click();
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null')?.id as number | undefined),
      )
      .toBe(member.id);
  });
}
