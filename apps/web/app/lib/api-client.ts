import type { ErrorBody } from '@recipes/contracts';
import { isErrorBody, resolveLanguage, type Language } from '@recipes/contracts/plain';

/** A failed API call, with the contract's error body when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.error ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of `body`. */
  formData?: FormData;
  token?: string | null;
  language: Language | string;
  signal?: AbortSignal;
}

/**
 * Calls the API of the same origin. Every request carries the current language (SPEC section 7)
 * and the bearer token when there is one. 204 answers resolve to undefined.
 */
export async function apiFetch<T>(path: string, request: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': resolveLanguage(request.language) };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  let payload: BodyInit | undefined;
  if (request.formData) {
    payload = request.formData;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(request.body);
  }
  const response = await fetch(path, {
    method: request.method ?? 'GET',
    headers,
    body: payload,
    signal: request.signal,
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, isErrorBody(body) ? body : null);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}
