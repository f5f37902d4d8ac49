import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../i18n/react.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import de from '../../i18n/locales/de/mail-links.json';
import en from '../../i18n/locales/en/mail-links.json';
import vi from '../../i18n/locales/vi/mail-links.json';
import { ConfirmEmailNotice, NewsletterAnswer } from './ConfirmEmailNotice.tsx';
import { MailResultPage } from './MailResultPage.tsx';
import { mailOutcomes } from './mail-outcomes.ts';
import { UnsubscribePage } from './UnsubscribePage.tsx';

afterEach(cleanup);

function renderIn(language: 'en' | 'de' | 'vi', ui: ReactElement) {
  const i18n = createI18n(language, { en: { 'mail-links': en }, de: { 'mail-links': de }, vi: { 'mail-links': vi } });
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={['/mail/x']} />
    </I18nProvider>,
  );
}

describe('mail link pages', () => {
  it.each(mailOutcomes)('says what the link did (%s) with a way back to the recipes', async (outcome) => {
    renderIn('en', <MailResultPage outcome={outcome} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(en.result[outcome].title);
    expect(screen.getByText(en.result[outcome].text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the recipes' }).getAttribute('href')).toBe('/');
  });

  it('speaks German and Vietnamese too', async () => {
    renderIn('de', <MailResultPage outcome="newsletter-confirmed" />);
    expect(await screen.findByRole('heading', { name: 'Du hast den Newsletter abonniert' })).toBeTruthy();
    cleanup();
    renderIn('vi', <MailResultPage outcome="unsubscribed" />);
    expect(await screen.findByRole('heading', { name: 'Bạn đã hủy đăng ký' })).toBeTruthy();
  });

  it('unsubscribes only by the button, a plain form posting the token with the one-click body', async () => {
    const { container } = renderIn('en', <UnsubscribePage token="abc-DEF_1" />);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/v1/mailing-list/unsubscribe?token=abc-DEF_1');
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"]')!;
    expect([hidden.name, hidden.value]).toEqual(['List-Unsubscribe', 'One-Click']);
  });

  it('explains a missing token instead of showing a button that cannot work', async () => {
    renderIn('en', <UnsubscribePage token={null} />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.unsubscribe.missing);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a new member where the confirm link went and what they may do meanwhile', async () => {
    renderIn('en', <ConfirmEmailNotice email="lan@example.com" />);
    const notice = await screen.findByTestId('confirm-email-notice');
    expect(notice.textContent).toContain('lan@example.com');
    expect(notice.textContent).toContain('You can use everything right away');
  });

  it('answers the newsletter form: confirm first, or already subscribed', async () => {
    renderIn('en', <NewsletterAnswer subscribed={false} />);
    expect(await screen.findByText(en.newsletter.pending)).toBeTruthy();
    cleanup();
    renderIn('en', <NewsletterAnswer subscribed />);
    expect(await screen.findByText(en.newsletter.subscribed)).toBeTruthy();
  });
});
