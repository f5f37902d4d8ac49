import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RichText } from './RichText.tsx';
import { linkify, safeWebUrl } from './linkify.ts';

afterEach(cleanup);

describe('RichText', () => {
  it('turns web addresses into links that open safely in a new tab', () => {
    render(<RichText text="From https://example.com/pho, adapted. See www.cook.example too." />);
    const first = screen.getByRole('link', { name: 'https://example.com/pho' });
    expect(first.getAttribute('href')).toBe('https://example.com/pho');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'www.cook.example' }).getAttribute('href')).toBe(
      'https://www.cook.example',
    );
  });

  it('keeps line breaks and starts paragraphs at blank lines', () => {
    const { container } = render(<RichText text={'Line one\nLine two\r\n\r\nSecond paragraph'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[0]!.textContent).toBe('Line oneLine two');
    expect(paragraphs[1]!.textContent).toBe('Second paragraph');
  });

  it('shows markup as text instead of running it', () => {
    const text = '<script>alert("x")</script><img src=x onerror="alert(1)"> <a href="javascript:alert(1)">click</a>';
    const { container } = render(<RichText text={text} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('renders nothing for blank text', () => {
    const { container } = render(<RichText text={'  \n\n '} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('linkify', () => {
  it('leaves sentence punctuation and unopened brackets outside the link', () => {
    expect(linkify('(see https://a.example/x).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { kind: 'text', text: ').' },
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/Pho_(soup)')[0]).toMatchObject({
      href: 'https://en.wikipedia.org/wiki/Pho_(soup)',
    });
  });

  it('never links other schemes', () => {
    expect(linkify('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ]);
  });
});

describe('safeWebUrl', () => {
  it('accepts only http and https', () => {
    expect(safeWebUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('not a url')).toBeNull();
    expect(safeWebUrl('')).toBeNull();
  });
});
