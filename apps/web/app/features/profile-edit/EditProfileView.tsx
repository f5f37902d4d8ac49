import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { SignInMethodsSchema, type SignInMethods } from '@recipes/contracts';
import { Alert } from '../../components/ui/Alert.tsx';
import { useApi, useSession } from '../../lib/session/session.tsx';
import { SignInPrompt, PageLoading } from '../account/index.ts';
import { AvatarForm } from './AvatarForm.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { ExportData } from './ExportData.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import styles from './EditProfile.module.css';

/** Whether the member has a password decides what the password and delete forms ask for. */
function useSignInMethods(token: string | null) {
  const api = useApi();
  const [methods, setMethods] = useState<SignInMethods | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let current = true;
    api<unknown>('/users/me/sign-in-methods').then(
      (answer) => current && setMethods(SignInMethodsSchema.parse(answer)),
      (error: unknown) => {
        console.error('Loading sign-in methods failed', error);
        if (current) setMethods('failed');
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, attempt]);
  return { methods, reload: () => setAttempt((n) => n + 1) };
}

export function EditProfileView() {
  const { t } = useTranslation('account');
  const { ready, user } = useSession();
  const { methods, reload } = useSignInMethods(user?.token ?? null);

  if (!ready) return <PageLoading title={t('editProfile.title')} text={t('profile.loading')} />;
  if (!user) return <SignInPrompt title={t('editProfile.title')} />;

  return (
    <div className={styles.page}>
      <p>
        <Link to="/profile">← {t('editProfile.back')}</Link>
      </p>
      <h1>{t('editProfile.title')}</h1>
      <DetailsForm user={user} />
      <AvatarForm user={user} />
      {methods === 'failed' && <Alert tone="error">{t('editProfile.methodsFailed')}</Alert>}
      {methods !== null && methods !== 'failed' && <PasswordForm hasPassword={methods.password} onChanged={reload} />}
      <ExportData />
      {methods !== null && methods !== 'failed' && <DeleteAccount hasPassword={methods.password} />}
    </div>
  );
}
