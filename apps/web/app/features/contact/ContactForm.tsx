import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { contactSubjects } from '@recipes/contracts/plain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextArea, TextField } from '../../components/ui/TextField.tsx';
import { apiErrorMessage, focusField, readTextFields, hasErrors } from '../auth/index.ts';
import { useApi, useSession } from '../../lib/session/session.tsx';
import { validateContact, type ContactValues } from './contact-validation.ts';
import styles from './ContactForm.module.css';

const fieldNames = ['name', 'email', 'subject', 'message'] as const;

function readContact(form: HTMLFormElement): ContactValues {
  const values = readTextFields(form, fieldNames);
  const subject = contactSubjects.find((value) => value === values.subject) ?? 'general';
  return { ...values, subject };
}

/**
 * CONTRACT "Site": the contact form really sends (POST /api/v1/contact). Inputs are uncontrolled
 * (see form-values.ts), so nothing typed is lost, neither before hydration nor on a failure.
 */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const api = useApi();
  const { user } = useSession();
  const [values, setValues] = useState<ContactValues | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = attempted && values ? validateContact(values) : {};
  const errorText = (field: keyof typeof errors) => {
    const key = errors[field];
    return key ? t(`contact.errors.${key}`) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const current = readContact(form);
    setValues(current);
    setAttempted(true);
    setServerError(null);
    const found = validateContact(current);
    if (hasErrors(found)) {
      focusField(form, (['name', 'email', 'message'] as const).find((field) => found[field]) ?? 'name');
      return;
    }
    setPending(true);
    try {
      await api('/api/v1/contact', {
        method: 'POST',
        body: { ...current, name: current.name.trim(), email: current.email.trim(), message: current.message.trim() },
      });
      setSent(true);
      setAttempted(false);
    } catch (error) {
      console.error('Sending the contact message failed', error);
      setServerError(apiErrorMessage(error, t('contact.errors.failed')));
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <Alert tone="success" className={styles.sent}>
        <p>{t('contact.success')}</p>
        <Button variant="secondary" size="sm" onClick={() => setSent(false)}>
          {t('contact.sendAnother')}
        </Button>
      </Alert>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onInput={(event) => setValues(readContact(event.currentTarget))}
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.note}>{t('contact.requiredNote')}</p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className={styles.row}>
        {/* A signed-in member's own name and e-mail fill untouched fields once the session is read. */}
        <TextField
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={user?.name ?? ''}
          error={errorText('name')}
        />
        <TextField
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={user?.email ?? ''}
          error={errorText('email')}
        />
      </div>
      <Select
        label={t('contact.subject')}
        name="subject"
        defaultValue="general"
        options={contactSubjects.map((subject) => ({ value: subject, label: t(`contact.subjects.${subject}`) }))}
      />
      <TextArea
        label={t('contact.message')}
        name="message"
        required
        rows={7}
        maxLength={5000}
        defaultValue=""
        error={errorText('message')}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
