import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { apiFetch, ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, focusField, readTextFields } from '../auth/index.ts';
import authStyles from '../../components/ui/page-styles/AuthLayout.module.css';
import { validateNewPassword, type ResetErrorKey } from './reset-validation.ts';

/** A link problem the server reported (unknown, expired, used): its own message and a way to a new link. */
interface LinkProblem {
  message: string;
}

/** Sets the new password with the token of the mailed link; a bad link says why and offers a new one. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('password-reset');
  const [error, setError] = useState<ResetErrorKey | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);

  const askAgain = <Link to="/forgot-password">{t('reset.askAgain')}</Link>;

  if (!token) {
    return (
      <Alert tone="error">
        {t('reset.errors.noToken')} {askAgain}
      </Alert>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { password } = readTextFields(form, ['password'] as const);
    const found = validateNewPassword(password);
    setAttempted(true);
    setError(found);
    setProblem(null);
    if (found) {
      focusField(form, 'password');
      return;
    }
    setPending(true);
    try {
      await apiFetch('/users/password-reset/confirm', {
        method: 'POST',
        body: { token, password },
        language: i18n.language,
      });
      setDone(true);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (failure) {
      console.error('Password reset failed', failure);
      const isLinkProblem = failure instanceof ApiError && failure.status === 400;
      setProblem({
        message: isLinkProblem ? apiErrorMessage(failure, t('reset.errors.failed')) : t('reset.errors.failed'),
      });
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div className={authStyles.form} ref={doneRef} tabIndex={-1}>
        <Alert tone="success">{t('reset.done')}</Alert>
        <ButtonLink to="/login" block>
          {t('reset.signIn')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form
      className={authStyles.form}
      noValidate
      onInput={(event) => {
        if (attempted)
          setError(validateNewPassword(readTextFields(event.currentTarget, ['password'] as const).password));
      }}
      onSubmit={(event) => void submit(event)}
    >
      {problem && (
        <Alert tone="error">
          {problem.message} {askAgain}
        </Alert>
      )}
      <TextField
        label={t('reset.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('reset.passwordHint')}
        required
        defaultValue=""
        error={error ? t(`reset.errors.${error}`) : null}
      />
      <Button type="submit" block disabled={pending}>
        {pending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
