import type { DataExport } from '@recipes/contracts';
import type { Executor } from '../../db/database.ts';
import { toRecipe } from '../recipes/recipe-mapper.ts';
import { everyRecipeOf } from '../recipes/index.ts';
import { favoritesForExport, followsForExport, ratingsForExport } from './profile.repository.ts';
import { toUserDto } from './user-dto.ts';
import type { UserWithCounts } from './users.repository.ts';

/**
 * Everything the site keeps about the member, as they may take it with them: profile, every recipe
 * (inactive ones too), ratings, favorites and follows. Never the password hash or any token.
 */
export async function buildDataExport(db: Executor, user: UserWithCounts): Promise<DataExport> {
  const recipeRows = await everyRecipeOf(db, user.id);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...toUserDto(user),
      signInMethods: signInMethodsOf(user),
    },
    recipes: recipeRows.map((row) => toRecipe(row, { id: row.created_by_user_id, name: row.author_name })),
    ratings: await ratingsForExport(db, user.id),
    favorites: await favoritesForExport(db, user.id),
    following: await followsForExport(db, user.id, 'following'),
    followers: await followsForExport(db, user.id, 'followers'),
  };
}

export function signInMethodsOf(user: {
  password_hash: string | null;
  facebook_id: string | null;
  google_id: string | null;
}) {
  return {
    password: user.password_hash !== null,
    facebook: user.facebook_id !== null,
    google: user.google_id !== null,
  };
}
