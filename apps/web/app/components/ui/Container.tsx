import type { HTMLAttributes } from 'react';
import styles from './Container.module.css';

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** A reading width for text pages and forms. */
  narrow?: boolean;
};

/** Centres content at the site's maximum width with side padding. */
export function Container({ narrow = false, className, ...rest }: ContainerProps) {
  return <div className={[styles.container, narrow && styles.narrow, className].filter(Boolean).join(' ')} {...rest} />;
}
