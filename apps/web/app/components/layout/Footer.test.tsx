import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';
import { renderWithRouter } from './test-support.tsx';

describe('Footer', () => {
  it('links real pages only, and social sites safely', async () => {
    renderWithRouter(<Footer />);
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/recipes',
      '/recipes?sort=rating',
      '/categories',
      '/submit-recipe',
      '/contact',
      '/about',
      '/faq',
      '/privacy-policy',
      '/api/docs',
      '/terms',
      '/cookies',
      '/register',
      '#newsletter',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(
      hrefs.filter((href) => !href?.startsWith('/') && !href?.startsWith('#') && !href?.startsWith('https://')),
    ).toEqual([]);
    for (const social of within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link')) {
      expect(social.getAttribute('target')).toBe('_blank');
      expect(social.getAttribute('rel')).toContain('noopener');
    }
    expect(within(footer).queryByRole('link', { name: 'Blog' })).toBeNull();
  });

  it('reads © 2024', async () => {
    renderWithRouter(<Footer />);
    expect((await screen.findByRole('contentinfo')).textContent).toContain('© 2024 RecipeShare. All rights reserved.');
  });
});
