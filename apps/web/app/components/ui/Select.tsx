import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldLabel, FieldMessages, type FieldTextProps } from './field-parts.tsx';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldTextProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** A first, empty choice (e.g. "Select a category"). */
    placeholder?: string;
  };

/** A labelled native select. */
export function Select({ label, hint, error, id, className, required, options, placeholder, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel id={selectId} label={label} required={required} />
      <select
        id={selectId}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}
