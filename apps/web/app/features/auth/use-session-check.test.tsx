import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionUser } from '../../lib/session/session.tsx';
import { storedUser } from '../../lib/session/session-store.ts';
import { dismissNotice } from '../../lib/session/site-notice.ts';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from './test-render.tsx';
import { useSessionCheck } from './use-session-check.ts';

function CheckedPage() {
  useSessionCheck();
  const { user } = useSessionUser();
  return <p>{user ? 'the form' : 'signed out'}</p>;
}

afterEach(() => {
  act(() => dismissNotice());
  signInAs(null);
  vi.unstubAllGlobals();
});

describe('the session check of a page', () => {
  it('ends a session the server no longer accepts as the page opens', async () => {
    signInAs(member());
    const fetchMock = stubFetch(() =>
      jsonResponse(
        { success: false, error: 'Please sign in.', code: 'UNAUTHENTICATED', timestamp: 'x' },
        { status: 401 },
      ),
    );
    renderWithSession(<CheckedPage />, { path: '/recipe/12/edit' });
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/users/me', expect.objectContaining({ method: 'GET' }));
    expect(storedUser()).toBeNull();
  });

  it('keeps a session the server accepts, and asks nothing for a visitor', async () => {
    signInAs(member());
    const fetchMock = stubFetch(() => jsonResponse(member()));
    const view = renderWithSession(<CheckedPage />);
    expect(await screen.findByText('the form')).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(storedUser()?.token).toBe('token-anna');
    view.unmount();

    signInAs(null);
    fetchMock.mockClear();
    renderWithSession(<CheckedPage />);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
