import { describe, expect, it } from 'vitest';
import { tag } from '../freshness/content-change.ts';
import { changedRecipes, listTag, recipeChangeTags, type TaggedRecipeRow } from './recipe-tags.ts';
import { searchWordTag } from './search-word-tags.ts';

const published: TaggedRecipeRow = {
  id: 7,
  active: 1,
  created_by_user_id: 3,
  recipe_category: 'soups',
  recipe_cuisine: 'vietnamese',
  name: 'Phở bò',
  short_description: 'Beef noodle soup',
  description: '',
  recipe_ingredients: JSON.stringify(['200 g rice noodles', '1 onion']),
  keywords: '[]',
  prep_time: 20,
  cook_time: 180,
  images: '[]',
};

const edit = (fields: Partial<TaggedRecipeRow>) => recipeChangeTags(published, { ...published, ...fields });

describe('the tags a recipe edit emits', () => {
  it('a new short description: the recipe, the searches of its words, no list or filter partition', () => {
    const tags = edit({ short_description: 'Slow beef broth' });
    expect(tags).toContain(tag.recipe(7));
    expect(tags).toContain(searchWordTag('broth'));
    expect(tags).toContain(searchWordTag('noodle'));
    for (const untouched of [tag.search, listTag.filtered, listTag.facets, listTag.all, listTag.category('soups')]) {
      expect(tags).not.toContain(untouched);
    }
  });

  it.each([
    ['a time', { cook_time: 120 }, true],
    ['the photos', { images: JSON.stringify([{ image: '/media/1/a.webp' }]) }, true],
    ['the ingredients', { recipe_ingredients: JSON.stringify(['200 g rice noodles', '1 shallot']) }, false],
  ] as const)('%s: the filtered lists, and the facet counts when a facet group can change', (_, fields, facets) => {
    const tags = edit(fields);
    expect(tags).toContain(listTag.filtered);
    expect(tags.includes(listTag.facets)).toBe(facets);
  });

  it('a new category: both partitions, every search, every filtered list', () => {
    const tags = edit({ recipe_category: 'main-dishes' });
    for (const expected of [listTag.category('soups'), listTag.category('main-dishes'), tag.search, listTag.filtered]) {
      expect(tags).toContain(expected);
    }
  });
});

describe('changedRecipes', () => {
  it('reads the recipe ids of a notice, or all of them', () => {
    expect(changedRecipes(['recipe:12', 'list:all', 'author:3', 'recipe:7'])).toEqual([12, 7]);
    expect(changedRecipes(['member:1'])).toEqual([]);
    expect(changedRecipes(['*'])).toBe('all');
  });
});
