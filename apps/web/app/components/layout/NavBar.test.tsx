import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session.tsx';
import { NavBar } from './NavBar.tsx';
import { renderWithRouter } from './test-support.tsx';

const member = {
  id: 3,
  username: 'anna',
  name: 'Anna',
  email: 'anna@example.com',
  profilePicture: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  favoriteCount: 0,
  followersCount: 0,
  followingCount: 0,
  roles: ['user'],
  token: 'token-1',
};

describe('NavBar', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows Home, Recipes, About and Login when signed out', async () => {
    renderWithRouter(<NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(within(nav).getByRole('link', { name: 'Recipes' }).getAttribute('href')).toBe('/recipes');
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(within(nav).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(nav).queryByRole('link', { name: 'My Recipes' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows the member links and Logout when signed in', async () => {
    window.localStorage.setItem('currentUser', JSON.stringify(member));
    renderWithRouter(<NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect((await within(nav).findByRole('link', { name: 'My Recipes' })).getAttribute('href')).toBe('/my-recipes');
    expect(within(nav).getByRole('link', { name: 'Submit Recipe' }).getAttribute('href')).toBe('/submit-recipe');
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
    // Issue 41: the places a member keeps things are in the bar (the phone menu), not hidden away.
    expect(within(nav).getByRole('link', { name: 'Shopping list' }).getAttribute('href')).toBe('/shopping-list');
    expect(within(nav).getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe(
      '/profile#favorites-heading',
    );
  });

  it('opens the search box with one tap on its own button, ready to type, outside the menu', async () => {
    renderWithRouter(<NavBar />);
    const button = await screen.findByRole('button', { name: 'Open search' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(document.getElementById('site-menu')?.contains(box)).toBe(false);
    expect(document.getElementById('site-search')?.getAttribute('data-open')).toBe('true');
  });

  it('Logout forgets the member', async () => {
    window.localStorage.setItem('currentUser', JSON.stringify(member));
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    renderWithRouter(<NavBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('link', { name: 'Login' });
    expect(window.localStorage.getItem('currentUser')).toBeNull();
  });

  it('searches for the keywords', async () => {
    renderWithRouter(<NavBar />);
    fireEvent.input(await screen.findByRole('searchbox', { name: 'Search recipes' }), {
      target: { value: ' pho bo ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('search page');
  });

  it('opens and closes the phone menu', async () => {
    renderWithRouter(<NavBar />);
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Recipes' }), { key: 'Escape' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false'),
    );
  });

  it('closes the phone menu when a search is sent from it', async () => {
    // The bar stays on the page through the search, as in the site's layout.
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <SessionProvider>
            <NavBar />
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: 'recipes/:keywords', Component: () => <p>search page</p> }],
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'pho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('search page');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
