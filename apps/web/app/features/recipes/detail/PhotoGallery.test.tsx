import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderPage, sampleRecipe } from '../test-support.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';

afterEach(cleanup);

const images = [
  ...sampleRecipe().images,
  { image: '/media/3/p3-1600.webp', thumbnail: '/media/3/p3-400.webp', alt: 'Herbs' },
];

describe('PhotoGallery', () => {
  it('selects the first photo at load, with a srcset', async () => {
    renderPage(<PhotoGallery images={images} recipeName="Phở bò" />);
    const main = await screen.findByTestId('gallery-main');
    expect(main.getAttribute('src')).toBe('/media/3/p1-1600.webp');
    expect(main.getAttribute('alt')).toBe('A steaming bowl');
    expect(main.getAttribute('srcset')).toContain('/media/3/p1-800.webp 800w');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the clicked thumbnail as the main photo', async () => {
    renderPage(<PhotoGallery images={images} recipeName="Phở bò" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show photo 2 of 3' }));
    const main = screen.getByTestId('gallery-main');
    expect(main.getAttribute('src')).toBe('/media/3/p2-1600.webp');
    expect(main.getAttribute('alt')).toBe('Phở bò, photo 2');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves the selection with arrow keys, wrapping around', async () => {
    renderPage(<PhotoGallery images={images} recipeName="Phở bò" />);
    const first = await screen.findByRole('button', { name: 'Show photo 1 of 3' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/media/3/p3-1600.webp');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/media/3/p1-1600.webp');
  });

  it('shows no thumbnails for a single photo and nothing without photos', async () => {
    renderPage(<PhotoGallery images={images.slice(0, 1)} recipeName="Phở bò" />);
    await screen.findByTestId('gallery-main');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    const empty = renderPage(<PhotoGallery images={[]} recipeName="Phở bò" />);
    expect(empty.container.querySelector('figure')).toBeNull();
  });
});
