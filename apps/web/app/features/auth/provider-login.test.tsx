import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedUser } from '../../lib/session/session-store.ts';
import { AuthCallbackView } from './AuthCallbackView.tsx';
import { LoginView } from './LoginView.tsx';
import { facebookDialogUrl, googleFailureReason, startFacebookLogin, takeFacebookLogin } from './provider-login.ts';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from './test-render.tsx';

afterEach(() => {
  signInAs(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('provider login helpers', () => {
  it('builds the Facebook dialog address with the callback and state', () => {
    const url = new URL(
      facebookDialogUrl({ appId: '123', dialogUrl: 'https://fb.example/dialog/oauth' }, 'https://site.example', 'abc'),
    );
    expect(url.origin + url.pathname).toBe('https://fb.example/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '123',
      redirect_uri: 'https://site.example/auth/callback',
      state: 'abc',
      scope: 'email',
      response_type: 'code',
    });
  });

  it('keeps the state for one callback only', () => {
    const state = startFacebookLogin('/recipes');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(takeFacebookLogin()).toEqual({ state, redirectTo: '/recipes' });
    expect(takeFacebookLogin()).toEqual({ state: null, redirectTo: null });
  });

  it('reads known Google failure reasons, anything else is "failed"', () => {
    expect(googleFailureReason('cancelled')).toBe('cancelled');
    expect(googleFailureReason('email-registered')).toBe('email-registered');
    expect(googleFailureReason('bogus')).toBe('failed');
    expect(googleFailureReason(null)).toBe('failed');
  });
});

describe('social buttons and callback', () => {
  it('shows only the configured providers', async () => {
    stubFetch(() => jsonResponse({}), { providers: { facebook: null, google: true } });
    renderWithSession(<LoginView />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });

  it('shows none when nothing is configured, and translates Google failures', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderWithSession(<LoginView />, { path: '/login?error=google&reason=cancelled' });
    expect(screen.getByText('Google login was cancelled.')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /continue with/i })).toBeNull();
  });

  it('shows no buttons, and keeps the form working, when the providers answer is malformed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ google: 'yes' }))),
    );
    renderWithSession(<LoginView />, { path: '/login' });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Loading sign-in providers failed', expect.anything()));
    expect(screen.queryByRole('button', { name: /continue with/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('exchanges a Google ticket and continues where the member was going', async () => {
    const user = member();
    const { token, ...fields } = user;
    const fetchMock = stubFetch(() => jsonResponse({ token, user: fields }));
    renderWithSession(<AuthCallbackView />, { path: '/auth/callback?ticket=t-1&redirectTo=/recipe/new' });
    expect(await screen.findByText('editor page')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ticket: 't-1' });
    expect(storedUser()?.token).toBe(token);
  });

  it('refuses a Facebook answer whose state this tab did not hand out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => jsonResponse({}));
    startFacebookLogin('/');
    renderWithSession(<AuthCallbackView />, { path: '/auth/callback?code=c-1&state=forged' });
    await waitFor(() => expect(storedUser()).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/facebook'))).toBe(false);
  });

  it('sends the Facebook code with the exact callback address', async () => {
    const user = member();
    const { token, ...fields } = user;
    const fetchMock = stubFetch(() => jsonResponse({ token, user: fields }));
    const state = startFacebookLogin('/');
    renderWithSession(<AuthCallbackView />, { path: `/auth/callback?code=c-1&state=${state}` });
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      code: 'c-1',
      redirectUri: `${window.location.origin}/auth/callback`,
    });
  });

  it('completes the exchange once when the view is mounted again while it is under way', async () => {
    const { token, ...fields } = member();
    let answer = () => {};
    const fetchMock = stubFetch(
      () => new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse({ token, user: fields })))),
    );
    const state = startFacebookLogin('/');
    const path = `/auth/callback?code=c-1&state=${state}`;
    // A boundary showing its fallback unmounts the view; the state was taken by the first mount.
    renderWithSession(<AuthCallbackView />, { path }).unmount();
    renderWithSession(<AuthCallbackView />, { path });
    answer();
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/facebook')).toHaveLength(1);
    expect(storedUser()?.token).toBe(token);
  });

  it('only logs a cancelled Facebook login and goes back to the login page, keeping where to go', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => jsonResponse({}));
    const state = startFacebookLogin('/recipe/new');
    // The login route shows where the callback sent the browser instead of the real page.
    function CallbackThenLogin() {
      const { pathname, search } = useLocation();
      return pathname === '/login' ? <p>login page {search}</p> : <AuthCallbackView />;
    }
    renderWithSession(<CallbackThenLogin />, {
      path: `/auth/callback?error=access_denied&error_reason=user_denied&state=${state}#_=_`,
    });
    expect(await screen.findByText('login page ?redirectTo=%2Frecipe%2Fnew')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Facebook login cancelled', 'access_denied');
    expect(failed.mock.calls.some(([message]) => message === 'Social login failed')).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/facebook'))).toBe(false);
    expect(storedUser()).toBeNull();
  });
});
