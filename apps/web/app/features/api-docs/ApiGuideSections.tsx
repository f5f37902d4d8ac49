import { useTranslation } from '../../i18n/react.tsx';
import { z } from 'zod';
import { errorCodes, errorStatus } from '@recipes/contracts/plain';
import styles from './ApiDocs.module.css';
import { numberFormat } from '../../i18n/intl-formats.ts';

const errorExample = `{
  "success": false,
  "error": "The request is not valid.",
  "code": "VALIDATION_FAILED",
  "timestamp": "2025-11-01T12:00:00.000Z",
  "details": [{ "path": "body.email", "message": "is not a valid e-mail address" }]
}`;

export function AuthSection({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation('pages');
  const steps = z
    .array(z.string())
    .catch([])
    .parse(t('apiDocs.auth.steps', { returnObjects: true }));
  const example = [
    `curl -X POST ${baseUrl}/users/authenticate \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"username": "anna", "password": "••••••••"}'`,
    '',
    `curl ${baseUrl}/users/me \\`,
    `  -H 'Authorization: Bearer <token>'`,
  ].join('\n');
  return (
    <section id="authentication" className={styles.section} aria-labelledby="authentication-heading">
      <h2 id="authentication-heading">{t('apiDocs.auth.heading')}</h2>
      <p>{t('apiDocs.auth.intro')}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <pre className={styles.code}>
        <code>{example}</code>
      </pre>
      <p>{t('apiDocs.auth.expiry')}</p>
    </section>
  );
}

export function ErrorSection() {
  const { t } = useTranslation('pages');
  return (
    <section id="errors" className={styles.section} aria-labelledby="errors-heading">
      <h2 id="errors-heading">{t('apiDocs.errors.heading')}</h2>
      <p>{t('apiDocs.errors.intro')}</p>
      <pre className={styles.code}>
        <code>{errorExample}</code>
      </pre>
      <h3>{t('apiDocs.errors.codesHeading')}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('apiDocs.errors.status')}</th>
              <th scope="col">{t('apiDocs.errors.code')}</th>
              <th scope="col">{t('apiDocs.errors.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {errorCodes.map((code) => (
              <tr key={code}>
                <td>{errorStatus[code]}</td>
                <td>
                  <code>{code}</code>
                </td>
                <td>{t(`apiDocs.errors.codes.${code}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function RateLimitSection({ limitPerHour }: { limitPerHour: number }) {
  const { t, i18n } = useTranslation('pages');
  const example = [
    'HTTP/1.1 429 Too Many Requests',
    `RateLimit-Limit: ${limitPerHour}`,
    'RateLimit-Remaining: 0',
    'RateLimit-Reset: 1800',
    'Retry-After: 1800',
  ].join('\n');
  return (
    <section id="rate-limits" className={styles.section} aria-labelledby="rate-limits-heading">
      <h2 id="rate-limits-heading">{t('apiDocs.rateLimit.heading')}</h2>
      <p>{t('apiDocs.rateLimit.text', { limit: numberFormat(i18n.language).format(limitPerHour) })}</p>
      <p>{t('apiDocs.rateLimit.headers')}</p>
      <pre className={styles.code}>
        <code>{example}</code>
      </pre>
    </section>
  );
}
