import type { Recipe } from '@recipes/contracts';
import { apiResponse } from '../../lib/api-client.ts';

export interface ListPage<T> {
  items: T[];
  /** From the X-Total-Count header (CONTRACT: every list sends it). */
  total: number;
}

export type RecipePage = ListPage<Recipe>;

export interface PageRequest {
  token: string | null;
  language: string;
  signal?: AbortSignal;
}

/**
 * One page of an API list. `apiFetch` returns only the body, and the total lives in a header, so
 * this reads the response itself (apiResponse: the same headers, errors and refused tokens).
 */
export async function fetchListPage<T>(path: string, request: PageRequest): Promise<ListPage<T>> {
  const response = await apiResponse(path, request);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}

/** One page of a member's recipes. */
export function fetchMemberRecipes(
  query: { userId: number; page: number; pageSize: number },
  request: PageRequest,
): Promise<RecipePage> {
  const params = new URLSearchParams({
    user_id: String(query.userId),
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return fetchListPage<Recipe>(`/api/v1/recipes?${params}`, request);
}
