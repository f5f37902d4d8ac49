import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterView } from './RegisterView.tsx';
import { storedUser } from '../../lib/session/session-store.ts';
import { SiteNotice } from './SiteNotice.tsx';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from './test-render.tsx';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.input(screen.getByLabelText(new RegExp(`^${label}`, 'i')), { target: { value } });
  }
}

// Every render asks for the sign-in providers; a test that expects more calls stubs fetch again.
beforeEach(() => {
  stubFetch(() => jsonResponse({}));
});

afterEach(() => {
  signInAs(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('register form', () => {
  it('checks the fields only after a submit attempt', () => {
    renderWithSession(<RegisterView />, { path: '/register' });
    fill({ password: 'short' });
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('shows a taken username at the username field', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          success: false,
          error: 'That username is already taken.',
          code: 'CONFLICT',
          timestamp: '2025-01-01T00:00:00Z',
          details: [{ path: 'username', message: 'That username is already taken.' }],
        },
        { status: 409 },
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSession(<RegisterView />, { path: '/register' });
    fill({ username: 'anna', name: 'Anna', 'e-mail': 'anna@example.com', password: 'long-enough' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText('That username is already taken.');
    const input = screen.getByLabelText(/^username/i);
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(storedUser()).toBeNull();
  });

  it('signs the new member in', async () => {
    const fetchMock = stubFetch(() => jsonResponse(member({ username: 'anna' }), { status: 201 }));
    renderWithSession(<RegisterView />, { path: '/register' });
    fill({ username: 'Anna', name: ' Anna Schmidt ', 'e-mail': 'anna@example.com', password: 'long-enough' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    expect(storedUser()?.username).toBe('anna');
    // The next page welcomes the member and names the confirm mail that went out.
    render(<SiteNotice />);
    const welcome = screen.getByRole('status');
    expect(welcome.textContent).toContain('Welcome, Anna Schmidt! Your account is ready.');
    expect(welcome.textContent).toContain('anna@example.com');
    const body: unknown = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      username: 'anna',
      name: 'Anna Schmidt',
      email: 'anna@example.com',
      password: 'long-enough',
    });
  });
});

describe('register form conflicts without details', () => {
  it('shows a taken e-mail address at the e-mail field', async () => {
    stubFetch(() =>
      jsonResponse(
        { success: false, error: 'Diese E-Mail-Adresse ist bereits registriert.', code: 'CONFLICT', timestamp: 'x' },
        { status: 409 },
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSession(<RegisterView />, { path: '/register' });
    fill({ username: 'anna', name: 'Anna', 'e-mail': 'anna@example.com', password: 'long-enough' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText('Diese E-Mail-Adresse ist bereits registriert.');
    expect(screen.getByLabelText(/^e-mail/i).getAttribute('aria-describedby')).toContain(message.id);
  });
});
