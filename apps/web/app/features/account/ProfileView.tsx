import { Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { FavoritesSection } from './FavoritesSection.tsx';
import { Avatar } from './Avatar.tsx';
import { EditProfileButton } from './EditProfileButton.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { useProfile } from './use-profile.ts';
import styles from './Account.module.css';
import { dateTimeFormat, numberFormat } from '../../i18n/intl-formats.ts';
import { PageLoading } from './PageLoading.tsx';

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** SPEC "Profile": read on the client after hydration, since the token lives in local storage. */
export function ProfileView() {
  const { t, i18n } = useTranslation('account');
  const { ready, user, state, recipeCount, retry } = useProfile();

  if (!ready) return <PageLoading title={t('profile.title')} text={t('profile.loading')} />;
  if (!user) return <SignInPrompt title={t('signInPrompt.profileTitle')} />;

  const numbers = numberFormat(i18n.language);
  const stats = [
    { key: 'recipes', value: recipeCount },
    { key: 'favorites', value: user.favoriteCount },
    { key: 'followers', value: user.followersCount },
    { key: 'following', value: user.followingCount },
  ] as const;

  return (
    <article className={styles.profile} aria-labelledby="profile-name">
      <header className={styles.profileHeader}>
        <Avatar name={user.name} picture={user.profilePicture} alt={t('profile.avatarAlt', { name: user.name })} />
        <div className={styles.identity}>
          <p className={styles.eyebrow}>{t('profile.title')}</p>
          <h1 id="profile-name">{user.name}</h1>
          <p className={styles.username}>@{user.username}</p>
          <p className={styles.email}>{user.email}</p>
          <p className={styles.since}>
            {t('profile.memberSince', { date: formatDate(user.createdAt, i18n.language) })}
          </p>
        </div>
      </header>

      {state === 'failed' && (
        <Alert tone="error" className={styles.notice}>
          <p>{t('profile.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('profile.retry')}
          </Button>
        </Alert>
      )}

      <section aria-label={t('profile.stats.label')}>
        <ul className={styles.stats}>
          {stats.map((stat) => (
            <li key={stat.key} className={styles.stat}>
              <span className={styles.statValue} data-testid={`stat-${stat.key}`}>
                {stat.value === null ? '–' : numbers.format(stat.value)}
              </span>
              <span className={styles.statLabel}>{t(`profile.stats.${stat.key}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.actions}>
        <EditProfileButton />
        <ButtonLink to="/my-recipes" variant="secondary">
          {t('profile.myRecipes')}
        </ButtonLink>
        <ButtonLink to="/submit-recipe">{t('profile.submitRecipe')}</ButtonLink>
      </div>

      {/* The recipes namespace may still be on its way: the section waits for it on its own. */}
      <Suspense fallback={null}>
        <FavoritesSection />
      </Suspense>
    </article>
  );
}
