/**
 * At most `limit` page renders at once in this process, the others waiting their turn, first
 * come first served (decision 0042). A render's loaders and React's work run as one chain of
 * promise callbacks when the database answers synchronously (better-sqlite3), and the event loop
 * reads no socket until that queue is empty: thirty renders started together held every cached
 * page, API answer and write for one to two seconds. Each render therefore starts from a
 * `setImmediate`, after the event loop has read its sockets, and hands its turn on the same way.
 */
export interface RenderGate {
  /** Resolves when this render may start; call the returned function once it is done. */
  enter(): Promise<() => void>;
  /** Renders running and waiting now (for tests and logs). */
  readonly load: { running: number; waiting: number };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createRenderGate(limit: number): RenderGate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`render gate limit must be a positive integer: ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const leave = () => {
    // The slot goes straight to the next in line (a render arriving meanwhile cannot take it),
    // which starts on a later turn of the event loop.
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running--;
  };
  return {
    async enter() {
      if (running < limit) {
        running++;
        await nextTurn();
      } else {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        leave();
      };
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
