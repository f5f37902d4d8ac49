import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Container } from '../../components/ui/Container.tsx';
import { faqItems } from './page-content.ts';
import styles from '../../components/ui/page-styles/StaticPage.module.css';

/** SPEC "FAQ": questions as an accordion of native details/summary (keyboard and screen-reader ready). */
export function FaqPage() {
  const { t } = useTranslation('pages');
  const items = faqItems(t);
  return (
    <Container narrow className={styles.page}>
      <header className={styles.header}>
        <h1>{t('faq.title')}</h1>
        <p className={styles.lead}>{t('faq.intro')}</p>
      </header>
      <div className={styles.accordion}>
        {items.map((item) => (
          <details key={item.question} className={styles.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
      <p className={styles.more}>
        <Link to="/contact">{t('about.contactLink')}</Link>
      </p>
    </Container>
  );
}
