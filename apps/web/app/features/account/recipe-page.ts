import { ErrorBodySchema, resolveLanguage, type Recipe } from '@recipes/contracts';
import { ApiError } from '../../lib/api-client.ts';

export interface RecipePage {
  items: Recipe[];
  /** From the X-Total-Count header (CONTRACT: every list sends it). */
  total: number;
}

/**
 * One page of a member's recipes. `apiFetch` returns only the body, and the total lives in a
 * header, so this reads the response itself (same headers and error handling as apiFetch).
 */
export async function fetchMemberRecipes(
  query: { userId: number; page: number; pageSize: number },
  request: { token: string | null; language: string; signal?: AbortSignal },
): Promise<RecipePage> {
  const params = new URLSearchParams({
    user_id: String(query.userId),
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  const headers: Record<string, string> = { 'Accept-Language': resolveLanguage(request.language) };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  const response = await fetch(`/api/v1/recipes?${params}`, { headers, signal: request.signal });
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, parsed.success ? parsed.data : null);
  }
  const items = (await response.json()) as Recipe[];
  const total = Number(response.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}
