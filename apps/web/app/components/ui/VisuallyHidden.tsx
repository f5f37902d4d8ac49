import type { HTMLAttributes } from 'react';

/** Text for screen readers only (the class lives in the global stylesheet). */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={['visually-hidden', className].filter(Boolean).join(' ')} {...rest} />;
}
