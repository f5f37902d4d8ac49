import { describe, expect, it } from 'vitest';
import { formToBody } from './form-model.ts';
import { editorReducer, initialEditorState, isDirty, type EditorAction, type EditorState } from './form-reducer.ts';
import { testRecipe } from './test-recipe.ts';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const loaded = () => run(initialEditorState(), { type: 'load', recipe: testRecipe() });
const photo = (name: string) => ({
  image: `/media/3/${name}-1600.webp`,
  thumbnail: `/media/3/${name}-400.webp`,
  alt: '',
});

describe('dirty tracking', () => {
  it('a new empty form and a freshly loaded recipe have nothing unsaved', () => {
    expect(isDirty(initialEditorState())).toBe(false);
    expect(isDirty(loaded())).toBe(false);
  });

  it('typing makes the form dirty and typing it back makes it clean', () => {
    const typed = run(loaded(), { type: 'setText', field: 'name', value: 'Phở gà' });
    expect(isDirty(typed)).toBe(true);
    expect(isDirty(run(typed, { type: 'setText', field: 'name', value: 'Phở bò' }))).toBe(false);
  });

  it('an added section stays clean until it has content', () => {
    const added = run(initialEditorState(), { type: 'addSection', title: 'Origin' });
    expect(isDirty(added)).toBe(false);
    const key = added.form.sections[0]!.key;
    expect(isDirty(run(added, { type: 'editSection', key, content: 'Hue' }))).toBe(true);
  });

  it('a save records what was sent, so later typing is dirty again', () => {
    const typed = run(initialEditorState(), { type: 'setText', field: 'name', value: 'Soup' });
    const saved = run(typed, { type: 'saved', recipeId: 12, body: formToBody(typed.form) });
    expect(saved.recipeId).toBe(12);
    expect(isDirty(saved)).toBe(false);
    expect(isDirty(run(saved, { type: 'setText', field: 'notes', value: 'Hot' }))).toBe(true);
  });

  it('saving only the photo order leaves other changes unsaved', () => {
    const state = run(
      loaded(),
      { type: 'setText', field: 'notes', value: 'Changed' },
      { type: 'moveImage', from: 1, to: 0 },
    );
    const afterOrder = run(state, { type: 'imagesSaved', images: formToBody(state.form).images });
    expect(afterOrder.saved.images.map((i) => i.image)).toEqual(['/media/3/p2-1600.webp', '/media/3/p1-1600.webp']);
    expect(isDirty(afterOrder)).toBe(true);
    expect(isDirty(run(afterOrder, { type: 'setText', field: 'notes', value: 'Best the next day.' }))).toBe(false);
  });
});

describe('editing lists', () => {
  it('adds, edits and removes sections', () => {
    let state = run(
      initialEditorState(),
      { type: 'addSection', title: 'Origin' },
      { type: 'addSection', title: 'Season' },
    );
    const [origin, season] = state.form.sections;
    expect(origin!.key).not.toBe(season!.key);
    state = run(
      state,
      { type: 'editSection', key: season!.key, content: 'Winter' },
      { type: 'removeSection', key: origin!.key },
    );
    expect(state.form.sections.map(({ title, content }) => ({ title, content }))).toEqual([
      { title: 'Season', content: 'Winter' },
    ]);
  });

  it('adds photos once, sets alt text, reorders and removes them', () => {
    let state = run(
      initialEditorState(),
      { type: 'addImage', image: photo('a') },
      { type: 'addImage', image: photo('b') },
      { type: 'addImage', image: photo('a') },
    );
    expect(state.form.images).toHaveLength(2);
    state = run(
      state,
      { type: 'setImageAlt', image: photo('b').image, alt: 'Close-up' },
      { type: 'moveImage', from: 1, to: 0 },
    );
    expect(state.form.images[0]).toEqual({ ...photo('b'), alt: 'Close-up' });
    state = run(state, { type: 'removeImage', image: photo('b').image });
    expect(state.form.images).toEqual([photo('a')]);
  });

  it('adds steps, edits them, sets and clears a step photo, moves and removes them', () => {
    let state = run(initialEditorState(), { type: 'addStep' }, { type: 'addStep' });
    const [first, second] = state.form.steps;
    state = run(
      state,
      { type: 'editStep', key: first!.key, instruction: 'Boil.' },
      { type: 'editStep', key: second!.key, instruction: 'Serve.' },
      { type: 'setStepPhoto', key: second!.key, imageURL: '/media/3/s-1600.webp', thumbnailURL: '/media/3/s-400.webp' },
      { type: 'moveStep', from: 1, to: 0 },
    );
    expect(state.form.steps.map((s) => s.instruction)).toEqual(['Serve.', 'Boil.']);
    expect(state.form.steps[0]!.thumbnailURL).toBe('/media/3/s-400.webp');
    state = run(
      state,
      { type: 'setStepPhoto', key: second!.key, imageURL: null, thumbnailURL: null },
      { type: 'removeStep', key: first!.key },
    );
    expect(state.form.steps).toEqual([{ key: second!.key, instruction: 'Serve.', imageURL: null, thumbnailURL: null }]);
  });
});

describe('copy and load', () => {
  it('copying keeps the form new and unsaved', () => {
    const state = run(initialEditorState(), { type: 'copy', recipe: testRecipe() });
    expect(state.recipeId).toBeNull();
    expect(state.form.name).toBe('Phở bò (Copy)');
    expect(isDirty(state)).toBe(true);
  });

  it('loading takes the recipe id and new row keys', () => {
    const state = run(initialEditorState(), { type: 'addStep' }, { type: 'load', recipe: testRecipe() });
    expect(state.recipeId).toBe(7);
    const keys = [...state.form.sections, ...state.form.steps].map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('k1');
  });
});

describe('import', () => {
  it('fills a new form with an imported draft, which stays unsaved', () => {
    const { id: _id, slug: _slug, author: _author, ...fields } = testRecipe();
    const draft = { ...fields, name: 'Phở bò Hà Nội', sourceURL: 'https://bep.example/pho' };
    const state = run(initialEditorState(), { type: 'import', draft });
    expect(state.recipeId).toBeNull();
    expect(state.form).toMatchObject({ name: 'Phở bò Hà Nội', sourceURL: 'https://bep.example/pho' });
    expect(state.form.steps).toHaveLength(draft.recipeInstructions.length);
    expect(isDirty(state)).toBe(true);
  });
});
