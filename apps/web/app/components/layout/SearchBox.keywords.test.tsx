import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox.tsx';

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/recipes/:keywords', Component: () => <SearchBox /> },
    { path: '*', Component: () => <SearchBox /> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('SearchBox on a search result page', () => {
  it('shows the keywords that were searched for, decoded', async () => {
    renderAt('/recipes/ph%E1%BB%9F%20b%C3%B2');
    expect(await screen.findByRole('searchbox')).toHaveProperty('value', 'phở bò');
  });

  it('is empty elsewhere', async () => {
    renderAt('/recipes');
    expect(await screen.findByRole('searchbox')).toHaveProperty('value', '');
  });
});
