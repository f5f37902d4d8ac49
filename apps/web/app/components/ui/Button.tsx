import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';
import { PlainLink, type PlainLinkProps } from './PlainLink.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
}

/** The class names behind Button, for elements that must look like one. */
export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonLook,
  extra?: string,
): string {
  return [styles.button, styles[variant], size === 'sm' && styles.sm, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}

export type ButtonLinkProps = PlainLinkProps & ButtonLook;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <PlainLink className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
