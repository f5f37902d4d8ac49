import { useTranslation } from '../../../i18n/react.tsx';
import type { Recipe } from '@recipes/contracts';
import { recipePath } from '@recipes/contracts/plain';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { useSession } from '../../../lib/session/session.tsx';

/** SPEC section 6: only the creator sees Edit Recipe; known only after hydration. */
export function EditRecipeLink({ recipe }: { recipe: Pick<Recipe, 'id' | 'slug' | 'name' | 'createdByUserId'> }) {
  const { t } = useTranslation('recipes');
  const { user, ready } = useSession();
  if (!ready || !user || user.id !== recipe.createdByUserId) return null;
  return (
    <ButtonLink className="no-print" to={`${recipePath(recipe)}/edit`}>
      {t('detail.edit')}
    </ButtonLink>
  );
}
