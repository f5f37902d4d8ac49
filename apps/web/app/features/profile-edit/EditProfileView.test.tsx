import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedUser } from '../../lib/session/session-store.ts';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from '../auth/test-render.tsx';
import { EditProfileView } from './EditProfileView.tsx';

afterEach(() => {
  signInAs(null);
  vi.unstubAllGlobals();
});

function answerWith(overrides: (url: string, init: RequestInit | undefined) => Response | null) {
  return stubFetch((url, init) => {
    const special = overrides(url, init);
    if (special) return special;
    if (url.endsWith('/users/me/sign-in-methods'))
      return jsonResponse({ password: true, facebook: false, google: false });
    return jsonResponse({}, { status: 404 });
  });
}

describe('edit profile', () => {
  it('saves a new name and updates the stored member', async () => {
    signInAs(member());
    const fetchMock = answerWith((url, init) =>
      url.endsWith('/users/me') && init?.method === 'PATCH'
        ? jsonResponse({ ...member(), token: undefined, name: 'Anna Weber' })
        : null,
    );
    renderWithSession(<EditProfileView />);
    fireEvent.input(await screen.findByLabelText(/^name/i), { target: { value: 'Anna Weber' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your details have been saved.');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: 'Anna Weber' });
    expect(storedUser()?.name).toBe('Anna Weber');
    expect(storedUser()?.token).toBe('token-anna');
  });

  it('shows the server message when the e-mail address is taken', async () => {
    signInAs(member());
    answerWith((url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse(
            {
              success: false,
              error: 'This e-mail is already registered',
              code: 'CONFLICT',
              timestamp: '2026-01-01T00:00:00.000Z',
            },
            { status: 409 },
          )
        : null,
    );
    renderWithSession(<EditProfileView />);
    fireEvent.input(await screen.findByLabelText(/^e-mail/i), { target: { value: 'other@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This e-mail is already registered')).toBeTruthy();
  });

  it('checks the password fields before sending anything', async () => {
    signInAs(member());
    const fetchMock = answerWith(() => null);
    renderWithSession(<EditProfileView />);
    const save = await screen.findByRole('button', { name: 'Save password' });
    fireEvent.input(screen.getByLabelText(/^new password/i), { target: { value: 'short' } });
    fireEvent.click(save);
    expect(screen.getByText('Please enter your current password')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('lets a member without a password set one without the current one', async () => {
    signInAs(member());
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/sign-in-methods')) return jsonResponse({ password: false, facebook: true, google: false });
      if (init?.method === 'PUT') return new Response(null, { status: 204 });
      return jsonResponse({}, { status: 404 });
    });
    renderWithSession(<EditProfileView />);
    await screen.findByRole('heading', { name: 'Set a password' });
    expect(screen.queryByLabelText(/current password/i)).toBeNull();
    fireEvent.input(screen.getByLabelText(/^new password/i), { target: { value: 'first-password' } });
    fireEvent.input(screen.getByLabelText(/^repeat new password/i), { target: { value: 'first-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.getByText('Your password has been changed.')).toBeTruthy());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ newPassword: 'first-password' });
  });

  it('offers the picture as a styled button over a hidden file input, and names the chosen file', async () => {
    signInAs(member());
    answerWith(() => null);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    renderWithSession(<EditProfileView />);
    const input = await screen.findByLabelText('Choose a picture');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.className).toContain('visually-hidden');
    expect(input.closest('label')?.className).toMatch(/button/);
    expect(screen.getByTestId('avatar-file-name').textContent).toBe('No picture chosen');
    const file = new File(['x'], 'holiday-portrait.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('avatar-file-name').textContent).toBe('holiday-portrait.png'));
    expect(screen.getByRole('button', { name: 'Upload picture' }).hasAttribute('disabled')).toBe(false);
  });
});
