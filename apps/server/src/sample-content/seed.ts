import type { FastifyBaseLogger } from 'fastify';
import type {
  AuthResponse,
  RatingBody,
  RatingResponse,
  Recipe,
  RecipeCreateBody,
  RegisterBody,
} from '@recipes/contracts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { sampleRecipes, type SampleRecipe } from './data/index.ts';
import { authorOf, memberKeys, memberRegistration, type MemberKey } from './members.ts';
import { planRatings } from './ratings-plan.ts';
import { storeRecipePhotos, type PhotoStore, type RecipePhotos } from './sample-photos.ts';

/** The services the seed goes through, so sample content takes the same path as members' own. */
export interface SeedServices {
  deps: { db: Db };
  accounts: { register(body: RegisterBody): Promise<AuthResponse> };
  sessions: { userForToken(token: string): Promise<UserRow | null> };
  recipes: { create(user: UserRow, body: RecipeCreateBody): Promise<Recipe> };
  ratings: { create(user: UserRow, body: RatingBody): Promise<RatingResponse> };
  photos: PhotoStore;
}

export interface SeedSummary {
  members: number;
  recipes: number;
  photos: number;
  ratings: number;
  milliseconds: number;
  /** Where the time went, in milliseconds. */
  phases: { members: number; photos: number; recipes: number; ratings: number };
}

/** Photos are drawn this many recipes at a time: enough to keep two cores busy. */
const photoConcurrency = 3;

/** Called at start-up after migrations: fills an empty site with sample members, recipes and ratings. */
export async function seedIfEmpty(services: Services, log: FastifyBaseLogger): Promise<void> {
  if (await hasRecipes(services)) {
    log.debug('sample seed skipped: recipes exist');
    return;
  }
  try {
    const summary = await seedSampleContent(services);
    log.info(summary, 'seeded sample recipes');
  } catch (error) {
    // The site works without sample content; a failed seed must not keep it from starting.
    log.error({ err: error }, 'seeding sample recipes failed');
  }
}

export async function hasRecipes(services: Pick<SeedServices, 'deps'>): Promise<boolean> {
  const row = await services.deps.db.selectFrom('recipes').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Seeds unconditionally; sample members that already exist (from an earlier run) are reused. */
export async function seedSampleContent(services: SeedServices): Promise<SeedSummary> {
  const started = performance.now();
  const lap = lapTimer();
  const members = await registerMembers(services);
  const membersMs = lap();
  const authors = sampleRecipes.map((recipe) => members.get(authorOf(recipe.recipeCuisine))!);

  const photos = await mapInOrder(sampleRecipes, photoConcurrency, (recipe, i) =>
    storeRecipePhotos(services.photos, authors[i]!.id, recipe),
  );
  const photosMs = lap();
  const created: Recipe[] = [];
  for (const [i, recipe] of sampleRecipes.entries()) {
    created.push(await services.recipes.create(authors[i]!, createBody(recipe, photos[i]!)));
  }
  const recipesMs = lap();

  const raters = memberKeys.map((key) => members.get(key)!);
  const plan = planRatings(
    created.map((recipe) => ({
      author: raters.findIndex((m) => m.id === recipe.createdByUserId),
      active: recipe.active,
    })),
    raters.length,
  );
  for (const { recipeIndex, rater, rating } of plan) {
    const user = raters[rater]!;
    await services.ratings.create(user, { rating, recipeId: created[recipeIndex]!.id, userId: user.id });
  }

  return {
    members: members.size,
    recipes: created.length,
    photos: photos.reduce((sum, p) => sum + p.stored, 0),
    ratings: plan.length,
    milliseconds: Math.round(performance.now() - started),
    phases: { members: membersMs, photos: photosMs, recipes: recipesMs, ratings: lap() },
  };
}

async function registerMembers(services: SeedServices): Promise<Map<MemberKey, UserRow>> {
  const members = new Map<MemberKey, UserRow>();
  for (const key of memberKeys) {
    const registration = memberRegistration(key);
    const existing = await services.deps.db
      .selectFrom('users')
      .selectAll()
      .where('username_lower', '=', registration.username.toLowerCase())
      .executeTakeFirst();
    if (existing) {
      members.set(key, existing);
      continue;
    }
    const auth = await services.accounts.register(registration);
    const user = await services.sessions.userForToken(auth.token);
    if (!user) throw new Error(`sample member ${key} was registered but cannot be signed in`);
    members.set(key, user);
  }
  return members;
}

function createBody(recipe: SampleRecipe, photos: RecipePhotos): RecipeCreateBody {
  const { language: _language, art: _art, photos: _photos, stepPhotos: _stepPhotos, ...fields } = recipe;
  return {
    videos: [],
    notes: '',
    sourceURL: '',
    active: true,
    ...fields,
    images: photos.images,
    recipeInstructions: photos.recipeInstructions,
  };
}

/** Each call answers the whole milliseconds since the previous one. */
function lapTimer(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = Math.round(now - last);
    last = now;
    return elapsed;
  };
}

/** Like Promise.all over a map, with at most `limit` calls running at once. */
async function mapInOrder<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
