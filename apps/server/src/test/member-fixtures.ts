import { randomBytes } from 'node:crypto';
import { nowIso } from '../db/database.ts';
import type { TestApp } from './test-app.ts';

/**
 * Test members and recipes written straight to the database, so rating and photo tests depend
 * only on the tables and the session service, not on the registration or recipe endpoints.
 */

export interface TestMember {
  id: number;
  headers: { authorization: string };
}

export async function addMember(t: TestApp): Promise<TestMember> {
  const tag = randomBytes(5).toString('hex');
  const now = nowIso();
  const { id } = await t.database.db
    .insertInto('users')
    .values({
      username: `member_${tag}`,
      username_lower: `member_${tag}`,
      email: `member_${tag}@example.test`,
      name: `Member ${tag}`,
      password_hash: null,
      profile_picture: null,
      roles: '["user"]',
      facebook_id: null,
      google_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.app.services.sessions.issue(id);
  return { id, headers: { authorization: `Bearer ${token}` } };
}

export async function addRecipe(t: TestApp, ownerId: number, options: { active?: boolean } = {}): Promise<number> {
  const now = nowIso();
  const { id } = await t.database.db
    .insertInto('recipes')
    .values({
      name: 'Lentil Stew',
      slug: 'lentil-stew',
      short_description: 'Warming and cheap.',
      description: '',
      recipe_category: null,
      recipe_cuisine: null,
      recipe_ingredients: '[]',
      recipe_instructions: '[]',
      images: '[]',
      videos: '[]',
      keywords: '[]',
      notes: '',
      prep_time: 10,
      cook_time: 40,
      recipe_yield: '4 servings',
      source_url: '',
      average_rating: null,
      rating_count: 0,
      created_by_user_id: ownerId,
      active: options.active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
