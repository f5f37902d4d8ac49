import { useTranslation } from '../../i18n/react.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import type { MailOutcome } from './mail-outcomes.ts';
import styles from './MailLinks.module.css';

/** A check for done, a circle with a line for a link that did not work. */
function OutcomeIcon({ ok }: { ok: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
      {ok ? <path d="m7.5 12.5 3 3 6-6.5" /> : <path d="M8 12h8" />}
    </svg>
  );
}

/** What opening a link from one of our mails did: subscribed, confirmed, unsubscribed, or nothing. */
export function MailResultPage({ outcome }: { outcome: MailOutcome }) {
  const { t } = useTranslation('mail-links');
  return (
    <Container narrow className={styles.page}>
      <OutcomeIcon ok={outcome !== 'link-invalid'} />
      <h1>{t(`result.${outcome}.title`)}</h1>
      <p className={styles.text}>{t(`result.${outcome}.text`)}</p>
      <ButtonLink to="/">{t('home')}</ButtonLink>
    </Container>
  );
}
