import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from '../auth/test-render.tsx';
import { sampleRecipe } from '../recipes/test-support.tsx';
import { favoritesStore } from '../favorites/favorites-store.ts';
import { FavoritesSection } from './FavoritesSection.tsx';

afterEach(() => {
  signInAs(null);
  favoritesStore.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A stand-in API holding `total` favorites: answers pages the way GET /api/v1/favorites does. */
function favoritesApi(total: number) {
  const all = Array.from({ length: total }, (_, i) => sampleRecipe({ id: 100 + i, name: `Favorite ${i + 1}` }));
  return stubFetch((url) => {
    if (url === '/api/v1/personal') {
      return jsonResponse({ favoriteIds: all.map((recipe) => recipe.id), ratings: [], unitSystem: null });
    }
    const query = new URL(url, 'http://site.test').searchParams;
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return jsonResponse(items, { headers: { 'X-Total-Count': String(total) } });
  });
}

const favoriteRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/v1/favorites?'));

describe('FavoritesSection', () => {
  it('shows 24 favorites a page and pages through the rest', async () => {
    signInAs(member({ favoriteCount: 30 }));
    const fetchMock = favoritesApi(30);
    renderWithSession(<FavoritesSection />, { path: '/profile' });
    const list = await screen.findByTestId('favorites-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(within(list).getByRole('heading', { name: 'Favorite 1' })).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Favorite 25' })).toBeTruthy();
    expect(within(screen.getByTestId('favorites-list')).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'Favorite 1' })).toBeNull();
    expect(favoriteRequests(fetchMock)).toEqual([
      '/api/v1/favorites?page=1&pageSize=24',
      '/api/v1/favorites?page=2&pageSize=24',
    ]);
  });

  it('offers no pages when everything fits on one', async () => {
    signInAs(member({ favoriteCount: 3 }));
    favoritesApi(3);
    renderWithSession(<FavoritesSection />, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Favorite 3' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('moves to the last page when the one asked for is past the end', async () => {
    signInAs(member({ favoriteCount: 25 }));
    const fetchMock = favoritesApi(25);
    renderWithSession(<FavoritesSection />, { path: '/profile?page=4' });
    expect(await screen.findByRole('heading', { name: 'Favorite 25' })).toBeTruthy();
    expect(favoriteRequests(fetchMock).at(-1)).toBe('/api/v1/favorites?page=2&pageSize=24');
    expect(screen.queryByText(/You have no favorites yet/)).toBeNull();
  });

  it('shows the empty state with no favorites at all', async () => {
    signInAs(member({ favoriteCount: 0 }));
    favoritesApi(0);
    renderWithSession(<FavoritesSection />, { path: '/profile' });
    expect(await screen.findByText(/You have no favorites yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse recipes' })).toBeTruthy();
    expect(screen.queryByTestId('favorites-list')).toBeNull();
  });
});
