import type { AppLoadContext } from 'react-router';
import { languageFromRequest } from '../../i18n/request-language.ts';
import { translator } from '../../i18n/translate.server.ts';
import type { CategoryCardData } from './category-card.ts';

/** The categories in the page's language, each with how many recipes it holds. */
export async function loadCategoriesPage(request: Request, context: AppLoadContext) {
  const language = languageFromRequest(request);
  const t = translator(language);
  const categories: CategoryCardData[] = await Promise.all(
    context.site.categories(language).map(async (category) => {
      const page = await context.site.listRecipes({ category: category.key, page: 1, pageSize: 1 });
      return { ...category, count: page.total };
    }),
  );
  return {
    language,
    publicUrl: context.publicUrl,
    title: t('categories.title'),
    description: t('categories.metaDescription'),
    categories,
  };
}
