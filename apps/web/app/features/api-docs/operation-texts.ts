import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { ApiEndpoint } from './openapi-model.ts';

/**
 * What each operation says about itself (summary, description) in the page language. The server's
 * OpenAPI document is English; the `api-operations` namespace holds every operation's texts under
 * `operations["METHOD /path"]`. That key is read from the list, not as a dotted key, because paths
 * like /api/openapi.json hold dots. A text the namespace lacks is shown as the document has it.
 */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

type Translated = Record<string, { summary?: unknown; description?: unknown } | undefined>;

const isTranslated = (value: unknown): value is Translated =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/** Read once per page and language: the list is looked up once, not once per endpoint card. */
export function useOperationTexts(): (endpoint: ApiEndpoint) => ApiEndpoint {
  const { t } = useTranslation('api-operations');
  return useMemo(() => {
    const found = t('operations', { returnObjects: true });
    const operations: Translated = isTranslated(found) ? found : {};
    return (endpoint) => {
      const translated = operations[operationKey(endpoint.method, endpoint.path)];
      return {
        ...endpoint,
        summary: text(translated?.summary, endpoint.summary),
        description: text(translated?.description, endpoint.description),
      };
    };
  }, [t]);
}
