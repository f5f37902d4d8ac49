import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { apiErrorMessage } from '../auth/index.ts';
import { useApi, useSession } from '../../lib/session/session.tsx';
import styles from './EditProfile.module.css';

const consequences = ['recipes', 'ratings', 'favorites', 'follows', 'photos', 'signOut'] as const;

/** Deleting the account, behind a dialog that lists what goes and asks for the password when there is one. */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && !password) {
      setError(t('editProfile.errors.currentRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('/users/me', { method: 'DELETE', body: hasPassword ? { confirm: true, password } : { confirm: true } });
      dialog.current?.close();
      await signOut();
      await navigate('/');
    } catch (failure) {
      setError(apiErrorMessage(failure, t('editProfile.delete.failed')));
      setBusy(false);
    }
  }

  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('editProfile.delete.title')}</h2>
      <p className={styles.hint}>{t('editProfile.delete.intro')}</p>
      <div className={styles.row}>
        <Button variant="danger" onClick={() => dialog.current?.showModal()}>
          {t('editProfile.delete.open')}
        </Button>
      </div>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="delete-dialog-title">
        <form onSubmit={onConfirm} noValidate>
          <h2 id="delete-dialog-title">{t('editProfile.delete.confirmTitle')}</h2>
          <p>{t('editProfile.delete.consequencesIntro')}</p>
          <ul>
            {consequences.map((key) => (
              <li key={key}>{t(`editProfile.delete.consequences.${key}`)}</li>
            ))}
          </ul>
          {hasPassword && (
            <TextField
              label={t('editProfile.delete.password')}
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              required
            />
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={busy}>
              {t('editProfile.delete.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {t('editProfile.delete.confirm')}
            </Button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
