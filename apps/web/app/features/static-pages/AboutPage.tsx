import { useTranslation } from '../../i18n/react.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { StaticPage } from './StaticPage.tsx';
import styles from '../../components/ui/page-styles/StaticPage.module.css';

export function AboutPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPage page="about">
      <p className={styles.more}>
        <ButtonLink to="/contact" variant="secondary">
          {t('about.contactLink')}
        </ButtonLink>
      </p>
    </StaticPage>
  );
}
