import styles from './Field.module.css';

export interface FieldTextProps {
  label: string;
  /** Shown under the control, and linked to it for screen readers. */
  hint?: string;
  /** Shown under the control; marks it invalid. */
  error?: string | null;
}

/** Ids of the hint and error texts a control is described by. */
export function describedBy(id: string, hint?: string, error?: string | null): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label className={styles.label} htmlFor={id}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
