import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from '../auth/test-render.tsx';
import { MyRecipesView } from './MyRecipesView.tsx';

function recipe(changes: Partial<Recipe>): Recipe {
  return {
    id: 1,
    slug: 'recipe',
    name: 'Recipe',
    shortDescription: '',
    description: '',
    recipeCategory: 'soups',
    recipeCuisine: null,
    recipeIngredients: [],
    parsedIngredients: [],
    recipeInstructions: [],
    images: [],
    videos: [],
    keywords: [],
    notes: '',
    prepTime: 15,
    cookTime: 40,
    recipeYield: '',
    sourceURL: '',
    active: true,
    nutrition: null,
    createdByUserId: 5,
    averageRating: null,
    ratingCount: 0,
    reviewCount: 0,
    cookedCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    author: { id: 5, name: 'Anna' },
    ...changes,
  };
}

const longText =
  'Slow-simmered beef bones, charred ginger and star anise give this broth its depth; it takes patience.';

afterEach(() => {
  signInAs(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My Recipes', () => {
  it('asks signed-out visitors to sign in', () => {
    renderWithSession(<MyRecipesView />, { path: '/my-recipes' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your recipes' })).toBeTruthy();
  });

  it('shows each card with the cut description, category, times and a draft mark', async () => {
    signInAs(member());
    const fetchMock = stubFetch(() =>
      jsonResponse(
        [
          recipe({ id: 1, name: 'Phở bò', description: longText + ' More text.' }),
          recipe({ id: 2, name: 'Draft cake', recipeCategory: 'desserts', active: false, description: 'Short.' }),
        ],
        { headers: { 'X-Total-Count': '2' } },
      ),
    );
    renderWithSession(<MyRecipesView />, { path: '/my-recipes' });
    const cards = await screen.findAllByTestId('my-recipe-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText(`${longText.slice(0, 100)}...`)).toBeTruthy();
    expect(first.getByText('Soups')).toBeTruthy();
    expect(first.getByText('Prep: 15 min')).toBeTruthy();
    expect(first.getByText('Cook: 40 min')).toBeTruthy();
    expect(first.queryByText('Draft')).toBeNull();
    expect(within(cards[1]!).getByText('Draft')).toBeTruthy();
    expect(within(cards[1]!).getByText('Short.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('user_id=5');
  });

  it('deletes a recipe after confirmation and removes its card', async () => {
    signInAs(member());
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse([recipe({ id: 1, name: 'Keep' }), recipe({ id: 2, name: 'Remove me' })], {
            headers: { 'X-Total-Count': '2' },
          }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithSession(<MyRecipesView />, { path: '/my-recipes' });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Remove me' });
    fireEvent.click(deleteButton);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this recipe?');
    expect(screen.getAllByTestId('my-recipe-card')).toHaveLength(2);
    fireEvent.click(deleteButton);
    await waitFor(() => expect(screen.getAllByTestId('my-recipe-card')).toHaveLength(1));
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall?.[0]).toBe('/api/v1/recipes/2');
  });

  it('shows the empty state with a link to share a first recipe', async () => {
    signInAs(member());
    stubFetch(() => jsonResponse([], { headers: { 'X-Total-Count': '0' } }));
    renderWithSession(<MyRecipesView />, { path: '/my-recipes' });
    expect(await screen.findByRole('heading', { name: 'No Recipes Yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share your first recipe' }).getAttribute('href')).toBe('/submit-recipe');
  });
});
