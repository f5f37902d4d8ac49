import styles from './Account.module.css';

/** Up to two initials from the member's name ("Anna Maria Schmidt" → "AS"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The member's picture, or their initials on a warm background when they have none. With an
 * empty `alt` it is decoration (the name is written next to it); `small` suits lists of people.
 */
export function Avatar({
  name,
  picture,
  alt,
  size = 'large',
}: {
  name: string;
  picture: string | null;
  alt: string;
  size?: 'large' | 'small';
}) {
  const sizeClass = size === 'small' ? ` ${styles.avatarSmall}` : '';
  const pixels = size === 'small' ? 48 : 112;
  if (picture) {
    return <img className={`${styles.avatar}${sizeClass}`} src={picture} alt={alt} width={pixels} height={pixels} />;
  }
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <span className={`${styles.avatar} ${styles.initials}${sizeClass}`} {...label}>
      {initialsOf(name)}
    </span>
  );
}
