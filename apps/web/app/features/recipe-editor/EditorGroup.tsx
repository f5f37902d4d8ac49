import { useId, type ReactNode } from 'react';
import styles from './RecipeEditor.module.css';

/** One titled card of the form. */
export function EditorGroup({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {hint && <p className={styles.groupHint}>{hint}</p>}
      {children}
    </section>
  );
}
