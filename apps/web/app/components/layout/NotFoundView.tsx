import { useTranslation } from '../../i18n/react.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import styles from './NotFoundView.module.css';

/** The translated "page not found" content, for unknown paths and missing records alike. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <Container narrow className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.message')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        <ButtonLink to="/recipes" variant="secondary">
          {t('notFound.browse')}
        </ButtonLink>
      </div>
    </Container>
  );
}
