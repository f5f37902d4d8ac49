import type { Recipe, RecipeImage, UploadResponse } from '@recipes/contracts';
import type { useApi } from '../../lib/session/session.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { EditorStore, Notice } from './editor-store.ts';
import { formToBody } from './form-model.ts';
import {
  deletePhotoPath,
  isOwnPhoto,
  photoUrlsOf,
  sortPickedFiles,
  uploadPath,
  withPhotoCopies,
} from './photo-files.ts';

export type ApiCall = ReturnType<typeof useApi>;

export interface EditorActionDeps {
  store: EditorStore;
  api: ApiCall;
  userId: number;
  /** An auto-save created the recipe: the page becomes its edit page. */
  onCreated(recipe: Recipe): void;
}

/** A notice for a failed call, carrying the server's message and field details when there are some. */
export function errorNotice(key: string, error: unknown, params?: Notice['params']): Notice {
  if (error instanceof ApiError) {
    return {
      tone: 'error',
      key,
      params,
      server: error.body ? { error: error.body.error, details: error.body.details } : undefined,
    };
  }
  return { tone: 'error', key, params, offline: true };
}

/** Saving, uploading and deleting, in the order SPEC section 4 gives them. */
export function createEditorActions({ store, api, userId, onCreated }: EditorActionDeps) {
  const editor = () => store.getSnapshot().editor;

  /** Sends the whole form: creates the recipe without an id, updates it with one. */
  function save(): Promise<{ recipe: Recipe; created: boolean }> {
    return store.enqueue(async () => {
      const { form, recipeId } = editor();
      const body = formToBody(form);
      store.countSaving(1);
      try {
        const recipe =
          recipeId === null
            ? await api<Recipe>('/api/v1/recipes', { method: 'POST', body: { ...body, createdByUserId: userId } })
            : await api<Recipe>(`/api/v1/recipes/${recipeId}`, { method: 'PUT', body });
        store.dispatch({ type: 'saved', recipeId: recipe.id, body });
        return { recipe, created: recipeId === null };
      } finally {
        store.countSaving(-1);
      }
    });
  }

  /**
   * Saves without leaving the page; a new recipe is created and keeps its id. False when it failed.
   * `announce` confirms success in a notice (the Auto Save button); otherwise the status line says it.
   */
  async function autoSave({ announce = false } = {}): Promise<boolean> {
    const { form, recipeId } = editor();
    // A recipe cannot exist without a name; the submit button's browser check asks for one.
    if (recipeId === null && !form.name.trim()) return false;
    try {
      const { recipe, created } = await save();
      if (created || announce) store.setNotice({ tone: 'success', key: created ? 'save.created' : 'save.autoSaved' });
      if (created) onCreated(recipe);
      return true;
    } catch (error) {
      store.setNotice(errorNotice('save.failed', error));
      return false;
    }
  }

  /** SPEC section 4: reordering saves the order at once, sending only `images`. */
  function saveImageOrder(): Promise<void> {
    return store
      .enqueue(async () => {
        const { form, recipeId } = editor();
        if (recipeId === null) return;
        const images = formToBody(form).images;
        await api<Recipe>(`/api/v1/recipes/${recipeId}`, { method: 'PUT', body: { images } });
        store.dispatch({ type: 'imagesSaved', images });
        store.setNotice({ tone: 'success', key: 'images.orderSaved' });
      })
      .catch((error: unknown) => store.setNotice(errorNotice('save.failed', error)));
  }

  function upload(file: Blob, name: string): Promise<UploadResponse> {
    const formData = new FormData();
    formData.append('file', file, name);
    return api<UploadResponse>(uploadPath(userId), { method: 'POST', formData });
  }

  /** Refuses what is not an image before any upload; says so. Returns the files worth uploading. */
  function acceptFiles(files: readonly File[]): File[] {
    const picked = sortPickedFiles(files);
    const names = (list: File[]) => list.map((file) => file.name).join(', ');
    if (picked.notImages.length) {
      store.setNotice({ tone: 'error', key: 'images.notImage', params: { names: names(picked.notImages) } });
    } else if (picked.tooLarge.length) {
      store.setNotice({ tone: 'error', key: 'images.tooLarge', params: { names: names(picked.tooLarge) } });
    }
    return picked.images;
  }

  /** Gallery picker: one file at a time, each followed by a save on an existing recipe. */
  async function addPhotos(files: readonly File[]): Promise<void> {
    const images = acceptFiles(files);
    let failure: Notice | null = null;
    for (const [index, file] of images.entries()) {
      store.setProgress({ key: 'uploading', done: index, total: images.length, name: file.name });
      try {
        const stored = await upload(file, file.name);
        store.dispatch({
          type: 'addImage',
          image: { image: stored.imageURL, thumbnail: stored.thumbnailURL, alt: '' },
        });
      } catch (error) {
        failure = errorNotice('images.uploadFailed', error, { name: file.name });
        store.setNotice(failure);
        continue;
      }
      if (editor().recipeId !== null && !(await autoSave())) failure = store.getSnapshot().notice;
    }
    store.setProgress(null);
    // A failure stays on screen until the member acts, even when later files went through.
    if (failure) store.setNotice(failure);
  }

  async function setStepPhoto(stepKey: string, file: File): Promise<void> {
    const [image] = acceptFiles([file]);
    if (!image) return;
    store.setProgress({ key: 'uploading', done: 0, total: 1, name: image.name });
    try {
      const stored = await upload(image, image.name);
      store.dispatch({
        type: 'setStepPhoto',
        key: stepKey,
        imageURL: stored.imageURL,
        thumbnailURL: stored.thumbnailURL,
      });
      if (editor().recipeId !== null) await autoSave();
    } catch (error) {
      store.setNotice(errorNotice('images.uploadFailed', error, { name: image.name }));
    } finally {
      store.setProgress(null);
    }
  }

  /** Deletes the stored file; a file that is already gone, or another member's, is only let go. */
  async function deleteFile(url: string): Promise<boolean> {
    if (!isOwnPhoto(url, userId)) return true;
    try {
      await api<void>(deletePhotoPath(userId, url), { method: 'DELETE' });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return true;
      store.setNotice(errorNotice('images.deleteFailed', error));
      return false;
    }
  }

  /** SPEC section 4: deleting an image deletes the file, then auto-saves. The caller confirms first. */
  async function deletePhoto(image: RecipeImage): Promise<void> {
    if (!(await deleteFile(image.image))) return;
    store.dispatch({ type: 'removeImage', image: image.image });
    await autoSave();
  }

  async function deleteStepPhoto(stepKey: string): Promise<void> {
    const step = editor().form.steps.find((candidate) => candidate.key === stepKey);
    if (!step?.imageURL || !(await deleteFile(step.imageURL))) return;
    store.dispatch({ type: 'setStepPhoto', key: stepKey, imageURL: null, thumbnailURL: null });
    await autoSave();
  }

  /**
   * Fills the form with a copy (SPEC section 4). Photos are copied into the member's own uploads
   * first, so deleting the original recipe later cannot take the copy's photos with it. The
   * progress is set from the start to the end: the form is locked for as long (issue 41), so the
   * copy never overwrites what the member would type meanwhile.
   */
  async function copyRecipe(recipe: Recipe): Promise<void> {
    const urls = photoUrlsOf(recipe);
    const copies = new Map<string, UploadResponse>();
    store.setProgress({ key: 'copying', done: 0, total: 1, name: recipe.name });
    for (const [index, url] of urls.entries()) {
      store.setProgress({ key: 'copyingPhotos', done: index, total: urls.length, name: recipe.name });
      try {
        const response = await fetch(url);
        if (!response.ok) continue;
        copies.set(url, await upload(await response.blob(), url.split('/').pop() ?? 'photo.webp'));
      } catch {
        // The copy keeps pointing at the original photo; the form still gets every field.
      }
    }
    store.dispatch({ type: 'copy', recipe: withPhotoCopies(recipe, copies) });
    store.setProgress(null);
    store.setNotice({ tone: 'success', key: 'copy.copied', params: { name: recipe.name } });
  }

  return { save, autoSave, saveImageOrder, addPhotos, setStepPhoto, deletePhoto, deleteStepPhoto, copyRecipe };
}

export type EditorActions = ReturnType<typeof createEditorActions>;
