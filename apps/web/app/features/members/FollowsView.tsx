import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { MemberSummary, PublicMember } from '@recipes/contracts';
import { Avatar } from '../account/index.ts';
import { Pagination } from '../../components/ui/pagination/Pagination.tsx';
import type { FollowDirection } from './follows-page.server.ts';
import styles from './MemberPage.module.css';

interface FollowsViewProps {
  direction: FollowDirection;
  member: PublicMember;
  people: MemberSummary[];
  page: number;
  totalPages: number;
}

/** Who follows a member (or whom they follow): each entry leads to that member's page. */
export function FollowsView({ direction, member, people, page, totalPages }: FollowsViewProps) {
  const { t } = useTranslation('account');
  return (
    <article className={styles.page} aria-labelledby="follows-title">
      <p className={styles.back}>
        <Link to={`/members/${member.id}`}>← {t('member.backToMember', { name: member.name })}</Link>
      </p>
      <h1 id="follows-title" className={styles.listTitle}>
        {t(`member.${direction}Title`, { name: member.name })}
      </h1>
      {people.length === 0 ? (
        <p className={styles.muted}>{t(`member.${direction}Empty`, { name: member.name })}</p>
      ) : (
        <ul className={styles.people} data-testid={`${direction}-list`}>
          {people.map((person) => (
            <li key={person.id}>
              <Link to={`/members/${person.id}`} className={styles.person}>
                <Avatar name={person.name} picture={person.profilePicture} alt="" size="small" />
                <span>{person.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} />
    </article>
  );
}
