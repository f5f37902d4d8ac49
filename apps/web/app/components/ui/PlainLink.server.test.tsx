import { renderToString } from 'react-dom/server';
import { createRoutesStub, Link } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { isPlainPath, PlainLink } from './PlainLink.tsx';

/** What React's server writes for `ui` on /recipes in a router in memory. */
const html = (ui: ReactNode) => {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return renderToString(<Stub initialEntries={['/recipes']} />);
};

describe('PlainLink on the server', () => {
  it("writes the same HTML as React Router's Link", () => {
    for (const to of ['/', '/recipes?category=soups', '/recipe/12/pho-bo', '/recipes/k%C3%A4se#top']) {
      expect(html(<PlainLink to={to} className="a" aria-label="x" rel="next" />)).toBe(
        html(<Link to={to} className="a" aria-label="x" rel="next" />),
      );
    }
  });

  it('leaves paths Link would rewrite to Link', () => {
    for (const to of ['#newsletter', 'relative', '/a//b', '/a/../b', '/a/./b', '/a?', '/a#', '//evil.example']) {
      expect(isPlainPath(to)).toBe(false);
      expect(html(<PlainLink to={to} />)).toBe(html(<Link to={to} />));
    }
    expect(isPlainPath('/recipes?q=a.b&x=..')).toBe(true);
  });
});
