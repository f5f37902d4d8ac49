import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedUser } from '../../lib/session/session-store.ts';
import { SiteNotice } from './SiteNotice.tsx';
import { LoginView } from './LoginView.tsx';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from './test-render.tsx';

function type(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

/** The server's answer to a wrong password. */
const wrongCredentials = () =>
  jsonResponse(
    { success: false, error: 'Wrong username or password.', code: 'UNAUTHENTICATED', timestamp: 'x' },
    { status: 401 },
  );

/** Signs in as anna with a wrong password and waits for the form's error. */
async function signInWithWrongPassword() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithSession(<LoginView />, { path: '/login' });
  type(/username or e-mail/i, 'anna');
  type(/^password/i, 'wrong-password');
  submit();
  expect(await screen.findByText('Wrong username or password.')).toBeTruthy();
}

// Every render asks for the sign-in providers; a test that expects more calls stubs fetch again.
beforeEach(() => {
  stubFetch(() => jsonResponse({}));
});

afterEach(() => {
  signInAs(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login form', () => {
  it('shows no validation message before the first submit attempt, even after typing', () => {
    renderWithSession(<LoginView />, { path: '/login' });
    type(/username or e-mail/i, 'an');
    type(/^password/i, 'ab');
    type(/username or e-mail/i, '');
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(screen.queryByText('Password must be at least 4 characters')).toBeNull();
  });

  it('shows the messages after a submit attempt without calling the server', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderWithSession(<LoginView />, { path: '/login' });
    submit();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type(/^password/i, 'abc');
    expect(screen.getByText('Password must be at least 4 characters')).toBeTruthy();
    type(/username or e-mail/i, 'anna');
    type(/^password/i, 'abcd');
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(screen.queryByText('Password must be at least 4 characters')).toBeNull();
    // Only the sign-in providers were asked for.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/providers']);
  });

  it("shows the server's message for wrong credentials and keeps what was typed", async () => {
    stubFetch(wrongCredentials);
    await signInWithWrongPassword();
    expect((screen.getByLabelText(/username or e-mail/i) as HTMLInputElement).value).toBe('anna');
    expect(storedUser()).toBeNull();
  });

  it("a signed-in member's wrong password stays the form's error and ends no session", async () => {
    signInAs(member());
    const fetchMock = stubFetch(wrongCredentials);
    await signInWithWrongPassword();
    // The sign-in goes without the stored token, so its 401 is not a refused session.
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/users/authenticate') ?? [];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(storedUser()?.token).toBe('token-anna');
  });

  it('signs in, welcomes the member and goes on to the page in redirectTo', async () => {
    const fetchMock = stubFetch(() => jsonResponse(member()));
    renderWithSession(<LoginView />, { path: '/login?redirectTo=%2Frecipe%2Fnew' });
    type(/username or e-mail/i, ' anna@example.com ');
    type(/^password/i, 'secret-password');
    submit();
    await waitFor(() => expect(screen.getByText('editor page')).toBeTruthy());
    expect(storedUser()?.token).toBe('token-anna');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/users/authenticate') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'anna@example.com', password: 'secret-password' });
    render(<SiteNotice />);
    expect(screen.getByRole('status').textContent).toBe("Welcome back! You're successfully logged in.");
  });

  it('says so when the Facebook callback sent the visitor back', () => {
    renderWithSession(<LoginView />, { path: '/login?error=facebook' });
    expect(screen.getByText('Facebook login failed')).toBeTruthy();
  });
});
