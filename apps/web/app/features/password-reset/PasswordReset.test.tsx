import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginView } from '../auth/LoginView.tsx';
import { jsonResponse, renderWithSession, stubFetch } from '../auth/test-render.tsx';
import { ForgotPasswordView } from './ForgotPasswordView.tsx';
import { ResetPasswordView } from './ResetPasswordView.tsx';

const type = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const sentBody = (fetchMock: ReturnType<typeof stubFetch>, url: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

beforeEach(() => {
  stubFetch(() => jsonResponse({}));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('forgot password page', () => {
  it('asks for the address first, then says a link is on its way (the same for any address)', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }, { status: 202 }));
    renderWithSession(<ForgotPasswordView />, { path: '/forgot-password' });
    click('Send me a link');
    expect(await screen.findByText('Please type your e-mail address or username.')).toBeTruthy();
    expect(sentBody(fetchMock, '/users/password-reset')).toBeUndefined();

    type(/e-mail or username/i, '  anna@example.com ');
    click('Send me a link');
    expect(await screen.findByText(/If anna@example.com belongs to an account, a link/)).toBeTruthy();
    expect(sentBody(fetchMock, '/users/password-reset')).toEqual({ email: 'anna@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/login');
  });
});

describe('reset password page', () => {
  it('sets the new password with the link’s token and then offers to sign in', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    renderWithSession(<ResetPasswordView />, { path: '/reset-password?token=abc_123' });
    type(/^new password/i, 'short');
    click('Save new password');
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeTruthy();
    type(/^new password/i, 'a brand new secret');
    click('Save new password');
    expect(await screen.findByText(/Your password was changed/)).toBeTruthy();
    expect(sentBody(fetchMock, '/users/password-reset/confirm')).toEqual({
      token: 'abc_123',
      password: 'a brand new secret',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the server’s reason for a bad link, with a way to ask for a new one', async () => {
    const expired = 'This password reset link has expired (a link works for one hour). Ask for a new one.';
    stubFetch(() =>
      jsonResponse({ success: false, error: expired, code: 'VALIDATION_FAILED', timestamp: 'x' }, { status: 400 }),
    );
    renderWithSession(<ResetPasswordView />, { path: '/reset-password?token=old' });
    type(/^new password/i, 'a brand new secret');
    click('Save new password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(expired);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('without a token says where the link comes from', () => {
    renderWithSession(<ResetPasswordView />, { path: '/reset-password' });
    expect(screen.getByRole('alert').textContent).toContain('needs the link from the password reset mail');
    expect(screen.queryByRole('button', { name: 'Save new password' })).toBeNull();
  });
});

describe('sign-in page', () => {
  it('links to the reset, and a lockout shows how long to wait with a link to the reset', async () => {
    const lockedText = 'Too many sign-in attempts. Try again in 14 minutes, or reset your password.';
    stubFetch(() =>
      jsonResponse(
        { success: false, error: lockedText, code: 'RATE_LIMITED', timestamp: 'x' },
        { status: 429, headers: { 'Retry-After': '840' } },
      ),
    );
    renderWithSession(<LoginView />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    type(/username or e-mail/i, 'anna');
    type(/^password/i, 'wrong-password');
    click('Login');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(lockedText));
    const link = screen.getByRole('link', { name: 'Reset your password' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });
});
