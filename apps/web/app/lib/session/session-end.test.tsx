import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, isTokenRefused } from '../api-client.ts';
import { keptOwnRatings } from './own-ratings.ts';
import { useApi, useSessionUser } from './session.tsx';
import { storedUser } from './session-store.ts';
import { SiteNotice } from '../../features/auth/SiteNotice.tsx';
import { dismissNotice } from './site-notice.ts';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from '../../features/auth/test-render.tsx';

const refusal = { success: false, error: 'Please sign in.', code: 'UNAUTHENTICATED', timestamp: 'x' };

/** A signed-in part of a page: who is signed in, and a button making a call with the member's token. */
function MemberCall({ path }: { path: string }) {
  const { user } = useSessionUser();
  const api = useApi();
  const [failure, setFailure] = useState<unknown>();
  return (
    <>
      <p>{user ? `signed in as ${user.username}` : 'signed out'}</p>
      <button type="button" onClick={() => api(path).catch(setFailure)}>
        call
      </button>
      {failure !== undefined && <p>{isTokenRefused(failure) ? 'refused token' : 'other failure'}</p>}
      <SiteNotice />
    </>
  );
}

afterEach(() => {
  act(() => dismissNotice());
  signInAs(null);
  vi.unstubAllGlobals();
});

describe('a refused token', () => {
  it('ends the session on this device, without a logout call, and asks the member to sign in again', async () => {
    signInAs(member());
    keptOwnRatings.keep('token-anna', [{ id: 1, rating: 4, recipeId: 7, userId: 5 }]);
    const fetchMock = stubFetch(() => jsonResponse(refusal, { status: 401 }));
    renderWithSession(<MemberCall path="/api/v1/personal" />, { path: '/recipe/7/pho-bo' });
    expect(await screen.findByText('signed in as anna')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'call' }));
    expect(await screen.findByText('signed out')).toBeTruthy();
    // The session ends before the call's promise settles, so the failure shows a moment later.
    expect(await screen.findByText('refused token')).toBeTruthy();
    expect(storedUser()).toBeNull();
    expect(sessionStorage.getItem('recipes.kept.ownRatings')).toBeNull();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Your session has ended. Please sign in again.');
    expect(screen.getByRole('link', { name: 'sign in again' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Frecipe%2F7%2Fpho-bo',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/v1/personal') ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-anna');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/users/logout');
  });

  it('tells the other tabs, which show the notice too', async () => {
    signInAs(member());
    const written = vi.spyOn(Storage.prototype, 'setItem');
    stubFetch(() => jsonResponse(refusal, { status: 401 }));
    await expect(apiFetch('/api/v1/favorites/ids', { token: 'token-anna', language: 'en' })).rejects.toThrow();
    expect(written).toHaveBeenCalledWith('recipes.sessionEnded', expect.any(String));
    expect(localStorage.getItem('recipes.sessionEnded')).toBeNull();
    written.mockRestore();

    // Another tab: its session store follows the removed sign-in; the stamp tells it why.
    dismissNotice();
    renderWithSession(<SiteNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'recipes.sessionEnded', newValue: '1700000000000' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your session has ended.'));
  });

  it('of an older sign-in leaves the current one alone', async () => {
    signInAs(member({ token: 'token-new' }));
    stubFetch(() => jsonResponse(refusal, { status: 401 }));
    render(<SiteNotice />);
    await expect(apiFetch('/api/v1/personal', { token: 'token-old', language: 'en' })).rejects.toThrow(ApiError);
    expect(storedUser()?.token).toBe('token-new');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('a 401 to a call without a token', () => {
  it('(a wrong password) fails that call alone: the member stays signed in, no notice', async () => {
    signInAs(member());
    stubFetch(() => jsonResponse({ ...refusal, error: 'Wrong username or password.' }, { status: 401 }));
    render(<SiteNotice />);
    const failure: unknown = await apiFetch('/users/authenticate', {
      method: 'POST',
      body: { username: 'anna', password: 'wrong' },
      language: 'en',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(isTokenRefused(failure)).toBe(false);
    expect(storedUser()?.username).toBe('anna');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
