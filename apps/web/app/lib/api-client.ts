import type { ErrorBody } from '@recipes/contracts';
import { isErrorBody, resolveLanguage, type Language } from '@recipes/contracts/plain';

/** A failed API call, with the contract's error body when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    /** The request carried a bearer token and the server refused it (401): the session is over. */
    readonly tokenRefused = false,
  ) {
    super(body?.error ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** Whether a call failed because the member's session is over (it has ended the session already). */
export function isTokenRefused(error: unknown): boolean {
  return error instanceof ApiError && error.tokenRefused;
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

// Set by the session (session-end.ts); the client itself knows nothing of members or storage.
let tokenRefused: (token: string) => void = () => undefined;

/**
 * Names what happens when the server refuses a request's bearer token. Every call with a token
 * goes through apiResponse, so this is the one place a dead session is noticed.
 */
export function onTokenRefused(handler: (token: string) => void): void {
  tokenRefused = handler;
}

/**
 * Calls the API of the same origin and hands back the response when it is a success. Every
 * request carries the current language (SPEC section 7) and the bearer token when there is one.
 * A 401 to a request without a token (a wrong password) is only an error; with one, the session
 * has ended as well.
 */
export async function apiResponse(path: string, request: ApiRequest): Promise<Response> {
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
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  const refusedToken = response.status === 401 ? request.token : null;
  if (refusedToken) tokenRefused(refusedToken);
  throw new ApiError(response.status, isErrorBody(body) ? body : null, Boolean(refusedToken));
}

/** apiResponse's body: JSON or text; 204 answers resolve to undefined. */
export async function apiFetch<T>(path: string, request: ApiRequest): Promise<T> {
  const response = await apiResponse(path, request);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}
