import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageMenu } from './LanguageMenu.tsx';
import { renderWithRouter } from './test-support.tsx';

describe('LanguageMenu', () => {
  it('shows the current code in upper case and the three languages with flags', async () => {
    renderWithRouter(<LanguageMenu />);
    const button = await screen.findByRole('button', { name: 'EN · Language: English. Change language' });
    expect(button.textContent).toBe('EN');
    // WCAG 2.5.3 (label in name): the name starts with the visible text, so "click EN" works.
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '-')).toBe(true);
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Deutsch', 'Tiếng Việt']);
    expect(items.every((item) => item.querySelector('svg'))).toBe(true);
    expect(items[0]?.getAttribute('aria-checked')).toBe('true');
  });

  it('moves with the arrow keys and closes on Escape, returning focus', async () => {
    renderWithRouter(<LanguageMenu />);
    const button = await screen.findByRole('button', { name: /Language/ });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'English' })));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
