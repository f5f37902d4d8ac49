import type { AuthResponse } from '@recipes/contracts';
import { isAuthResponse } from '@recipes/contracts/plain';
import { createListeners } from '../listeners.ts';

/** SPEC section 3: the whole login response is kept in local storage under this key. */
export const storageKey = 'currentUser';

const listeners = /* @__PURE__ */ createListeners({ key: storageKey, cleared: true });
// Used when local storage refuses writes (private modes, full quota): the session then lasts the tab.
let memoryRaw: string | null = null;
let cachedRaw: string | null | undefined;
let cachedUser: AuthResponse | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(storageKey) ?? memoryRaw;
  } catch {
    return memoryRaw;
  }
}

function parse(raw: string | null): AuthResponse | null {
  if (!raw) return null;
  try {
    // A light check instead of the schema: this runs on every page, where zod is not loaded.
    const parsed: unknown = JSON.parse(raw);
    return isAuthResponse(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The stored member; the same object until the stored text changes (what useSyncExternalStore needs). */
export function storedUser(): AuthResponse | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

export function writeStoredUser(user: AuthResponse | null): void {
  const raw = user ? JSON.stringify(user) : null;
  memoryRaw = null;
  try {
    if (raw) window.localStorage.setItem(storageKey, raw);
    else window.localStorage.removeItem(storageKey);
  } catch {
    memoryRaw = raw;
  }
  listeners.notify();
}

/** Notifies on changes from this tab and, through the storage event, from other tabs. */
export const subscribeToStoredUser = listeners.subscribe;
