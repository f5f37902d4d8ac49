import { useTranslation } from '../../i18n/react.tsx';

export function tagAnchor(tag: string): string {
  return `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** Known tags have translated names; any other tag is shown as the document spells it. */
export function useTagName(): (tag: string) => string {
  const { t } = useTranslation('pages');
  return (tag) => t(`apiDocs.tags.${tag.toLowerCase()}`, { defaultValue: tag.charAt(0).toUpperCase() + tag.slice(1) });
}
