import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { apiErrorMessage } from '../auth/index.ts';
import { useApi } from '../../lib/session/session.tsx';
import { validatePassword, type PasswordErrors, type PasswordValues } from './profile-validation.ts';
import styles from './EditProfile.module.css';

const blank: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password, or sets a first one for a member who signed up through Facebook or Google. */
export function PasswordForm({ hasPassword, onChanged }: { hasPassword: boolean; onChanged(): void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof PasswordValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const found = validatePassword(values, hasPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api('/users/me/password', {
        method: 'PUT',
        body: hasPassword
          ? { currentPassword: values.currentPassword, newPassword: values.newPassword }
          : { newPassword: values.newPassword },
      });
      setValues(blank);
      setStatus({ tone: 'success', text: t('editProfile.password.saved') });
      onChanged();
    } catch (error) {
      setStatus({ tone: 'error', text: apiErrorMessage(error, t('editProfile.password.failed')) });
    } finally {
      setBusy(false);
    }
  }

  const error = (field: keyof PasswordValues) => {
    const key = errors[field];
    return key && t(`editProfile.errors.${key}`);
  };

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">
        {hasPassword ? t('editProfile.password.title') : t('editProfile.password.setTitle')}
      </h2>
      <p className={styles.hint}>{t('editProfile.password.intro')}</p>
      {hasPassword && (
        <TextField
          label={t('editProfile.password.current')}
          type="password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={error('currentPassword')}
          autoComplete="current-password"
          required
        />
      )}
      <TextField
        label={t('editProfile.password.new')}
        type="password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={error('newPassword')}
        autoComplete="new-password"
        required
      />
      <TextField
        label={t('editProfile.password.confirm')}
        type="password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={error('confirmPassword')}
        autoComplete="new-password"
        required
      />
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          {busy ? t('editProfile.saving') : t('editProfile.password.save')}
        </Button>
      </div>
    </form>
  );
}
