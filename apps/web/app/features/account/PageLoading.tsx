import styles from './Account.module.css';

/**
 * What a member's own page shows until the session is read from local storage (and what the
 * server renders): the page's heading, so the document has its h1 from the first byte.
 */
export function PageLoading({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.loading} aria-busy="true">
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}
