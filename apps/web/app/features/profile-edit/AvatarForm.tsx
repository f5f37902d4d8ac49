import { useEffect, useState, type FormEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { UserSchema, type AuthResponse } from '@recipes/contracts';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button, buttonClassName } from '../../components/ui/Button.tsx';
import { apiErrorMessage } from '../auth/index.ts';
import { useApi, useSession } from '../../lib/session/session.tsx';
import { Avatar } from '../account/index.ts';
import styles from './EditProfile.module.css';

/** A new profile picture: previewed from the chosen file, stored by POST /users/me/avatar. */
export function AvatarForm({ user }: { user: AuthResponse }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { update } = useSession();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = chosen?.preview ?? null;
  // Each preview address is released once another replaces it or the form goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(file: File | undefined) {
    setStatus(null);
    setChosen(file ? { file, preview: URL.createObjectURL(file) } : null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setStatus(null);
    const formData = new FormData();
    formData.append('file', chosen.file);
    try {
      const saved = UserSchema.parse(await api('/users/me/avatar', { method: 'POST', formData }));
      update(saved);
      setChosen(null);
      setStatus({ tone: 'success', text: t('editProfile.avatar.saved') });
    } catch (error) {
      setStatus({ tone: 'error', text: apiErrorMessage(error, t('editProfile.avatar.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={onSubmit} aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">{t('editProfile.avatar.title')}</h2>
      <div className={styles.avatarRow}>
        <Avatar
          name={user.name}
          picture={preview ?? user.profilePicture}
          alt={preview ? t('editProfile.avatar.preview') : t('profile.avatarAlt', { name: user.name })}
        />
        <div className={styles.filePicker}>
          {/* The browser's own file control, visually hidden but focusable, under a button-like label. */}
          <label className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.fileButton)}>
            <input
              type="file"
              className="visually-hidden"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-describedby="avatar-file-name avatar-hint"
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <ImageUp size="1.1em" aria-hidden="true" focusable="false" />
            {t('editProfile.avatar.choose')}
          </label>
          <span id="avatar-file-name" className={styles.fileName} data-testid="avatar-file-name">
            {chosen ? chosen.file.name : t('editProfile.avatar.noFile')}
          </span>
          <span id="avatar-hint" className={styles.hint}>
            {t('editProfile.avatar.hint')}
          </span>
        </div>
      </div>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <div className={styles.row}>
        <Button type="submit" disabled={!chosen || busy}>
          {busy ? t('editProfile.saving') : t('editProfile.avatar.upload')}
        </Button>
      </div>
    </form>
  );
}
