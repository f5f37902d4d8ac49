import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { UserSchema, type AuthResponse } from '@recipes/contracts';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { apiErrorMessage } from '../auth/index.ts';
import { useApi, useSession } from '../../lib/session/session.tsx';
import { validateDetails, type DetailsErrors } from './profile-validation.ts';
import styles from './EditProfile.module.css';

/** Name and e-mail address: PATCH /users/me, then the stored member follows. */
export function DetailsForm({ user }: { user: AuthResponse }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const { update } = useSession();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const found = validateDetails({ name, email });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: { name?: string; email?: string } = {};
    if (name.trim() !== user.name) body.name = name.trim();
    if (email.trim().toLowerCase() !== user.email.toLowerCase()) body.email = email.trim();
    setBusy(true);
    try {
      const saved = UserSchema.parse(await api('/users/me', { method: 'PATCH', body }));
      update(saved);
      setStatus({ tone: 'success', text: t('editProfile.details.saved') });
    } catch (error) {
      setStatus({ tone: 'error', text: apiErrorMessage(error, t('editProfile.details.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="details-heading">
      <h2 id="details-heading">{t('editProfile.details.title')}</h2>
      <TextField
        label={t('editProfile.details.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name && t(`editProfile.errors.${errors.name}`)}
        autoComplete="name"
        maxLength={100}
        required
      />
      <TextField
        label={t('editProfile.details.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email && t(`editProfile.errors.${errors.email}`)}
        autoComplete="email"
        maxLength={254}
        required
      />
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          {busy ? t('editProfile.saving') : t('editProfile.details.save')}
        </Button>
      </div>
    </form>
  );
}
