import type { Recipe, RecipeCreateBody, RecipeUpdateBody } from '@recipes/contracts';
import { nowIso, type Executor } from '../../db/database.ts';
import type { RecipeRow, UserRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { contentChange } from '../freshness/content-change.ts';
import type { ChangeFeed } from '../freshness/change-feed.ts';
import { createRecipeReads } from './recipe-reads.ts';
import { recipeChangeTags } from './recipe-tags.ts';
import { photoUrlsOf, toNewRecipeRow, toRecipe, toRecipeRowUpdate } from './recipe-mapper.ts';
import {
  canDebugRecipe,
  canDeleteRecipe,
  canEditRecipe,
  canViewRecipe,
  mayClaimOwner,
  recipeAccess,
} from './recipes.policy.ts';
import {
  deleteRecipe,
  findRecipeRow,
  insertRecipe,
  listActiveRecipeStamps,
  recipesMentioning,
  updateRecipe,
} from './recipes.repository.ts';
import type { SearchIndex } from './search/search-index.ts';

export type RecipesServiceDeps = ServiceDeps & { photos: PhotosService; search: SearchIndex; changes: ChangeFeed };

export interface RecipeDebug {
  row: Record<string, unknown>;
  searchDocument: Record<string, unknown>;
}

/** An update always moves updated_at forward, even within the same millisecond as the last write. */
function nextTimestamp(previous: string): string {
  const now = nowIso();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

export function createRecipesService(deps: RecipesServiceDeps) {
  const { db, search, changes, photos, log } = deps;

  /** The row, if it exists and the viewer may see it; a hidden recipe looks like a missing one. */
  async function visibleRow(executor: Executor, viewer: UserRow | null, id: number): Promise<RecipeRow> {
    const row = await findRecipeRow(executor, id);
    if (!row || !canViewRecipe(viewer, recipeAccess(row))) throw notFound('RECIPE_NOT_FOUND');
    return row;
  }

  async function insertIndexed(tx: Executor, user: UserRow, body: RecipeCreateBody, now: string): Promise<RecipeRow> {
    const row = await insertRecipe(tx, toNewRecipeRow(body, user.id, now));
    await search.index(tx, row);
    return row;
  }

  function assertMayClaim(user: UserRow, bodies: readonly { createdByUserId?: number | undefined }[]): void {
    if (bodies.some((body) => !mayClaimOwner(user, body.createdByUserId))) throw forbidden();
  }

  return {
    ...createRecipeReads({ db, search, changes }),

    async create(user: UserRow, body: RecipeCreateBody): Promise<Recipe> {
      assertMayClaim(user, [body]);
      const row = await db.transaction().execute((tx) => insertIndexed(tx, user, body, nowIso()));
      changes.notify(contentChange(recipeChangeTags(null, row)));
      return toRecipe(row, user);
    },

    /** All or nothing: one transaction, so a failure stores none of them. */
    async createMany(user: UserRow, bodies: readonly RecipeCreateBody[]): Promise<Recipe[]> {
      assertMayClaim(user, bodies);
      const now = nowIso();
      const rows = await db.transaction().execute(async (tx) => {
        const stored: RecipeRow[] = [];
        for (const body of bodies) stored.push(await insertIndexed(tx, user, body, now));
        return stored;
      });
      changes.notify(contentChange(rows.flatMap((row) => recipeChangeTags(null, row))));
      return rows.map((row) => toRecipe(row, user));
    },

    async update(user: UserRow, id: number, body: RecipeUpdateBody): Promise<Recipe> {
      const { current, row } = await db.transaction().execute(async (tx) => {
        const current = await visibleRow(tx, user, id);
        if (!canEditRecipe(user, recipeAccess(current))) throw forbidden();
        assertMayClaim(user, [body]);
        const updated = await updateRecipe(tx, id, toRecipeRowUpdate(body, nextTimestamp(current.updated_at)));
        await search.index(tx, updated);
        return { current, row: updated };
      });
      changes.notify(contentChange(recipeChangeTags(current, row)));
      // Only the owner gets here, so the signed-in member is the author.
      return toRecipe(row, user);
    },

    /**
     * Deletes the recipe (its ratings go by cascade), then the photo files it used that no
     * other recipe (a copy) still shows.
     */
    async remove(user: UserRow, id: number): Promise<void> {
      const removed = await db.transaction().execute(async (tx) => {
        const current = await visibleRow(tx, user, id);
        if (!canDeleteRecipe(user, recipeAccess(current))) throw forbidden();
        await search.remove(tx, id);
        await deleteRecipe(tx, id);
        const urls = photoUrlsOf(current);
        const stillShown = new Set((await recipesMentioning(tx, urls)).flatMap(photoUrlsOf));
        return {
          current,
          ownerId: current.created_by_user_id,
          orphanedUrls: urls.filter((url) => !stillShown.has(url)),
        };
      });
      changes.notify(contentChange(recipeChangeTags(removed.current, null)));
      // Files go only after the rows are gone for good; a file that cannot be removed is
      // logged, and the delete the member asked for still stands.
      try {
        if (removed.orphanedUrls.length > 0) await photos.removeFiles(removed.ownerId, removed.orphanedUrls);
      } catch (err) {
        log.warn({ err, recipeId: id }, 'could not remove photos of a deleted recipe');
      }
    },

    /** The stored row and what search indexes for it; for the owner only. */
    async debug(user: UserRow, id: number): Promise<RecipeDebug> {
      const row = await visibleRow(db, user, id);
      if (!canDebugRecipe(user, recipeAccess(row))) throw forbidden();
      const searchDocument = (await search.storedDocument(db, id)) ?? {};
      return { row: { ...row }, searchDocument };
    },

    /** Every active recipe's id, slug and last change, newest first. */
    async sitemapEntries(): Promise<{ id: number; slug: string; updatedAt: string }[]> {
      const rows = await listActiveRecipeStamps(db);
      return rows.map((row) => ({ id: row.id, slug: row.slug, updatedAt: row.updated_at }));
    },
  };
}
export type RecipesService = ReturnType<typeof createRecipesService>;
