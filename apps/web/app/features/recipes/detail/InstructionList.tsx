import { useTranslation } from '../../../i18n/react.tsx';
import type { RecipeInstruction } from '@recipes/contracts';
import { photoSrcSet, thumbnailWidth } from '@recipes/contracts/plain';
import { RichText } from './RichText.tsx';
import styles from '../../../components/ui/page-styles/RecipeSections.module.css';

/** Numbered steps, each with its photo; ids match the JSON-LD step URLs (#step-1…). */
export function InstructionList({ steps }: { steps: readonly RecipeInstruction[] }) {
  const { t } = useTranslation('recipes');
  const numbered = steps
    .map((step, index) => ({ step, number: index + 1 }))
    .filter(({ step }) => step.instruction.trim() || step.imageURL);
  if (numbered.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="instructions-heading">
      <h2 id="instructions-heading">{t('detail.instructions')}</h2>
      <ol className={styles.steps}>
        {numbered.map(({ step, number }) => (
          <li key={number} id={`step-${number}`} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {number}
            </span>
            <div className={styles.stepBody}>
              <RichText text={step.instruction} />
              {step.imageURL && (
                <img
                  className={styles.stepImage}
                  src={step.thumbnailURL || step.imageURL}
                  srcSet={photoSrcSet(step.imageURL)}
                  sizes="(min-width: 900px) 400px, 90vw"
                  width={thumbnailWidth}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  alt={t('detail.stepPhoto', { number })}
                />
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
