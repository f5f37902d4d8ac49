import { DomainError, invalid } from '../../domain-errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import type { FetchFailure } from './fetch/fetch-errors.ts';

/**
 * Each fetch failure as the contract's answer: what is wrong with the address the member gave is a
 * 400, what the other site did wrong (or did not do in time) is a 502.
 */
const answers: Record<FetchFailure, { code: 'VALIDATION_FAILED' | 'UPSTREAM_FAILED'; key: MessageKey }> = {
  badUrl: { code: 'VALIDATION_FAILED', key: 'IMPORT_URL_INVALID' },
  scheme: { code: 'VALIDATION_FAILED', key: 'IMPORT_URL_SCHEME' },
  privateAddress: { code: 'VALIDATION_FAILED', key: 'IMPORT_ADDRESS_PRIVATE' },
  tooLarge: { code: 'VALIDATION_FAILED', key: 'IMPORT_TOO_LARGE' },
  unresolvable: { code: 'UPSTREAM_FAILED', key: 'IMPORT_HOST_UNKNOWN' },
  timeout: { code: 'UPSTREAM_FAILED', key: 'IMPORT_TIMEOUT' },
  tooManyRedirects: { code: 'UPSTREAM_FAILED', key: 'IMPORT_TOO_MANY_REDIRECTS' },
  httpStatus: { code: 'UPSTREAM_FAILED', key: 'IMPORT_HTTP_STATUS' },
  network: { code: 'UPSTREAM_FAILED', key: 'IMPORT_NETWORK' },
};

export function fetchFailureError(reason: FetchFailure): DomainError {
  const { code, key } = answers[reason];
  return code === 'VALIDATION_FAILED' ? invalid(key) : new DomainError(code, key);
}

export const unprocessable = (key: MessageKey) => new DomainError('UNPROCESSABLE', key);
