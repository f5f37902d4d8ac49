import { useTranslation } from '../../../i18n/react.tsx';
import { PlainLink } from '../../../components/ui/PlainLink.tsx';
import type { Recipe } from '@recipes/contracts';
import { TaggedText } from '../../../i18n/tagged-text.tsx';
import { RichText } from './RichText.tsx';
import { safeWebUrl } from './linkify.ts';
import styles from '../../../components/ui/page-styles/RecipeSections.module.css';
import { formatLongDateUtc } from '@recipes/contracts/plain';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

type ExtrasRecipe = Pick<Recipe, 'notes' | 'keywords' | 'sourceURL' | 'videos' | 'author' | 'createdAt'>;

/** Notes, videos, keywords, source and author: the recipe's small print. */
export function RecipeExtras({ recipe }: { recipe: ExtrasRecipe }) {
  const { t, i18n } = useTranslation('recipes');
  const videos = recipe.videos.map(safeWebUrl).filter((url): url is string => url !== null);
  const source = safeWebUrl(recipe.sourceURL);
  const keywords = recipe.keywords.map((keyword) => keyword.trim()).filter(Boolean);
  const published = new Date(recipe.createdAt);
  return (
    <>
      {recipe.notes.trim() && (
        <section className={styles.block} aria-labelledby="notes-heading">
          <h2 id="notes-heading">{t('detail.notes')}</h2>
          <RichText text={recipe.notes} />
        </section>
      )}
      {videos.length > 0 && (
        <section className={styles.block} aria-labelledby="videos-heading">
          <h2 id="videos-heading">{t('detail.videos')}</h2>
          <ul className={styles.plainList}>
            {videos.map((url, i) => (
              <li key={i}>
                <a href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
                  {t('detail.video', { number: i + 1 })} ({new URL(url).hostname})
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <HydrateLater>
        <footer className={styles.byline}>
          {keywords.length > 0 && (
            <p className={styles.keywords}>
              <span>{t('detail.keywords')}:</span>
              {keywords.map((keyword) => (
                <PlainLink key={keyword} to={`/recipes/${encodeURIComponent(keyword)}`} className={styles.keyword}>
                  {keyword}
                </PlainLink>
              ))}
            </p>
          )}
          <p>
            <TaggedText
              translate={(placeholders) => t('detail.author', placeholders)}
              values={{ name: recipe.author.name }}
              tag="author"
              wrap={(name) => <PlainLink to={`/members/${recipe.author.id}`}>{name}</PlainLink>}
            />
            {!Number.isNaN(published.getTime()) && (
              <>
                {' · '}
                <time dateTime={recipe.createdAt}>
                  {t('detail.published', {
                    date: formatLongDateUtc(published, i18n.language),
                  })}
                </time>
              </>
            )}
          </p>
          {source && (
            <p>
              {t('detail.source')}:{' '}
              <a href={source} target="_blank" rel="noopener noreferrer nofollow ugc">
                {new URL(source).hostname}
              </a>
            </p>
          )}
        </footer>
      </HydrateLater>
    </>
  );
}
