import { ButtonLink } from '../../components/ui/Button.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/** "Import a recipe" from My Recipes: the new-recipe page with its import panel open. */
export function ImportEntryLink() {
  const { t } = useTranslation('import');
  return (
    <ButtonLink to="/recipe/new#import" variant="secondary" data-testid="import-entry">
      {t('entry')}
    </ButtonLink>
  );
}
