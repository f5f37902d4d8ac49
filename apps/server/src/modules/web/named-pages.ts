import { categoryKeys, cuisineKeys, languages, recipePath } from '@recipes/contracts/plain';
import type { Db } from '../../db/database.ts';
import type { PageName } from '../freshness/page-store.ts';

/** Public pages without data of their own that are kept rendered (the sitemap's static pages). */
const staticPaths = [
  '/',
  '/recipes',
  '/categories',
  '/about',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/cookies',
];

/**
 * Every public page that can be named ahead (CONTRACT "Pages ready before they are asked for"),
 * in en, de and vi: the home page and other static pages, the first page of the list of every
 * category and cuisine, every active recipe, and the page of every member with a public recipe.
 * Keys are those of a visitor's request with the language cookie (page-keys.ts).
 */
export async function namedPages(db: Db): Promise<PageName[]> {
  const recipes = await db
    .selectFrom('recipes')
    .select(['id', 'slug', 'name'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const members = await db
    .selectFrom('recipes')
    .select('created_by_user_id')
    .distinct()
    .where('active', '=', 1)
    .orderBy('created_by_user_id')
    .execute();
  const urls = [
    ...staticPaths,
    ...categoryKeys.map((key) => `/recipes?category=${encodeURIComponent(key)}`),
    ...cuisineKeys.map((key) => `/recipes?cuisine=${encodeURIComponent(key)}`),
    ...recipes.map((recipe) => recipePath(recipe)),
    ...members.map((member) => `/members/${member.created_by_user_id}`),
  ];
  return urls.flatMap((url) => languages.map((language) => ({ key: `${language}\n${url}`, language, url })));
}

/** How many pages `namedPages` names, counted without reading them (health: pages.total). */
export async function namedPageCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => [
      eb.fn.countAll<number>().as('recipes'),
      eb.fn.count<number>('created_by_user_id').distinct().as('members'),
    ])
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  const pages =
    staticPaths.length + categoryKeys.length + cuisineKeys.length + Number(row.recipes) + Number(row.members);
  return pages * languages.length;
}
