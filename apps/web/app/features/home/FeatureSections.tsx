import { useTranslation } from '../../i18n/react.tsx';
import { PlainLink } from '../../components/ui/PlainLink.tsx';
import styles from './FeatureSections.module.css';
import { ChefHat, Earth, ListOrdered } from 'lucide-react';

const features = [
  { key: 'family', Icon: ChefHat, to: '/submit-recipe' },
  { key: 'steps', Icon: ListOrdered, to: '/recipes' },
  { key: 'community', Icon: Earth, to: '/register' },
] as const;

/** SPEC section 1: family recipes, step-by-step guidance and the global community. */
export function FeatureSections() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <h2 id="features-heading" className={styles.heading}>
        {t('home.features.title')}
      </h2>
      <div className={styles.grid}>
        {features.map((feature) => (
          <article key={feature.key} className={styles.feature} data-feature={feature.key}>
            <span className={styles.icon} aria-hidden="true">
              <feature.Icon size="1em" focusable="false" />
            </span>
            <h3>{t(`home.features.${feature.key}.title`)}</h3>
            <p>{t(`home.features.${feature.key}.text`)}</p>
            <PlainLink to={feature.to} className={styles.link}>
              {t(`home.features.${feature.key}.link`)}
              <span aria-hidden="true"> →</span>
            </PlainLink>
          </article>
        ))}
      </div>
    </section>
  );
}
