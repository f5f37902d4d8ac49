import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, sampleMember, sampleRecipe, storeMember } from '../test-support.tsx';
import { RecipeDetail } from './RecipeDetail.tsx';

afterEach(() => {
  cleanup();
  storeMember(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pageUrl = 'https://recipes.example/recipe/7/ph%E1%BB%9F-b%C3%B2';

function renderDetail(recipe = sampleRecipe(), language: 'en' | 'de' | 'vi' = 'en') {
  return renderPage(<RecipeDetail recipe={recipe} pageUrl={pageUrl} shareImage={null} jsonLd="{}" />, { language });
}

describe('RecipeDetail', () => {
  it('shows the recipe: badges linking to filtered lists, sections, steps and facts', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Phở bò' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Category: Soups' }).getAttribute('href')).toBe('/recipes?category=soups');
    expect(screen.getByRole('link', { name: 'Cuisine: Vietnamese' }).getAttribute('href')).toBe(
      '/recipes?cuisine=vietnamese',
    );
    expect(screen.getByRole('heading', { name: 'Origin' })).toBeTruthy();
    expect(screen.getByText('Hanoi.')).toBeTruthy();
    expect(screen.getByText('A clear broth.')).toBeTruthy();
    expect(screen.getByText('1 h 15 min')).toBeTruthy();
    const steps = screen.getByRole('heading', { name: 'Instructions' }).parentElement!.querySelectorAll('ol > li');
    expect(steps).toHaveLength(2);
    expect(steps[0]!.id).toBe('step-1');
    expect(screen.getByRole('img', { name: 'Photo of step 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'example.com' }).getAttribute('href')).toBe('https://example.com/pho');
  });

  it('shows preset section titles in the reader language, whatever language stored them', async () => {
    const recipe = sampleRecipe({
      description: 'A clear broth.\n\n#Origin\nHanoi.\n\n#Kochtipps\nSimmer.\n\n#My trick\nLime.',
    });
    renderDetail(recipe, 'vi');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nguồn gốc' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Mẹo nấu ăn' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'My trick' })).toBeTruthy();
    cleanup();
    renderDetail(recipe, 'de');
    expect(await screen.findByRole('heading', { level: 2, name: 'Herkunft' })).toBeTruthy();
  });

  it('shows Edit Recipe to the creator only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ favoriteIds: [], ratings: [], unitSystem: null })),
    );
    storeMember(sampleMember({ id: 3 }));
    renderDetail();
    const edit = await screen.findByRole('link', { name: 'Edit Recipe' });
    expect(edit.getAttribute('href')).toBe('/recipe/7/ph%E1%BB%9F-b%C3%B2/edit');
    cleanup();
    storeMember(sampleMember({ id: 4 }));
    renderDetail();
    await screen.findByText('Click a star to rate this recipe.');
    expect(screen.queryByRole('link', { name: 'Edit Recipe' })).toBeNull();
  });

  it('copies the link and says so in the page language', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderDetail(sampleRecipe(), 'de');
    fireEvent.click(await screen.findByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Rezept-Link in die Zwischenablage kopiert!'));
    expect(writeText).toHaveBeenCalledWith(pageUrl);
  });

  it('shares by e-mail, to social sites and to Alexa as a shopping list', async () => {
    renderDetail();
    const alexa = await screen.findByRole('link', { name: 'Send to Alexa' });
    const href = alexa.getAttribute('href')!;
    expect(href.startsWith('mailto:?subject=Shopping%20list%3A%20Ph%E1%BB%9F%20b%C3%B2')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Broth:\n- Beef bones\n- Star anise\n\nBowl:\n- Rice noodles');
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
    );
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toContain('mailto:?subject=');
    expect(screen.getByRole('link', { name: 'Pinterest' }).getAttribute('href')).toContain(
      'pinterest.com/pin/create/button/',
    );
    expect(screen.getByRole('link', { name: 'X (Twitter)' }).getAttribute('href')).toContain(
      'twitter.com/intent/tweet',
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
