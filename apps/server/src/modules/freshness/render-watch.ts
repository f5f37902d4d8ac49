import { everythingTag, tagsOf, type ContentChange } from './content-change.ts';
import type { ChangeFeed } from './change-feed.ts';

/** What changed while one render ran: a render showing any of it must not pass for current. */
export interface Watch {
  /** Whether a change named one of `tags` (or everything) since the watch began. */
  saw(tags: Iterable<string>): boolean;
  /** Whether any change at all came since the watch began. */
  readonly quiet: boolean;
  end(): void;
}

/**
 * This instance's view of changes as it hears them, for the page store (decision 0051):
 * - `watch()` follows one render: a change it shows that came during the render makes the stored
 *   page stale at once (the render may have read the old rows);
 * - `heardSince(tags, at)` says whether this instance heard a change of those tags after `at`
 *   (the moment a stored page's render began). The store marks pages stale a moment after a
 *   write's answer went out; until then, this keeps a reader of this instance from being given the
 *   page the write replaced. Times are kept a minute, far longer than a marking takes.
 */
export function createRenderWatch(changes: Pick<ChangeFeed<ContentChange>, 'subscribe'>, keepMs = 60_000) {
  const watching = new Set<{ tags: Set<string> }>();
  const heardAt = new Map<string, number>();
  let oldest = Date.now();
  const unsubscribe = changes.subscribe((notice) => {
    const tags = tagsOf(notice);
    const now = Date.now();
    for (const watch of watching) for (const t of tags) watch.tags.add(t);
    for (const t of tags) {
      heardAt.delete(t);
      heardAt.set(t, now);
    }
    // Oldest first (Map order): forget what every marking has long since reached.
    if (now - oldest > keepMs) {
      for (const [t, at] of heardAt) {
        if (now - at <= keepMs) {
          oldest = at;
          break;
        }
        heardAt.delete(t);
      }
    }
  });
  return {
    watch(): Watch {
      const entry = { tags: new Set<string>() };
      watching.add(entry);
      return {
        saw(tags) {
          if (entry.tags.has(everythingTag)) return true;
          for (const t of tags) if (entry.tags.has(t)) return true;
          return false;
        },
        get quiet() {
          return entry.tags.size === 0;
        },
        end: () => void watching.delete(entry),
      };
    },
    heardSince(tags: Iterable<string>, at: number): boolean {
      if ((heardAt.get(everythingTag) ?? 0) >= at) return true;
      for (const t of tags) if ((heardAt.get(t) ?? 0) >= at) return true;
      return false;
    },
    close: unsubscribe,
  };
}

export type RenderWatch = ReturnType<typeof createRenderWatch>;
