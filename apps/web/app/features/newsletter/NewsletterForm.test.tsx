import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithSession, stubFetch } from '../auth/test-render.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
const emailInput = () => screen.getByLabelText('E-mail address') as HTMLInputElement;
const consentBox = () =>
  screen.getByLabelText('I agree to receive emails and can unsubscribe at any time.') as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('newsletter form', () => {
  it('orders the fields as they are filled in: e-mail, consent, then Subscribe', () => {
    renderWithSession(<NewsletterForm />);
    const follows = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(emailInput(), consentBox())).toBe(true);
    expect(follows(consentBox(), subscribeButton())).toBe(true);
  });

  it('keeps Subscribe disabled until both an e-mail and consent are given', () => {
    renderWithSession(<NewsletterForm />);
    expect(emailInput().type).toBe('email');
    expect(emailInput().required).toBe(true);
    expect(subscribeButton().disabled).toBe(true);
    fireEvent.input(emailInput(), { target: { value: 'lan@example.com' } });
    expect(subscribeButton().disabled).toBe(true);
    fireEvent.click(consentBox());
    expect(subscribeButton().disabled).toBe(false);
    fireEvent.input(emailInput(), { target: { value: '' } });
    expect(subscribeButton().disabled).toBe(true);
  });

  it('replaces the form with the success message and sends source homepage', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ email: 'lan@example.com', subscribed: false }, { status: 201 }));
    renderWithSession(<NewsletterForm />);
    fireEvent.input(emailInput(), { target: { value: 'lan@example.com' } });
    fireEvent.click(consentBox());
    fireEvent.click(subscribeButton());
    // Double opt-in: nothing is subscribed until the link in the mail is opened.
    expect(await screen.findByText(/Almost done! We have sent you an e-mail: open its link to confirm/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/mailing-list/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'lan@example.com', source: 'homepage' });
  });

  it('keeps the form, shows the message and logs when the server refuses', async () => {
    stubFetch(() =>
      jsonResponse(
        { success: false, error: 'The request is not valid.', code: 'VALIDATION_FAILED', timestamp: 'x' },
        { status: 400 },
      ),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSession(<NewsletterForm />);
    fireEvent.input(emailInput(), { target: { value: 'lan@example.com' } });
    fireEvent.click(consentBox());
    fireEvent.click(subscribeButton());
    expect(await screen.findByText('Please enter a valid email and accept the terms.')).toBeTruthy();
    expect(emailInput().value).toBe('lan@example.com');
    expect(log).toHaveBeenCalled();
  });

  it('does not send an address that is not an e-mail', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderWithSession(<NewsletterForm />);
    fireEvent.input(emailInput(), { target: { value: 'not-an-email' } });
    fireEvent.click(consentBox());
    fireEvent.click(subscribeButton());
    expect(screen.getByText('Please enter a valid email and accept the terms.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
