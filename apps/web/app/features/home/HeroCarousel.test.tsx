import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../components/layout/test-support.tsx';
import { HeroCarousel, slideIntervalMs } from './HeroCarousel.tsx';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

const activeTitle = () => document.querySelector('[data-active="true"] h1, [data-active="true"] h2')?.textContent;

describe('HeroCarousel', () => {
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => vi.useRealTimers());

  it('has three slides, previous/next buttons and dots', async () => {
    renderWithRouter(<HeroCarousel images={[null, null, null]} />);
    await screen.findByRole('region', { name: 'Highlights' });
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(activeTitle()).toBe('Browse Recipes');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle()).toBe('Join Community');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Start Cooking' }));
    expect(activeTitle()).toBe('Start Cooking');
    expect(screen.getByRole('button', { name: 'Show slide 3: Start Cooking' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeTitle()).toBe('Browse Recipes');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeTitle()).toBe('Start Cooking');
  });

  it('hides inactive slides from assistive technology', async () => {
    renderWithRouter(<HeroCarousel images={[null, null, null]} />);
    await screen.findByRole('region', { name: 'Highlights' });
    const hidden = document.querySelectorAll('[data-active="false"]');
    expect(hidden).toHaveLength(2);
    hidden.forEach((slide) => expect(slide.getAttribute('aria-hidden')).toBe('true'));
  });

  it('advances every slideIntervalMs (at least 6 s) until paused', async () => {
    expect(slideIntervalMs).toBeGreaterThanOrEqual(6000);
    vi.useFakeTimers();
    renderWithRouter(<HeroCarousel images={[null, null, null]} />);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    await act(async () => vi.advanceTimersByTimeAsync(slideIntervalMs - 100));
    expect(activeTitle()).toBe('Browse Recipes');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(activeTitle()).toBe('Join Community');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await act(async () => vi.advanceTimersByTimeAsync(slideIntervalMs * 3));
    expect(activeTitle()).toBe('Join Community');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('does not move for people who prefer reduced motion', async () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    renderWithRouter(<HeroCarousel images={[null, null, null]} />);
    await act(async () => vi.advanceTimersByTimeAsync(slideIntervalMs * 3));
    expect(activeTitle()).toBe('Browse Recipes');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });
});
