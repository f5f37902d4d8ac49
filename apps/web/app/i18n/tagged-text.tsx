import type { ReactNode } from 'react';

// Marks where a value goes while the text is split; cannot occur in a translation.
const slot = (index: number) => `\u0000${index}\u0000`;

/**
 * A translation with one `<tag>…</tag>` pair, e.g. "Recipe by <author>{{name}}</author>", with
 * the tagged part wrapped by `wrap` (a link), without an HTML parser on every recipe page. `translate` gets placeholders for the values; the
 * text is split at the tag first and the values go in after, so member-written values are never
 * read as markup.
 */
export function TaggedText({
  translate,
  values,
  tag,
  wrap,
}: {
  translate: (placeholders: Record<string, string>) => string;
  values: Record<string, string>;
  tag: string;
  wrap: (inner: string) => ReactNode;
}) {
  const names = Object.keys(values);
  const text = translate(Object.fromEntries(names.map((name, i) => [name, slot(i)])));
  const fill = (part: string) =>
    names.reduce((filled, name, i) => filled.replaceAll(slot(i), values[name] ?? ''), part);
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = start === -1 ? -1 : text.indexOf(close, start + open.length);
  if (end === -1) return <>{fill(text)}</>;
  return (
    <>
      {fill(text.slice(0, start))}
      {wrap(fill(text.slice(start + open.length, end)))}
      {fill(text.slice(end + close.length))}
    </>
  );
}
