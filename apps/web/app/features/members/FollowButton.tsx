import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { apiErrorMessage } from '../auth/index.ts';
import styles from './MemberPage.module.css';

interface FollowButtonProps {
  name: string;
  following: boolean;
  onChange(following: boolean): Promise<void>;
}

export function FollowButton({ name, following, onChange }: FollowButtonProps) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = () => {
    setBusy(true);
    setError(null);
    onChange(!following)
      .catch((failure: unknown) => setError(apiErrorMessage(failure, t('member.followFailed'))))
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.follow}>
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-label={following ? t('member.unfollowLabel', { name }) : t('member.followLabel', { name })}
        onClick={onClick}
        disabled={busy}
      >
        {following ? t('member.unfollow') : t('member.follow')}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
