import type { HTMLAttributes } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = HTMLAttributes<HTMLDivElement> & { tone?: AlertTone };

/** A notice. Errors are announced at once (role alert); the rest politely (role status). */
export function Alert({ tone = 'info', className, role, ...rest }: AlertProps) {
  return (
    <div
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
