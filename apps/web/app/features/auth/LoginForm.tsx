import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { AuthResponseSchema, type AuthResponse } from '@recipes/contracts';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { apiFetch, ApiError } from '../../lib/api-client.ts';
import { ForgotPasswordLink, LockedResetLink } from '../password-reset/index.ts';
import { apiErrorMessage } from './api-error-message.ts';
import { hasErrors, validateLogin } from './login-validation.ts';
import { useSession } from '../../lib/session/session.tsx';
import { focusField } from './focus-field.ts';
import { readTextFields } from './form-values.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import styles from '../../components/ui/page-styles/AuthLayout.module.css';

/**
 * Username (or e-mail) and password. SPEC section 5: the field messages appear only after a
 * first submit attempt, then follow the typing.
 */
export function LoginForm() {
  const { t, i18n } = useTranslation('account');
  const { user } = useSession();
  const { complete, signedIn } = useCompleteSignIn();
  const [values, setValues] = useState({ username: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Too many tries: the server's message says how long to wait; the reset is the way out now.
  const [locked, setLocked] = useState(false);

  const errors = attempted ? validateLogin(values) : {};
  const readValues = (form: HTMLFormElement) => readTextFields(form, ['username', 'password'] as const);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { username, password } = readValues(event.currentTarget);
    setValues({ username, password });
    setAttempted(true);
    setServerError(null);
    setLocked(false);
    const found = validateLogin({ username, password });
    if (hasErrors(found)) {
      focusField(event.currentTarget, found.username ? 'username' : 'password');
      return;
    }
    setPending(true);
    try {
      // Without the stored token: a wrong password answers 401, which is the form's error and must
      // not end the session of a member who is signed in already (api-client.ts).
      const answer = await apiFetch<AuthResponse>('/users/authenticate', {
        method: 'POST',
        body: { username: username.trim(), password },
        language: i18n.language,
      });
      complete(AuthResponseSchema.parse(answer), [t('login.success')]);
    } catch (error) {
      console.error('Login failed', error);
      setServerError(apiErrorMessage(error, t('login.errors.failed')));
      setLocked(error instanceof ApiError && error.status === 429);
      setPending(false);
    }
  };

  // On its way to the next page, which shows the welcome.
  if (signedIn) return null;

  return (
    <form
      className={styles.form}
      noValidate
      onInput={(event) => setValues(readValues(event.currentTarget))}
      onSubmit={(event) => void submit(event)}
    >
      {user && (
        <Alert tone="info">
          {t('login.alreadySignedIn', { name: user.name })} <Link to="/profile">{t('login.toProfile')}</Link>
        </Alert>
      )}
      {serverError && (
        <Alert tone="error">
          {serverError}
          {locked && <LockedResetLink />}
        </Alert>
      )}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue=""
        error={errors.username ? t(`login.errors.${errors.username}`) : null}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        defaultValue=""
        error={errors.password ? t(`login.errors.${errors.password}`) : null}
      />
      <ForgotPasswordLink />
      <Button type="submit" block disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
