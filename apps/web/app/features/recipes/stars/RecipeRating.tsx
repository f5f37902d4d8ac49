import { useTranslation } from '../../../i18n/react.tsx';
import { lazy, Suspense, useEffect, useRef, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { Recipe } from '@recipes/contracts';
import { StarDisplay } from './StarDisplay.tsx';
import { formatAverage } from './star-fills.ts';
import { useRecipeRating } from './use-recipe-rating.ts';
import styles from './RecipeRating.module.css';

// Only signed-in members get the input, never the server's HTML: the page hydrates without it.
const RatingInput = lazy(() => import('./RatingInput.tsx').then((module) => ({ default: module.RatingInput })));

/**
 * The recipe page's rating: interactive stars for signed-in members, read-only stars and a
 * sign-in hint for visitors (also in the server-rendered HTML, before the session is known),
 * read-only stars and a note for the recipe's author, who cannot rate it.
 */
export function RecipeRating({
  recipe,
}: {
  recipe: Pick<Recipe, 'id' | 'averageRating' | 'ratingCount' | 'createdByUserId'>;
}) {
  const { t, i18n } = useTranslation('recipes');
  const location = useLocation();
  const {
    signedIn: member,
    isAuthor,
    ready,
    userRating,
    status,
    rate,
  } = useRecipeRating(recipe.id, recipe.createdByUserId);
  const signedIn = member && !isAuthor;
  const offersSignIn = ready && !member;
  const signInLink = useRef<HTMLAnchorElement>(null);
  // Whether the keyboard focus was last inside the rating. A blur with nowhere to go (the focused
  // star removed, a click on the page's background) keeps it so.
  const focusWasHere = useRef(false);
  const noteFocusLeaving = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) focusWasHere.current = false;
  };
  // A session that ends as the member rates turns the star they clicked into the sign-in link: the
  // focus, left on the page itself, goes to that link rather than back to the top of the page.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (offersSignIn && focusWasHere.current && lost) signInLink.current?.focus({ preventScroll: true });
  }, [offersSignIn]);
  const summary =
    recipe.averageRating !== null && recipe.ratingCount > 0
      ? t('stars.summary', {
          rating: formatAverage(recipe.averageRating, i18n.language),
          count: recipe.ratingCount,
        })
      : t('stars.notRated');

  const stars = (
    <StarDisplay averageRating={recipe.averageRating} ratingCount={recipe.ratingCount} size="large" showCount={false} />
  );
  return (
    <div
      className={styles.rating}
      data-testid="recipe-rating"
      onFocus={() => (focusWasHere.current = true)}
      onBlur={noteFocusLeaving}
    >
      {signedIn ? (
        <Suspense fallback={stars}>
          <RatingInput
            averageRating={recipe.averageRating}
            userRating={userRating}
            busy={status === 'saving'}
            onRate={(value) => void rate(value)}
          />
        </Suspense>
      ) : (
        stars
      )}
      <span className={styles.summary} data-testid="rating-summary">
        {summary}
      </span>
      <p className={`${styles.hint} no-print`} aria-live="polite">
        {signedIn && status === 'failed' && <span className={styles.error}>{t('stars.failed')}</span>}
        {signedIn && status === 'saved' && t('stars.saved')}
        {signedIn &&
          status !== 'failed' &&
          status !== 'saved' &&
          userRating !== null &&
          t('stars.yourRating', { value: userRating })}
        {signedIn && status === 'idle' && userRating === null && t('stars.rateHint')}
        {isAuthor && t('stars.ownRecipe')}
        {offersSignIn && (
          <Link ref={signInLink} to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}>
            {t('stars.signInHint')}
          </Link>
        )}
      </p>
    </div>
  );
}
