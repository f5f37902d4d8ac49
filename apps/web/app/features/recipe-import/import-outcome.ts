import type { Recipe, RecipeDraft } from '@recipes/contracts';
import { ApiError } from '../../lib/api-client.ts';

export type ImportMode = 'url' | 'text' | 'file';

/** Where an import stands: nothing yet, working on one of the three ways, failed, or done. */
export type ImportState =
  | { kind: 'idle' }
  | { kind: 'working'; mode: ImportMode }
  | { kind: 'failed'; mode: ImportMode; message: ImportMessage }
  | { kind: 'filled'; draft: RecipeDraft }
  | { kind: 'created'; recipes: Recipe[] };

/**
 * What to tell the member about a failure: the server's own message (already in their language)
 * when it sent one, else one of ours (no connection, or something unexpected).
 */
export type ImportMessage = { server: string } | { key: 'failure.offline' | 'failure.unknown' };

export function importFailure(error: unknown): ImportMessage {
  if (error instanceof ApiError) return error.body ? { server: error.body.error } : { key: 'failure.unknown' };
  // fetch() rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return { key: 'failure.offline' };
  return { key: 'failure.unknown' };
}

/** The host a draft came from, for "Filled in from …"; empty for pasted text. */
export function sourceHost(draft: Pick<RecipeDraft, 'sourceURL'>): string {
  try {
    return draft.sourceURL ? new URL(draft.sourceURL).hostname : '';
  } catch {
    return '';
  }
}

/** A link the member typed, with https:// added when they left the scheme out. */
export function normalizeLink(input: string): string {
  const trimmed = input.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}
