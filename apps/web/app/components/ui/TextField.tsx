import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldLabel, FieldMessages, type FieldTextProps } from './field-parts.tsx';
import styles from './Field.module.css';

export type TextFieldProps = FieldTextProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with optional hint and error text. */
export function TextField({ label, hint, error, id, className, required, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel id={inputId} label={label} required={required} />
      <input
        id={inputId}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}

export type TextAreaProps = FieldTextProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line text box. */
export function TextArea({ label, hint, error, id, className, required, ...rest }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel id={inputId} label={label} required={required} />
      <textarea
        id={inputId}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
