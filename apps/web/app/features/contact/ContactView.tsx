import { useTranslation } from '../../i18n/react.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { ContactForm } from './ContactForm.tsx';
import styles from '../../components/ui/page-styles/StaticPage.module.css';

export function ContactView() {
  const { t } = useTranslation('pages');
  return (
    <Container narrow className={styles.page}>
      <header className={styles.header}>
        <h1>{t('contact.title')}</h1>
        <p className={styles.lead}>{t('contact.intro')}</p>
      </header>
      <ContactForm />
    </Container>
  );
}
