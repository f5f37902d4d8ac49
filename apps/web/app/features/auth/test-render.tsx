import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import type { AuthProviders, AuthResponse } from '@recipes/contracts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { writeStoredUser } from '../../lib/session/session-store.ts';

export function member(changes: Partial<AuthResponse> = {}): AuthResponse {
  return {
    id: 5,
    username: 'anna',
    name: 'Anna Schmidt',
    email: 'anna@example.com',
    profilePicture: null,
    createdAt: '2024-03-15T09:30:00.000Z',
    favoriteCount: 2,
    followersCount: 3,
    followingCount: 4,
    roles: ['user'],
    token: 'token-anna',
    ...changes,
  };
}

export function signInAs(user: AuthResponse | null): void {
  writeStoredUser(user);
}

/** Renders at `path` inside a data router and the session, with a stand-in home and login page. */
export function renderWithSession(ui: ReactElement, { path = '/under-test' }: { path?: string } = {}) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <p>home page</p> },
    { path: '/recipe/new', Component: () => <p>editor page</p> },
    { path: '/login', Component: () => ui },
    { path: '*', Component: () => ui },
  ]);
  return render(
    <SessionProvider>
      <Stub initialEntries={[path]} />
    </SessionProvider>,
  );
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/**
 * Replaces fetch for one test; returns the mock to inspect the calls. The sign-in pages also ask
 * which providers exist: that call gets `providers` (none configured unless a test says so).
 */
export function stubFetch(
  answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response>,
  { providers = { facebook: null, google: false } }: { providers?: AuthProviders } = {},
) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(String(input) === '/api/auth/providers' ? jsonResponse(providers) : answer(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
