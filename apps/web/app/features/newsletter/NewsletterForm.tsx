import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { useApi } from '../../lib/session/session.tsx';
import { looksLikeEmail, readCheckbox, readTextFields } from '../auth/index.ts';
import type { SubscribeResponse } from '@recipes/contracts';
import { NewsletterAnswer } from '../mail-links/index.ts';
import styles from './NewsletterForm.module.css';

type Status = 'empty' | 'sending' | 'success' | 'error';
interface Filled {
  email: string;
  consent: boolean;
}

/** Read from the DOM (see form-values.ts), so an address typed before hydration counts. */
function readFilled(form: HTMLFormElement): Filled {
  return { email: readTextFields(form, ['email'] as const).email, consent: readCheckbox(form, 'consent') };
}

/** SPEC "Footer" and section 4: newsletter sign-up, source tag 'homepage'. */
export function NewsletterForm({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const api = useApi();
  const emailId = useId();
  const [filled, setFilled] = useState<Filled>({ email: '', consent: false });
  const [status, setStatus] = useState<Status>('empty');
  // Double opt-in: false until the link in the confirm mail is opened.
  const [subscribed, setSubscribed] = useState(false);

  const canSubmit = filled.email.trim() !== '' && filled.consent && status !== 'sending';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { email, consent } = readFilled(form);
    setFilled({ email, consent });
    if (!consent || !looksLikeEmail(email)) {
      setStatus('error');
      return;
    }
    setStatus('sending');
    try {
      const answer = await api<SubscribeResponse>('/api/v1/mailing-list/subscribe', {
        method: 'POST',
        body: { email: email.trim(), source: 'homepage' },
      });
      form.reset();
      setFilled({ email: '', consent: false });
      setSubscribed(answer.subscribed);
      setStatus('success');
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      setStatus('error');
    }
  };

  if (status === 'success') {
    return (
      <Alert tone="success" className={className}>
        <NewsletterAnswer subscribed={subscribed} />
      </Alert>
    );
  }

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      noValidate
      aria-label={t('newsletter.title')}
      onInput={(event) => setFilled(readFilled(event.currentTarget))}
      onSubmit={(event) => void submit(event)}
    >
      <label className={styles.label} htmlFor={emailId}>
        {t('newsletter.emailLabel')}
      </label>
      {/* Filled in top to bottom: address, consent, then the button (issue 16). */}
      <input
        id={emailId}
        className={styles.input}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={t('newsletter.emailPlaceholder')}
        defaultValue=""
        aria-invalid={status === 'error' && !looksLikeEmail(filled.email) ? true : undefined}
      />
      <Checkbox
        className={styles.consent}
        name="consent"
        required
        defaultChecked={false}
        label={t('newsletter.consent')}
      />
      <Button className={styles.submit} type="submit" disabled={!canSubmit}>
        {status === 'sending' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </Button>
      {status === 'error' && (
        <p className={styles.error} role="alert">
          {t('newsletter.error')}
        </p>
      )}
    </form>
  );
}
