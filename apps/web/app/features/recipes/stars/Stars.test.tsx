import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../../i18n/react.tsx';
import { createI18n } from '../../../i18n/create-i18n.ts';
import enRecipes from '../../../i18n/locales/en/recipes.json';
import { renderPage, sampleMember, storeMember } from '../test-support.tsx';
import { RatingInput } from './RatingInput.tsx';
import { RecipeRating } from './RecipeRating.tsx';
import { StarDisplay } from './StarDisplay.tsx';
import { ownRatingsStore } from '../../../lib/session/own-ratings.ts';

const i18n = createI18n('en', { en: { recipes: enRecipes } });

function fillsOf(container: HTMLElement): (string | null)[] {
  return [...container.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));
}

/** How many stars a StarDisplay draws filled (its one element's `data-stars`). */
function starsOf(container: HTMLElement): string | null | undefined {
  return container.querySelector('[data-stars]')?.getAttribute('data-stars');
}

afterEach(() => {
  cleanup();
  storeMember(null);
  // As after signing out: nothing of the member stays kept for the next test.
  ownRatingsStore.reset();
  vi.unstubAllGlobals();
});

describe('StarDisplay', () => {
  it('shows five empty stars and (0) when there are no ratings', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <StarDisplay averageRating={null} ratingCount={undefined} />
      </I18nProvider>,
    );
    expect(starsOf(container)).toBe('0');
    expect(container.textContent).toContain('(0)');
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeTruthy();
  });

  it('shows a half star for 4.5 and the count in parentheses', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <StarDisplay averageRating={4.5} ratingCount={12} />
      </I18nProvider>,
    );
    expect(starsOf(container)).toBe('4.5');
    expect(container.textContent).toContain('(12)');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 ratings' })).toBeTruthy();
  });
});

describe('RatingInput', () => {
  function renderInput(onRate = vi.fn()) {
    const view = render(
      <I18nProvider i18n={i18n}>
        <RatingInput averageRating={2} userRating={null} busy={false} onRate={onRate} />
      </I18nProvider>,
    );
    return { ...view, onRate };
  }

  it('highlights up to the hovered star and back to the average on leave', () => {
    const { container } = renderInput();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Rate 4 out of 5 stars' }));
    expect(fillsOf(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Rate this recipe' }));
    expect(fillsOf(container)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
  });

  it('rates on click', () => {
    const { onRate } = renderInput();
    fireEvent.click(screen.getByRole('button', { name: 'Rate 3 out of 5 stars' }));
    expect(onRate).toHaveBeenCalledWith(3);
  });

  it('moves with arrow keys, previews the focused star, and rates with a digit key', () => {
    const { container, onRate } = renderInput();
    const first = screen.getByRole('button', { name: 'Rate 1 out of 5 stars' });
    first.focus();
    expect(first.tabIndex).toBe(0);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('button', { name: 'Rate 2 out of 5 stars' });
    expect(document.activeElement).toBe(second);
    expect(second.tabIndex).toBe(0);
    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rate 5 out of 5 stars' }));
    expect(fillsOf(container)).toEqual(['full', 'full', 'full', 'full', 'full']);
    fireEvent.keyDown(document.activeElement!, { key: '4' });
    expect(onRate).toHaveBeenCalledWith(4);
  });
});

describe('RecipeRating', () => {
  const recipe = { id: 7, averageRating: 3.5, ratingCount: 2, createdByUserId: 40 };

  it('shows read-only stars and a sign-in hint to visitors', async () => {
    const { container } = renderPage(<RecipeRating recipe={recipe} />);
    expect(await screen.findByRole('link', { name: 'Sign in to rate this recipe' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    // Hovering read-only stars changes nothing.
    fireEvent.mouseEnter(container.querySelector('[data-stars]')!);
    expect(starsOf(container)).toBe('3.5');
  });

  it('offers interactive stars to signed-in members and shows their own rating', async () => {
    const own = [
      { id: 1, rating: 5, recipeId: 6, userId: 3 },
      { id: 2, rating: 2, recipeId: 7, userId: 3 },
    ];
    const fetchMock = vi.fn(async () => Response.json({ favoriteIds: [], ratings: own, unitSystem: null }));
    vi.stubGlobal('fetch', fetchMock);
    storeMember(sampleMember());
    renderPage(<RecipeRating recipe={recipe} />);
    expect(await screen.findByText('Your rating: 2 of 5')).toBeTruthy();
    // The input is loaded on demand (only members get it).
    expect(await screen.findAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Rate 2 out of 5 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/personal', expect.objectContaining({ method: 'GET' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign in to rate this recipe' })).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("takes the member's ratings kept earlier in this tab instead of asking again", async () => {
    const ratings = [{ id: 2, rating: 4, recipeId: 7, userId: 3 }];
    const fetchMock = vi.fn(async () => Response.json({ favoriteIds: [], ratings, unitSystem: null }));
    vi.stubGlobal('fetch', fetchMock);
    storeMember(sampleMember());
    renderPage(<RecipeRating recipe={recipe} />);
    expect(await screen.findByText('Your rating: 4 of 5')).toBeTruthy();
    cleanup();

    // A full page load: the page's store starts empty, session storage still holds the ratings.
    const kept = sessionStorage.getItem('recipes.kept.ownRatings');
    ownRatingsStore.reset();
    sessionStorage.setItem('recipes.kept.ownRatings', kept!);
    renderPage(<RecipeRating recipe={recipe} />);
    expect(await screen.findByText('Your rating: 4 of 5')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a new rating at once and keeps it for the next page load', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/v1/ratings'
        ? Response.json(
            { id: 9, rating: 3, recipeId: 7, userId: 3, averageRating: 3.3, ratingCount: 3 },
            { status: 201 },
          )
        : Response.json({ favoriteIds: [], ratings: [], unitSystem: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    storeMember(sampleMember());
    renderPage(<RecipeRating recipe={recipe} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rate 3 out of 5 stars' }));
    expect(await screen.findByText('Thanks! Your rating has been saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate 3 out of 5 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('recipes.kept.ownRatings')!)).toMatchObject({
      value: [{ id: 9, rating: 3, recipeId: 7, userId: 3 }],
    });
  });

  it('gives way to the sign-in link when the server refused the token, not to "please try again"', async () => {
    const refusal = { success: false, error: 'Please sign in.', code: 'UNAUTHENTICATED', timestamp: 'x' };
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/v1/ratings'
        ? Response.json(refusal, { status: 401 })
        : Response.json({ favoriteIds: [], ratings: [], unitSystem: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    storeMember(sampleMember());
    renderPage(<RecipeRating recipe={recipe} />, { path: '/recipe/7/pho-bo' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rate 3 out of 5 stars' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in to rate this recipe' });
    expect(signIn.getAttribute('href')).toBe('/login?redirectTo=%2Frecipe%2F7%2Fpho-bo');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(/could not be saved/)).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
  });

  it('shows the author read-only stars and a note instead of stars to click', async () => {
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    storeMember(sampleMember({ id: 40 }));
    const { container } = renderPage(<RecipeRating recipe={recipe} />);
    expect(await screen.findByText('This is your recipe: other members rate it.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(starsOf(container)).toBe('3.5');
    expect(screen.queryByRole('link', { name: 'Sign in to rate this recipe' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
