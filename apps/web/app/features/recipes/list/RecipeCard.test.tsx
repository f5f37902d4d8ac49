import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderPage, sampleRecipe } from '../test-support.tsx';
import { RecipeCard } from './RecipeCard.tsx';

afterEach(cleanup);

describe('RecipeCard', () => {
  it('links to the recipe page and shows name, thumbnail, description and rating', async () => {
    const { container } = renderPage(<RecipeCard recipe={sampleRecipe()} />);
    const link = await screen.findByRole('link');
    expect(link.getAttribute('href')).toBe('/recipe/7/ph%E1%BB%9F-b%C3%B2');
    expect(screen.getByRole('heading', { name: 'Phở bò' })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'A steaming bowl' });
    expect(image.getAttribute('src')).toBe('/media/3/p1-400.webp');
    expect(image.getAttribute('srcset')).toBe('/media/3/p1-400.webp 400w, /media/3/p1-800.webp 800w');
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('300');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Hanoi beef noodle soup.')).toBeTruthy();
    expect(container.querySelector('[data-stars]')?.getAttribute('data-stars')).toBe('4.5');
    expect(container.textContent).toContain('(2)');
  });

  it('loads eagerly in the first row and uses the name as alt text when the photo has none', async () => {
    const recipe = sampleRecipe({
      images: [{ image: '/media/3/x-1600.webp', thumbnail: '/media/3/x-400.webp', alt: '' }],
    });
    renderPage(<RecipeCard recipe={recipe} eager />);
    const image = await screen.findByRole('img', { name: 'Phở bò' });
    expect(image.getAttribute('loading')).toBe('eager');
  });

  it('shows no image, no description and five empty stars with (0) when the recipe has none', async () => {
    const recipe = sampleRecipe({ images: [], shortDescription: '', averageRating: null, ratingCount: 0 });
    const { container } = renderPage(<RecipeCard recipe={recipe} />);
    await screen.findByRole('link');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('[data-stars]')?.getAttribute('data-stars')).toBe('0');
    expect(container.textContent).toContain('(0)');
  });
});
