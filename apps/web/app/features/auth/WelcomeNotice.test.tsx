import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WelcomeNotice, welcomeVisibleMs } from './WelcomeNotice.tsx';
import { dismissWelcome, showWelcome } from './welcome-notice.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => dismissWelcome());
  vi.useRealTimers();
});

describe('the welcome after a sign-in', () => {
  it('is announced politely and stays about six seconds, not a flash', () => {
    render(<WelcomeNotice />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => showWelcome(["Welcome back! You're successfully logged in."]));
    expect(region.textContent).toBe("Welcome back! You're successfully logged in.");
    act(() => vi.advanceTimersByTime(2000));
    expect(region.textContent).toContain('Welcome back');
    act(() => vi.advanceTimersByTime(welcomeVisibleMs - 2000));
    expect(region.textContent).toBe('');
    expect(welcomeVisibleMs).toBeGreaterThanOrEqual(5000);
  });

  it('goes when closed', () => {
    render(<WelcomeNotice />);
    act(() => showWelcome(['Welcome, Anna!']));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('an earlier timer does not hide a newer welcome', () => {
    render(<WelcomeNotice />);
    act(() => showWelcome(['first']));
    act(() => vi.advanceTimersByTime(welcomeVisibleMs - 1000));
    act(() => showWelcome(['second']));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('second');
  });
});
