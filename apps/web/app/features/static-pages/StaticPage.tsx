import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { pageSections, sectionAnchor, type SectionPage } from './page-content.ts';
import styles from '../../components/ui/page-styles/StaticPage.module.css';

interface StaticPageProps {
  page: SectionPage;
  /** Long legal texts get a table of contents and their "last updated" line. */
  legal?: boolean;
  children?: ReactNode;
}

/** A text page from the `pages` namespace: title, lead paragraph and sections. */
export function StaticPage({ page, legal = false, children }: StaticPageProps) {
  const { t } = useTranslation('pages');
  const sections = pageSections(t, page);
  return (
    <Container narrow className={styles.page}>
      <article>
        <header className={styles.header}>
          <h1>{t(`${page}.title`)}</h1>
          {legal && <p className={styles.updated}>{t('staticPage.lastUpdated', { date: t(`${page}.updated`) })}</p>}
          <p className={styles.lead}>{t(`${page}.intro`)}</p>
        </header>
        {legal && sections.length > 3 && (
          <nav className={styles.toc} aria-labelledby="toc-heading">
            <h2 id="toc-heading" className={styles.tocHeading}>
              {t('staticPage.onThisPage')}
            </h2>
            <ol>
              {sections.map((section, index) => (
                <li key={sectionAnchor(index)}>
                  <a href={`#${sectionAnchor(index)}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {sections.map((section, index) => (
          <section key={sectionAnchor(index)} id={sectionAnchor(index)} className={styles.section}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items.length > 0 && (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {children}
      </article>
    </Container>
  );
}
