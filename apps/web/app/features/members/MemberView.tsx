import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { PublicMember, RecipeCard as RecipeCardData } from '@recipes/contracts';
import { Avatar } from '../account/index.ts';
import { RecipeCard } from '../recipes/index.ts';
import { Pagination } from '../../components/ui/pagination/Pagination.tsx';
import { FollowButton } from './FollowButton.tsx';
import { useMember } from './use-member.ts';
import styles from './MemberPage.module.css';
import { dateTimeFormat, numberFormat } from '../../i18n/intl-formats.ts';

interface MemberViewProps {
  member: PublicMember;
  recipes: RecipeCardData[];
  page: number;
  totalPages: number;
}

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A member's public page: who they are, their counts, their recipes, and Follow for other members. */
export function MemberView({ member: initial, recipes, page, totalPages }: MemberViewProps) {
  const { t, i18n } = useTranslation('account');
  const { member, canFollow, follow } = useMember(initial);
  const numbers = numberFormat(i18n.language);
  const stats = [
    { key: 'recipes', value: member.recipeCount },
    { key: 'followers', value: member.followersCount },
    { key: 'following', value: member.followingCount },
  ] as const;

  return (
    <article className={styles.page} aria-labelledby="member-name">
      <header className={styles.header}>
        <Avatar
          name={member.name}
          picture={member.profilePicture}
          alt={t('profile.avatarAlt', { name: member.name })}
        />
        <div className={styles.identity}>
          <h1 id="member-name">{member.name}</h1>
          <p className={styles.since}>
            {t('profile.memberSince', { date: formatDate(member.createdAt, i18n.language) })}
          </p>
          <ul className={styles.stats} aria-label={t('member.statsLabel')}>
            {stats.map((stat) => {
              const text = (
                <>
                  <strong data-testid={`member-${stat.key}`}>{numbers.format(stat.value)}</strong>{' '}
                  {t(`member.stats.${stat.key}`, { count: stat.value })}
                </>
              );
              // Followers and following lead to the lists of those people.
              return (
                <li key={stat.key}>
                  {stat.key === 'recipes' ? (
                    text
                  ) : (
                    <Link to={`/members/${member.id}/${stat.key}`} className={styles.statLink}>
                      {text}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          {canFollow && <FollowButton name={member.name} following={member.followedByMe === true} onChange={follow} />}
        </div>
      </header>

      <section aria-labelledby="member-recipes" className={styles.recipes}>
        <h2 id="member-recipes">{t('member.recipes', { name: member.name })}</h2>
        {recipes.length === 0 ? (
          <p className={styles.muted}>{t('member.noRecipes')}</p>
        ) : (
          <ul className={styles.grid}>
            {recipes.map((recipe, index) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={totalPages} />
      </section>
    </article>
  );
}
