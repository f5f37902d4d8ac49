import { Fragment } from 'react';
import { linkify } from './linkify.ts';
import styles from './RichText.module.css';

/**
 * Member-written text as React nodes: blank lines start paragraphs, single line breaks are
 * kept, web addresses become links. Markup in the text is shown as text, never interpreted.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className ? `${styles.text} ${className}` : styles.text}>
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.split('\n').map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {linkify(line).map((part, i) =>
                part.kind === 'link' ? (
                  <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
                    {part.text}
                  </a>
                ) : (
                  <Fragment key={i}>{part.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
