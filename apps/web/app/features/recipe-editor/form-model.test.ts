import { describe, expect, it } from 'vitest';
import {
  counterKeys,
  emptyForm,
  formFromCopy,
  formFromRecipe,
  formToBody,
  moveItem,
  sameBody,
  type RecipeForm,
} from './form-model.ts';
import { testRecipe } from './test-recipe.ts';

describe('loading a recipe into the form', () => {
  it('splits extra sections out of the description (SPEC section 3)', () => {
    const form = formFromRecipe(testRecipe(), counterKeys());
    expect(form.description).toBe('A clear broth.');
    expect(form.sections.map(({ title, content }) => ({ title, content }))).toEqual([
      { title: 'Origin', content: 'Hanoi.' },
      { title: 'Cooking Tips', content: 'Char the onion.' },
    ]);
  });

  it('drops stored sections without content', () => {
    const form = formFromRecipe(testRecipe({ description: 'Text\n\n#Season\n\n\n#Occasion\nParties' }), counterKeys());
    expect(form.sections.map((s) => s.title)).toEqual(['Occasion']);
  });

  it('turns lists into the text the controls edit', () => {
    const form = formFromRecipe(testRecipe(), counterKeys());
    expect(form.ingredients).toBe('#Broth\nBeef bones\nStar anise');
    expect(form.keywords).toBe('soup, beef');
    expect(form.videos).toBe('https://video.example/pho');
    expect(form.prepTime).toBe('30');
    expect(form.recipeCategory).toBe('soups');
    expect(form.steps[0]?.imageURL).toBe('/media/3/a-1600.webp');
  });

  it('gives every row its own key', () => {
    const form = formFromRecipe(testRecipe(), counterKeys());
    const keys = [...form.sections, ...form.steps].map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('saves back exactly what was loaded', () => {
    const recipe = testRecipe();
    const body = formToBody(formFromRecipe(recipe, counterKeys()));
    expect(body.description).toBe(recipe.description);
    expect(body.recipeIngredients).toEqual(recipe.recipeIngredients);
    // Timers are the server's reading of each step; the body carries only what the member wrote.
    expect(body.recipeInstructions).toEqual(recipe.recipeInstructions.map(({ timers: _timers, ...step }) => step));
    expect(body.images).toEqual(recipe.images);
    expect(body.keywords).toEqual(recipe.keywords);
    expect(body.prepTime).toBe(30);
    expect(body.cookTime).toBe(240);
  });
});

describe('the body a save sends', () => {
  const filled = (changes: Partial<RecipeForm>): RecipeForm => ({ ...emptyForm(), name: 'Soup', ...changes });

  it('packs sections after the description and drops blank ones', () => {
    const body = formToBody(
      filled({
        description: 'Main.',
        sections: [
          { key: 'a', title: 'Origin', content: '  ' },
          { key: 'b', title: 'Season', content: 'Winter' },
          { key: 'c', title: 'My Twist', content: 'Lime' },
        ],
      }),
    );
    expect(body.description).toBe('Main.\n\n#Season\nWinter\n\n#My Twist\nLime');
  });

  it('keeps ingredient headings and drops blank lines', () => {
    const body = formToBody(filled({ ingredients: '#Sauce\n  soy sauce \n\n\n#Noodles\nrice noodles\n' }));
    expect(body.recipeIngredients).toEqual(['#Sauce', 'soy sauce', '#Noodles', 'rice noodles']);
  });

  it('drops empty steps but keeps a step that only has a photo', () => {
    const body = formToBody(
      filled({
        steps: [
          { key: 'a', instruction: '  ', imageURL: null, thumbnailURL: null },
          { key: 'b', instruction: '', imageURL: '/media/1/x-1600.webp', thumbnailURL: '/media/1/x-400.webp' },
          { key: 'c', instruction: ' Stir. ', imageURL: null, thumbnailURL: null },
        ],
      }),
    );
    expect(body.recipeInstructions).toEqual([
      { instruction: '', imageURL: '/media/1/x-1600.webp', thumbnailURL: '/media/1/x-400.webp' },
      { instruction: 'Stir.', imageURL: null, thumbnailURL: null },
    ]);
  });

  it('reads minutes, keywords, videos and empty selects', () => {
    const body = formToBody(
      filled({
        prepTime: '15',
        cookTime: '',
        keywords: ' quick, , easy ',
        videos: 'https://a.example\n\n https://b.example ',
      }),
    );
    expect(body.prepTime).toBe(15);
    expect(body.cookTime).toBeNull();
    expect(body.keywords).toEqual(['quick', 'easy']);
    expect(body.videos).toEqual(['https://a.example', 'https://b.example']);
    expect(body.recipeCategory).toBeNull();
    expect(body.recipeCuisine).toBeNull();
    expect(body.active).toBe(true);
  });

  it('compares bodies by content', () => {
    expect(sameBody(formToBody(emptyForm()), formToBody(emptyForm()))).toBe(true);
    expect(sameBody(formToBody(emptyForm()), formToBody(filled({})))).toBe(false);
  });
});

describe('copying a recipe (SPEC section 4)', () => {
  it('fills every field, photo, step and video and names it "<name> (Copy)"', () => {
    const recipe = testRecipe();
    const form = formFromCopy(recipe, counterKeys());
    expect(form.name).toBe('Phở bò (Copy)');
    const body = formToBody(form);
    expect({ ...body, name: recipe.name }).toEqual(formToBody(formFromRecipe(recipe, counterKeys())));
    expect(body.images).toHaveLength(2);
    expect(body.recipeInstructions).toHaveLength(2);
    expect(body.videos).toEqual(['https://video.example/pho']);
  });
});

describe('moveItem', () => {
  it('moves an entry and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});
