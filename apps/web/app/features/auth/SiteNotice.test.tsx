import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteNotice, welcomeVisibleMs } from './SiteNotice.tsx';
import { dismissNotice, showConfirmation, showSessionEnded, showWelcome } from '../../lib/session/site-notice.ts';
import { member, renderWithSession, signInAs } from './test-render.tsx';

afterEach(() => {
  act(() => dismissNotice());
  signInAs(null);
});

describe('the welcome after a sign-in', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is announced politely and stays about six seconds, not a flash', () => {
    render(<SiteNotice />);
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

  it('carries a confirmation (a new recipe: "Recipe created") to the next page and lets it go by', () => {
    render(<SiteNotice />);
    act(() => showConfirmation(['Recipe created']));
    expect(screen.getByTestId('confirmation-notice').textContent).toBe('Recipe created');
    act(() => vi.advanceTimersByTime(welcomeVisibleMs));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('goes when closed', () => {
    render(<SiteNotice />);
    act(() => showWelcome(['Welcome, Anna!']));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('an earlier timer does not hide a newer welcome', () => {
    render(<SiteNotice />);
    act(() => showWelcome(['first']));
    act(() => vi.advanceTimersByTime(welcomeVisibleMs - 1000));
    act(() => showWelcome(['second']));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('second');
  });
});

describe('the end of a session', () => {
  it('links to the sign-in page that brings the member back here, and does not go by itself', () => {
    vi.useFakeTimers();
    try {
      renderWithSession(<SiteNotice />, { path: '/recipe/7/pho-bo?servings=4' });
      act(() => showSessionEnded());
      const region = screen.getByRole('status');
      expect(region.textContent).toBe('Your session has ended. Please sign in again.');
      const link = screen.getByRole('link', { name: 'sign in again' });
      expect(link.getAttribute('href')).toBe('/login?redirectTo=%2Frecipe%2F7%2Fpho-bo%3Fservings%3D4');
      act(() => vi.advanceTimersByTime(welcomeVisibleMs * 10));
      expect(region.textContent).toContain('Your session has ended.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is text alone on the sign-in page, where the form is', () => {
    renderWithSession(<SiteNotice />, { path: '/login?redirectTo=%2Frecipe%2Fnew' });
    act(() => showSessionEnded());
    expect(screen.getByRole('status').textContent).toBe('Your session has ended. Please sign in again.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('goes once a member is signed in again (here or in another tab)', async () => {
    renderWithSession(<SiteNotice />);
    act(() => showSessionEnded());
    expect(await screen.findByText(/Your session has ended/)).toBeTruthy();
    act(() => signInAs(member({ token: 'token-new' })));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays while the tab still shows the member whose session another tab ended', async () => {
    signInAs(member());
    renderWithSession(<SiteNotice />);
    act(() => showSessionEnded());
    expect(await screen.findByText(/Your session has ended/)).toBeTruthy();
    act(() => signInAs(null));
    expect(screen.getByRole('status').textContent).toContain('Your session has ended.');
  });
});
