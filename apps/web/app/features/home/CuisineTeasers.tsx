import { useTranslation } from '../../i18n/react.tsx';
import { PlainLink } from '../../components/ui/PlainLink.tsx';
import { recipePath } from '@recipes/contracts/plain';
import { StarDisplay } from '../recipes/index.ts';
import type { CuisineTeaser, TeaserRecipe } from './teasers.ts';
import styles from './CuisineTeasers.module.css';
import { Soup, UtensilsCrossed, Wheat, type LucideIcon } from 'lucide-react';
import { PlateIcon } from '../../components/ui/icons/term-icons.tsx';

const regionIcons: Record<CuisineTeaser['region'], LucideIcon> = { german: Wheat, asian: Soup, latin: UtensilsCrossed };

function RegionIcon({ region }: { region: CuisineTeaser['region'] }) {
  const Icon = regionIcons[region];
  return <Icon size="1em" focusable="false" />;
}

function TeaserItem({ recipe }: { recipe: TeaserRecipe }) {
  return (
    <li data-average-rating={recipe.averageRating ?? undefined} data-rating-count={recipe.ratingCount}>
      <PlainLink to={recipePath(recipe)} className={styles.item}>
        <span className={styles.thumb}>
          {recipe.image ? (
            <img
              src={recipe.image.src}
              srcSet={recipe.image.srcSet}
              sizes="96px"
              width={96}
              height={72}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <PlateIcon />
          )}
        </span>
        <span className={styles.itemText}>
          <span className={styles.itemName}>{recipe.name}</span>
          {recipe.cuisine && <span className={styles.itemCuisine}>{recipe.cuisine}</span>}
          <StarDisplay averageRating={recipe.averageRating} ratingCount={recipe.ratingCount} />
        </span>
      </PlainLink>
    </li>
  );
}

/** SPEC section 1: German, Asian and Latin teasers, each with a few real recipes and links to the lists. */
export function CuisineTeasers({ teasers }: { teasers: readonly CuisineTeaser[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="cuisines-heading">
      <div className={styles.header}>
        <h2 id="cuisines-heading">{t('home.cuisines.title')}</h2>
        <p className={styles.intro}>{t('home.cuisines.intro')}</p>
      </div>
      <div className={styles.grid}>
        {teasers.map((teaser) => (
          <article key={teaser.region} className={styles.teaser} data-region={teaser.region}>
            <h3 className={styles.teaserTitle}>
              <span aria-hidden="true" className={styles.regionIcon}>
                <RegionIcon region={teaser.region} />
              </span>
              <span className={styles.teaserName}>{t(`home.cuisines.${teaser.region}.title`)}</span>
            </h3>
            <p className={styles.teaserText}>{t(`home.cuisines.${teaser.region}.text`)}</p>
            {teaser.recipes.length > 0 ? (
              <ul className={styles.items}>
                {teaser.recipes.map((recipe) => (
                  <TeaserItem key={recipe.id} recipe={recipe} />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('home.cuisines.empty')}</p>
            )}
            <nav
              className={styles.links}
              aria-label={t('home.cuisines.browseBy', { region: t(`home.cuisines.${teaser.region}.title`) })}
            >
              {teaser.cuisines.map((cuisine) => (
                <PlainLink key={cuisine.key} to={`/recipes?cuisine=${cuisine.key}`} className={styles.chip}>
                  {cuisine.name}
                </PlainLink>
              ))}
            </nav>
          </article>
        ))}
      </div>
    </section>
  );
}
