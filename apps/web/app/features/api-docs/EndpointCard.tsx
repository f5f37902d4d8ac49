import { useTranslation } from '../../i18n/react.tsx';
import type { ErrorCode } from '@recipes/contracts';
import type { ApiEndpoint, ApiField, ApiParameter, ApiResponse } from './openapi-model.ts';
import styles from './ApiDocs.module.css';
import { Lock } from 'lucide-react';

function FieldTable({ fields, withLocation }: { fields: readonly (ApiField | ApiParameter)[]; withLocation: boolean }) {
  const { t } = useTranslation('pages');
  const hasDescriptions = fields.some((field) => field.description);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('apiDocs.endpoints.name')}</th>
            {withLocation && <th scope="col">{t('apiDocs.endpoints.in')}</th>}
            <th scope="col">{t('apiDocs.endpoints.type')}</th>
            <th scope="col">{t('apiDocs.endpoints.required')}</th>
            {hasDescriptions && <th scope="col">{t('apiDocs.endpoints.description')}</th>}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={'location' in field ? `${field.location}-${field.name}` : field.name}>
              <td>
                <code>{field.name}</code>
              </td>
              {withLocation && 'location' in field && (
                <td>{t(`apiDocs.endpoints.locations.${field.location}`, { defaultValue: field.location })}</td>
              )}
              <td className={styles.type}>{field.type}</td>
              <td>{field.required ? t('apiDocs.endpoints.yes') : t('apiDocs.endpoints.no')}</td>
              {hasDescriptions && <td>{field.description}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const errorCodeForStatus: Record<string, ErrorCode> = {
  '400': 'VALIDATION_FAILED',
  '401': 'UNAUTHENTICATED',
  '403': 'FORBIDDEN',
  '404': 'NOT_FOUND',
  '409': 'CONFLICT',
  '413': 'PAYLOAD_TOO_LARGE',
  '415': 'UNSUPPORTED_MEDIA_TYPE',
  '422': 'UNPROCESSABLE',
  '429': 'RATE_LIMITED',
  '500': 'INTERNAL',
  '502': 'UPSTREAM_FAILED',
};

/**
 * A success names its body and fields and says what it holds; a redirect, a 304 or a failure says
 * what it means in the page language (the document's own texts are English, and an error means
 * the same on every endpoint).
 */
function ResponseLine({ response }: { response: ApiResponse }) {
  const { t } = useTranslation('pages');
  const success = response.status.startsWith('2');
  const code = errorCodeForStatus[response.status];
  const meaning = code
    ? t(`apiDocs.errors.codes.${code}`)
    : t(`apiDocs.endpoints.statuses.${response.status}`, { defaultValue: '' });
  const text = success ? response.description || meaning : meaning || response.description;
  return (
    <li>
      <span className={`${styles.status} ${success || !code ? styles.ok : styles.fail}`}>{response.status}</span>
      <span className={styles.responseText}>
        {!success && code && <code className={styles.errorCode}>{code}</code>}
        {success && response.type && <code className={styles.responseType}>{response.type}</code>} {text}
        {success && response.fields.length > 0 && (
          <span className={styles.responseFields}>
            {t('apiDocs.endpoints.fields')}: <code>{response.fields.join(', ')}</code>
          </span>
        )}
      </span>
    </li>
  );
}

/** One operation: method and path, summary, parameters, request body fields and responses. */
export function EndpointCard({ endpoint }: { endpoint: ApiEndpoint }) {
  const { t } = useTranslation('pages');
  return (
    <article
      id={endpoint.id}
      className={styles.endpoint}
      aria-labelledby={`${endpoint.id}-title`}
      data-testid="api-endpoint"
    >
      <h4 id={`${endpoint.id}-title`} className={styles.endpointTitle}>
        <span className={`${styles.method} ${styles[`method${endpoint.method}`] ?? ''}`}>{endpoint.method}</span>
        <code className={styles.path}>{endpoint.path}</code>
      </h4>
      {(endpoint.summary || endpoint.requiresAuth) && (
        <p className={styles.summary}>
          {endpoint.summary}
          {endpoint.requiresAuth && (
            <span className={styles.authBadge}>
              <Lock size="1em" aria-hidden="true" focusable="false" /> {t('apiDocs.endpoints.authRequired')}
            </span>
          )}
        </p>
      )}
      {endpoint.description && endpoint.description !== endpoint.summary && (
        <p className={styles.description}>{endpoint.description}</p>
      )}
      {endpoint.parameters.length > 0 && (
        <>
          <h5 className={styles.partHeading}>{t('apiDocs.endpoints.parameters')}</h5>
          <FieldTable fields={endpoint.parameters} withLocation />
        </>
      )}
      {endpoint.bodyContentType && (
        <>
          <h5 className={styles.partHeading}>
            {t('apiDocs.endpoints.requestBody')} <code className={styles.contentType}>{endpoint.bodyContentType}</code>
          </h5>
          {endpoint.bodyIsList && <p className={styles.description}>{t('apiDocs.endpoints.listBody')}</p>}
          {endpoint.bodyFields.length > 0 && <FieldTable fields={endpoint.bodyFields} withLocation={false} />}
        </>
      )}
      {endpoint.responses.length > 0 && (
        <>
          <h5 className={styles.partHeading}>{t('apiDocs.endpoints.responses')}</h5>
          <ul className={styles.responses}>
            {endpoint.responses.map((response) => (
              <ResponseLine key={response.status} response={response} />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
