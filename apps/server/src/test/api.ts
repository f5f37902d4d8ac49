import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AuthResponse, Recipe, RecipeCreateBody, RegisterBody } from '@recipes/contracts';
import { recipeBody, registerBody } from '../sample-content/factories.ts';

export interface Member extends AuthResponse {
  headers: { authorization: string };
}

/** Registers a member through the API and returns it with ready-made auth headers. */
export async function signUp(app: FastifyInstance, overrides: Partial<RegisterBody> = {}): Promise<Member> {
  const res = await app.inject({ method: 'POST', url: '/users/register', payload: registerBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}

export async function createRecipe(
  app: FastifyInstance,
  member: Member,
  overrides: Partial<RecipeCreateBody> = {},
): Promise<Recipe> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/recipes',
    headers: member.headers,
    payload: recipeBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create recipe failed: ${res.statusCode} ${res.body}`);
  return res.json<Recipe>();
}

/** Injects and parses JSON, for terse assertions. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, headers: res.headers, body: isJson ? res.json() : res.body };
}

/** A new member rates the recipe through the API (one rating per member, so a new one each time). */
export async function rateAsNewMember(app: FastifyInstance, recipeId: number, rating: number): Promise<void> {
  const rater = await signUp(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/ratings',
    headers: rater.headers,
    payload: { recipeId, userId: rater.id, rating },
  });
  if (res.statusCode !== 201) throw new Error(`rating failed: ${res.statusCode} ${res.body}`);
}

/** The member deletes their own account with the factories' password (204 when it worked). */
export function deleteAccount(app: FastifyInstance, member: Member, password = 'correct horse battery') {
  return call(app, {
    method: 'DELETE',
    url: '/users/me',
    headers: member.headers,
    payload: { confirm: true, password },
  });
}
