import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainLink } from './PlainLink.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders `ui` on every path of a router in memory, with the current location beside it. */
function inRouter(ui: ReactNode) {
  const Page = () => (
    <>
      {ui}
      <Where />
    </>
  );
  return createRoutesStub([{ path: '*', Component: Page }]);
}

// The HTML it writes is the server's, checked against React in PlainLink.server.test.tsx.
describe('PlainLink', () => {
  it('navigates in the app on a plain click and leaves modified clicks and other targets to the browser', () => {
    const Stub = inRouter(
      <>
        <PlainLink to="/categories">Categories</PlainLink>
        <PlainLink to="/about" target="_blank">
          About
        </PlainLink>
      </>,
    );
    render(<Stub initialEntries={['/recipes']} />);
    const modified = fireEvent.click(screen.getByText('Categories'), { button: 0, ctrlKey: true });
    expect(modified).toBe(true); // not prevented: the browser opens it
    expect(screen.getByTestId('where').textContent).toBe('/recipes');
    expect(fireEvent.click(screen.getByText('About'), { button: 0 })).toBe(true);
    expect(fireEvent.click(screen.getByText('Categories'), { button: 0 })).toBe(false);
    return screen.findByText('/categories');
  });

  it('calls its own onClick first, and a prevented click stays on the page', () => {
    const Stub = inRouter(
      <PlainLink to="/categories" onClick={(event) => event.preventDefault()}>
        Categories
      </PlainLink>,
    );
    render(<Stub initialEntries={['/recipes']} />);
    fireEvent.click(screen.getByText('Categories'), { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/recipes');
  });
});
