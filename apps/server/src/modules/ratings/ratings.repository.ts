import type { Rating } from '@recipes/contracts';
import type { Dialect, Executor } from '../../db/database.ts';
import type { RatingRow } from '../../db/schema.ts';
import { recipeAccess, type RecipeAccess } from '../recipes/recipes.policy.ts';

export function toRating(row: Pick<RatingRow, 'id' | 'rating' | 'recipe_id' | 'user_id'>): Rating {
  return { id: row.id, rating: row.rating, recipeId: row.recipe_id, userId: row.user_id };
}

/** What a rating write reads under the recipe's lock: who may rate it, and its stored average before the write. */
export interface LockedRecipe {
  access: RecipeAccess;
  /** The stored average before this write (null without ratings): whether the star count moved. */
  averageBefore: number | null;
}

/**
 * The recipe a rating write is for, locked on PostgreSQL for the rest of the transaction, so
 * concurrent rating changes of one recipe recompute its average one after another (SQLite runs one
 * writer at a time anyway). Its stored average comes in the same statement: a write under load
 * waits for every round trip, so the access check and the average it replaces are one.
 */
export async function lockRecipeForRating(
  tx: Executor,
  recipeId: number,
  dialect: Dialect,
): Promise<LockedRecipe | undefined> {
  const row = await tx
    .selectFrom('recipes')
    .select(['created_by_user_id', 'active', 'average_rating'])
    .where('id', '=', recipeId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row ? { access: recipeAccess(row), averageBefore: row.average_rating } : undefined;
}

/**
 * A stored rating with its recipe, the recipe locked (PostgreSQL) as for a new rating, in one
 * statement. The rating is read under that lock: if it went with its recipe meanwhile, there is
 * no row. A rating never moves to another recipe, so its recipe id is the one to lock.
 */
export async function lockRatingWithRecipe(
  tx: Executor,
  ratingId: number,
  dialect: Dialect,
): Promise<(LockedRecipe & { rating: Rating }) | undefined> {
  const row = await tx
    .selectFrom('ratings')
    .innerJoin('recipes', 'recipes.id', 'ratings.recipe_id')
    .select([
      'ratings.id',
      'ratings.rating',
      'ratings.recipe_id',
      'ratings.user_id',
      'recipes.created_by_user_id',
      'recipes.active',
      'recipes.average_rating',
    ])
    .where('ratings.id', '=', ratingId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate('recipes'))
    .executeTakeFirst();
  return row
    ? {
        rating: toRating(row),
        access: recipeAccess(row),
        averageBefore: row.average_rating,
      }
    : undefined;
}

export async function listRatingsForRecipe(db: Executor, recipeId: number): Promise<Rating[]> {
  const rows = await db
    .selectFrom('ratings')
    .select(['id', 'rating', 'recipe_id', 'user_id'])
    .where('recipe_id', '=', recipeId)
    .orderBy('id')
    .execute();
  return rows.map(toRating);
}

/**
 * The member's own rating of a recipe found from their sign-in token, with the token check in
 * the same query (decision 0034: the recipe page asks this on every signed-in view, and the
 * general lookup of the member would be a second round trip for a row it never uses). Undefined
 * when the token is unknown or expired; `access` undefined when the recipe does not exist.
 * Sessions go with their member (ON DELETE CASCADE), so a live session means a live member.
 */
export async function findOwnRatingByToken(
  db: Executor,
  tokenHash: string,
  recipeId: number,
  now: string,
): Promise<{ userId: number; access: RecipeAccess | undefined; rating: Rating | null } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('recipes', (join) => join.on('recipes.id', '=', recipeId))
    .leftJoin('ratings', (join) =>
      join.onRef('ratings.recipe_id', '=', 'recipes.id').onRef('ratings.user_id', '=', 'sessions.user_id'),
    )
    .select([
      'sessions.user_id',
      'recipes.id as recipe_id',
      'recipes.created_by_user_id',
      'recipes.active',
      'ratings.id',
      'ratings.rating',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const userId = row.user_id;
  const access =
    row.recipe_id !== null && row.created_by_user_id !== null
      ? { createdByUserId: row.created_by_user_id, active: row.active === 1 }
      : undefined;
  const rating = row.id !== null && row.rating !== null ? { id: row.id, rating: row.rating, recipeId, userId } : null;
  return { userId, access, rating };
}

/** Every rating the member gave, by recipe id. */
export async function listRatingsOfMember(db: Executor, userId: number): Promise<Rating[]> {
  const rows = await db
    .selectFrom('ratings')
    .select(['id', 'rating', 'recipe_id', 'user_id'])
    .where('user_id', '=', userId)
    .orderBy('recipe_id')
    .execute();
  return rows.map(toRating);
}

/** Inserts a rating; a second one by the same member for the same recipe hits the unique constraint. */
export async function insertRating(
  db: Executor,
  values: { recipeId: number; userId: number; rating: number; now: string },
): Promise<Rating> {
  const row = await db
    .insertInto('ratings')
    .values({
      recipe_id: values.recipeId,
      user_id: values.userId,
      rating: values.rating,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(['id', 'rating', 'recipe_id', 'user_id'])
    .executeTakeFirstOrThrow();
  return toRating(row);
}

export async function updateRatingValue(db: Executor, ratingId: number, rating: number, now: string): Promise<Rating> {
  const row = await db
    .updateTable('ratings')
    .set({ rating, updated_at: now })
    .where('id', '=', ratingId)
    .returning(['id', 'rating', 'recipe_id', 'user_id'])
    .executeTakeFirstOrThrow();
  return toRating(row);
}

/** Recomputes the recipe's stored average and count from its ratings in one UPDATE. */
export async function refreshRecipeAggregate(
  db: Executor,
  recipeId: number,
): Promise<{ averageRating: number | null; ratingCount: number }> {
  const row = await db
    .updateTable('recipes')
    .set((eb) => ({
      average_rating: eb
        .selectFrom('ratings')
        .select((s) => s.fn.avg<number>('rating').as('average'))
        .where('recipe_id', '=', recipeId),
      rating_count: eb
        .selectFrom('ratings')
        .select((s) => s.fn.countAll<number>().as('count'))
        .where('recipe_id', '=', recipeId),
    }))
    .where('id', '=', recipeId)
    .returning(['average_rating', 'rating_count'])
    .executeTakeFirstOrThrow();
  return { averageRating: row.average_rating, ratingCount: Number(row.rating_count) };
}

/** The member's rating of one recipe, if any (read inside the write's transaction). */
export async function findRatingOf(db: Executor, userId: number, recipeId: number): Promise<Rating | undefined> {
  const row = await db
    .selectFrom('ratings')
    .select(['id', 'rating', 'recipe_id', 'user_id'])
    .where('user_id', '=', userId)
    .where('recipe_id', '=', recipeId)
    .executeTakeFirst();
  return row ? toRating(row) : undefined;
}
