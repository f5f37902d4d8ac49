import { useTranslation } from '../../i18n/react.tsx';
import { Container } from '../../components/ui/Container.tsx';
import type { ApiDocsData } from './api-docs-data.ts';
import { AuthSection, ErrorSection, RateLimitSection } from './ApiGuideSections.tsx';
import { EndpointCard } from './EndpointCard.tsx';
import { useOperationTexts } from './operation-texts.ts';
import { tagAnchor, useTagName } from './tag-name.ts';
import styles from './ApiDocs.module.css';

/** The /api/docs page: how to use the API, then every endpoint of the OpenAPI document by tag. */
export function ApiDocsView({ data }: { data: ApiDocsData }) {
  const { t } = useTranslation('pages');
  const tagName = useTagName();
  const inPageLanguage = useOperationTexts();
  const { model } = data;
  const endpointCount = model.groups.reduce((sum, group) => sum + group.endpoints.length, 0);

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1>{t('apiDocs.title')}</h1>
        <p className={styles.lead}>{t('apiDocs.intro')}</p>
        <p className={styles.meta}>
          <a href="/api/openapi.json" className={styles.specLink}>
            {t('apiDocs.openApiLink')}
          </a>
          {model.version && <span className={styles.version}>v{model.version}</span>}
          <code className={styles.baseUrl}>{data.baseUrl}</code>
        </p>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="api-toc-heading">
          <h2 id="api-toc-heading" className={styles.tocHeading}>
            {t('apiDocs.contents')}
          </h2>
          <ul>
            <li>
              <a href="#authentication">{t('apiDocs.auth.heading')}</a>
            </li>
            <li>
              <a href="#errors">{t('apiDocs.errors.heading')}</a>
            </li>
            <li>
              <a href="#rate-limits">{t('apiDocs.rateLimit.heading')}</a>
            </li>
            <li>
              <a href="#endpoints">{t('apiDocs.endpoints.heading')}</a>
              <ul>
                {model.groups.map((group) => (
                  <li key={group.tag}>
                    <a href={`#${tagAnchor(group.tag)}`}>{tagName(group.tag)}</a>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </nav>

        <div className={styles.content}>
          <AuthSection baseUrl={data.baseUrl} />
          <ErrorSection />
          <RateLimitSection limitPerHour={data.rateLimitPerHour} />

          <section id="endpoints" className={styles.section} aria-labelledby="endpoints-heading">
            <h2 id="endpoints-heading">
              {t('apiDocs.endpoints.heading')}{' '}
              <span className={styles.count}>{t('apiDocs.endpoints.count', { count: endpointCount })}</span>
            </h2>
            {model.groups.length === 0 && <p>{t('apiDocs.endpoints.unavailable')}</p>}
            {model.groups.map((group) => (
              <section
                key={group.tag}
                id={tagAnchor(group.tag)}
                className={styles.group}
                aria-labelledby={`${tagAnchor(group.tag)}-heading`}
              >
                <h3 id={`${tagAnchor(group.tag)}-heading`} className={styles.groupHeading}>
                  {tagName(group.tag)}
                </h3>
                {group.description && <p className={styles.groupDescription}>{group.description}</p>}
                {group.endpoints.map((endpoint) => (
                  <EndpointCard key={endpoint.id} endpoint={inPageLanguage(endpoint)} />
                ))}
              </section>
            ))}
          </section>
        </div>
      </div>
    </Container>
  );
}
