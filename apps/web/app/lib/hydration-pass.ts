let hydrating = false;
/** Dispatched on `document` once the pass and every part left for later have hydrated. */
const documentHydratedEvent = 'recipes:document-hydrated';
/** Parts that asked to hydrate after the pass (hydrate-later.tsx), each waiting for its turn. */
const waiting: (() => void)[] = [];
const finished: (() => void)[] = [];
let done = false;

/**
 * Whether the document is being hydrated right now: Preact's hydration pass (preact-hydration.tsx)
 * and the parts it left for later, each in a task of its own. False on the server and where no
 * document is hydrated (components rendered on their own, as in the unit tests).
 */
export const isHydratingDocument = (): boolean => hydrating;

/** A turn for a part to hydrate in, after the pass; undefined when the document is not hydrating. */
export function laterTurn(): Promise<void> | undefined {
  if (!hydrating) return undefined;
  return new Promise((resolve) => waiting.push(resolve));
}

/** Settles once the pass and every part left for later have hydrated (at once when none runs). */
export function documentHydrated(): Promise<void> {
  return new Promise((resolve) => void whenDocumentHydrated(resolve));
}

/**
 * Runs `run` once the whole document has hydrated: at once if it has or none is hydrating, else
 * after the last part. For browser-only state that parts read (the session, stored choices): a
 * part hydrated after such state changed would render the browser's value over the server's
 * elements, and Preact, which hydrates without touching attributes, would keep the server's
 * (a button left disabled, one link's address under another's text). Returns a cancel function.
 */
export function whenDocumentHydrated(run: () => void): () => void {
  if (done || !hydrating) {
    run();
    return () => undefined;
  }
  let cancelled = false;
  finished.push(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * A task of its own for each turn, so the browser may paint and answer input between parts.
 * A message, not setTimeout, which Chromium clamps to 4 ms after a few nested calls.
 */
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** Settles in a task of its own, after the current one. */
export const nextTaskStarted = (): Promise<void> => new Promise((resolve) => nextTask(resolve));

/**
 * Lets the parts left for later hydrate, one per task, in document order: a part's turn comes
 * once the parts before it (and its enclosing part) have hydrated. Preact renders a resumed part
 * in a microtask of the task that resolved its promise. Then what waited for the whole document
 * runs, also one per task: each catch-up of browser-only state re-renders its readers (the
 * session's, every heart and star of a list), and together they made one long task again.
 */
function giveTurns(): void {
  nextTask(() =>
    oneEachTask(waiting, () => {
      hydrating = false;
      done = true;
      // Before any browser-only state catches up: e2e/hydration-routes.spec.ts tells a hydration
      // that replaced the server's elements from the updates that follow it.
      document.dispatchEvent(new Event(documentHydratedEvent));
      oneEachTask(finished.splice(0));
    }),
  );
}

/**
 * Runs the queue's first function now and each next one in a task of its own, then `whenEmpty`.
 * The queue is read as it goes: a part resumed in one task may have queued parts of its own.
 */
function oneEachTask(queue: (() => void)[], whenEmpty?: () => void): void {
  const next = queue.shift();
  if (next === undefined) {
    whenEmpty?.();
    return;
  }
  next();
  nextTask(() => oneEachTask(queue, whenEmpty));
}

/** Runs the hydration pass with the flag set; parts left for later follow in their own tasks. */
export function duringHydration(hydrate: () => void): void {
  hydrating = true;
  done = false;
  try {
    hydrate();
  } finally {
    giveTurns();
  }
}
