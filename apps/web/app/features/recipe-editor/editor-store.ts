import { useSyncExternalStore } from 'react';
import type { ErrorBody } from '@recipes/contracts';
import { createListeners } from '../../lib/listeners.ts';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './form-reducer.ts';

/** A message for the member; texts are translation keys so they follow a language switch. */
export interface Notice {
  tone: 'info' | 'success' | 'error';
  key: string;
  params?: Record<string, string | number>;
  /** The server's own (already translated) message and field details, when it sent them. */
  server?: Pick<ErrorBody, 'error' | 'details'>;
  /** The request never reached the server. */
  offline?: boolean;
}

/**
 * Files being uploaded one at a time (SPEC section 4), or a copy from an existing recipe on its
 * way in (`copying`, then `copyingPhotos`): the form is locked meanwhile, so nothing typed is lost.
 */
export interface Progress {
  key: 'uploading' | 'copying' | 'copyingPhotos';
  done: number;
  total: number;
  name: string;
}

export interface EditorSnapshot {
  editor: EditorState;
  notice: Notice | null;
  progress: Progress | null;
  /** Saves started and not yet answered. */
  saving: number;
}

/**
 * The form's state outside React: uploads and saves that are still running keep writing into
 * the same store even when the page's component is replaced (a new recipe becoming an edit).
 */
export interface EditorStore {
  getSnapshot(): EditorSnapshot;
  subscribe(listener: () => void): () => void;
  dispatch(action: EditorAction): void;
  setNotice(notice: Notice | null): void;
  setProgress(progress: Progress | null): void;
  /** Counts a save in (+1) or out (-1). */
  countSaving(change: 1 | -1): void;
  /** Runs tasks one after another, so two saves never race (two creates would make two recipes). */
  enqueue<T>(task: () => Promise<T>): Promise<T>;
}

export function createEditorStore(initial: EditorState = initialEditorState()): EditorStore {
  let snapshot: EditorSnapshot = { editor: initial, notice: null, progress: null, saving: 0 };
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = createListeners();
  const set = (changes: Partial<EditorSnapshot>) => {
    snapshot = { ...snapshot, ...changes };
    listeners.notify();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe: listeners.subscribe,
    dispatch: (action) => set({ editor: editorReducer(snapshot.editor, action) }),
    setNotice: (notice) => set({ notice }),
    setProgress: (progress) => set({ progress }),
    countSaving: (change) => set({ saving: snapshot.saving + change }),
    enqueue<T>(task: () => Promise<T>): Promise<T> {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

export function useEditorSnapshot(store: EditorStore): EditorSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** A store handed from the new-recipe page to the edit page an auto-save turned it into. */
let handoff: { recipeId: number; store: EditorStore } | null = null;

export function handOver(store: EditorStore, recipeId: number): void {
  handoff = { recipeId, store };
}

/**
 * A form with unsaved changes whose session ended under it (a refused token, a sign-out in another
 * tab): the page gives way to the sign-in page, which brings the member back without a reload, so
 * memory keeps the form until then. Only the same member on the same page gets it back.
 */
let keptForSignIn: { memberId: number; recipeId: number | null; store: EditorStore } | null = null;

export function keepForSignIn(store: EditorStore, memberId: number, recipeId: number | null): void {
  keptForSignIn = { memberId, recipeId, store };
}

/** The form kept for this member and page across a sign-in, if any (released as any other store). */
export function storeKeptForSignIn(recipeId: number | null, memberId: number): EditorStore | null {
  if (keptForSignIn?.memberId !== memberId || keptForSignIn.recipeId !== recipeId) return null;
  // The refused save's message is no news to the member coming back signed in.
  keptForSignIn.store.setNotice(null);
  return keptForSignIn.store;
}

/**
 * The handed-over store for this recipe, or a fresh one. Claiming twice gives the same store
 * (React may run a state initializer twice); the page lets go of it when it unmounts.
 */
export function claimEditorStore(recipeId: number | null): EditorStore {
  if (handoff && recipeId !== null && handoff.recipeId === recipeId) return handoff.store;
  handoff = null;
  return createEditorStore();
}

export function releaseEditorStore(store: EditorStore): void {
  if (handoff?.store === store) handoff = null;
  if (keptForSignIn?.store === store) keptForSignIn = null;
}
