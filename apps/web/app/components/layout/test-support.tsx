import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { SessionProvider } from '../../lib/session/session.tsx';

/** Renders `element` at `/` inside a data router (with a few target pages) and the session. */
export function renderWithRouter(element: ReactElement, initialPath = '/') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <SessionProvider>{element}</SessionProvider>,
      children: [{ path: '*', Component: () => null }],
    },
    { path: '/recipes/:keywords', Component: () => <p>search page</p> },
  ]);
  return render(<Stub initialEntries={[initialPath]} />);
}
