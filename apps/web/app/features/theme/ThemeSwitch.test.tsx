import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { themeScript } from './theme-script.ts';

const root = document.documentElement;

function clearChoice() {
  root.removeAttribute('data-theme');
  document.cookie = 'theme=; Path=/; Max-Age=0';
  window.localStorage.clear();
}

/** Runs the inline <head> script as the browser would, on the current cookie and storage. */
function runHeadScript() {
  // The very text the page inlines.
  new Function(themeScript)();
}

afterEach(clearChoice);

describe('ThemeSwitch', () => {
  it('offers System, Light and Dark as a labelled radio group with icons, System by default', () => {
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Colour scheme' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0] ?? null)).toBe(true);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
    for (const radio of radios) expect(radio.closest('label')?.querySelector('svg')).not.toBeNull();
  });

  it('applies a choice at once and keeps it in a cookie and local storage; System forgets it', () => {
    render(<ThemeSwitch />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');

    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(document.cookie).not.toContain('theme=');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('shows the choice the head script restored, and follows a choice made in another tab', () => {
    document.cookie = 'theme=dark; Path=/';
    runHeadScript();
    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);

    act(() => {
      window.localStorage.setItem('theme', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    });
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
  });
});

describe('the inline head script', () => {
  it('sets data-theme from the cookie, leaving local storage to the switch after hydration', () => {
    document.cookie = 'lang=de';
    document.cookie = 'theme=light; Path=/';
    window.localStorage.setItem('theme', 'dark');
    runHeadScript();
    expect(root.getAttribute('data-theme')).toBe('light');

    // The cookie is gone but storage still holds the choice: the switch brings it back and
    // keeps it in a cookie again.
    clearChoice();
    window.localStorage.setItem('theme', 'dark');
    runHeadScript();
    expect(root.hasAttribute('data-theme')).toBe(false);
    render(<ThemeSwitch />);
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
  });

  it('leaves the page to the system for no choice or an unknown value', () => {
    runHeadScript();
    expect(root.hasAttribute('data-theme')).toBe(false);
    document.cookie = 'theme=sepia; Path=/';
    window.localStorage.setItem('theme', '<script>');
    runHeadScript();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('is plain text with nothing that could close its <script> element', () => {
    expect(themeScript).not.toMatch(/<\/?script/i);
    expect(themeScript.length).toBeLessThan(400);
  });
});
