import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithSession, stubFetch } from '../auth/test-render.tsx';
import { ContactForm } from './ContactForm.tsx';

function fill() {
  fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Lan' } });
  fireEvent.input(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'lan@example.com' } });
  fireEvent.input(screen.getByRole('combobox', { name: 'Subject' }), { target: { value: 'partnership' } });
  fireEvent.input(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Shall we cook together?' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contact form', () => {
  it('names the missing fields after a submit attempt', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderWithSession(<ContactForm />);
    expect(screen.queryByText('Name is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps everything typed when sending fails', async () => {
    stubFetch(() => new Response('gateway down', { status: 502 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSession(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message could not be sent. Please try again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'Shall we cook together?',
    );
    expect((screen.getByRole('combobox', { name: 'Subject' }) as HTMLSelectElement).value).toBe('partnership');
  });

  it('sends the message and confirms', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 1, createdAt: '2025-01-01T00:00:00Z' }, { status: 201 }));
    renderWithSession(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you! Your message has been sent. We will get back to you soon.'),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Lan',
      email: 'lan@example.com',
      subject: 'partnership',
      message: 'Shall we cook together?',
    });
  });
});
