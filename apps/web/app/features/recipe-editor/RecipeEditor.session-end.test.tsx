import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useNavigate } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session.tsx';
import { dismissNotice } from '../../lib/session/site-notice.ts';
import { jsonResponse, member, signInAs, stubFetch } from '../auth/test-render.tsx';
import { RecipeEditor } from './RecipeEditor.tsx';

afterEach(() => {
  act(() => dismissNotice());
  signInAs(null);
  vi.unstubAllGlobals();
});

/** The sign-in page, reduced to signing in anew and going back where redirectTo says. */
function SignInAgain() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        signInAs(member({ token: 'token-new' }));
        void navigate('/recipe/new');
      }}
    >
      sign in again
    </button>
  );
}

it('keeps what was typed when the session ends under the form, for the member coming back from signing in', async () => {
  signInAs(member());
  stubFetch((url) =>
    url === '/api/v1/recipes'
      ? jsonResponse(
          { success: false, error: 'Please sign in.', code: 'UNAUTHENTICATED', timestamp: 'x' },
          { status: 401 },
        )
      : jsonResponse([]),
  );
  const Stub = createRoutesStub([
    { path: '/recipe/new', Component: () => <RecipeEditor idParam={undefined} /> },
    { path: '/login', Component: SignInAgain },
  ]);
  render(
    <SessionProvider>
      <Stub initialEntries={['/recipe/new']} />
    </SessionProvider>,
  );
  fireEvent.input(await screen.findByLabelText(/^Recipe name/i), { target: { value: 'Grandma soup' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Submit a Recipe' }));

  fireEvent.click(await screen.findByRole('button', { name: 'sign in again' }));
  expect(((await screen.findByLabelText(/^Recipe name/i)) as HTMLInputElement).value).toBe('Grandma soup');
  expect(screen.queryByText(/could not be saved/i)).toBeNull();
});
