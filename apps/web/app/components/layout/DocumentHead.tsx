import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Meta } from 'react-router';
import { whenDocumentHydrated } from '../../lib/hydration-pass.ts';

/** What the head keeps through hydration under Preact: its children are left as the server wrote them. */
const keptAsWritten = { __html: '' };

/**
 * The `<head>` of every page, as the server (React) writes it. Preact, the browser's runtime
 * (decision 0048), matches children by position, while React's server writes the head in its own
 * order (preloads first, hoisted tags, then scripts and the stylesheet); so in the browser the head
 * is left as the server wrote it and only the route's tags follow navigations.
 */
export function DocumentHead({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <head>{children}</head>;
  return (
    <>
      <head dangerouslySetInnerHTML={keptAsWritten} />
      <RouteTags />
    </>
  );
}

/** The tags React Router's <Meta /> writes from the routes' `meta` exports. */
function isRouteTag(element: Element): boolean {
  switch (element.localName) {
    case 'title':
      return true;
    case 'meta': {
      const name = element.getAttribute('name');
      return element.hasAttribute('property') || (name !== null && name !== 'viewport' && name !== 'theme-color');
    }
    case 'link':
      return ['canonical', 'alternate'].includes(element.getAttribute('rel') ?? '');
    case 'script':
      return element.getAttribute('type') === 'application/ld+json';
    default:
      return false;
  }
}

/**
 * Renders <Meta /> aside and puts copies of its tags in the head in place of the previous ones.
 * Not before the whole page has hydrated: until a navigation the head holds the server's tags,
 * and rendering and copying them again would lengthen the hydration's first task (decision 0049).
 */
function RouteTags() {
  const [aside] = useState(() => document.createElement('div'));
  const [following, setFollowing] = useState(false);
  useEffect(() => whenDocumentHydrated(() => setFollowing(true)), []);
  useLayoutEffect(() => {
    if (!following) return;
    const show = () => {
      const previous = [...document.head.children].filter(isRouteTag);
      const copies = [...aside.children].map((tag) => tag.cloneNode(true));
      // The server's tags, or a navigation that changed none of them: nothing to replace.
      if (previous.length === copies.length && previous.every((tag, i) => tag.isEqualNode(copies[i]!))) return;
      const place = previous[0] ?? null;
      for (const copy of copies) document.head.insertBefore(copy, place);
      for (const tag of previous) tag.remove();
    };
    show();
    const observer = new MutationObserver(show);
    observer.observe(aside, { childList: true, subtree: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [aside, following]);
  return following ? createPortal(<Meta />, aside) : null;
}
