/**
 * Which favourites the service worker has kept for offline reading (page and photos), as far as
 * this tab has heard, and the asking: each `keep-recipes` message carries a port on which the
 * worker answers, once done, with the ids it kept (apps/web/sw/kept-recipes.ts). Ids it could not
 * keep (busy, a photo failed) are asked for again, a few times, later.
 */
type Listener = () => void;

const none: ReadonlySet<number> = new Set();
let kept: ReadonlySet<number> = none;
const listeners = new Set<Listener>();

function markKept(recipeIds: readonly number[]): void {
  if (recipeIds.every((id) => kept.has(id))) return;
  kept = new Set([...kept, ...recipeIds]);
  for (const listener of listeners) listener();
}

export const keptOfflineStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ReadonlySet<number> => kept,
  getServerSnapshot: (): ReadonlySet<number> => none,
  /** Signed out: the worker forgets the kept favourites, and so does the tab. */
  forget(): void {
    kept = none;
    for (const listener of listeners) listener();
  },
};

/** Favourites one message keeps, the newest (highest ids) first: as the worker does. */
const perMessage = 60;
/** Waits before asking again for ids the worker has not kept yet. */
const retryDelaysMs = [2_000, 5_000, 15_000];
/** A worker keeping 60 recipes on a slow line may take a while; past this the message is sent again. */
const answerTimeoutMs = 60_000;

function isKeptReply(data: unknown): data is { type: 'kept'; recipeIds: number[] } {
  if (typeof data !== 'object' || data === null) return false;
  const { type, recipeIds } = data as { type?: unknown; recipeIds?: unknown };
  return type === 'kept' && Array.isArray(recipeIds) && recipeIds.every((id) => typeof id === 'number');
}

const hasServiceWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Sends one message with a reply port; the worker's list of kept ids, or null without an answer in time. */
async function ask(type: 'keep-recipes' | 'kept-status', recipeIds: number[], timeoutMs: number) {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return null;
  return new Promise<number[] | null>((resolve) => {
    const channel = new MessageChannel();
    const done = (ids: number[] | null) => {
      window.clearTimeout(timer);
      channel.port1.close();
      resolve(ids);
    };
    const timer = window.setTimeout(() => done(null), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => done(isKeptReply(event.data) ? event.data.recipeIds : null);
    worker.postMessage({ type, recipeIds }, [channel.port2]);
  });
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Asks the worker to keep these favourites (pages and photos) and waits for its answer; asks
 * again for what it could not keep. Resolves when all are kept or the tries are used up.
 */
export async function keepRecipesForOffline(recipeIds: readonly number[]): Promise<void> {
  if (recipeIds.length === 0 || !hasServiceWorker()) return;
  let missing = [...recipeIds].sort((a, b) => b - a).slice(0, perMessage);
  for (let attempt = 0; ; attempt++) {
    const keptIds = await ask('keep-recipes', missing, answerTimeoutMs).catch(() => null);
    if (keptIds) {
      markKept(keptIds);
      missing = missing.filter((id) => !keptIds.includes(id));
    }
    const delay = retryDelaysMs[attempt];
    if (missing.length === 0 || delay === undefined) return;
    await wait(delay);
  }
}

let statusQueue = new Set<number>();

/** Finds out whether these favourites are kept already (one message for every heart on the page). */
export function checkKeptForOffline(recipeId: number): void {
  if (!hasServiceWorker() || kept.has(recipeId)) return;
  if (statusQueue.size === 0) {
    window.setTimeout(() => {
      const ids = [...statusQueue];
      statusQueue = new Set();
      void ask('kept-status', ids, 10_000)
        .then((keptIds) => keptIds && markKept(keptIds))
        .catch(() => {});
    }, 0);
  }
  statusQueue.add(recipeId);
}
