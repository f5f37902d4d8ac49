import styles from './Account.module.css';

/** Up to two initials from the member's name ("Anna Maria Schmidt" → "AS"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The member's picture, or their initials on a warm background when they have none. */
export function Avatar({ name, picture, alt }: { name: string; picture: string | null; alt: string }) {
  if (picture) {
    return <img className={styles.avatar} src={picture} alt={alt} width={112} height={112} />;
  }
  return (
    <span className={`${styles.avatar} ${styles.initials}`} role="img" aria-label={alt}>
      {initialsOf(name)}
    </span>
  );
}
