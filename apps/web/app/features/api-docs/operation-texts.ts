import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { ApiEndpoint, ApiField, ApiParameter, ApiResponse } from './openapi-model.ts';

/**
 * What each operation says about itself in the page language. The server's OpenAPI document is
 * English; the `api-operations` namespace holds every operation's texts under
 * `operations["METHOD /path"]`: summary, description, and the descriptions of its success
 * responses (`responses`, by status), parameters (`parameters`, by "location name", since a name
 * can appear in the path and the query) and body fields (`fields`, by name). That key is read
 * from the list, not as a dotted key, because paths like /api/openapi.json hold dots. A text the
 * namespace lacks is shown as the document has it; a part the document does not describe stays
 * undescribed.
 */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

export function parameterKey(parameter: Pick<ApiParameter, 'location' | 'name'>): string {
  return `${parameter.location} ${parameter.name}`;
}

type Texts = Record<string, unknown>;

const asTexts = (value: unknown): Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Texts) : {};

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/** The translation of a description the document has; none where the document has none. */
const described = (texts: Texts, key: string, english: string): string => (english ? text(texts[key], english) : '');

/** One endpoint in the page language, from its entry in the `operations` list (if any). */
export function translateEndpoint(endpoint: ApiEndpoint, entry: unknown): ApiEndpoint {
  const translated = asTexts(entry);
  const responses = asTexts(translated.responses);
  const parameters = asTexts(translated.parameters);
  const fields = asTexts(translated.fields);
  return {
    ...endpoint,
    summary: text(translated.summary, endpoint.summary),
    description: text(translated.description, endpoint.description),
    parameters: endpoint.parameters.map((parameter): ApiParameter => ({
      ...parameter,
      description: described(parameters, parameterKey(parameter), parameter.description),
    })),
    bodyFields: endpoint.bodyFields.map((field): ApiField => ({
      ...field,
      description: described(fields, field.name, field.description),
    })),
    responses: endpoint.responses.map((response): ApiResponse => ({
      ...response,
      description: described(responses, response.status, response.description),
    })),
  };
}

/** Read once per page and language: the list is looked up once, not once per endpoint card. */
export function useOperationTexts(): (endpoint: ApiEndpoint) => ApiEndpoint {
  const { t } = useTranslation('api-operations');
  return useMemo(() => {
    const operations = asTexts(t('operations', { returnObjects: true }));
    return (endpoint) => translateEndpoint(endpoint, operations[operationKey(endpoint.method, endpoint.path)]);
  }, [t]);
}
