/**
 * The highest change sequence number (decision 0017) whose notice this instance has heard, and
 * a way to wait for one. Notices reach a subscriber in the order Redis ran their scripts, so
 * having heard sequence n means every change up to n is in this instance's memory: caches
 * dropped, filter facts marked (decision 0039). A page rendered before that would show what an
 * unheard change replaced, and stored in the shared store at a sequence after that change it
 * would pass for fresh (decision 0040).
 */
export interface HeardSequence {
  /** Notes a sequence number heard in a notice, or read from Redis after (re)subscribing. */
  heard(sequence: number): void;
  /** Whether every notice up to `sequence` has been heard, waiting at most `timeoutMs` for it. */
  upTo(sequence: number, timeoutMs: number): Promise<boolean>;
  readonly current: number;
}

export function createHeardSequence(): HeardSequence {
  let current = 0;
  const waiting = new Set<{ sequence: number; done: (heard: boolean) => void }>();
  return {
    get current() {
      return current;
    },
    heard(sequence) {
      if (!(sequence > current)) return;
      current = sequence;
      for (const waiter of waiting) if (waiter.sequence <= current) waiter.done(true);
    },
    upTo(sequence, timeoutMs) {
      if (sequence <= current) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const waiter = {
          sequence,
          done: (heard: boolean) => {
            clearTimeout(timer);
            waiting.delete(waiter);
            resolve(heard);
          },
        };
        const timer = setTimeout(() => waiter.done(false), timeoutMs);
        waiting.add(waiter);
      });
    },
  };
}
