import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { createPath, Link, useLocation, useNavigate } from 'react-router';

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of this site, with its query and hash if any: `/recipes?cuisine=thai`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
  /** As on `<Link>`: replace the history entry (default: only when it leads where the page is). */
  replace?: boolean;
  /** As on `<Link>`: keep the scroll position after the navigation. */
  preventScrollReset?: boolean;
};

/**
 * Whether React Router's `<Link>` would write `to` unchanged as its href: an absolute path with
 * no `//`, backslash, `.`/`..` segment or empty `?`/`#` for it to normalise. (Its resolution
 * removes double slashes and dot segments and drops a bare `?` or `#`.)
 */
export function isPlainPath(to: string): boolean {
  if (!to.startsWith('/')) return false;
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  return !/\/\/|\\|\/\.\.?(?:\/|$)/.test(pathname) && !/\?(?:#|$)|#$/.test(to);
}

/** React Router's rule for a click it navigates itself: a plain left click on a link for this tab. */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a path of this site, for the many plain links of a page (cards, footer, badges).
 * It writes the same `<a>` as React Router's `<Link>` (href, then `data-discover` for lazy route
 * discovery) and navigates on the client the same way (push, or replace when it leads where the
 * page already is, unless `replace` says), but skips what a plain absolute path does not need:
 * relative path resolution, prefetch set-up and absolute-URL handling. On a page of many links that
 * is a large part of the server render (decision 0033). Anything else (relative paths, `state`,
 * prefetch, view transitions…) keeps using `<Link>`, and so does a path `<Link>` would rewrite.
 */
export function PlainLink(props: PlainLinkProps) {
  return isPlainPath(props.to) ? <PlainAnchor {...props} /> : <Link {...props} />;
}

function PlainAnchor({ to, onClick, target, replace, preventScrollReset, ...rest }: PlainLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isRouterClick(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === to, preventScrollReset });
  };
  // Attributes in <Link>'s order, so the HTML is the same byte for byte.
  return <a {...rest} href={to} onClick={handleClick} target={target} data-discover="true" />;
}
