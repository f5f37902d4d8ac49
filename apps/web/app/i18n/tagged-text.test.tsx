import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text.tsx';

afterEach(cleanup);

const byline = (template: string, name: string) =>
  render(
    <p data-testid="byline">
      <TaggedText
        translate={(placeholders) => template.replace('{{name}}', placeholders.name ?? '')}
        values={{ name }}
        tag="author"
        wrap={(inner) => <a href="/members/3">{inner}</a>}
      />
    </p>,
  ).getByTestId('byline');

describe('TaggedText', () => {
  it('wraps the tagged part and fills in the value', () => {
    const element = byline('Recipe by <author>{{name}}</author>', 'Anna Becker');
    expect(element.textContent).toBe('Recipe by Anna Becker');
    expect(element.querySelector('a')?.textContent).toBe('Anna Becker');
  });

  it('keeps text after the tag', () => {
    const element = byline('<author>{{name}}</author> hat es geschrieben', 'Linh');
    expect(element.querySelector('a')?.textContent).toBe('Linh');
    expect(element.textContent).toBe('Linh hat es geschrieben');
  });

  it('never reads markup in the value', () => {
    const element = byline('Recipe by <author>{{name}}</author>', '<b>Eve</author> & co');
    expect(element.querySelector('a')?.textContent).toBe('<b>Eve</author> & co');
    expect(element.querySelector('b')).toBeNull();
  });

  it('shows the plain text when the tag is missing', () => {
    const element = byline('Recipe by {{name}}', 'Anna');
    expect(element.textContent).toBe('Recipe by Anna');
    expect(element.querySelector('a')).toBeNull();
  });
});
