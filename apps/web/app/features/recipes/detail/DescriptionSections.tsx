import { sectionTitleIn, type DescriptionSection, type Language } from '@recipes/contracts/plain';
import { RichText } from './RichText.tsx';
import styles from '../../../components/ui/page-styles/RecipeSections.module.css';

/** Extra description sections as titled blocks; preset titles show in the page's language. */
export function DescriptionSections({
  sections,
  language,
}: {
  sections: readonly DescriptionSection[];
  language: Language;
}) {
  return sections.map((section, index) => (
    <section key={index} className={styles.block} aria-labelledby={`section-${index}`}>
      <h2 id={`section-${index}`}>{sectionTitleIn(section.title, language)}</h2>
      <RichText text={section.content} />
    </section>
  ));
}
