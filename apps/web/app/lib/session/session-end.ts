import { onTokenRefused } from '../api-client.ts';
import { forgetKeptRecipes } from '../service-worker.ts';
import { forgetAllKept } from './kept-for-session.ts';
import { storedUser, writeStoredUser } from './session-store.ts';
import { showSessionEnded } from './site-notice.ts';

/**
 * Forgets the member on this device: the stored sign-in, and for the next person on it the
 * member's favourites kept offline and the favourite ids and ratings kept for this tab. Every
 * reader of the session (navigation bar, stars, hearts, editor) follows at once.
 */
export function forgetMember(): void {
  writeStoredUser(null);
  forgetKeptRecipes();
  forgetAllKept();
}

// Written and removed at once: the other tabs hear it as a storage event, nothing stays behind.
const endedKey = 'recipes.sessionEnded';

function tellOtherTabs(): void {
  try {
    window.localStorage.setItem(endedKey, String(Date.now()));
    window.localStorage.removeItem(endedKey);
  } catch {
    // Blocked storage: the session lives in this tab alone.
  }
}

/**
 * The server refused `token` (it expired, or the member signed out elsewhere): the session is
 * over. Forgets the member as signing out does, without the logout call (the token is dead), and
 * asks them to sign in again. A refusal of an older token (signed out or in anew since the
 * request went out) changes nothing.
 */
export function endRefusedSession(token: string): void {
  if (storedUser()?.token !== token) return;
  tellOtherTabs();
  forgetMember();
  showSessionEnded();
}

/**
 * Other tabs of this browser follow the removed sign-in through the session store already;
 * this tells their member why. Returns the unsubscribe function.
 */
export function followSessionEndsElsewhere(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === endedKey && event.newValue) showSessionEnded();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

// Every call carrying the member's token ends here when the server refuses it.
onTokenRefused(endRefusedSession);
