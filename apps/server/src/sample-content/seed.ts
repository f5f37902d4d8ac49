import type { FastifyBaseLogger } from 'fastify';
import type {
  AuthResponse,
  RatingBody,
  RatingResponse,
  Recipe,
  RecipeCreateBody,
  RecipeUpdateBody,
  RegisterBody,
} from '@recipes/contracts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { sampleRecipes, type SampleRecipe } from './data/index.ts';
import { authorOf, memberKeys, memberRegistration, type MemberKey } from './members.ts';
import { planRatings } from './ratings-plan.ts';
import { logStep } from '../config/logging.ts';
import { storeRecipePhotos, type PhotoStore } from './sample-photos.ts';

/** The services the seed goes through, so sample content takes the same path as members' own. */
export interface SeedServices {
  deps: { db: Db };
  accounts: { register(body: RegisterBody): Promise<AuthResponse> };
  sessions: { userForToken(token: string): Promise<UserRow | null> };
  recipes: {
    create(user: UserRow, body: RecipeCreateBody): Promise<Recipe>;
    update(user: UserRow, id: number, body: RecipeUpdateBody): Promise<Recipe>;
  };
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

/**
 * Called at start-up after migrations: fills an empty site with sample members, recipes and
 * ratings, without photos yet. Answers the step that adds the photos (the slow part: drawing and
 * storing about a hundred of them), for the caller to run once the site answers; null when
 * nothing was seeded. The step never throws: a site without sample photos still works.
 */
export async function seedIfEmpty(services: Services, log: FastifyBaseLogger): Promise<(() => Promise<void>) | null> {
  if (await hasRecipes(services)) {
    log.debug('sample seed skipped: recipes exist');
    return null;
  }
  logStep(log, `Seeding ${sampleRecipes.length} sample recipes…`);
  let seeded: SeededRecipes;
  try {
    seeded = await seedSampleRecipes(services);
    log.info(seeded.summary, 'seeded sample recipes');
  } catch (error) {
    // The site works without sample content; a failed seed must not keep it from starting.
    log.error({ err: error }, 'seeding sample recipes failed');
    return null;
  }
  return async () => {
    logStep(log, 'Adding sample photos in the background…');
    try {
      const started = performance.now();
      const photos = await addSamplePhotos(services, seeded);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logStep(log, `Sample photos ready (${photos} photos in ${seconds} s)`, { photos });
    } catch (error) {
      log.error({ err: error }, 'adding sample photos failed');
    }
  };
}

export async function hasRecipes(services: Pick<SeedServices, 'deps'>): Promise<boolean> {
  const row = await services.deps.db.selectFrom('recipes').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Seeds unconditionally, photos included; sample members that already exist (from an earlier run) are reused. */
export async function seedSampleContent(services: SeedServices): Promise<SeedSummary> {
  const seeded = await seedSampleRecipes(services);
  const started = performance.now();
  const photos = await addSamplePhotos(services, seeded);
  const photosMs = Math.round(performance.now() - started);
  const { summary } = seeded;
  return {
    ...summary,
    photos,
    milliseconds: summary.milliseconds + photosMs,
    phases: { ...summary.phases, photos: photosMs },
  };
}

/** The sample recipes as created (without photos), each with its author. */
export interface SeededRecipes {
  recipes: { recipe: Recipe; author: UserRow; sample: SampleRecipe }[];
  summary: SeedSummary;
}

/** Members, recipes (no photos yet) and ratings: what the site needs to answer with content. */
export async function seedSampleRecipes(services: SeedServices): Promise<SeededRecipes> {
  const started = performance.now();
  const lap = lapTimer();
  const members = await registerMembers(services);
  const membersMs = lap();
  const authors = sampleRecipes.map((recipe) => members.get(authorOf(recipe.recipeCuisine))!);
  const created: Recipe[] = [];
  for (const [i, recipe] of sampleRecipes.entries()) {
    created.push(await services.recipes.create(authors[i]!, createBody(recipe)));
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
    recipes: created.map((recipe, i) => ({ recipe, author: authors[i]!, sample: sampleRecipes[i]! })),
    summary: {
      members: members.size,
      recipes: created.length,
      photos: 0,
      ratings: plan.length,
      milliseconds: Math.round(performance.now() - started),
      phases: { members: membersMs, photos: 0, recipes: recipesMs, ratings: lap() },
    },
  };
}

/**
 * Draws each recipe's gallery and step photos, stores them through the upload pipeline and puts
 * them on the recipe as its author would, a few recipes at a time. Answers how many were stored.
 */
export async function addSamplePhotos(services: SeedServices, seeded: SeededRecipes): Promise<number> {
  const stored = await mapInOrder(seeded.recipes, photoConcurrency, async ({ recipe, author, sample }) => {
    const photos = await storeRecipePhotos(services.photos, author.id, sample);
    await services.recipes.update(author, recipe.id, {
      images: photos.images,
      recipeInstructions: photos.recipeInstructions,
    });
    return photos.stored;
  });
  return stored.reduce((sum, n) => sum + n, 0);
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

function createBody(recipe: SampleRecipe): RecipeCreateBody {
  const { language: _language, art: _art, photos: _photos, stepPhotos: _stepPhotos, ...fields } = recipe;
  return {
    videos: [],
    notes: '',
    sourceURL: '',
    active: true,
    ...fields,
    images: [],
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
