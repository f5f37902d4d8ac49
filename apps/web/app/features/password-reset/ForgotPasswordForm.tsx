import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { apiErrorMessage, focusField, readTextFields } from '../auth/index.ts';
import authStyles from '../../components/ui/page-styles/AuthLayout.module.css';
import { validateForgot, type ForgotErrorKey } from './reset-validation.ts';
import styles from './PasswordReset.module.css';

/** Asks for a reset link. The answer is the same whether or not the address has an account, and so is the page. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('password-reset');
  const [error, setError] = useState<ForgotErrorKey | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { email } = readTextFields(form, ['email'] as const);
    const found = validateForgot(email);
    setAttempted(true);
    setError(found);
    setServerError(null);
    if (found) {
      focusField(form, 'email');
      return;
    }
    setPending(true);
    try {
      await apiFetch('/users/password-reset', {
        method: 'POST',
        body: { email: email.trim() },
        language: i18n.language,
      });
      setSentTo(email.trim());
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (failure) {
      console.error('Password reset request failed', failure);
      setServerError(apiErrorMessage(failure, t('forgot.errors.failed')));
    } finally {
      setPending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className={authStyles.form} ref={sentRef} tabIndex={-1}>
        <Alert tone="success">{t('forgot.sent', { email: sentTo })}</Alert>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => setSentTo(null)}>
            {t('forgot.again')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className={authStyles.form}
      noValidate
      onInput={(event) => {
        if (attempted) setError(validateForgot(readTextFields(event.currentTarget, ['email'] as const).email));
      }}
      onSubmit={(event) => void submit(event)}
    >
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextField
        label={t('forgot.email')}
        name="email"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue=""
        error={error ? t(`forgot.errors.${error}`) : null}
      />
      <Button type="submit" block disabled={pending}>
        {pending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
