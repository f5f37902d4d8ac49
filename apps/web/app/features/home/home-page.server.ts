import type { AppLoadContext } from 'react-router';
import { cuisineRegions } from '@recipes/contracts';
import { languageFromRequest } from '../../i18n/request-language.ts';
import { translator } from '../../i18n/translate.server.ts';
import {
  regionCuisines,
  regionKeys,
  teaserSize,
  toTeaserRecipe,
  type CuisineTeaser,
  type TeaserImage,
} from './teasers.ts';

/** Everything the home page shows: a few well-rated recipes per cuisine region and the slide photos. */
export async function loadHomePage(request: Request, context: AppLoadContext) {
  const language = languageFromRequest(request);
  const t = translator(language);
  const teasers: CuisineTeaser[] = await Promise.all(
    regionKeys.map(async (region) => {
      const featured = await context.site.featuredRecipes({ cuisines: cuisineRegions[region], count: teaserSize });
      return {
        region,
        cuisines: regionCuisines(region, language),
        recipes: featured.map((recipe) => toTeaserRecipe(recipe, language)),
      };
    }),
  );
  // Each slide shows a photo from a different region where there is one.
  const slideImages: (TeaserImage | null)[] = teasers.map(
    (teaser) => teaser.recipes.find((recipe) => recipe.image)?.image ?? null,
  );
  return {
    language,
    publicUrl: context.publicUrl,
    title: t('home.metaTitle'),
    description: t('home.metaDescription'),
    teasers,
    slideImages,
  };
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;
