import { useTranslation } from '../../../i18n/react.tsx';
import { sectionPresets, type DescriptionSection } from '@recipes/contracts/plain';
import { RichText } from './RichText.tsx';
import styles from './RecipeSections.module.css';

const presets: readonly string[] = sectionPresets;

/** Extra description sections as titled blocks; preset titles show in the page's language. */
export function DescriptionSections({ sections }: { sections: readonly DescriptionSection[] }) {
  const { t } = useTranslation('recipes');
  return sections.map((section, index) => (
    <section key={index} className={styles.block} aria-labelledby={`section-${index}`}>
      <h2 id={`section-${index}`}>
        {presets.includes(section.title)
          ? t(`sectionTitles.${section.title}`, { defaultValue: section.title })
          : section.title}
      </h2>
      <RichText text={section.content} />
    </section>
  ));
}
