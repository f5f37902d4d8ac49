import { useId } from 'react';
import { buttonClassName } from '../../components/ui/Button.tsx';
import styles from './ImagesEditor.module.css';
import { Camera } from 'lucide-react';

interface PhotoPickerProps {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  onFiles(files: File[]): void;
}

/** A file input for images only (SPEC section 5), shown as a button. */
export function PhotoPicker({
  label,
  multiple = false,
  disabled = false,
  variant = 'secondary',
  onFiles,
}: PhotoPickerProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={buttonClassName({ variant, size: 'sm' }, styles.picker)}
      aria-disabled={disabled || undefined}
    >
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        className="visually-hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Picking the same file again must fire a change too.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Camera size="1.1em" aria-hidden="true" focusable="false" /> {label}
    </label>
  );
}
