import { ownerOf } from './session-owner.ts';

/**
 * Something of the signed-in member kept in this tab's session storage, so a full page load does
 * not ask the server for it again (decision 0034: favourite ids, own ratings). A kept copy is
 * used only when it belongs to the same sign-in (token), is younger than `keptForMs`, and no tab
 * of this browser changed it after it was kept: each change writes a small stamp (no data) to
 * local storage, which the other tabs also hear as a storage event. Signing out forgets both.
 */
export interface KeptForSession<T> {
  /** The kept value of this sign-in, or null when there is none or it may be out of date. */
  kept(token: string, now?: number): T | null;
  keep(token: string, value: T, now?: number): void;
  /** After the member's own change: keeps the new value here and tells the other tabs. */
  announce(token: string, value: T, now?: number): void;
  forget(): void;
  /** Calls `listener` when another tab of this browser changed this sign-in's value. */
  subscribe(token: string, listener: () => void): () => void;
  /** The local storage key of the change stamp. */
  changedKey: string;
}

const prefix = 'recipes.kept.';
const session = () => window.sessionStorage;
const local = () => window.localStorage;

/**
 * Signed out: forgets everything kept for the member in this tab and every stamp, including what
 * modules not loaded on this page kept (they share the key prefix).
 */
export function forgetAllKept(): void {
  for (const storage of [session, local]) {
    try {
      const keys = Array.from({ length: storage().length }, (_, i) => storage().key(i));
      for (const key of keys) if (key?.startsWith(prefix)) storage().removeItem(key);
    } catch {
      // Blocked storage holds nothing of ours.
    }
  }
}

/** What changed on another device shows here after this long at most. */
export const keptForMs = 10 * 60_000;

interface Kept {
  owner: string;
  value: unknown;
  at: number;
}

interface Changed {
  owner: string;
  at: number;
}

function read(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // Blocked or full storage: the value is then fetched on every page load, as before.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function stampOf(value: unknown): Changed | null {
  return isRecord(value) && typeof value.owner === 'string' && typeof value.at === 'number'
    ? { owner: value.owner, at: value.at }
    : null;
}

export function keptForSession<T>(name: string, isValue: (value: unknown) => value is T): KeptForSession<T> {
  const keptKey = `${prefix}${name}`;
  const changedKey = `${prefix}${name}.changed`;

  const keep = (token: string, value: T, now = Date.now()) =>
    write(session, keptKey, { owner: ownerOf(token), value, at: now } satisfies Kept);

  return {
    changedKey,
    kept(token, now = Date.now()) {
      const kept = read(session, keptKey);
      const owner = ownerOf(token);
      if (!isRecord(kept) || kept.owner !== owner || typeof kept.at !== 'number' || !isValue(kept.value)) return null;
      if (now - kept.at >= keptForMs) return null;
      const changed = stampOf(read(local, changedKey));
      if (changed && changed.owner === owner && changed.at > kept.at) return null;
      return kept.value;
    },
    keep,
    announce(token, value, now = Date.now()) {
      write(local, changedKey, { owner: ownerOf(token), at: now } satisfies Changed);
      keep(token, value, now);
    },
    forget() {
      write(session, keptKey, null);
      write(local, changedKey, null);
    },
    subscribe(token, listener) {
      const owner = ownerOf(token);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== changedKey || !event.newValue) return;
        try {
          if (stampOf(JSON.parse(event.newValue))?.owner === owner) listener();
        } catch {
          // Not a stamp of ours.
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
