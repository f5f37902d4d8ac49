import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeFields } from '@recipes/contracts';
import { findStepTimers } from '@recipes/contracts/plain';
import { ApiError } from '../../lib/api-client.ts';
import { createEditorActions, type ApiCall } from './editor-actions.ts';
import { createEditorStore } from './editor-store.ts';
import { isDirty } from './form-reducer.ts';
import { testRecipe } from './test-recipe.ts';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** An in-memory stand-in for the recipe API: records calls, stores what is sent, answers like the server. */
function fakeApi(options: { failNext?: ApiError } = {}) {
  const calls: Call[] = [];
  const stored = new Map<number, Recipe>();
  let nextId = 40;
  let uploads = 0;
  const api = (async (path: string, request: { method?: string; body?: unknown } = {}) => {
    const method = request.method ?? 'GET';
    calls.push({ method, path, body: request.body });
    // A real answer arrives later: lets a second save start while the first is on its way.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (options.failNext) {
      const error = options.failNext;
      options.failNext = undefined;
      throw error;
    }
    if (path.startsWith('/api/v1/images/upload')) {
      uploads += 1;
      return { imageURL: `/media/3/u${uploads}-1600.webp`, thumbnailURL: `/media/3/u${uploads}-400.webp` };
    }
    if (path.startsWith('/api/v1/images/delete')) return undefined;
    const id = method === 'POST' ? ++nextId : Number(path.split('/').pop());
    const { recipeInstructions, ...fields } = request.body as Partial<RecipeFields>;
    // As the server answers: every step with the timers its text names.
    const steps = recipeInstructions?.map((step) => ({ ...step, timers: findStepTimers(step.instruction) }));
    const recipe = {
      ...(stored.get(id) ?? testRecipe({ id })),
      ...fields,
      ...(steps ? { recipeInstructions: steps } : {}),
      id,
    };
    stored.set(id, recipe);
    return recipe;
  }) as ApiCall;
  return { api, calls, stored };
}

function setUp(options: { failNext?: ApiError } = {}) {
  const store = createEditorStore();
  const server = fakeApi(options);
  const created: number[] = [];
  const actions = createEditorActions({
    store,
    api: server.api,
    userId: 3,
    onCreated: (recipe) => created.push(recipe.id),
  });
  return { store, actions, created, ...server };
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('saving', () => {
  it('two auto-saves of a new recipe create it once, then update it', async () => {
    const { store, actions, calls, created } = setUp();
    store.dispatch({ type: 'setText', field: 'name', value: 'Soup' });
    await Promise.all([actions.autoSave(), actions.autoSave()]);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(calls[0]!.body).toMatchObject({ name: 'Soup', createdByUserId: 3 });
    expect(calls[1]!.path).toBe('/api/v1/recipes/41');
    expect(created).toEqual([41]);
    expect(store.getSnapshot().editor.recipeId).toBe(41);
  });

  it('does not create a recipe without a name', async () => {
    const { actions, calls } = setUp();
    expect(await actions.autoSave()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('a failed save keeps the form and says why', async () => {
    const failure = new ApiError(400, {
      success: false,
      error: 'The request is not valid.',
      code: 'VALIDATION_FAILED',
      timestamp: '2024-01-01T00:00:00.000Z',
      details: [{ path: 'body.name', message: 'at most 200 characters' }],
    });
    const { store, actions } = setUp({ failNext: failure });
    store.dispatch({ type: 'load', recipe: testRecipe() });
    store.dispatch({ type: 'setText', field: 'name', value: 'Changed' });
    expect(await actions.autoSave()).toBe(false);
    const { editor, notice } = store.getSnapshot();
    expect(editor.form.name).toBe('Changed');
    expect(isDirty(editor)).toBe(true);
    expect(notice).toMatchObject({ tone: 'error', key: 'save.failed', server: { error: 'The request is not valid.' } });
  });

  it('saving the photo order sends only the images', async () => {
    const { store, actions, calls } = setUp();
    store.dispatch({ type: 'load', recipe: testRecipe() });
    store.dispatch({ type: 'setText', field: 'notes', value: 'unsaved' });
    store.dispatch({ type: 'moveImage', from: 1, to: 0 });
    await actions.saveImageOrder();
    expect(calls).toHaveLength(1);
    expect(Object.keys(calls[0]!.body as object)).toEqual(['images']);
    expect(isDirty(store.getSnapshot().editor)).toBe(true);
  });
});

describe('photos', () => {
  it('uploads picked files one at a time, refusing non-images, and saves after each on an existing recipe', async () => {
    const { store, actions, calls } = setUp();
    store.dispatch({ type: 'load', recipe: testRecipe({ images: [] }) });
    await actions.addPhotos([png('a.png'), new File(['x'], 'a.txt', { type: 'text/plain' }), png('b.png')]);
    expect(calls.map((call) => `${call.method} ${call.path.split('?')[0]}`)).toEqual([
      'POST /api/v1/images/upload',
      'PUT /api/v1/recipes/7',
      'POST /api/v1/images/upload',
      'PUT /api/v1/recipes/7',
    ]);
    const snapshot = store.getSnapshot();
    expect(snapshot.editor.form.images.map((image) => image.image)).toEqual([
      '/media/3/u1-1600.webp',
      '/media/3/u2-1600.webp',
    ]);
    expect(snapshot.progress).toBeNull();
    expect(snapshot.notice).toMatchObject({ key: 'images.notImage', params: { names: 'a.txt' } });
  });

  it('on a new recipe uploads are not saved', async () => {
    const { actions, calls } = setUp();
    await actions.addPhotos([png('a.png')]);
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('deleting an own photo deletes the file, then saves; another member’s file is only let go', async () => {
    const { store, actions, calls } = setUp();
    const own = { image: '/media/3/p1-1600.webp', thumbnail: '/media/3/p1-400.webp', alt: '' };
    const foreign = { image: '/media/8/x-1600.webp', thumbnail: '/media/8/x-400.webp', alt: '' };
    store.dispatch({ type: 'load', recipe: testRecipe({ images: [own, foreign] }) });
    await actions.deletePhoto(own);
    await actions.deletePhoto(foreign);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/v1/images/delete?user_id=3&image_path=%2Fmedia%2F3%2Fp1-1600.webp',
      'PUT /api/v1/recipes/7',
      'PUT /api/v1/recipes/7',
    ]);
    expect(store.getSnapshot().editor.form.images).toEqual([]);
  });

  it('removing a step photo deletes its file and saves the step without it', async () => {
    const { store, actions, calls } = setUp();
    store.dispatch({ type: 'load', recipe: testRecipe() });
    const step = store.getSnapshot().editor.form.steps[0]!;
    await actions.deleteStepPhoto(step.key);
    expect(calls[0]!.method).toBe('DELETE');
    const saved = calls[1]!.body as RecipeFields;
    expect(saved.recipeInstructions[0]).toEqual({ instruction: 'Char the onion.', imageURL: null, thumbnailURL: null });
  });
});
