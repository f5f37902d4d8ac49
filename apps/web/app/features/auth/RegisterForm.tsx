import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AuthResponseSchema, type AuthResponse } from '@recipes/contracts';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { apiErrorMessage } from './api-error-message.ts';
import { focusField } from './focus-field.ts';
import { readTextFields } from './form-values.ts';
import { hasErrors } from './login-validation.ts';
import { validateRegister, type RegisterField, type RegisterValues } from './register-validation.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import styles from '../../components/ui/page-styles/AuthLayout.module.css';

const fieldOrder: readonly RegisterField[] = ['username', 'name', 'email', 'password'];

/**
 * Which field a 409 is about: `details[].path` when the server names it, else the message —
 * the e-mail conflict is the only one whose text mentions "mail" (e-mail, E-Mail) in every language.
 */
function conflictField(error: unknown): RegisterField | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const path = error.body?.details?.[0]?.path ?? '';
  const named = fieldOrder.find((field) => path.split('.').includes(field));
  if (named) return named;
  return /mail/i.test(error.body?.error ?? '') ? 'email' : 'username';
}

export function RegisterForm() {
  const { t, i18n } = useTranslation('account');
  const { t: tMail } = useTranslation('mail-links');
  const { complete, signedIn } = useCompleteSignIn();
  const [values, setValues] = useState<RegisterValues>({ username: '', name: '', email: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldServerError, setFieldServerError] = useState<{ field: RegisterField; message: string } | null>(null);

  const errors = attempted ? validateRegister(values) : {};
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    setValues(readTextFields(event.currentTarget, fieldOrder));
    // Editing the field the server complained about clears its message.
    if (event.target instanceof HTMLInputElement && event.target.name === fieldServerError?.field) {
      setFieldServerError(null);
    }
  };
  const errorFor = (field: RegisterField): string | null => {
    const key = errors[field];
    if (key) return t(`register.errors.${key}`);
    return fieldServerError?.field === field ? fieldServerError.message : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const current = readTextFields(form, fieldOrder);
    setValues(current);
    setAttempted(true);
    setServerError(null);
    setFieldServerError(null);
    const found = validateRegister(current);
    if (hasErrors(found)) {
      focusField(form, fieldOrder.find((field) => found[field]) ?? 'username');
      return;
    }
    setPending(true);
    try {
      // Without a stored token, as signing in: a refusal here is the form's, never a session's end.
      const answer = await apiFetch<AuthResponse>('/users/register', {
        method: 'POST',
        body: {
          username: current.username.trim().toLowerCase(),
          name: current.name.trim(),
          email: current.email.trim(),
          password: current.password,
        },
        language: i18n.language,
      });
      const auth = AuthResponseSchema.parse(answer);
      // "Your account is ready", then the confirm mail that went out (ConfirmEmailNotice's text).
      complete(auth, [t('register.success', { name: auth.name }), tMail('register.checkEmail', { email: auth.email })]);
    } catch (error) {
      console.error('Registration failed', error);
      const message = apiErrorMessage(error, t('register.errors.failed'));
      const field = conflictField(error);
      if (field) {
        setFieldServerError({ field, message });
        focusField(form, field);
      } else {
        setServerError(message);
      }
      setPending(false);
    }
  };

  // On its way to the next page, which shows the welcome.
  if (signedIn) return null;

  return (
    <form className={styles.form} noValidate onInput={onFormChange} onSubmit={(event) => void submit(event)}>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <TextField
        label={t('register.username')}
        hint={t('register.usernameHint')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={32}
        defaultValue=""
        error={errorFor('username')}
      />
      <TextField
        label={t('register.name')}
        hint={t('register.nameHint')}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue=""
        error={errorFor('name')}
      />
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue=""
        error={errorFor('email')}
      />
      <TextField
        label={t('register.password')}
        hint={t('register.passwordHint')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        defaultValue=""
        error={errorFor('password')}
      />
      <Button type="submit" block disabled={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
