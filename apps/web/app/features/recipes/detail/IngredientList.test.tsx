import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from '../test-support.tsx';
import { IngredientList } from './IngredientList.tsx';
import { groupIngredients } from './ingredient-groups.ts';

afterEach(cleanup);

describe('groupIngredients', () => {
  it('groups ingredients under their # headings and drops blank entries', () => {
    expect(groupIngredients(['Salt', '', '#Broth', 'Bones', '  #  Bowl ', 'Noodles', '#Empty'])).toEqual([
      { heading: null, items: ['Salt'] },
      { heading: 'Broth', items: ['Bones'] },
      { heading: 'Bowl', items: ['Noodles'] },
      { heading: 'Empty', items: [] },
    ]);
  });
});

describe('IngredientList', () => {
  it('shows # entries as headings without a bullet and the rest as list items', async () => {
    const { container } = renderPage(
      <IngredientList ingredients={['#Broth', 'Beef bones', 'Star anise', '#Bowl', 'Rice noodles']} />,
    );
    expect(await screen.findByRole('heading', { name: 'Ingredients' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Broth', level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bowl', level: 3 })).toBeTruthy();
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['Beef bones', 'Star anise', 'Rice noodles']);
    expect(container.textContent).not.toContain('#');
  });

  it('renders nothing for an empty list', () => {
    const { container } = renderPage(<IngredientList ingredients={['', ' ']} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
