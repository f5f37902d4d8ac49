import type { Language } from '@recipes/contracts';
import { expect, test, useLanguage } from './fixtures.ts';

test.describe('contact', () => {
  test('validates, sends and confirms; nothing typed is lost on a validation error', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Name' }).fill('Lan');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(main.getByText('E-mail is required')).toBeVisible();
    await expect(main.getByText('Message is required')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue('Lan');

    const subject = main.getByRole('combobox', { name: 'Subject' });
    await expect(subject.locator('option')).toHaveText([
      'General Inquiry',
      'Recipe Submission',
      'Technical Support',
      'Partnership',
      'Feedback',
    ]);
    await subject.selectOption({ label: 'Feedback' });
    await main.getByRole('textbox', { name: 'E-mail' }).fill('lan@example.com');
    await main.getByRole('textbox', { name: 'Message' }).fill('The phở recipe was wonderful, thank you!');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(main.getByText('Thank you! Your message has been sent. We will get back to you soon.')).toBeVisible();
  });

  test('is in German with translated subjects', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Betreff' }).locator('option').first()).toHaveText(
      'Allgemeine Anfrage',
    );
  });
});

test.describe('newsletter', () => {
  test('Subscribe stays disabled until e-mail and consent are given, then confirms', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeDisabled();
    await footer.getByLabel('E-mail address').fill('newsletter-e2e@example.com');
    await expect(subscribe).toBeDisabled();
    await footer.getByLabel('I agree to receive emails and can unsubscribe at any time.').check();
    await expect(subscribe).toBeEnabled();
    await subscribe.click();
    // Double opt-in: the answer asks to open the link in the mail first.
    await expect(footer.getByText(/Almost done! We have sent you an e-mail: open its link to confirm/)).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  });

  test('an address that is not an e-mail shows the error and keeps the form', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('E-mail address').fill('not-an-address');
    await footer.getByLabel('I agree to receive emails and can unsubscribe at any time.').check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email and accept the terms.')).toBeVisible();
    await expect(footer.getByLabel('E-mail address')).toHaveValue('not-an-address');
  });
});

const staticPages: Record<Exclude<Language, 'en'>, [path: string, heading: string][]> = {
  de: [
    ['/about', 'Über uns'],
    ['/privacy-policy', 'Datenschutzerklärung'],
    ['/faq', 'Häufige Fragen'],
    ['/terms', 'Nutzungsbedingungen'],
    ['/cookies', 'Cookie-Richtlinie'],
  ],
  vi: [
    ['/about', 'Về chúng tôi'],
    ['/privacy-policy', 'Chính sách quyền riêng tư'],
    ['/faq', 'Câu hỏi thường gặp'],
    ['/terms', 'Điều khoản sử dụng'],
    ['/cookies', 'Chính sách cookie'],
  ],
};

test.describe('static pages', () => {
  for (const [language, pages] of Object.entries(staticPages)) {
    test(`are rendered on the server in ${language}`, async ({ request }) => {
      for (const [path, heading] of pages) {
        const response = await request.get(`${path}?lang=${language}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain(`<title>${heading} | RecipeShare</title>`);
        expect(html).toContain('<meta name="description"');
        expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      }
    });
  }

  test('the privacy policy says it is not for children under 13 (en, de, vi)', async ({ page, context, baseURL }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('This site is not intended for children under 13.', { exact: false })).toBeVisible();
    await expect(page.getByText(/lang cookie/)).toBeVisible();
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/privacy-policy');
    await expect(page.getByText(/nicht an Kinder unter 13 Jahren/)).toBeVisible();
    await useLanguage(context, baseURL!, 'vi');
    await page.goto('/privacy-policy');
    await expect(page.getByText(/không dành cho trẻ em dưới 13 tuổi/)).toBeVisible();
  });

  test('the FAQ is an accordion', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'vi');
    await page.goto('/faq');
    const answer = page.getByText('Không. Ai cũng có thể xem, tìm kiếm và đọc công thức.', { exact: false });
    await expect(answer).toBeHidden();
    await page.getByText('Tôi có cần tài khoản để xem công thức không?').click();
    await expect(answer).toBeVisible();
  });
});

test.describe('API docs', () => {
  test('lists the endpoints by tag with authentication, errors and rate limit', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'OpenAPI document (JSON)' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    for (const tag of ['Accounts', 'Recipes', 'Ratings', 'Photos', 'Newsletter and contact']) {
      await expect(page.getByRole('heading', { level: 3, name: tag })).toBeVisible();
    }
    const endpoints = page.getByTestId('api-endpoint');
    expect(await endpoints.count()).toBeGreaterThan(20);
    for (const [method, path] of [
      ['POST', '/users/authenticate'],
      ['GET', '/api/v1/recipes/search/{keywords}'],
      ['POST', '/api/v1/recipes/recipes'],
      ['GET', '/api/v1/recipes/ping'],
      ['GET', '/api/v1/recipes/debug/{id}'],
      ['POST', '/api/v1/mailing-list/subscribe'],
    ]) {
      await expect(page.getByRole('heading', { level: 4, name: `${method} ${path}`, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Authorization: Bearer <token>', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('"code": "VALIDATION_FAILED"', { exact: false })).toBeVisible();
    await expect(page.getByText(/1,000 requests per hour per IP address/)).toBeVisible();
    await expect(page.getByText(/Retry-After/).first()).toBeVisible();
  });

  test('is rendered on the server, in German too', async ({ request }) => {
    const html = await (await request.get('/api/docs?lang=de')).text();
    expect(html).toContain('<title>API-Dokumentation | RecipeShare</title>');
    expect(html).toContain('/users/authenticate');
    expect(html).toContain('Anfragelimits');
  });
});
